import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { normalizeBase } from '../util/base-path.js';
import { matchRedirect, parseRedirectsFile, type RedirectsFileRule } from '../render/redirect-rules.js';

export interface PreviewServerOptions {
  /** The built output folder. */
  dir: string;
  port?: number;
  host?: string;
  /** Base path the site was built for; read from the build's `_quire/build.json` when omitted. */
  base?: string;
}

export interface PreviewServer {
  url: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

/**
 * A small static server for a built site, behaving like a typical static host: `/x` serves `x/index.html`
 * (or `x.html`), `_redirects` rules apply when no file matches, anything else gets `404.html` with status 404.
 */
export async function startPreviewServer(options: PreviewServerOptions): Promise<PreviewServer> {
  const root = path.resolve(options.dir);
  const base = normalizeBase(options.base ?? (await builtBase(root)));
  const redirects = parseRedirectsFile(await readFile(path.join(root, '_redirects'), 'utf8').catch(() => ''));
  const server = createServer((request, response) => {
    handle({ root, base, redirects }, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4173, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}${base}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Browsers keep connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

async function builtBase(root: string): Promise<string | undefined> {
  const text = await readFile(path.join(root, '_quire', 'build.json'), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  try {
    const base = (JSON.parse(text) as { base?: unknown }).base;
    return typeof base === 'string' ? base : undefined;
  } catch {
    return undefined;
  }
}

interface PreviewState {
  root: string;
  base: string;
  redirects: RedirectsFileRule[];
}

async function handle(state: PreviewState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://preview.local');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = url.pathname;
  }
  if (state.base !== '/' && `${pathname}/` === state.base) return redirect(response, state.base + url.search, 302);
  const redirectTo = matchRedirect(state.redirects, url.pathname);
  if (pathname.startsWith(state.base)) {
    const file = await findFile(state.root, pathname.slice(state.base.length));
    if (file) return send(response, file, { status: 200, headOnly: request.method === 'HEAD' });
  }
  if (redirectTo) return redirect(response, redirectTo.location, redirectTo.status);
  const notFound = path.join(state.root, '404.html');
  if (await isFile(notFound)) return send(response, notFound, { status: 404, headOnly: request.method === 'HEAD' });
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('Not found');
}

/** The file a site-relative path serves, if any; never outside the root. */
async function findFile(root: string, relative: string): Promise<string | undefined> {
  const clean = path.posix.normalize(`/${relative}`).replace(/^\/+/, '');
  if (clean.split('/').includes('..')) return undefined;
  const target = path.join(root, clean);
  const candidates =
    clean === '' || relative.endsWith('/')
      ? [path.join(target, 'index.html')]
      : [target, path.join(target, 'index.html'), `${target}.html`];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return undefined;
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}

/** How `send` answers: the status, and whether only the headers go out (a `HEAD` request). */
interface SendOptions {
  status: number;
  headOnly: boolean;
}

function send(response: ServerResponse, file: string, options: SendOptions): void {
  const { status, headOnly } = options;
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache' });
  if (headOnly) {
    response.end();
    return;
  }
  createReadStream(file).pipe(response);
}

function redirect(response: ServerResponse, location: string, status: number): void {
  response.writeHead(status >= 300 && status < 400 ? status : 301, { location });
  response.end();
}
