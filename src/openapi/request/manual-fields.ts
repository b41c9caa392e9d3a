/**
 * The request of a page written by hand (`api:` frontmatter, docs-json.md §5.8), from its top-level ParamFields as
 * they render (components/fields.tsx writes `data-location` and `data-param-*`): the build reads them for the
 * page's code samples, the playground for its form. Pure, shared by both so that the two agree.
 */
import type { LiteSchema, RequestParameterLocation } from './request-spec.js';

/** A top-level ParamField, as rendered: where it goes, its name, and what its props say. */
export interface ManualField {
  name: string;
  /** `data-location`: `path`, `query`, `header`, `cookie`, `body` (or `auth`, which is no request part). */
  location: string;
  type?: string;
  required: boolean;
  /** `default` (or the older `initialValue`) as rendered: text, or JSON for other values. */
  default?: string;
  placeholder?: string;
  deprecated: boolean;
}

/** A parameter of the request. */
export interface ManualParameter {
  name: string;
  in: RequestParameterLocation;
  required: boolean;
  deprecated: boolean;
  schema: LiteSchema;
}

/** The request's parameters and, when body fields are given, its body. */
export interface ManualRequest {
  parameters: ManualParameter[];
  body?: { required: boolean; mediaType: string; schema: LiteSchema };
}

/** Where a request parameter goes (a ParamField's `body` is a body field). */
export const PARAMETER_LOCATIONS: ReadonlySet<string> = new Set(['path', 'query', 'header', 'cookie']);

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

/** A rendered default as the value it stands for: text for a string, else the JSON it was written as. */
function defaultOf(text: string | undefined, schema: LiteSchema): unknown {
  if (text === undefined) return undefined;
  if (schema.type === 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The request the fields describe on `path`: a field with no location is a query parameter (as Mintlify reads it),
 * a path parameter is required, a `{name}` of the path that no field names is a string path parameter, and body
 * fields make a JSON body (multipart when one of them is a file).
 */
export function manualRequest(fields: readonly ManualField[], path: string): ManualRequest {
  const parameters: ManualParameter[] = [];
  const properties: Record<string, LiteSchema> = {};
  const required: string[] = [];
  for (const field of fields) {
    const schema = schemaOfType(field.type);
    const fallback = defaultOf(field.default, schema);
    if (fallback !== undefined) schema.default = fallback;
    if (field.placeholder) schema.example = field.placeholder;
    const location = field.location || 'query';
    const isRequired = field.required || location === 'path';
    if (location === 'body') {
      properties[field.name] = schema;
      if (isRequired) required.push(field.name);
    } else if (PARAMETER_LOCATIONS.has(location))
      parameters.push({
        name: field.name,
        in: location as RequestParameterLocation,
        required: isRequired,
        deprecated: field.deprecated,
        schema,
      });
  }
  for (const match of path.matchAll(/\{([^}]+)\}/g)) {
    const name = match[1]!;
    if (!parameters.some((param) => param.in === 'path' && param.name === name))
      parameters.unshift({ name, in: 'path', required: true, deprecated: false, schema: { type: 'string' } });
  }
  if (!Object.keys(properties).length) return { parameters };
  const file = Object.values(properties).some((schema) => schema.format === 'binary');
  return {
    parameters,
    body: {
      required: required.length > 0,
      mediaType: file ? 'multipart/form-data' : 'application/json',
      schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
    },
  };
}
