/**
 * Sends a playground request from the browser, directly or through the proxy, and tells the failures apart: a
 * network error (nothing answered), a CORS block (the server answered but the browser hid the answer), a timeout,
 * or a request the reader cancelled. HTTP error statuses are answers, not failures.
 */
import type { HttpRequest } from '../../../src/openapi/request/request-spec.js';

/** How to send: the proxy URL when one is in use, and whether to send the browser's cookies. */
export interface SendOptions {
  proxy?: string | undefined;
  credentials?: boolean;
  signal?: AbortSignal;
  /** Milliseconds before giving up. */
  timeout?: number;
}

export interface SentResponse {
  ok: true;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Blob;
  /** Milliseconds from sending to the last byte. */
  time: number;
  viaProxy: boolean;
}

export interface SendFailure {
  ok: false;
  kind: 'network' | 'cors' | 'timeout' | 'cancelled' | 'proxy';
  message: string;
  hint?: string;
}

const DEFAULT_TIMEOUT = 60_000;

/** The `fetch` arguments of a request (the proxy's when `proxy` is set). */
export function fetchArguments(request: HttpRequest, options: SendOptions): { url: string; init: RequestInit } {
  const headers = new Headers();
  let cookie = '';
  for (const { name, value } of request.headers) {
    if (name.toLowerCase() === 'cookie') cookie = cookie ? `${cookie}; ${value}` : value;
    else headers.append(name, value);
  }
  const init: RequestInit = { method: request.method, headers, body: requestBody(request, headers) ?? null };
  if (options.proxy) {
    headers.set('x-quire-target', request.url);
    if (cookie) headers.set('x-quire-cookie', cookie);
    init.credentials = 'same-origin';
    return { url: options.proxy, init };
  }
  init.credentials = options.credentials ? 'include' : 'omit';
  return { url: request.url, init };
}

function requestBody(request: HttpRequest, headers: Headers): BodyInit | undefined {
  const body = request.body;
  if (!body || request.method === 'GET' || request.method === 'HEAD') return undefined;
  switch (body.kind) {
    case 'json':
    case 'text':
      if (!headers.has('content-type')) headers.set('content-type', body.mediaType);
      return body.text;
    case 'form':
      if (!headers.has('content-type')) headers.set('content-type', body.mediaType);
      return new URLSearchParams(body.fields.map(({ name, value }) => [name, value])).toString();
    case 'multipart': {
      // The browser writes the boundary: a content-type set by hand would lack it.
      headers.delete('content-type');
      const form = new FormData();
      for (const { name, value } of body.fields) {
        if (typeof value === 'string') form.append(name, value);
        else if (value.blob instanceof Blob) form.append(name, value.blob, value.name);
      }
      return form;
    }
    case 'binary':
      // The documented media type, unless it is a range (`image/*`): then the chosen file's own.
      if (!headers.has('content-type'))
        headers.set(
          'content-type',
          body.mediaType.includes('*') ? body.file?.type || 'application/octet-stream' : body.mediaType,
        );
      return body.file?.blob instanceof Blob ? body.file.blob : undefined;
  }
}

/** Sends `request`; never throws. */
export async function sendRequest(request: HttpRequest, options: SendOptions): Promise<SentResponse | SendFailure> {
  const { url, init } = fetchArguments(request, options);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeout ?? DEFAULT_TIMEOUT);
  const signals = [timeout.signal, ...(options.signal ? [options.signal] : [])];
  init.signal = signals.length > 1 ? AbortSignal.any(signals) : timeout.signal;
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const body = await response.blob();
    const time = performance.now() - started;
    // Forwarded answers carry `x-quire-proxy`; the proxy's own refusals (host not allowed, upstream down) do not.
    if (options.proxy && !response.headers.has('x-quire-proxy')) return proxyFailure(response.status, body);
    return {
      ok: true,
      status: response.status,
      statusText: response.statusText,
      headers: shownHeaders(response.headers),
      body,
      time,
      viaProxy: Boolean(options.proxy),
    };
  } catch (error) {
    if (options.signal?.aborted) return { ok: false, kind: 'cancelled', message: 'The request was cancelled.' };
    if (timeout.signal.aborted)
      return {
        ok: false,
        kind: 'timeout',
        message: `No answer within ${Math.round((options.timeout ?? DEFAULT_TIMEOUT) / 1000)} s.`,
      };
    return options.proxy ? proxyUnreachable(error) : classifyFailure(request, error);
  } finally {
    clearTimeout(timer);
  }
}

/** The answer's headers as the API sent them (the proxy renames `set-cookie` and `location` on the way). */
function shownHeaders(headers: Headers): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of headers) {
    if (name === 'x-quire-set-cookie') out.push(['set-cookie', value]);
    else if (name === 'x-quire-location') out.push(['location', value]);
    else if (!name.startsWith('x-quire-')) out.push([name, value]);
  }
  return out;
}

async function proxyFailure(status: number, body: Blob): Promise<SendFailure> {
  let message = `The proxy answered ${status}.`;
  let hint: string | undefined;
  try {
    const data = JSON.parse(await body.text()) as { message?: string; hint?: string };
    if (data.message) message = data.message;
    if (data.hint) hint = data.hint;
  } catch {
    // Not the proxy's JSON: keep the status line.
  }
  return { ok: false, kind: 'proxy', message, ...(hint ? { hint } : {}) };
}

function proxyUnreachable(error: unknown): SendFailure {
  return {
    ok: false,
    kind: 'network',
    message: `The playground proxy could not be reached (${String((error as Error)?.message ?? error)}).`,
    hint: 'Check that the docs server is still running.',
  };
}

/**
 * After a failed fetch: a `no-cors` GET that resolves means the server is there and answered, so the browser
 * blocked the answer (CORS); one that fails too means nothing answered. GET only: it must not repeat a write.
 */
async function classifyFailure(request: HttpRequest, error: unknown): Promise<SendFailure> {
  let reachable = false;
  try {
    await fetch(request.url, { mode: 'no-cors', method: 'GET', credentials: 'omit', cache: 'no-store' });
    reachable = true;
  } catch {
    reachable = false;
  }
  const host = safeHost(request.url);
  if (reachable)
    return {
      ok: false,
      kind: 'cors',
      message: `${host} answered, but the browser blocked the response: the API does not allow requests from this page's origin (CORS).`,
      hint: 'Send the request through the playground proxy (`api.playground.proxy`), or allow this origin in the API’s CORS settings.',
    };
  return {
    ok: false,
    kind: 'network',
    message: `Could not reach ${host}: ${String((error as Error)?.message ?? error)}.`,
    hint: 'Check the server URL and that the API is running and reachable from your browser.',
  };
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
