/**
 * The request a code sample shows, built from an operation: the first server, path parameters as written
 * (`{id}`) unless the spec gives an example, query/header/cookie parameters with their example (else a
 * `<type>` placeholder), the first security option's credentials as placeholders, and a body generated from
 * the first content type's schema.
 */
import type { SampleRequest } from './request/code-samples.js';
import { generateExample, isXmlMediaType } from './example-values.js';
import type { SecurityOption } from './page-model.js';
import { resolveRef } from './resolve-ref.js';
import { isJsonObject, type JsonObject } from './spec-document.js';
import { parameterShape } from './parameter-shape.js';
import { serializeParameter } from './request/serialize-parameter.js';
import { formFields } from './request/build-request.js';
import { bodyEncoding } from './playground-spec.js';
import { baseType } from './schema-type.js';
import { safeDecode } from '../util/url-path.js';

/** One parameter of the operation, resolved. */
export interface ResolvedParameter {
  name: string;
  in: string;
  required: boolean;
  parameter: JsonObject;
  schema: JsonObject;
}

/** Builds the sample request; `requiredOnly` follows `api.examples.defaults: "required"`. */
export function sampleRequest(input: {
  document: JsonObject;
  method: string;
  baseUrl: string;
  path: string;
  parameters: readonly ResolvedParameter[];
  body?: JsonObject;
  security: readonly SecurityOption[];
  requiredOnly: boolean;
}): SampleRequest {
  const { document, parameters, requiredOnly } = input;
  const request: SampleRequest = { method: input.method, url: '', query: [], headers: [], cookies: [] };
  let path = input.path;
  for (const param of parameters) {
    if (requiredOnly && !param.required && param.in !== 'path') continue;
    if (param.in !== 'path' && param.in !== 'query' && param.in !== 'header' && param.in !== 'cookie') continue;
    const value = parameterValue(document, param);
    if (value === undefined) {
      // No value to show: a path keeps its `{name}` (after the `;name=` or `.` its style puts first), others a
      // `<type>` placeholder.
      if (param.in === 'path') {
        const { style } = parameterShape(param.parameter, { name: param.name, in: param.in });
        const prefix = style === 'matrix' ? `;${param.name}=` : style === 'label' ? '.' : '';
        if (prefix) path = path.replace(`{${param.name}}`, `${prefix}{${param.name}}`);
        continue;
      }
      const placeholder = { name: param.name, value: `<${typeLabel(param.schema)}>` };
      if (param.in === 'query') request.query.push(placeholder);
      else if (param.in === 'header') request.headers.push(placeholder);
      else if (param.in === 'cookie') request.cookies.push(placeholder);
      continue;
    }
    // Written as the parameter's style says (`deepObject`: `filter[color]=red`; `explode: false`: `ids=1,2`), as
    // the playground sends it.
    const written = serializeParameter(parameterShape(param.parameter, { name: param.name, in: param.in }), value);
    if (written.in === 'path') path = path.replace(`{${param.name}}`, written.value);
    else if (written.in === 'header') request.headers.push({ name: param.name, value: written.value });
    else (written.in === 'query' ? request.query : request.cookies).push(...written.pairs.map(decodePair));
  }
  request.url = `${input.baseUrl.replace(/\/+$/, '')}${path}`;
  for (const scheme of input.security.find((option) => option.schemes.length)?.schemes ?? []) {
    const value = credentialPlaceholder(scheme);
    if (!scheme.in || !scheme.parameter) continue;
    const list = scheme.in === 'query' ? request.query : scheme.in === 'cookie' ? request.cookies : request.headers;
    if (!list.some((entry) => entry.name.toLowerCase() === scheme.parameter!.toLowerCase()))
      list.push({ name: scheme.parameter, value });
  }
  if (input.body) addBody(request, { document, body: input.body, requiredOnly });
  return request;
}

function addBody(
  request: SampleRequest,
  input: { document: JsonObject; body: JsonObject; requiredOnly: boolean },
): void {
  const content = isJsonObject(input.body.content) ? input.body.content : {};
  const [mediaType, rawMedia] = Object.entries(content)[0] ?? [];
  if (!mediaType || !isJsonObject(rawMedia)) return;
  const media = rawMedia;
  // An XML body is generated as XML.
  const xml = isXmlMediaType(mediaType) ? { xml: true } : {};
  // `api.examples.defaults: "required"` shows only required properties, whatever example the spec gives.
  const example = input.requiredOnly
    ? generateExample(input.document, media.schema, { direction: 'request-required', ...xml })
    : (media.example ??
      firstExample(input.document, media.examples) ??
      generateExample(input.document, media.schema, { direction: 'request', ...xml }));
  // A form of no fields (Stripe declares one on every GET) sends nothing: no body, no Content-Type (a GET with a
  // body, even an empty one, makes `fetch` throw).
  const form = /^(?:application\/x-www-form-urlencoded|multipart\/)/.test(mediaType);
  // Fields as OpenAPI encodes them, as the playground sends them: a list is the field repeated (`to=a&to=b`,
  // Twilio's `MediaUrl`) unless its encoding says otherwise; objects in brackets (`metadata[key]=v`).
  const fields = form
    ? formFields({ encoding: bodyEncoding(media.encoding) }, isJsonObject(example) ? example : {})
    : [];
  if (form && fields.length === 0) return;
  if (!request.headers.some((h) => h.name.toLowerCase() === 'content-type') && !mediaType.startsWith('multipart/'))
    request.headers.push({ name: 'Content-Type', value: mediaType });
  if (/json/i.test(mediaType))
    request.body = { mimeType: mediaType, json: jsonValueOf(example, resolveRef(input.document, media.schema)) ?? {} };
  else if (mediaType === 'application/x-www-form-urlencoded') request.body = { mimeType: mediaType, form: fields };
  else if (mediaType.startsWith('multipart/')) {
    const schema = resolveRef(input.document, media.schema);
    const properties = isJsonObject(schema) && isJsonObject(schema.properties) ? schema.properties : {};
    const encoding = isJsonObject(media.encoding) ? media.encoding : {};
    // Parts as OpenAPI sends them (Encoding Object), and as the playground does (build-request.ts): a list of
    // values is one part per item, under the same name; an object (or a list of objects) is one JSON part, as is
    // any part whose `contentType` says JSON; a binary property is a file. Only an encoding that says
    // `deepObject` (Stripe's `file_link_data`) flattens into `name[key]` parts.
    const isFile = (raw: unknown) => {
      const property = resolveRef(input.document, raw);
      return isJsonObject(property) && (property.format === 'binary' || typeof property.contentMediaType === 'string');
    };
    const part = (name: string, value: unknown, raw: unknown) =>
      isFile(raw)
        ? { name, value: 'example-file', file: true }
        : { name, value: typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value) };
    const values = isJsonObject(example) ? example : {};
    const form = Object.entries(values).flatMap(([name, value]) => {
      const entry = isJsonObject(encoding[name]) ? encoding[name] : {};
      if (typeof entry.contentType === 'string' && /json/i.test(entry.contentType))
        return [{ name, value: JSON.stringify(value) }];
      if (entry.style === 'deepObject')
        return flattenForm(value, name).map((field) =>
          isFile(properties[field.name]) ? { name: field.name, value: 'example-file', file: true } : field,
        );
      const property = resolveRef(input.document, properties[name]);
      if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
        return value.map((item) => part(name, item, isJsonObject(property) ? property.items : undefined));
      return [part(name, value, property)];
    });
    request.body = { mimeType: 'multipart/form-data', form };
  } else if (isFileBody(input.document, mediaType, media)) request.body = { mimeType: mediaType, file: 'example-file' };
  else request.body = { mimeType: mediaType, text: typeof example === 'string' ? example : '<binary data>' };
}

/**
 * Whether a body is a file's content: a binary string schema (`format: binary`, 3.1's `contentMediaType`), or a
 * media type that holds no text (`application/octet-stream`, images, audio, video, PDF, archives) whose schema
 * says nothing else.
 */
function isFileBody(document: JsonObject, mediaType: string, media: JsonObject): boolean {
  const schema = resolveRef(document, media.schema);
  if (isJsonObject(schema) && (schema.format === 'binary' || typeof schema.contentMediaType === 'string')) return true;
  const binaryType = /^(?:application\/(?:octet-stream|pdf|zip|gzip|x-tar)|image|audio|video)\b/i.test(mediaType);
  const typed = isJsonObject(schema) && schema.type !== undefined && schema.type !== 'string';
  return binaryType && !typed && typeof media.example !== 'string';
}

/**
 * A JSON body's example as the value to send: an example written as the JSON text of an object or a list (a
 * string holding `{"name": …}`, as some specs write them) is that object or list, unless the schema says the body
 * is a string.
 */
function jsonValueOf(example: unknown, schema: unknown): unknown {
  if (typeof example !== 'string' || !/^\s*[{[]/.test(example)) return example;
  if (isJsonObject(schema) && schema.type === 'string') return example;
  try {
    return JSON.parse(example);
  } catch {
    return example;
  }
}

/**
 * The value of the first of named `examples` that has one (an Example Object, or a `$ref` to one in
 * `components.examples`; one with only an `externalValue` is passed over).
 */
export function firstExample(document: JsonObject, examples: unknown): unknown {
  if (!isJsonObject(examples)) return undefined;
  for (const raw of Object.values(examples)) {
    const example = resolveRef(document, raw);
    if (isJsonObject(example) && 'value' in example) return example.value;
  }
  return undefined;
}

/** `{a: {b: 1}, c: [1, 2]}` → `a[b]=1`, `c[0]=1`, `c[1]=2` (the `deepObject` style form bodies use). */
export function flattenForm(value: unknown, prefix = ''): { name: string; value: string }[] {
  if (value === null || value === undefined) return prefix ? [{ name: prefix, value: '' }] : [];
  if (typeof value !== 'object') return prefix ? [{ name: prefix, value: String(value) }] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => flattenForm(child, prefix ? `${prefix}[${key}]` : key));
}

/**
 * The value a sample shows for a parameter: its example, default or first allowed value; for a list or an object
 * without one, a value generated from its schema (a `deepObject` filter shows its keys, not `<object>`).
 */
function parameterValue(document: JsonObject, param: ResolvedParameter): unknown {
  const raw =
    param.parameter.example ??
    firstExample(document, param.parameter.examples) ??
    param.schema.example ??
    (Array.isArray(param.schema.examples) ? param.schema.examples[0] : undefined) ??
    param.schema.default ??
    (Array.isArray(param.schema.enum) ? param.schema.enum[0] : undefined) ??
    firstChoice(param.schema);
  if (raw !== undefined && raw !== null) return raw;
  const type = baseType(param.schema);
  if (type !== 'array' && type !== 'object') return undefined;
  const generated = generateExample(document, param.schema, { direction: 'request' });
  const empty =
    generated === undefined ||
    generated === null ||
    (Array.isArray(generated)
      ? generated.length === 0
      : typeof generated === 'object' && !Object.keys(generated).length);
  return empty ? undefined : generated;
}

/** `const`, or the first value of a `oneOf`/`anyOf` of `const`s (an enum written with a description per value). */
function firstChoice(schema: JsonObject): unknown {
  if (schema.const !== undefined) return schema.const;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const first = Array.isArray(schema[key]) ? (schema[key] as unknown[])[0] : undefined;
    if (isJsonObject(first) && first.const !== undefined) return first.const;
  }
  return undefined;
}

/** A serialised `name=value` pair as the samples hold it: decoded (the generators encode it again). */
function decodePair(pair: string): { name: string; value: string } {
  const at = pair.indexOf('=');
  const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
  return { name: safeDecode(name), value: safeDecode(value) };
}

/** The type a placeholder names: OpenAPI 3.1's `type: [integer, "null"]` is an integer that may be null. */
function typeLabel(schema: JsonObject): string {
  if (typeof schema.type === 'string') return schema.type;
  const named = Array.isArray(schema.type) ? schema.type.find((t) => typeof t === 'string' && t !== 'null') : undefined;
  return typeof named === 'string' ? named : 'string';
}

/**
 * What a sample sends for a security scheme: an API key, or the `Authorization` value of its HTTP scheme
 * (`Basic`, `Bearer`, and others by their own name: `Digest <credentials>`, not a bearer token). OAuth 2 and
 * OpenID Connect send a bearer token.
 */
function credentialPlaceholder(scheme: { type?: string; scheme?: string }): string {
  if (scheme.type === 'apiKey') return '<api-key>';
  const name = scheme.type === 'http' ? (scheme.scheme ?? '').trim().toLowerCase() : 'bearer';
  if (name === 'basic') return 'Basic <encoded-value>';
  if (name === 'bearer' || name === '') return 'Bearer <token>';
  return `${name[0]!.toUpperCase()}${name.slice(1)} <credentials>`;
}
