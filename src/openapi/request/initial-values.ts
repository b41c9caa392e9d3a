/**
 * Where the form starts: the first server with its variables' defaults, the first security requirement, the
 * first content type, required parameters at their default, credentials at their scheme's `x-default` (§5.5;
 * the reader's own stored ones replace them), and, when `api.examples.prefill` is on, every example the spec
 * gives (parameters and body).
 */
import { bodyKind } from './body-kind.js';
import type { Credential, LiteSchema, RequestBodyValue, RequestSpec, RequestValues } from './request-spec.js';

function resolve(schema: LiteSchema | undefined, defs: Record<string, LiteSchema>): LiteSchema {
  let current = schema ?? {};
  for (let step = 0; step < 16 && current.$ref; step++) current = defs[current.$ref] ?? {};
  return current;
}

/** The `x-default` of every key and token scheme, as the credential its input starts with. */
function presetCredentials(spec: RequestSpec): Record<string, Credential> {
  const out: Record<string, Credential> = {};
  for (const option of spec.security)
    for (const scheme of option.schemes) {
      if (scheme.default === undefined || out[scheme.name]) continue;
      if (scheme.type === 'apiKey') out[scheme.name] = { kind: 'apiKey', value: scheme.default };
      else out[scheme.name] = { kind: 'bearer', token: scheme.default };
    }
  return out;
}

/** The starting values; `contentIndex` picks the body's content type. */
export function initialValues(spec: RequestSpec, contentIndex = 0): RequestValues {
  const server = spec.servers[0];
  const values: RequestValues = {
    server: 0,
    serverVariables: Object.fromEntries((server?.variables ?? []).map((v) => [v.name, v.default])),
    parameters: {},
    securityIndex: 0,
    credentials: presetCredentials(spec),
  };
  for (const param of spec.parameters) {
    const schema = resolve(param.schema, spec.defs);
    const value = spec.prefill
      ? (param.example ?? schema.example ?? schema.default)
      : param.required
        ? schema.default
        : undefined;
    if (value === undefined) continue;
    const group = values.parameters[param.in] ?? {};
    group[param.name] = value;
    values.parameters[param.in] = group;
  }
  const content = spec.body?.contents[contentIndex];
  if (content) {
    values.contentIndex = contentIndex;
    values.body = initialBody(content.mediaType, spec.prefill ? exampleOf(spec, contentIndex) : undefined);
  }
  return values;
}

/** The body's example: the content's own, else its schema's. */
export function exampleOf(spec: RequestSpec, contentIndex: number): unknown {
  const content = spec.body?.contents[contentIndex];
  if (!content) return undefined;
  return content.example ?? resolve(content.schema, spec.defs).example;
}

function initialBody(mediaType: string, example: unknown): RequestBodyValue {
  const kind = bodyKind(mediaType);
  const object =
    example !== null && typeof example === 'object' && !Array.isArray(example)
      ? (example as Record<string, unknown>)
      : {};
  switch (kind) {
    case 'json':
      return { kind: 'json', text: example === undefined ? '' : JSON.stringify(example, null, 2) };
    case 'form':
      return { kind: 'form', value: { ...object } };
    case 'multipart':
      return { kind: 'multipart', fields: { ...object }, files: {} };
    case 'text':
      return { kind: 'text', text: typeof example === 'string' ? example : '' };
    default:
      return { kind: 'binary' };
  }
}
