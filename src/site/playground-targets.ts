/**
 * Where the playground proxy may forward: the origins of the servers the site's specs name (document, path and
 * operation `servers`) and of docs.json `api.mdx.server`. A server URL with variables allows each value of a
 * variable's `enum`, else only its default. Relative server URLs name the docs site itself: nothing to proxy.
 * Pure: from the loaded specs and config.
 */
import type { DocsConfig } from '../config/schema/index.js';
import { isJsonObject, type JsonObject, operationEntries } from '../openapi/spec-document.js';
import type { SiteSpecs } from './site-specs.js';

/** Caps the combinations one templated server URL may expand to. */
const MAX_EXPANSIONS = 256;

/** `scheme://host:port` of a URL with default ports written out, or undefined when it is not absolute http(s). */
export function originKey(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
  return `${parsed.protocol}//${parsed.hostname.toLowerCase()}:${port}`;
}

/** The concrete URLs of one server object (its variables expanded). */
export function serverUrls(server: unknown): string[] {
  if (!isJsonObject(server) || typeof server.url !== 'string') return [];
  let urls = [server.url];
  const variables = isJsonObject(server.variables) ? server.variables : {};
  for (const [name, raw] of Object.entries(variables)) {
    if (!isJsonObject(raw)) continue;
    const values = Array.isArray(raw.enum) && raw.enum.length ? raw.enum.map(String) : [String(raw.default ?? '')];
    urls = urls.flatMap((url) => values.map((value) => url.replaceAll(`{${name}}`, value))).slice(0, MAX_EXPANSIONS);
  }
  return urls;
}

function serverLists(document: JsonObject): unknown[][] {
  const lists: unknown[][] = [];
  const add = (value: unknown) => {
    if (Array.isArray(value)) lists.push(value);
  };
  add(document.servers);
  const paths = isJsonObject(document.paths) ? document.paths : {};
  for (const item of Object.values(paths)) {
    if (!isJsonObject(item)) continue;
    add(item.servers);
    for (const { value } of operationEntries(item)) if (isJsonObject(value)) add(value.servers);
  }
  return lists;
}

/** Every origin the proxy may forward to. */
export function playgroundTargets(input: { specs: Pick<SiteSpecs, 'openapi'>; config: DocsConfig }): Set<string> {
  const origins = new Set<string>();
  const addUrl = (url: string) => {
    const key = originKey(url);
    if (key) origins.add(key);
  };
  for (const spec of input.specs.openapi.values())
    for (const list of serverLists(spec.document)) for (const server of list) serverUrls(server).forEach(addUrl);
  const mdx = input.config.api?.mdx?.server;
  for (const url of Array.isArray(mdx) ? mdx : mdx ? [mdx] : []) addUrl(url);
  return origins;
}
