import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { normalizeBase } from '../util/base-path.js';
import { matchRedirect, parseRedirectsFile, type RedirectsFileRule } from './redirect-rules.js';
import { REDIRECT_PAGE_TITLE } from './redirects.js';

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

/** Reads what serving a built folder needs (its `_redirects`; its base from `_quire/build.json` unless given). */
export async function loadStaticSite(root: string, base?: string): Promise<StaticSite> {
  const resolved = path.resolve(root);
  return {
    root: resolved,
    base: normalizeBase(base ?? (await builtBase(resolved))),
    redirects: parseRedirectsFile(await readFile(path.join(resolved, '_redirects'), 'utf8').catch(() => '')),
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

/** A built site as a static host serves it: its folder, its base path and its `_redirects` rules. */
export interface StaticSite {
  root: string;
  base: string;
  redirects: RedirectsFileRule[];
}

/**
 * Answers one request for a built site like a typical static host: `/x` serves `x/index.html` (or `x.html`),
 * `_redirects` rules apply when no file matches, anything else gets `404.html` with status 404.
 */
export async function serveStaticSite(
  state: StaticSite,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://site.local');
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
    // The page the build wrote for a redirect (for hosts without `_redirects`) gives way to the rule: clients,
    // crawlers and link checkers see the 308 itself. Not one that picks its target by `#fragment` (only its
    // script can), nor a real page at the same path.
    if (file && !(redirectTo && (await isPlainRedirectPage(file))))
      return send(response, file, { status: 200, request });
  }
  if (redirectTo) return redirect(response, redirectTo.location, redirectTo.status);
  const notFound = path.join(state.root, '404.html');
  if (await isFile(notFound)) return send(response, notFound, { status: 404, request });
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('Not found');
}

/** Files for the host, not for readers (as hosts that read `_redirects` keep it to themselves). */
const HOST_FILES = new Set(['_redirects', '_quire/build.json']);

/** The file a site-relative path serves, if any; never outside the root. */
async function findFile(root: string, relative: string): Promise<string | undefined> {
  const clean = path.posix.normalize(`/${relative}`).replace(/^\/+/, '');
  if (clean.split('/').includes('..') || HOST_FILES.has(clean)) return undefined;
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

/** How `send` answers: the status, and the request (a `HEAD` gets the headers only; validators may match). */
interface SendOptions {
  status: number;
  request: IncomingMessage;
}

/**
 * Sends a file with what lets a browser keep it and ask again cheaply: its length, its modification time and an
 * ETag (size and time), `no-cache` so that every use revalidates. A request whose `If-None-Match` (else
 * `If-Modified-Since`) still holds gets 304 and no body.
 */
async function send(response: ServerResponse, file: string, options: SendOptions): Promise<void> {
  const { status, request } = options;
  const info = await stat(file);
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
  const headers = {
    'content-type': type,
    'cache-control': 'no-cache',
    etag,
    'last-modified': modified.toUTCString(),
  };
  if (status === 200 && stillFresh(request, etag, modified)) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  response.writeHead(status, { ...headers, 'content-length': info.size });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file).pipe(response);
}

/** Whether the copy the client holds is the current one (RFC 9110: `If-None-Match` wins over the date). */
function stillFresh(request: IncomingMessage, etag: string, modified: Date): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined)
    return match
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === etag.replace(/^W\//, ''));
  const since = request.headers['if-modified-since'];
  const time = since ? Date.parse(since) : Number.NaN;
  return !Number.isNaN(time) && modified.getTime() <= time;
}

/** Whether a file is a redirect page the build wrote (see redirects.ts) that does not choose by `#fragment`. */
async function isPlainRedirectPage(file: string): Promise<boolean> {
  if (!file.endsWith('.html')) return false;
  const info = await stat(file);
  if (info.size > 4096) return false;
  const text = await readFile(file, 'utf8');
  return text.includes(REDIRECT_PAGE_TITLE) && text.includes('http-equiv="refresh"') && !text.includes('<noscript>');
}

function redirect(response: ServerResponse, location: string, status: number): void {
  response.writeHead(status >= 300 && status < 400 ? status : 301, { location });
  response.end();
}
