import { isSharedFileUrl } from '../render/shared-files.js';
import { contentHash } from '../util/hash.js';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { changeAffectsPages, classifyChange, inIgnoredFolder } from './change-kind.js';
import { createDevSession, type DevSession } from './dev-session.js';
import { createPlaygroundProxy } from './playground-proxy.js';
import { PLAYGROUND_PROXY_PATH } from '../render/site-chrome.js';
import { readThemeAsset } from './theme-assets.js';

export interface DevServerOptions {
  /** The site folder (holding docs.json). */
  dir: string;
  /** Port to listen on; the next free one is used when it is taken. 0 picks any free port. */
  port?: number;
  host?: string;
  /** Where the server's own messages and diagnostics go (default: stdout). */
  log?: (text: string) => void;
  /** Reuse pages compiled by earlier builds and sessions (default true; `--no-cache` turns it off). */
  cache?: boolean;
  /** Time limit of one page's code, in ms (default 5000; `--page-timeout`). */
  pageTimeout?: number;
}

export interface DevServer {
  /** Local URL of the site, ending with `/`. */
  url: string;
  close(): Promise<void>;
}

/** How long to gather file events before acting: editors often write a file in several steps. */
const CHANGE_DEBOUNCE_MS = 40;

/**
 * Starts the dev server on Vite: pages render on demand through the same `renderRoute` as the build (so the
 * server is ready at once, whatever the size of the site), theme assets come from `templates/default`, other
 * files are served as they are. Watching the site folder, it invalidates what a change affects and reloads the
 * open pages. It never writes into the site folder (Vite's cache goes to the OS temp folder).
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = path.resolve(options.dir);
  const log = options.log ?? ((text: string) => process.stdout.write(`${text}\n`));
  const session = createDevSession({
    dir: root,
    cache: options.cache ?? true,
    ...(options.pageTimeout !== undefined ? { pageTimeout: options.pageTimeout } : {}),
    log,
    color: options.log ? false : Boolean(process.stdout.isTTY),
  });
  await session.start();

  const server = await createServer({
    configFile: false,
    root,
    base: '/',
    mode: 'development',
    appType: 'custom',
    publicDir: false,
    envDir: false,
    cacheDir: path.join(tmpdir(), 'quire-vite', contentHash(root, 'sha256').slice(0, 16)),
    logLevel: 'warn',
    clearScreen: false,
    // Inline (empty) PostCSS config: stops Vite from searching the site folder and its parents for one.
    css: { postcss: {} },
    optimizeDeps: { noDiscovery: true, include: [] },
    server: {
      middlewareMode: false,
      port: options.port ?? 3000,
      host: options.host ?? 'localhost',
      strictPort: false,
      // Build output at the root only: a content folder named `dist` deeper down is watched like any other.
      watch: { ignored: [(file: string) => inIgnoredFolder(path.relative(root, file))] },
    },
    plugins: [quirePlugin(root, session, log)],
  });
  await server.listen();

  const address = server.httpServer?.address() as AddressInfo | null;
  const url = localUrl(options.host ?? 'localhost', address?.port ?? options.port ?? 3000);
  log(`Quire dev server running at ${url}`);
  return {
    url,
    close: () => server.close(),
  };
}

function localUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/`;
}

/** The Vite plugin doing Quire's part: rendering middleware and the watcher → invalidate → reload loop. */
function quirePlugin(root: string, session: DevSession, log: (text: string) => void): Plugin {
  return {
    name: 'quire:dev',
    configureServer(server) {
      // The playground proxy answers every method at its one path (the dev server has no base path).
      const proxy = createPlaygroundProxy({ targets: () => session.playgroundTargets() });
      server.middlewares.use(PLAYGROUND_PROXY_PATH, (request, response) => {
        void proxy(request, response);
      });
      // Added before Vite's own middlewares: pages and theme assets are ours, the rest falls through to Vite.
      server.middlewares.use((request, response, next) => {
        handleRequest({ root, session, server }, request, response).then(
          (handled) => {
            if (!handled) next();
          },
          (error: unknown) => next(error),
        );
      });
      watchSite({ root, session, server, log });
    },
  };
}

interface RequestContext {
  root: string;
  session: DevSession;
  server: ViteDevServer;
}

/** Serves `/_quire/*` and page URLs; returns false for anything Vite should handle (static files, its client). */
async function handleRequest(
  ctx: RequestContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = decodePathname(request.url ?? '/');
  if (pathname === undefined) return false;
  // Vite's own endpoints: its client, module ids and fs access.
  if (pathname.startsWith('/@') || pathname.startsWith('/__') || pathname.startsWith('/node_modules/')) return false;

  if (isSharedFileUrl(pathname)) {
    const html = await ctx.session.sharedFile(pathname);
    if (html === undefined) return false;
    const type = pathname.endsWith('.css') ? 'text/css' : pathname.endsWith('.json') ? 'application/json' : 'text/html';
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : html);
    return true;
  }
  if (pathname.startsWith('/_quire/')) {
    const asset = await readThemeAsset(pathname.slice('/_quire/'.length));
    if (!asset) return false;
    response.writeHead(200, { 'content-type': asset.contentType, 'cache-control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : asset.body);
    return true;
  }

  // A real file in the site folder (image, CSS, spec...) is Vite's to serve, with its access rules.
  if (await isFile(ctx.root, pathname)) return false;

  const page = await ctx.session.render(stripHtmlSuffix(pathname));
  response.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    ...(page.location !== undefined ? { location: page.location } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : withViteClient(page.html));
  return true;
}

/** `/guides/setup.html` and `/guides/setup/index.html` name the same page as `/guides/setup`. */
function stripHtmlSuffix(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length);
  return pathname;
}

function decodePathname(rawUrl: string): string | undefined {
  try {
    return decodeURIComponent(new URL(rawUrl, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

async function isFile(root: string, pathname: string): Promise<boolean> {
  const file = path.join(root, pathname);
  if (!file.startsWith(root + path.sep)) return false;
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** The theme adds Vite's client on dev pages; this covers any page rendered without it (live reload needs it). */
function withViteClient(html: string): string {
  if (html.includes('/@vite/client')) return html;
  const tag = '<script type="module" src="/@vite/client"></script>';
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}

/**
 * Watches the site folder through Vite's watcher: changed files are gathered for a moment, handed to the site
 * context to invalidate, and open pages reload when a change can affect them.
 */
function watchSite(ctx: RequestContext & { log: (text: string) => void }): void {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  const flush = async (): Promise<void> => {
    timer = undefined;
    const files = [...pending];
    pending = new Set();
    const relevant = files.filter((file) => changeAffectsPages(classifyChange(file)));
    if (relevant.length === 0) return;
    try {
      await ctx.session.filesChanged(relevant);
    } catch (error) {
      ctx.log(`quire dev: could not apply changes to ${relevant.join(', ')}: ${String(error)}`);
    }
    ctx.server.ws.send({ type: 'full-reload', path: '*' });
  };

  const onEvent = (absolute: string): void => {
    const relative = path.relative(ctx.root, absolute);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return;
    pending.add(relative.split(path.sep).join('/'));
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), CHANGE_DEBOUNCE_MS);
  };

  ctx.server.watcher.on('change', onEvent);
  ctx.server.watcher.on('add', onEvent);
  ctx.server.watcher.on('unlink', onEvent);
  ctx.server.httpServer?.once('close', () => {
    if (timer) clearTimeout(timer);
  });
}
