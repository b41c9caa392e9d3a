/**
 * Endpoint references in `pages` (docs-json.md §2.5): `GET /users`, `openapi.json POST /users/{id}`,
 * `webhook orderUpdated`, `openapi.json webhook orderUpdated`. A string that does not parse is a page path.
 */
import { fitFileName, prepareStringToBeValidFilename } from '../openapi/page-slug.js';
import type { EndpointRef } from './types.js';
import { encodePathChars } from '../util/url-path.js';

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'QUERY']);
/**
 * An OpenAPI 3.2 additional operation's method (`COPY`, `PROPFIND`), kept as written: the spec keys them the way
 * they are sent. The same words `operationEntries` reads from a spec.
 */
const CUSTOM_METHOD = /^[A-Za-z][A-Za-z0-9_-]*$/;

/**
 * Parses an endpoint reference; `undefined` when the string is a page path. The short forms are one to three
 * words (`[spec] METHOD /path`, `[spec] webhook name`). Longer ones are read when a spec file name, a webhook
 * name or a channel id holds spaces (`api specs/open api.yaml webhook New order`, which bulk `openapi` writes
 * for such specs): the words before the method are the spec, the rest is the target, as long as the spec is a
 * `.json`/`.yaml`/`.yml` file or the target a path, so that a page path with spaces stays a page path.
 */
export function parseEndpointRef(raw: string): Omit<EndpointRef, 'spec'> | undefined {
  const tokens = raw.trim().split(/\s+/);
  if (tokens.length < 2) return undefined;
  if (tokens.length <= 3) {
    const [first, second, third] = tokens as [string, string, string | undefined];
    const short =
      third === undefined
        ? readRef(raw, { method: first, target: second })
        : readRef(raw, { spec: first, method: second, target: third });
    if (short) return short;
  }
  // `webhook New order`: a webhook name with spaces, no spec.
  if (tokens[0]!.toLowerCase() === 'webhook')
    return readRef(raw, { method: 'webhook', target: tokens.slice(1).join(' ') });
  const words = raw.trim().split(/(\s+)/);
  for (let i = 2; i + 2 < words.length; i += 2) {
    const spec = words.slice(0, i - 1).join('');
    const target = words.slice(i + 2).join('');
    const ref = readRef(raw, { spec, method: words[i]!, target });
    if (ref && (isSpecFileName(spec) || (!ref.webhook && ref.method !== 'CHANNEL'))) return ref;
  }
  return undefined;
}

/** True for a spec named by its file (`.json`, `.yaml`, `.yml`). */
function isSpecFileName(spec: string | undefined): boolean {
  return spec !== undefined && /\.(json|ya?ml)$/i.test(spec);
}

/** One reading of a reference: the method word, its target and maybe a spec; undefined when it does not fit. */
function readRef(
  raw: string,
  parts: { spec?: string; method: string; target: string },
): Omit<EndpointRef, 'spec'> | undefined {
  const { spec: explicitSpec, method, target } = parts;
  if (method.toLowerCase() === 'webhook') {
    return { raw, method: 'WEBHOOK', path: target, webhook: true, ...(explicitSpec ? { explicitSpec } : {}) };
  }
  // `asyncapi.yaml channel chat`: an AsyncAPI channel (what bulk `asyncapi` generates; the platform has no
  // written form for it, so only with a spec named, which no page path looks like).
  if (method === 'channel' && explicitSpec)
    return { raw, method: 'CHANNEL', path: target, webhook: false, explicitSpec };
  const upper = method.toUpperCase();
  // A path holds no whitespace (`GET /a b` is a page path), except in a spec that has one (openapi-check warns):
  // with a spec file named (`spec.yaml GET /a b`, what bulk `openapi` writes for it) no page path looks like that.
  if (!target.startsWith('/') || (/\s/.test(target) && !isSpecFileName(explicitSpec))) return undefined;
  // A method other than the fixed ones names an OpenAPI 3.2 additional operation, as written (`COPY /files/{id}`).
  const written = HTTP_METHODS.has(upper) ? upper : CUSTOM_METHOD.test(method) ? method : undefined;
  if (written === undefined) return undefined;
  return { raw, method: written, path: target, webhook: false, ...(explicitSpec ? { explicitSpec } : {}) };
}

/**
 * Stand-in URL of an endpoint page until the OpenAPI stage names it from the spec:
 * `/<directory>/<method>-<prepared path>` (`GET /users/{id}` → `/api-reference/get-users`); webhooks
 * `/<directory>/<prepared name>`.
 */
export function endpointPlaceholderUrl(
  ref: Pick<EndpointRef, 'method' | 'path' | 'webhook'>,
  directory?: string,
): string {
  const folder = (directory ?? 'api-reference').replace(/^\/+|\/+$/g, '') || 'api-reference';
  const name = ref.webhook
    ? prepareStringToBeValidFilename(ref.path)
    : `${ref.method.toLowerCase()}-${prepareStringToBeValidFilename(ref.path)}`;
  return encodePathChars(`/${folder}/${fitFileName(name || 'endpoint')}`);
}
