/**
 * Where a site names its specs: `openapi`/`asyncapi` on any navigation element and in `api` of docs.json (as a
 * string, an array, or `{source, directory}`). Pure: config in, references with their JSON paths out.
 */
import type { JsonPath } from '../config/json-path.js';
import { parseEndpointRef } from '../navigation/endpoint-ref.js';

/** One spec named in docs.json. */
export interface ConfigSpecRef {
  kind: 'openapi' | 'asyncapi';
  /** As written: a path or a URL. */
  source: string;
  /** Where: `navigation.tabs[0].openapi`, `api.openapi[1]`. */
  path: JsonPath;
  /** `overlays` of `{source, overlays}`, when written: where they are. */
  overlaysAt?: JsonPath;
}

/** Every spec reference of the config, in document order. */
export function collectConfigSpecRefs(config: { navigation?: unknown; api?: unknown }): ConfigSpecRef[] {
  const out: ConfigSpecRef[] = [];
  const addValue = (kind: ConfigSpecRef['kind'], value: unknown, path: JsonPath) => {
    if (typeof value === 'string') out.push({ kind, source: value, path });
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) addValue(kind, item, [...path, index]);
    } else if (value && typeof value === 'object' && typeof (value as { source?: unknown }).source === 'string') {
      const overlays = (value as { overlays?: unknown }).overlays;
      out.push({
        kind,
        source: (value as { source: string }).source,
        path: [...path, 'source'],
        ...(Array.isArray(overlays) && overlays.length ? { overlaysAt: [...path, 'overlays'] } : {}),
      });
    }
  };
  const walk = (node: unknown, path: JsonPath, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 64) return;
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, [...path, index], depth + 1);
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'openapi' || key === 'asyncapi') addValue(key, value, [...path, key]);
      else if (key === 'pages' && Array.isArray(value)) {
        // `openapi.json GET /users` names its spec itself.
        value.forEach((item, index) => {
          const explicit = typeof item === 'string' ? parseEndpointRef(item)?.explicitSpec : undefined;
          if (explicit) out.push({ kind: 'openapi', source: explicit, path: [...path, key, index] });
          else if (item && typeof item === 'object') walk(item, [...path, key, index], depth + 1);
        });
      } else if (value && typeof value === 'object') walk(value, [...path, key], depth + 1);
    }
  };
  walk(config.navigation, ['navigation'], 0);
  if (config.api && typeof config.api === 'object') {
    const api = config.api as { openapi?: unknown; asyncapi?: unknown };
    addValue('openapi', api.openapi, ['api', 'openapi']);
    addValue('asyncapi', api.asyncapi, ['api', 'asyncapi']);
  }
  return out;
}
