/**
 * The request spec of a page written by hand (`api:` frontmatter): method, path, servers and security come with
 * the slot (`data-playground-inline`, from docs.json `api.mdx`); parameters and body fields are the page's own
 * top-level ParamFields, read from their `data-param-*` attributes.
 */
import type { LiteSchema, RequestParameter, RequestSpec } from '../../../src/openapi/request/request-spec.js';
import { PARAMETER_LOCATIONS, topLevelParamFields } from './parameter-rows.js';

/** A ParamField `type` (`integer`, `string[]`, `array<number>`, `file`, `A | B`) as a schema. */
export function schemaOfType(type: string | undefined): LiteSchema {
  const text = (type ?? 'string').trim().toLowerCase();
  const array = /^(.+)\[\]$/.exec(text)?.[1] ?? /^(?:array|list)<(.+)>$/.exec(text)?.[1];
  if (array) return { type: 'array', items: schemaOfType(array) };
  if (text === 'array' || text === 'list') return { type: 'array', items: { type: 'string' } };
  const first = text.split('|')[0]!.trim();
  if (['number', 'float', 'double', 'decimal', 'long'].includes(first)) return { type: 'number' };
  if (first === 'integer' || first === 'int') return { type: 'integer' };
  if (first === 'boolean' || first === 'bool') return { type: 'boolean' };
  if (['object', 'dict', 'map', 'record', 'json', 'any'].includes(first)) return { type: 'object' };
  if (first === 'file') return { type: 'string', format: 'binary' };
  return { type: 'string' };
}

function defaultOf(text: string | undefined, schema: LiteSchema): unknown {
  if (text === undefined) return undefined;
  if (schema.type === 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Reads the slot's base spec and the page's fields. */
export function manualRequestSpec(slot: HTMLElement): RequestSpec {
  const base = JSON.parse(slot.dataset.playgroundInline || '{}') as Partial<RequestSpec>;
  const content = slot.closest('article, main') ?? document;
  const fields = topLevelParamFields(content);
  const parameters: RequestParameter[] = [];
  const properties: Record<string, LiteSchema> = {};
  const required: string[] = [];
  for (const field of fields) {
    const name = field.dataset.paramName!;
    const location = field.dataset.location ?? 'query';
    const schema = schemaOfType(field.dataset.paramType);
    const fallback = defaultOf(field.dataset.paramDefault, schema);
    if (fallback !== undefined) schema.default = fallback;
    if (field.dataset.paramPlaceholder) schema.example = field.dataset.paramPlaceholder;
    const isRequired = field.dataset.paramRequired !== undefined || location === 'path';
    if (location === 'body') {
      properties[name] = schema;
      if (isRequired) required.push(name);
    } else if (PARAMETER_LOCATIONS.has(location)) {
      parameters.push({
        name,
        in: location as RequestParameter['in'],
        required: isRequired,
        style: location === 'query' || location === 'cookie' ? 'form' : 'simple',
        explode: location === 'query' || location === 'cookie',
        allowReserved: false,
        deprecated: field.classList.contains('q-field--deprecated'),
        schema,
      });
    }
  }
  const path = base.path ?? '/';
  for (const match of path.matchAll(/\{([^}]+)\}/g)) {
    const name = match[1]!;
    if (!parameters.some((param) => param.in === 'path' && param.name === name))
      parameters.unshift({
        name,
        in: 'path',
        required: true,
        style: 'simple',
        explode: false,
        allowReserved: false,
        deprecated: false,
        schema: { type: 'string' },
      });
  }
  const spec: RequestSpec = {
    method: base.method ?? 'GET',
    path,
    servers: base.servers ?? [],
    parameters,
    security: base.security ?? [],
    responses: [],
    defs: {},
    prefill: base.prefill === true,
  };
  if (Object.keys(properties).length) {
    const file = Object.values(properties).some((schema) => schema.format === 'binary');
    spec.body = {
      required: required.length > 0,
      contents: [
        {
          mediaType: file ? 'multipart/form-data' : 'application/json',
          schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
        },
      ],
    };
  }
  return spec;
}
