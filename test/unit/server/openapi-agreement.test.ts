import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROUTE_SCHEMAS } from '../../../src/server/api-schemas.js';

type Json = Record<string, unknown>;
const spec = parse(readFileSync(new URL('../../../src/server/openapi.yaml', import.meta.url), 'utf8')) as Json;

/** Follows local `$ref`s through the whole value. */
function resolve(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(resolve);
  if (!value || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string') {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)[key], spec);
    return resolve(target);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
}

/** The operations of the spec by operationId. */
function operations(): Map<string, { path: string; operation: Json }> {
  const found = new Map<string, { path: string; operation: Json }>();
  for (const [path, item] of Object.entries(spec.paths as Json)) {
    for (const operation of Object.values(item as Json)) {
      found.set(String((operation as Json).operationId), { path, operation: resolve(operation) as Json });
    }
  }
  return found;
}

describe('the service OpenAPI file and the route schemas', () => {
  const byId = operations();

  it('document the same operations', () => {
    const documented = [...byId.keys()].sort();
    const routed = Object.keys(ROUTE_SCHEMAS).sort();
    expect(documented).toEqual(routed);
  });

  for (const [id, schema] of Object.entries(ROUTE_SCHEMAS)) {
    it(`agree on ${id}: path parameters and every response body`, () => {
      const entry = byId.get(id);
      expect(entry).toBeDefined();
      // Header parameters (the webhooks' signature) are checked by the handlers, not by a schema.
      const parameters = ((entry!.operation.parameters as Json[]) ?? []).filter((p) => p.in === 'path');
      const params = schema.params as unknown as { properties: Json; required: string[] };
      expect(parameters.map((p) => p.name).sort()).toEqual(Object.keys(params.properties).sort());
      for (const parameter of parameters) {
        expect(parameter.in).toBe('path');
        expect(parameter.schema).toEqual(params.properties[String(parameter.name)]);
      }
      const responses = entry!.operation.responses as Record<string, Json>;
      expect(Object.keys(responses).sort()).toEqual(Object.keys(schema.response).sort());
      for (const [status, body] of Object.entries(schema.response)) {
        const documented = ((responses[status]?.content ?? {}) as Record<string, Json>)['application/json']?.schema;
        expect(documented, `${id} ${status}`).toEqual(JSON.parse(JSON.stringify(body)));
      }
    });
  }
});
