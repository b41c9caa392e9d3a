/**
 * Parameter values serialised as OpenAPI says (3.1, "Style Values" and "Style Examples"): `matrix`, `label` and
 * `simple` in paths, `form`, `spaceDelimited`, `pipeDelimited` and `deepObject` in queries, `simple` in headers,
 * `form` in cookies, each with `explode` on and off, for primitives, arrays and objects.
 */
import type { ParameterStyle, RequestParameterLocation } from './request-spec.js';

/** What decides how a value is written. */
export interface ParameterShape {
  name: string;
  in: RequestParameterLocation;
  style: ParameterStyle;
  explode: boolean;
  /** Query only: keep RFC 3986 reserved characters as they are. */
  allowReserved?: boolean;
  /**
   * A parameter given by `content` instead of `schema`: its value is that media type's text (a JSON parameter is
   * its JSON, `?q=%7B%22a%22%3A0%7D`), written as one value whatever its shape.
   */
  mediaType?: string;
}

/** A value as it goes into a request: the text that replaces `{name}`, query or cookie pairs, or a header value. */
export type SerializedParameter =
  | { in: 'path'; value: string }
  | { in: 'query'; pairs: string[] }
  | { in: 'header'; value: string }
  | { in: 'cookie'; pairs: string[] };

type Entries = [string, string][];

const RESERVED = /[:/?#[\]@!$&'()*+,;=]/;

function text(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Percent-encodes a value (keeping reserved characters when `allowReserved`). */
export function encodeValue(value: string, allowReserved = false): string {
  if (!allowReserved) return encodeURIComponent(value);
  return [...value].map((char) => (RESERVED.test(char) ? char : encodeURIComponent(char))).join('');
}

function objectEntries(value: object): Entries {
  return Object.entries(value)
    .filter(([, child]) => child !== undefined)
    .map(([key, child]) => [key, text(child)]);
}

/** Serialises `value` for `param`; undefined values are the caller's to leave out. */
export function serializeParameter(param: ParameterShape, given: unknown): SerializedParameter {
  const value =
    param.mediaType !== undefined && typeof given !== 'string'
      ? /json/i.test(param.mediaType)
        ? JSON.stringify(given)
        : text(given)
      : given;
  const enc = (part: string) =>
    param.in === 'header' || param.in === 'cookie' ? part : encodeValue(part, param.allowReserved === true);
  switch (param.in) {
    case 'path':
      return { in: 'path', value: pathValue(param, value, enc) };
    case 'header':
      return { in: 'header', value: simple(value, param.explode, enc) };
    case 'cookie':
      return { in: 'cookie', pairs: formPairs(param, value, { enc, name: param.name }) };
    default:
      return { in: 'query', pairs: queryPairs(param, value, enc) };
  }
}

/** `simple`: `blue`, `blue,black,brown`, `R,100,G,200` or (explode) `R=100,G=200`. */
function simple(value: unknown, explode: boolean, enc: (part: string) => string): string {
  if (Array.isArray(value)) return value.map((item) => enc(text(item))).join(',');
  if (value !== null && typeof value === 'object') {
    const entries = objectEntries(value);
    return explode
      ? entries.map(([key, child]) => `${enc(key)}=${enc(child)}`).join(',')
      : entries.flatMap(([key, child]) => [enc(key), enc(child)]).join(',');
  }
  return value === '' ? '' : enc(text(value));
}

function pathValue(param: ParameterShape, value: unknown, enc: (part: string) => string): string {
  if (param.style === 'label') {
    if (value === '' || value === undefined) return '.';
    const separator = param.explode ? '.' : ',';
    if (Array.isArray(value)) return `.${value.map((item) => enc(text(item))).join(separator)}`;
    if (value !== null && typeof value === 'object') {
      const entries = objectEntries(value);
      return param.explode
        ? `.${entries.map(([key, child]) => `${enc(key)}=${enc(child)}`).join('.')}`
        : `.${entries.flatMap(([key, child]) => [enc(key), enc(child)]).join(',')}`;
    }
    return `.${enc(text(value))}`;
  }
  if (param.style === 'matrix') {
    const name = enc(param.name);
    if (value === '' || value === undefined) return `;${name}`;
    if (Array.isArray(value)) {
      return param.explode
        ? value.map((item) => `;${name}=${enc(text(item))}`).join('')
        : `;${name}=${value.map((item) => enc(text(item))).join(',')}`;
    }
    if (value !== null && typeof value === 'object') {
      const entries = objectEntries(value);
      return param.explode
        ? entries.map(([key, child]) => `;${enc(key)}=${enc(child)}`).join('')
        : `;${name}=${entries.flatMap(([key, child]) => [enc(key), enc(child)]).join(',')}`;
    }
    return `;${name}=${enc(text(value))}`;
  }
  return simple(value, param.explode, enc);
}

function queryPairs(param: ParameterShape, value: unknown, enc: (part: string) => string): string[] {
  const name = encodeValue(param.name);
  const delimiter = param.style === 'spaceDelimited' ? '%20' : param.style === 'pipeDelimited' ? '%7C' : undefined;
  if (param.style === 'deepObject') return deepPairs(param.name, value, enc);
  if (delimiter && !param.explode) {
    if (Array.isArray(value)) return [`${name}=${value.map((item) => enc(text(item))).join(delimiter)}`];
    if (value !== null && typeof value === 'object') {
      const parts = objectEntries(value).flatMap(([key, child]) => [enc(key), enc(child)]);
      return [`${name}=${parts.join(delimiter)}`];
    }
  }
  return formPairs(param, value, { enc, name });
}

/** `form`: `color=blue`, `color=blue,black` or (explode) `color=blue&color=black`, objects `R=100&G=200`. */
function formPairs(
  param: ParameterShape,
  value: unknown,
  write: { enc: (part: string) => string; name: string },
): string[] {
  const { enc, name } = write;
  if (Array.isArray(value)) {
    return param.explode
      ? value.map((item) => `${name}=${enc(text(item))}`)
      : [`${name}=${value.map((item) => enc(text(item))).join(',')}`];
  }
  if (value !== null && typeof value === 'object') {
    const entries = objectEntries(value);
    return param.explode
      ? entries.map(([key, child]) => `${enc(key)}=${enc(child)}`)
      : [`${name}=${entries.flatMap(([key, child]) => [enc(key), enc(child)]).join(',')}`];
  }
  return [`${name}=${value === '' ? '' : enc(text(value))}`];
}

/**
 * `deepObject`: `color[R]=100&color[G]=200`, nested levels and arrays in brackets too (`a[b][0]=x`), as the APIs
 * that use it (Stripe, Rails, PHP) read it. Brackets stay readable; servers decode both forms alike.
 */
function deepPairs(name: string, value: unknown, enc: (part: string) => string): string[] {
  return flattenBrackets(value, name).map(([key, child]) => `${encodeBracketKey(key)}=${enc(child)}`);
}

function encodeBracketKey(key: string): string {
  return key
    .split(/(\[|\])/)
    .map((part) => (part === '[' || part === ']' ? part : encodeURIComponent(part)))
    .join('');
}

/** `{a: {b: 1}, c: [1, 2]}` under `p` → `p[a][b]=1`, `p[c][0]=1`, `p[c][1]=2`. */
export function flattenBrackets(value: unknown, prefix: string): Entries {
  if (value === undefined) return [];
  if (value === null || typeof value !== 'object') return [[prefix, value === null ? '' : String(value)]];
  const entries = Array.isArray(value) ? value.map((child, i) => [String(i), child] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => flattenBrackets(child, prefix ? `${prefix}[${key}]` : key));
}
