/**
 * Endpoint references in `pages` (docs-json.md §2.5): `GET /users`, `openapi.json POST /users/{id}`,
 * `webhook orderUpdated`, `openapi.json webhook orderUpdated`. A string that does not parse is a page path.
 */
import { prepareStringToBeValidFilename } from '../openapi/page-slug.js';
import type { EndpointRef } from './types.js';
import { encodePathChars } from '../util/url-path.js';

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'QUERY']);

/** Parses an endpoint reference; `undefined` when the string is a page path. */
export function parseEndpointRef(raw: string): Omit<EndpointRef, 'spec'> | undefined {
  const tokens = raw.trim().split(/\s+/);
  if (tokens.length < 2 || tokens.length > 3) return undefined;
  const [first, second, third] = tokens as [string, string, string | undefined];
  const explicitSpec = third === undefined ? undefined : first;
  const method = third === undefined ? first : second;
  const target = third === undefined ? second : third;
  if (method.toLowerCase() === 'webhook') {
    return { raw, method: 'WEBHOOK', path: target, webhook: true, ...(explicitSpec ? { explicitSpec } : {}) };
  }
  // `asyncapi.yaml channel chat`: an AsyncAPI channel (what bulk `asyncapi` generates; the platform has no
  // written form for it, so only with a spec named, which no page path looks like).
  if (method === 'channel' && explicitSpec)
    return { raw, method: 'CHANNEL', path: target, webhook: false, explicitSpec };
  const upper = method.toUpperCase();
  if (!HTTP_METHODS.has(upper) || !target.startsWith('/')) return undefined;
  return { raw, method: upper, path: target, webhook: false, ...(explicitSpec ? { explicitSpec } : {}) };
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
  return encodePathChars(`/${folder}/${name || 'endpoint'}`);
}
