/**
 * The request the reader's values describe: server and variables, path, query, headers and cookies serialised
 * by style, credentials of the chosen security requirement, and the body in its media type. Pure; the playground
 * sends it, and prints it (masked) as code samples.
 */
import type {
  AuthScheme,
  Credential,
  FileValue,
  HttpRequest,
  RequestBodyContent,
  RequestSpec,
  RequestValues,
} from './request-spec.js';
import { encodeValue, flattenBrackets, serializeParameter } from './serialize-parameter.js';

/** Placeholders shown instead of credentials in samples and on screen. */
export const MASKS = { token: '<token>', apiKey: '<api-key>', basic: '<base64 of username:password>' } as const;

/** True for a value the reader left empty (nothing is sent for it). */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The server URL with its variables filled in, without a trailing slash. */
export function serverUrl(spec: RequestSpec, values: Pick<RequestValues, 'server' | 'serverVariables'>): string {
  const server = spec.servers[values.server] ?? spec.servers[0];
  if (!server) return '';
  let url = server.url;
  for (const variable of server.variables) {
    const value = values.serverVariables[variable.name] ?? variable.default;
    url = url.replaceAll(`{${variable.name}}`, value);
  }
  return url.replace(/\/+$/, '');
}

/** UTF-8 safe base64 (for basic auth), in the browser and in Node alike. */
export function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Builds the request; with `mask`, credentials are placeholders. */
export function buildHttpRequest(
  spec: RequestSpec,
  values: RequestValues,
  options: { mask?: boolean } = {},
): HttpRequest {
  let path = spec.path;
  const query: string[] = [];
  const headers: { name: string; value: string }[] = [];
  const cookies: string[] = [];
  for (const param of spec.parameters) {
    const value = values.parameters[param.in]?.[param.name];
    if (isEmptyValue(value)) continue;
    const out = serializeParameter(param, value);
    if (out.in === 'path') path = path.replaceAll(`{${param.name}}`, out.value);
    else if (out.in === 'query') query.push(...out.pairs);
    else if (out.in === 'header') headers.push({ name: param.name, value: out.value });
    else cookies.push(...out.pairs);
  }
  const requirement = spec.security[values.securityIndex ?? 0];
  for (const scheme of requirement?.schemes ?? []) {
    applyCredential(
      { scheme, credential: values.credentials[scheme.name], mask: options.mask === true },
      {
        query,
        headers,
        cookies,
      },
    );
  }
  if (cookies.length) headers.push({ name: 'Cookie', value: cookies.join('; ') });
  const base = spec.servers.length ? serverUrl(spec, values) : '';
  const url = `${base}${path}${query.length ? `?${query.join('&')}` : ''}`;
  const request: HttpRequest = { method: spec.method === 'WEBHOOK' ? 'POST' : spec.method, url, headers };
  const content = spec.body?.contents[values.contentIndex ?? 0];
  const body = content && values.body ? requestBody(content, values.body) : undefined;
  if (body) request.body = body;
  return request;
}

function applyCredential(
  input: { scheme: AuthScheme; credential: Credential | undefined; mask: boolean },
  into: { query: string[]; headers: { name: string; value: string }[]; cookies: string[] },
): void {
  const { scheme, credential, mask } = input;
  if (scheme.type === 'apiKey') {
    const entered = credential?.kind === 'apiKey' ? credential.value : '';
    const value = mask || !entered ? MASKS.apiKey : entered;
    const name = scheme.parameter ?? scheme.name;
    if (scheme.in === 'query') into.query.push(`${encodeValue(name)}=${mask || !entered ? value : encodeValue(value)}`);
    else if (scheme.in === 'cookie') into.cookies.push(`${name}=${value}`);
    else into.headers.push({ name, value });
    return;
  }
  if (scheme.type === 'http' && scheme.scheme === 'basic') {
    const filled = credential?.kind === 'basic' && (credential.username || credential.password);
    const value = mask || !filled ? MASKS.basic : base64(`${credential.username}:${credential.password}`);
    into.headers.push({ name: 'Authorization', value: `Basic ${value}` });
    return;
  }
  if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
    const token = credential?.kind === 'bearer' ? credential.token : '';
    const prefix = scheme.type === 'http' && scheme.scheme && scheme.scheme !== 'bearer' ? scheme.scheme : 'Bearer';
    into.headers.push({
      name: 'Authorization',
      value: `${capitalise(prefix)} ${mask || !token ? MASKS.token : token}`,
    });
  }
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function requestBody(content: RequestBodyContent, value: NonNullable<RequestValues['body']>): HttpRequest['body'] {
  const mediaType = content.mediaType;
  switch (value.kind) {
    case 'json':
      return value.text.trim() ? { kind: 'json', mediaType, text: value.text } : undefined;
    case 'text':
      return value.text ? { kind: 'text', mediaType, text: value.text } : undefined;
    case 'binary':
      return { kind: 'binary', mediaType, ...(value.file ? { file: value.file } : {}) };
    case 'form': {
      const fields = formFields(content, value.value);
      return fields.length ? { kind: 'form', mediaType, fields } : undefined;
    }
    case 'multipart': {
      const fields: { name: string; value: string | FileValue }[] = [];
      for (const [name, field] of Object.entries(value.fields)) {
        if (isEmptyValue(field)) continue;
        fields.push(...multipartParts(content, name, field));
      }
      for (const [name, file] of Object.entries(value.files)) if (file) fields.push({ name, value: file });
      return fields.length ? { kind: 'multipart', fields } : undefined;
    }
  }
}

/**
 * Multipart parts of one property, as OpenAPI's defaults say: a primitive as text, an array of primitives as one
 * part per item, an object (or array of objects) as one JSON part, unless the encoding asks for `deepObject`
 * brackets.
 */
function multipartParts(content: RequestBodyContent, name: string, field: unknown): { name: string; value: string }[] {
  if (content.encoding?.[name]?.style === 'deepObject')
    return flattenBrackets(field, name).map(([key, text]) => ({ name: key, value: text }));
  if (Array.isArray(field) && field.every((item) => typeof item !== 'object' || item === null))
    return field.map((item) => ({ name, value: String(item) }));
  return [{ name, value: typeof field === 'object' && field !== null ? JSON.stringify(field) : String(field) }];
}

/**
 * Form fields: each property by its encoding (`form` explode by default, as OpenAPI says). Objects and arrays of
 * objects go in brackets (`metadata[key]=v`, `items[0][price]=p`) unless the encoding asks for `form` explicitly:
 * the form default would drop the property's name, which no API that takes nested form fields expects.
 */
export function formFields(
  content: Pick<RequestBodyContent, 'encoding'>,
  value: Record<string, unknown>,
): { name: string; value: string }[] {
  const fields: { name: string; value: string }[] = [];
  for (const [name, field] of Object.entries(value)) {
    if (isEmptyValue(field)) continue;
    const encoding = content.encoding?.[name];
    const nested = typeof field === 'object' && field !== null;
    const complex =
      nested && (!Array.isArray(field) || field.some((item) => typeof item === 'object' && item !== null));
    if (encoding?.style === 'deepObject' || (complex && !encoding?.style)) {
      fields.push(...flattenBrackets(field, name).map(([key, text]) => ({ name: key, value: text })));
      continue;
    }
    const explode = encoding?.explode ?? (encoding?.style === undefined || encoding.style === 'form');
    if (Array.isArray(field)) {
      const items = field.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item)));
      const joiner = encoding?.style === 'spaceDelimited' ? ' ' : encoding?.style === 'pipeDelimited' ? '|' : ',';
      if (explode) fields.push(...items.map((item) => ({ name, value: item })));
      else fields.push({ name, value: items.join(joiner) });
    } else if (nested) {
      const entries = Object.entries(field as object).map(([key, child]) => [key, String(child)] as const);
      if (explode) fields.push(...entries.map(([key, child]) => ({ name: key, value: child })));
      else fields.push({ name, value: entries.flat().join(',') });
    } else fields.push({ name, value: String(field) });
  }
  return fields;
}
