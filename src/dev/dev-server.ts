import { isSharedFileUrl } from '../render/shared-files.js';
import { SEARCH_INDEX_DIR } from '../render/search-index.js';
import { stat } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { changeAffectsPages, classifyChange, pageUpdateFor } from './change-kind.js';
import { createDevSession, type DevSession } from './dev-session.js';
import { createDevSearch, type DevSearch } from './dev-search.js';
import { createDevActivity, type DevActivity } from './dev-activity.js';
import { createPlaygroundProxy } from './playground-proxy.js';
import { PLAYGROUND_PROXY_PATH } from '../render/site-chrome.js';
import { readThemeAsset } from './theme-assets.js';
import { listenWithFallback } from './listen-with-fallback.js';
import { startVite } from './start-vite.js';
import { encodePathChars } from '../util/url-path.js';

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

/**
 * How long to gather file events before acting: editors often write a file in several steps (truncate then write,
 * or a temp file renamed), a few milliseconds apart. Every millisecond here is part of save → visible.
 */
const CHANGE_DEBOUNCE_MS = 20;
/** Vite starts after the first page is served, or this long after the site is loaded when no page is asked for. */
const VITE_START_IDLE_MS = 1000;

/**
 * Starts the dev server: pages render on demand through the same `renderRoute` as the build (so the server is
 * ready at once, whatever the size of the site), theme assets come from `templates/default`, other files are
 * served as they are (by Vite). Watching the site folder, it invalidates what a change affects and updates the
 * open pages: in place for pages, snippets and docs.json, by a reload for anything else. It never writes into the
 * site folder (Vite's cache goes to the OS temp folder, the stored site index to the private cache).
 *
 * The first page comes before anything else is set up: the HTTP server listens at once, the site loads from the
 * index the last session stored (when there is one), and Vite (its client, the HMR socket, the file watcher,
 * static files) starts after the first page is out; then the whole site is indexed again in the background.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = path.resolve(options.dir);
  const log = options.log ?? ((text: string) => process.stdout.write(`${text}\n`));
  let vite: ViteDevServer | undefined;
  const session = createDevSession({
    dir: root,
    cache: options.cache ?? true,
    ...(options.pageTimeout !== undefined ? { pageTimeout: options.pageTimeout } : {}),
    log,
    color: options.log ? false : Boolean(process.stdout.isTTY),
    // The stored index was out of date: the open pages fetch their new HTML.
    onIndexChanged: () => vite?.ws.send({ type: 'custom', event: 'quire:update', data: { files: [] } }),
  });
  const loaded = session.start();
  // Pages being served and changes being applied: the search index waits for a quiet moment between its pages.
  const activity = createDevActivity();
  // The search index builds in the background once the site is indexed again, and after each change.
  const search = createDevSearch({ session, log, idle: activity.idle });

  const firstPage = deferred();
  const viteReady = deferred<ViteDevServer>();
  const proxy = createPlaygroundProxy({ targets: () => session.playgroundTargets() });
  const httpServer = createHttpServer((request, response) => {
    const fail = (error: unknown) => {
      log(`quire dev: ${request.url ?? ''}: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal error of the Quire dev server: see the terminal.');
    };
    // The playground proxy answers every method at its one path (the dev server has no base path).
    const pathname = request.url?.split('?')[0] ?? '';
    if (pathname === PLAYGROUND_PROXY_PATH || pathname.startsWith(`${PLAYGROUND_PROXY_PATH}/`)) {
      void proxy(request, response);
      return;
    }
    const done = activity.begin();
    response.once('close', done);
    handleRequest({ root, session, search }, request, response).then((handled) => {
      if (handled) {
        firstPage.resolve();
        return;
      }
      // Vite's client, its module URLs and the site's static files: handled once Vite runs.
      viteReady.promise.then(
        (server) =>
          server.middlewares(request, response, (error?: unknown) => (error ? fail(error) : notFound(response))),
        fail,
      );
    }, fail);
  });
  const port = await listenWithFallback(httpServer, { port: options.port ?? 3000, host: options.host ?? 'localhost' });
  const url = localUrl(options.host ?? 'localhost', port);
  log(`Quire dev server running at ${url}`);

  let closed = false;
  const runVite = async (): Promise<void> => {
    await loaded;
    await Promise.race([firstPage.promise, delay(VITE_START_IDLE_MS)]);
    if (closed) return;
    let server: ViteDevServer;
    try {
      server = await startVite({ root, httpServer });
    } catch (error) {
      viteReady.reject(error);
      log(`quire dev: could not start Vite (file watcher, live updates, static files): ${String(error)}`);
      return;
    }
    if (closed) {
      await server.close();
      return;
    }
    vite = server;
    watchSite({ root, session, search, server, log, activity });
    viteReady.resolve(server);
    // Reading every page again takes the main thread for a while: not while a page or a save is waited for.
    await activity.idle();
    if (closed) return;
    await session.reindex().catch((error: unknown) => {
      if (!closed) log(`quire dev: could not index the site again: ${String(error)}`);
    });
    if (!closed) search.refresh();
  };
  // After the first page (or a moment without one), start Vite, then index the site again: changes made since the
  // stored index was written are in the new index, changes made from now on reach the watcher.
  void runVite();

  return {
    url,
    async close() {
      closed = true;
      viteReady.reject(new Error('the dev server closed'));
      await vite?.close();
      await search.close();
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      });
    },
  };
}

function localUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}/`;
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('Not found');
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Nobody may be waiting yet when it fails; the failure is logged where it happens.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

interface RequestContext {
  root: string;
  session: DevSession;
  search: DevSearch;
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
  // Vite's file access to the site's folder serves what the build publishes, nothing else (an ignored folder, a
  // README, a JSON file of secrets).
  if (pathname.startsWith('/@fs/')) {
    const relative = path.relative(ctx.root, pathname.slice('/@fs'.length));
    const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
    if (inside && (await ctx.session.publishes(relative.split(path.sep).join('/'))) === false) {
      notFound(response);
      return true;
    }
  }
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
  if (pathname.startsWith(`/${SEARCH_INDEX_DIR}/`)) {
    const file = ctx.search.file(pathname.slice(SEARCH_INDEX_DIR.length + 2));
    if (!file) {
      // Not built yet (it builds in the background after start) or no such file.
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(request.method === 'HEAD' ? undefined : 'The search index is not ready yet.');
      return true;
    }
    response.writeHead(200, { 'content-type': searchFileType(file.path), 'cache-control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : file.content);
    return true;
  }
  if (pathname.startsWith('/_quire/')) {
    const asset = await readThemeAsset(pathname.slice('/_quire/'.length));
    if (!asset) return false;
    response.writeHead(200, { 'content-type': asset.contentType, 'cache-control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : asset.body);
    return true;
  }

  // Outputs for machines (llms.txt, `<page>.md`, sitemap.xml, robots.txt); a `.md` path before the site's files
  // (`guides/setup.md` is a page's source, not a file the site serves), the others only when the site has no such
  // file of its own (as the build writes them only then).
  const machine =
    /\.md$/i.test(pathname) ||
    ((/\.txt$/i.test(pathname) || pathname === '/sitemap.xml') && !(await isFile(ctx.root, pathname)));
  if (machine) {
    const text = await ctx.session.machineFile(pathname);
    if (text !== undefined) {
      const type = pathname.endsWith('.md')
        ? 'text/markdown'
        : pathname.endsWith('.xml')
          ? 'application/xml'
          : 'text/plain';
      response.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-cache' });
      response.end(request.method === 'HEAD' ? undefined : text);
      return true;
    }
  }

  // A real file in the site folder (image, CSS, spec...) is Vite's to serve, with its access rules; only one the
  // build publishes (Vite would compile a page's source as a module and print a stack for it, and a file the site
  // ignores or never publishes, a README or a JSON file of secrets, must not be readable in dev either).
  if (
    !unpublished(pathname) &&
    (await isFile(ctx.root, pathname)) &&
    (await ctx.session.publishes(pathname.replace(/^\/+/, ''))) !== false
  )
    return false;

  // A missing image, script or stylesheet (an in-place update asks again for the page's images): a plain 404,
  // without rendering the site's 404 page for a response nobody sees.
  if (SUBRESOURCE_DESTINATIONS.has(String(request.headers['sec-fetch-dest'] ?? ''))) {
    notFound(response);
    return true;
  }

  // Route keys hold a page name's own `%?#` encoded (a generated `what-is-x?` page is `/what-is-x%3F`).
  const page = await ctx.session.render(encodePathChars(stripHtmlSuffix(pathname)));
  response.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    ...(page.location !== undefined ? { location: page.location } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : withViteClient(page.html));
  return true;
}

/** `Sec-Fetch-Dest` values of requests that never show a page. */
const SUBRESOURCE_DESTINATIONS = new Set([
  'audio',
  'font',
  'image',
  'manifest',
  'script',
  'style',
  'track',
  'video',
  'worker',
]);

/** Pagefind's files: its scripts and entry are text, the rest (indexes, WebAssembly) binary. */
function searchFileType(file: string): string {
  if (file.endsWith('.js')) return 'text/javascript; charset=utf-8';
  if (file.endsWith('.json')) return 'application/json; charset=utf-8';
  return 'application/octet-stream';
}

/**
 * A path the build does not publish, so the dev server answers it with the 404 page as a host would: page and
 * component sources (`.mdx`, `.jsx`, `.tsx`, `.ts`), dot folders and files other than `.well-known` (tooling),
 * and the configuration (`docs.json`, `mint.json`).
 */
function unpublished(pathname: string): boolean {
  if (/\.(?:mdx|jsx|tsx|ts)$/i.test(pathname)) return true;
  if (/^\/(?:docs|mint)\.json$/i.test(pathname)) return true;
  return pathname.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known');
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
function watchSite(
  ctx: RequestContext & { server: ViteDevServer; log: (text: string) => void; activity: DevActivity },
): void {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  /** Ends the activity of the changes gathered so far (from the first event to the message to the pages). */
  let done: (() => void) | undefined;

  const flush = async (): Promise<void> => {
    const finished = done;
    done = undefined;
    try {
      await apply();
    } finally {
      finished?.();
    }
  };

  const apply = async (): Promise<void> => {
    timer = undefined;
    const files = [...pending];
    pending = new Set();
    const relevant = files.filter((file) => changeAffectsPages(classifyChange(file)));
    if (relevant.length === 0) return;
    const brokenBefore = ctx.session.broken();
    let failed = false;
    try {
      await ctx.session.filesChanged(relevant);
      ctx.search.refresh();
    } catch (error) {
      failed = true;
      ctx.log(`quire dev: could not apply changes to ${relevant.join(', ')}: ${String(error)}`);
    }
    const update = pageUpdateFor(relevant.map(classifyChange), {
      siteBroken: failed || brokenBefore || ctx.session.broken(),
    });
    // In place: each open page fetches its own new HTML and swaps what differs (templates/default/client/dev/).
    if (update === 'in-place') ctx.server.ws.send({ type: 'custom', event: 'quire:update', data: { files: relevant } });
    else ctx.server.ws.send({ type: 'full-reload', path: '*' });
  };

  const onEvent = (absolute: string): void => {
    const relative = path.relative(ctx.root, absolute);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return;
    pending.add(relative.split(path.sep).join('/'));
    done ??= ctx.activity.begin();
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), CHANGE_DEBOUNCE_MS);
  };

  ctx.server.watcher.on('change', onEvent);
  ctx.server.watcher.on('add', onEvent);
  ctx.server.watcher.on('unlink', onEvent);
  ctx.server.httpServer?.once('close', () => {
    if (timer) clearTimeout(timer);
    done?.();
  });
}
