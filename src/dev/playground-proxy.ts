/**
 * The playground proxy of `quire dev` (`/_quire/proxy`): the browser sends the API request here, with the real
 * target in `x-quire-target` and the API's cookies in `x-quire-cookie`; the proxy forwards it to that target only
 * when its origin is a server the site's specs name, without the docs site's own cookies, and answers with the
 * upstream answer (`x-quire-proxy: 1`; `set-cookie` and `location` renamed `x-quire-set-cookie` and
 * `x-quire-location`, so neither lands on, nor redirects, the docs page). Its own refusals are JSON
 * `{error, message, hint}` without `x-quire-proxy`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { originKey } from '../site/playground-targets.js';

/** Request and response size caps, and the time an upstream has to answer. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
const MAX_RESPONSE_BYTES = 50 * 1024 * 1024;
const TIMEOUT_MS = 30_000;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);
/** Request headers the docs page's browser adds that say nothing to the API (and cookies that are not its). */
const DROPPED_REQUEST = new Set(['origin', 'referer', 'cookie', 'accept-encoding']);

export interface PlaygroundProxyOptions {
  /** Origins (`originKey`) the proxy may forward to; undefined while the site is not loaded. */
  targets: () => Set<string> | undefined;
  timeoutMs?: number;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: string; message: string; hint: string },
  ) {
    super(body.message);
  }
}

function refuse(response: ServerResponse, refusal: Refusal): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const text = JSON.stringify(refusal.body);
  response.writeHead(refusal.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(text);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES)
      throw new Refusal(413, {
        error: 'request-too-large',
        message: `The request body is larger than ${MAX_REQUEST_BYTES / 1024 / 1024} MB.`,
        hint: 'Send large files straight to the API (turn the proxy off with api.playground.proxy: false).',
      });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The headers to forward: the API request's own, cookies from `x-quire-cookie` only. */
export function forwardedHeaders(incoming: IncomingMessage['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    const key = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(key) || DROPPED_REQUEST.has(key) || key.startsWith('x-quire-')) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const cookie = incoming['x-quire-cookie'];
  if (typeof cookie === 'string' && cookie) headers.set('cookie', cookie);
  return headers;
}

/** The upstream answer's headers for the browser. */
export function returnedHeaders(upstream: Headers): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of upstream) {
    // fetch has already undone any content-encoding: the bytes go on as they are now.
    if (HOP_BY_HOP.has(name) || name === 'content-encoding' || name === 'set-cookie') continue;
    out[name === 'location' ? 'x-quire-location' : name] = value;
  }
  const cookies = upstream.getSetCookie();
  if (cookies.length) out['x-quire-set-cookie'] = cookies;
  out['x-quire-proxy'] = '1';
  out['cache-control'] = 'no-store';
  return out;
}

/**
 * Only the docs pages the dev server itself serves may use the proxy: a request that another site's page makes
 * (its `Origin` is not this server) is refused, whatever the browser's CORS checks would have done with it.
 */
function checkOrigin(request: IncomingMessage): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {
    host = undefined;
  }
  if (host && host === request.headers.host) return;
  throw new Refusal(403, {
    error: 'foreign-origin',
    message: `The playground proxy serves the pages of this docs server only, not ${origin}.`,
    hint: 'Open the page from the dev server itself.',
  });
}

function targetOf(request: IncomingMessage, allowed: Set<string> | undefined): URL {
  checkOrigin(request);
  const raw = request.headers['x-quire-target'];
  const hint = 'The playground sets x-quire-target to the absolute URL of the API request.';
  if (typeof raw !== 'string' || !raw)
    throw new Refusal(400, { error: 'missing-target', message: 'No x-quire-target header: nothing to forward.', hint });
  const key = originKey(raw);
  if (!key)
    throw new Refusal(400, { error: 'invalid-target', message: `${raw} is not an absolute http(s) URL.`, hint });
  if (!allowed?.has(key))
    throw new Refusal(403, {
      error: 'target-not-allowed',
      message: `The proxy only forwards to the servers this site's API specs name, and ${new URL(raw).host} is not one of them.`,
      hint: "Add the server to the spec's `servers` (or docs.json `api.mdx.server`), or pick one of the servers it lists.",
    });
  return new URL(raw);
}

/** The proxy's request handler. */
export function createPlaygroundProxy(options: PlaygroundProxyOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? TIMEOUT_MS);
    try {
      const target = targetOf(request, options.targets());
      const method = (request.method ?? 'GET').toUpperCase();
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
      let upstream: Response;
      try {
        upstream = await fetch(target, {
          method,
          headers: forwardedHeaders(request.headers),
          ...(body?.length ? { body: new Uint8Array(body) } : {}),
          redirect: 'manual',
          signal: controller.signal,
        });
      } catch (error) {
        throw upstreamFailure(target, error, controller.signal.aborted);
      }
      response.writeHead(upstream.status, upstream.statusText, returnedHeaders(upstream.headers));
      let size = 0;
      const reader = method === 'HEAD' ? undefined : upstream.body?.getReader();
      for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
        size += chunk.value.length;
        if (size > MAX_RESPONSE_BYTES) {
          controller.abort();
          response.destroy();
          return;
        }
        response.write(chunk.value);
      }
      response.end();
    } catch (error) {
      if (error instanceof Refusal) refuse(response, error);
      else refuse(response, upstreamFailure(undefined, error, controller.signal.aborted));
    } finally {
      clearTimeout(timer);
    }
  };
}

function upstreamFailure(target: URL | undefined, error: unknown, timedOut: boolean): Refusal {
  const where = target ? target.host : 'the API';
  if (timedOut)
    return new Refusal(504, {
      error: 'upstream-timeout',
      message: `${where} did not answer within ${TIMEOUT_MS / 1000} s.`,
      hint: 'Check that the API is running; long requests are better sent without the proxy.',
    });
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const code = cause?.code ?? (error as Error)?.name ?? 'error';
  return new Refusal(502, {
    error: 'upstream-unreachable',
    message: `The proxy could not reach ${where} (${code}${cause?.message ? `: ${cause.message}` : ''}).`,
    hint: 'Check the server URL and its variables, and that the API is running.',
  });
}
