/**
 * Code samples of an API operation (reference §5.6): the operation's own `x-codeSamples` first, then samples
 * generated for `api.examples.languages` (§1.3.10) with `@scalar/snippetz`. Pure: the caller builds the request
 * with example values and turns `problems` into located warnings.
 */
import type { TargetId } from '@scalar/snippetz';
import { cLibcurl } from '@scalar/snippetz/plugins/c/libcurl';
import { csharpHttpclient } from '@scalar/snippetz/plugins/csharp/httpclient';
import { csharpRestsharp } from '@scalar/snippetz/plugins/csharp/restsharp';
import { dartHttp } from '@scalar/snippetz/plugins/dart/http';
import { goNative } from '@scalar/snippetz/plugins/go/native';
import { javaOkhttp } from '@scalar/snippetz/plugins/java/okhttp';
import { kotlinOkhttp } from '@scalar/snippetz/plugins/kotlin/okhttp';
import { phpGuzzle } from '@scalar/snippetz/plugins/php/guzzle';
import { powershellRestmethod } from '@scalar/snippetz/plugins/powershell/restmethod';
import { pythonRequests } from '@scalar/snippetz/plugins/python/requests';
import { rubyNative } from '@scalar/snippetz/plugins/ruby/native';
import { rustReqwest } from '@scalar/snippetz/plugins/rust/reqwest';
import { shellCurl } from '@scalar/snippetz/plugins/shell/curl';
import { swiftNsurlsession } from '@scalar/snippetz/plugins/swift/nsurlsession';
import {
  type FetchFlavor,
  normalizeSampleLanguage,
  type PreparedBody,
  type PreparedRequest,
  printFetch,
  SAMPLE_LANGUAGES,
} from './code-sample-languages.js';

export { normalizeSampleLanguage } from './code-sample-languages.js';

/** One HTTP request to show, with example values already filled in (the caller builds it from the operation). */
export interface SampleRequest {
  /** Upper case: `GET`, `POST`, … */
  method: string;
  /** Full URL, path parameters substituted, without query string. */
  url: string;
  query: { name: string; value: string }[];
  /** Includes auth headers such as `Authorization: Bearer <token>`. */
  headers: { name: string; value: string }[];
  cookies: { name: string; value: string }[];
  /**
   * JSON for any JSON media type (`+json` too); form fields with deepObject names already flattened
   * (`metadata[key]`); multipart fields whose `file` ones carry the path to upload as `value`; raw text otherwise.
   */
  body?:
    | { mimeType: 'application/json' | string; json: unknown }
    | { mimeType: 'application/x-www-form-urlencoded'; form: { name: string; value: string }[] }
    | { mimeType: 'multipart/form-data'; form: { name: string; value: string; file?: boolean }[] }
    | { mimeType: string; text: string }
    /** The whole body is a file: the path to upload. */
    | { mimeType: string; file: string };
}

/** One tab of the code-sample block. */
export interface CodeSample {
  /** Shiki language id: bash, python, javascript, typescript, php, go, java, ruby, powershell, swift, csharp, … */
  language: string;
  /** Tab label: `cURL`, `Python`, `Node.js`, … or the `x-codeSamples` entry's label. */
  label: string;
  source: string;
}

/** What docs.json and the operation say about its samples. */
export interface CodeSampleOptions {
  /** `api.examples.languages` as the user wrote it, aliases allowed (§5.6); default `['bash', 'python', 'javascript']`. */
  languages?: readonly string[];
  /** `api.examples.autogenerate`; default true. False keeps only `x-codeSamples`. */
  autogenerate?: boolean;
  /** The operation's raw `x-codeSamples` (or `x-code-samples`) value, not validated. */
  custom?: unknown;
}

/** §5.6 leaves the default set undocumented; these three are what API docs show most. */
export const DEFAULT_SAMPLE_LANGUAGES: readonly string[] = ['bash', 'python', 'javascript'];

/** Placeholder path of a multipart file field that names no file. */
const DEFAULT_UPLOAD_PATH = 'path/to/file';

/**
 * The snippetz clients used, imported one by one: the package's entry loads every client, and some of them (the
 * axios and jQuery ones) pull in `web-worker`, which breaks when imported inside a worker thread (the build
 * renders pages in worker threads).
 */
const PLUGINS = [
  shellCurl,
  pythonRequests,
  phpGuzzle,
  goNative,
  javaOkhttp,
  rubyNative,
  powershellRestmethod,
  swiftNsurlsession,
  csharpHttpclient,
  csharpRestsharp,
  cLibcurl,
  kotlinOkhttp,
  rustReqwest,
  dartHttp,
];

/** Origin printed in place of a relative or templated one; `.invalid` can never resolve (RFC 2606). */
const STAND_IN_ORIGIN = 'https://quire.invalid';

/**
 * The samples of one operation: `x-codeSamples` entries first (in their order), then one generated sample per
 * language of `languages` (in that order, duplicates after alias resolution removed). Never throws: invalid
 * `x-codeSamples` entries, unknown languages and requests a client cannot print become `problems`, plain
 * sentences for the caller to turn into located warnings.
 */
export function generateCodeSamples(
  request: SampleRequest,
  options: CodeSampleOptions = {},
): { samples: CodeSample[]; problems: string[] } {
  const problems: string[] = [];
  const samples = customSamples(options.custom, problems);
  if (options.autogenerate === false) return { samples, problems };
  const languages = resolveLanguages(options.languages ?? DEFAULT_SAMPLE_LANGUAGES);
  if (!languages.length) return { samples, problems };
  let prepared: PreparedRequest;
  try {
    prepared = prepareRequest(request);
  } catch (error) {
    problems.push(`Code samples were not generated: the example request could not be built (${message(error)}).`);
    return { samples, problems };
  }
  for (const key of languages) {
    const sample = generateSample(key, prepared, problems);
    if (sample) samples.push(sample);
  }
  return { samples, problems };
}

/** The `x-codeSamples` entries that have a string `lang` and `source`; the others become problems. */
function customSamples(custom: unknown, problems: string[]): CodeSample[] {
  if (custom === undefined) return [];
  if (!Array.isArray(custom)) {
    problems.push(`x-codeSamples must be an array of { lang, label?, source } objects, not ${describe(custom)}.`);
    return [];
  }
  const samples: CodeSample[] = [];
  for (const [index, entry] of (custom as unknown[]).entries()) {
    const skip = (why: string) => problems.push(`x-codeSamples[${index}] ${why}; the entry was skipped.`);
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      skip(`is ${describe(entry)}, not a { lang, label?, source } object`);
      continue;
    }
    // A spec parsed from JSON or YAML holds plain data; the catch is for objects whose reading throws.
    try {
      // ReadMe's own spelling of the same entry (`language`, `code`, `name`) is read too: specs written for it
      // carry their samples that way.
      const record = entry as Record<string, unknown>;
      const lang = record.lang ?? record.language;
      const source = record.source ?? record.code;
      const label = record.label ?? record.name;
      if (typeof lang !== 'string' || !lang.trim()) skip('has no string `lang`');
      else if (typeof source !== 'string') skip('has no string `source`');
      else {
        const spec = SAMPLE_LANGUAGES[normalizeSampleLanguage(lang) ?? ''];
        const name = typeof label === 'string' && label.trim() ? label : (spec?.label ?? lang.trim());
        samples.push({ language: spec?.shiki ?? lang.trim().toLowerCase(), label: name, source });
      }
    } catch (error) {
      skip(`could not be read (${message(error)})`);
    }
  }
  return samples;
}

/**
 * Canonical keys of the requested languages, in order, without duplicates. Unknown ones are left out without a
 * problem: the list is the site's (docs.json `api.examples.languages`), so the site stage reports them once, at
 * their place in docs.json, rather than every endpoint page (src/site/sample-languages-check.ts).
 */
function resolveLanguages(languages: readonly unknown[]): string[] {
  const keys: string[] = [];
  for (const language of Array.isArray(languages) ? languages : []) {
    const key = typeof language === 'string' ? normalizeSampleLanguage(language) : undefined;
    if (key && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** Prints one language; a client that throws or cannot show the body leaves its language out, with a problem. */
function generateSample(key: string, request: PreparedRequest, problems: string[]): CodeSample | undefined {
  const spec = SAMPLE_LANGUAGES[key]!;
  if (request.body && spec.unsupported?.includes(request.body.kind)) {
    const kind =
      request.body.kind === 'multipart'
        ? 'multipart/form-data'
        : request.body.kind === 'file'
          ? 'file upload'
          : request.body.kind;
    problems.push(
      `The ${spec.label} sample was left out: its generator cannot show a ${kind} body; ` +
        `add an x-codeSamples entry for ${spec.label} instead.`,
    );
    return undefined;
  }
  const [target, client] = spec.client.split('/') as [string, string];
  if (target === 'fetch' && request.body && (request.method === 'GET' || request.method === 'HEAD')) {
    problems.push(
      `The ${spec.label} sample was left out: fetch cannot send a body with a ${request.method} request; ` +
        `add an x-codeSamples entry for ${spec.label} if your API expects one.`,
    );
    return undefined;
  }
  try {
    let source =
      target === 'fetch'
        ? printFetch(request, client as FetchFlavor)
        : printWithSnippetz({ target: target as TargetId, client }, request);
    if (!source?.trim()) throw new Error('the generator printed nothing');
    if (spec.fix) source = spec.fix(source, request);
    // Some clients leave a space where an empty option list would go (`-Method GET `).
    return { language: spec.shiki, label: spec.label, source: source.replace(/[ \t]+$/gm, '') };
  } catch (error) {
    problems.push(`The ${spec.label} sample was left out: it could not be generated (${message(error)}).`);
    return undefined;
  }
}

/**
 * snippetz's URL parser rejects relative URLs (`servers: [{url: '/api'}]`) and templated hosts
 * (`https://{region}.example.com`); those are printed with a stand-in origin that is swapped back afterwards.
 * The clients that parse the URL print it re-encoded (`%7Bid%7D`); the URL as prepared is put back, so every
 * tab shows the same placeholders.
 */
function printWithSnippetz(client: { target: TargetId; client: string }, request: PreparedRequest): string | undefined {
  const print = (url: string) => {
    const plugin = PLUGINS.find((p) => p.target === client.target && p.client === client.client);
    const source = plugin?.generate(toHar({ ...request, url }));
    const href = new URL(url).href;
    return href === url ? source : source?.replaceAll(href, url);
  };
  if (URL.canParse(request.url)) return print(request.url);
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(request.url)?.[0] ?? '';
  const rest = request.url.slice(origin.length);
  const standIn = rest.startsWith('/') ? STAND_IN_ORIGIN : `${STAND_IN_ORIGIN}/`;
  return print(standIn + rest)?.replaceAll(standIn, origin);
}

/**
 * Puts the request in the one shape every printer gets right: the query string on the URL (several snippetz
 * clients drop a separate one), cookies as a `Cookie` header (others drop cookies or misuse them), a
 * Content-Type header for every body but multipart, whose client must add the boundary itself.
 */
function prepareRequest(request: SampleRequest): PreparedRequest {
  const query = (request.query ?? []).map((param) => `${strictEncode(param.name)}=${strictEncode(param.value)}`);
  const base = safeUrl(String(request.url ?? ''));
  const url = query.length ? `${base}${base.includes('?') ? '&' : '?'}${query.join('&')}` : base;
  const body = request.body ? prepareBody(request.body) : undefined;
  const headers = (request.headers ?? []).filter(
    (header) => !(body?.kind === 'multipart' && header.name.toLowerCase() === 'content-type'),
  );
  const cookies = (request.cookies ?? []).map((cookie) => `${cookie.name}=${cookie.value}`);
  if (cookies.length) headers.push({ name: 'Cookie', value: cookies.join('; ') });
  if (body && body.kind !== 'multipart' && !headers.some((header) => header.name.toLowerCase() === 'content-type')) {
    headers.push({ name: 'Content-Type', value: request.body!.mimeType });
  }
  return { method: String(request.method || 'GET').toUpperCase(), url, headers, body };
}

function prepareBody(body: NonNullable<SampleRequest['body']>): PreparedBody {
  const mimeType = String(body.mimeType ?? '').toLowerCase();
  if ('json' in body || ('text' in body && isJsonType(mimeType) && parsesAsJson(body.text))) {
    const text = 'json' in body ? (JSON.stringify(body.json) ?? 'null') : JSON.stringify(JSON.parse(body.text));
    return { kind: 'json', value: JSON.parse(text), text };
  }
  if ('form' in body && mimeType.startsWith('multipart/')) {
    const fields = body.form.map((field) =>
      'file' in field && field.file ? { ...field, value: field.value || DEFAULT_UPLOAD_PATH } : field,
    );
    return { kind: 'multipart', fields };
  }
  if ('form' in body) {
    const text = new URLSearchParams(body.form.map((field) => [field.name, field.value])).toString();
    return { kind: 'form', fields: body.form, text };
  }
  if ('file' in body) return { kind: 'file', path: body.file || DEFAULT_UPLOAD_PATH };
  return { kind: 'raw', text: String(body.text ?? '') };
}

/** The HAR request snippetz prints; JSON is declared `application/json` so every client treats it as JSON. */
function toHar(request: PreparedRequest) {
  const body = request.body;
  let postData: { mimeType: string; text?: string; params?: object[] } | undefined;
  if (body?.kind === 'json') postData = { mimeType: 'application/json', text: body.text };
  // The text beside the params is for clients that only send `text` (Ruby, PowerShell, RestSharp).
  if (body?.kind === 'form')
    postData = { mimeType: 'application/x-www-form-urlencoded', params: body.fields, text: body.text };
  if (body?.kind === 'raw') postData = { mimeType: 'application/octet-stream', text: body.text };
  // curl reads the file named after `@` (`--data-binary '@example-file'`); other clients' fixes print it.
  if (body?.kind === 'file') postData = { mimeType: 'application/octet-stream', text: `@${body.path}` };
  if (body?.kind === 'multipart') {
    const params = body.fields.map((field) => (field.file ? { name: field.name, fileName: field.value } : field));
    postData = { mimeType: 'multipart/form-data', params };
  }
  return { method: request.method, url: request.url, headers: request.headers, queryString: [], cookies: [], postData };
}

function isJsonType(mimeType: string): boolean {
  return /^[\w.+-]+\/(?:[\w.-]+\+)?json\s*(?:;|$)/.test(mimeType);
}

function parsesAsJson(text: unknown): boolean {
  try {
    JSON.parse(String(text));
    return true;
  } catch {
    return false;
  }
}

/**
 * Percent-encodes what a URL may carry but a sample's string literal or shell word may not (`'`, `"`, `` ` ``,
 * `\`, `$`, spaces, `[]`, non-ASCII), so every printer can quote the URL as is. Placeholders the reader is
 * to replace (`{id}`, `<string>`) stay readable: they are harmless inside the quotes every printer uses.
 */
function safeUrl(url: string): string {
  const authority = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const rest = url
    .slice(authority.length)
    .replace(/%(?![\da-f]{2})/gi, '%25')
    .replace(/[^\w\-.~/:@,=+%?&;!*(){}<>]/gu, percentEncode);
  return authority + rest;
}

/**
 * Percent-encodes a query name or value, `!'()*` included (encodeURIComponent leaves them for shells to trip
 * on); `<string>` placeholders stay readable, as in {@link safeUrl}.
 */
function strictEncode(text: string): string {
  return String(text).replace(/[^\w\-.~<>]/gu, percentEncode);
}

function percentEncode(char: string): string {
  return [...new TextEncoder().encode(char)]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}

/** A value as a problem sentence names it: strings quoted, other things by kind. */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return value === null ? 'null' : `${typeof value} ${String(value)}`;
  return Array.isArray(value) ? 'an array' : 'an object';
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
