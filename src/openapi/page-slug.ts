/**
 * Page URLs of generated API pages, step for step as the hosted platform names them (docs-json.md §2.5), so a
 * site keeps the URLs its readers and search engines know: `<directory>/<tag folder>/<title>`.
 */
import type { SpecOperation } from './operations.js';
import { isJsonObject } from './spec-document.js';
import { encodePathChars } from '../util/url-path.js';
import { contentHash } from '../util/hash.js';
import { reservedUrlProblem } from '../util/reserved-urls.js';

/**
 * Longest name (UTF-8 bytes) a generated page or folder gets. Each name becomes a folder of the output
 * (`<name>/index.html`) and a file beside it (`<name>.md`), and file systems hold at most 255 bytes per name: a
 * summary of a paragraph's length (OpenAI's spec has one of 380 characters) made the build fail.
 */
export const MAX_NAME_BYTES = 200;
/** Hex digits of the whole name's hash that end a shortened name, so two long names sharing a start differ. */
const NAME_HASH_DIGITS = 8;

/**
 * A generated name that fits a file name: itself when short enough, else its start (whole characters, no `-`
 * at the cut) and `-` and a hash of the whole name.
 */
export function fitFileName(name: string): string {
  if (Buffer.byteLength(name) <= MAX_NAME_BYTES) return name;
  const room = MAX_NAME_BYTES - NAME_HASH_DIGITS - 1;
  let start = '';
  let bytes = 0;
  for (const char of name) {
    bytes += Buffer.byteLength(char);
    if (bytes > room) break;
    start += char;
  }
  return `${start.replace(/-+$/, '')}-${contentHash(name).slice(0, NAME_HASH_DIGITS)}`;
}

/**
 * The platform's `prepareStringToBeValidFilename`: spaces → `-`, `{param}` → `-`, one leading/trailing `-`
 * removed, `{}(),.'` newlines and `/` removed, `--` → `-`, lower case. Kept step for step so generated slugs
 * match.
 */
export function prepareStringToBeValidFilename(value: string): string {
  return value
    .replaceAll(' ', '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replaceAll('--', '-')
    .toLowerCase();
}

/** Characters a generated page or folder name leaves out (see `operationPageName`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f\\]/g;

/**
 * The page name of an operation without folders: its prepared summary, else `<method>-<prepared path>`. Control
 * characters and backslashes are left out (no file name holds a NUL, and a browser reads `\` in a URL as `/`).
 */
export function operationPageName(op: Pick<SpecOperation, 'method' | 'path' | 'webhook' | 'operation'>): string {
  const name = platformPageName(op).replace(UNSAFE_NAME_CHARS, '');
  const fallback = `${op.method.toLowerCase()}-${prepareStringToBeValidFilename(op.path).replace(UNSAFE_NAME_CHARS, '')}`;
  return fitFileName(name || fallback);
}

/** The page name the platform gives an operation, however long (see `fitFileName`). */
export function platformPageName(op: Pick<SpecOperation, 'method' | 'path' | 'webhook' | 'operation'>): string {
  const summary = typeof op.operation.summary === 'string' ? prepareStringToBeValidFilename(op.operation.summary) : '';
  if (summary) return summary;
  if (op.webhook) return prepareStringToBeValidFilename(op.path) || 'webhook';
  // Exactly the platform's `<method>-<prepared path>`, even when the prepared path is empty (`GET /` → `get-`).
  return `${op.method.toLowerCase()}-${prepareStringToBeValidFilename(op.path)}`;
}

/** A file extension at the end of an `x-mint.href` (`/payments/create.html`): the page is `/payments/create`. */
const FILE_EXTENSION = /(?<=[^/])\.(?:html?|mdx?|json|ya?ml|txt)$/i;

/**
 * The URL path (leading `/`, no base) of an operation's page before collision suffixes: `x-mint.href` when
 * given (a file extension dropped, as the platform does), else `/<directory>/<prepared first tag>/<page name>`; `directory` defaults to `api-reference`. The
 * prepared names keep what the platform keeps, and a `%`, `?` or `#` among it is percent-encoded (a summary
 * "Is it up?" is the page `/api-reference/is-it-up%3F`, written to the folder `is-it-up?`), so that links reach it.
 */
export function operationUrl(op: SpecOperation, directory?: string): string {
  const href = mintExtension(op.operation).href;
  if (typeof href === 'string' && href.trim() && hrefProblem(href) === undefined)
    return `/${href
      .trim()
      .replace(/^\/+|\/+$/g, '')
      .replace(FILE_EXTENSION, '')}`;
  const folder = (directory ?? 'api-reference').replace(/^\/+|\/+$/g, '');
  const tag = op.tag ? fitFileName(prepareStringToBeValidFilename(op.tag).replace(UNSAFE_NAME_CHARS, '')) : '';
  return encodePathChars(`/${[folder, tag, operationPageName(op)].filter(Boolean).join('/')}`);
}

/**
 * Why a non-empty `x-mint.href` cannot be the URL of a page of this site, or undefined when it can: it must be a
 * path on the site (`/payments/create`), without `.`/`..` segments, empty segments, query, fragment, backslashes
 * or control characters, not another site's URL, not Quire's own files, and with names a file system takes.
 */
export function hrefProblem(href: string): string | undefined {
  const trimmed = href.trim();
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(trimmed)) return 'is the address of another site, not a path on this one';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
  if (/[\u0000-\u001f\u007f\\?#]/.test(trimmed)) return 'holds a query, a fragment, a backslash or a control character';
  const segments = trimmed.replace(/^\/+|\/+$/g, '').split('/');
  if (segments.length === 1 && segments[0] === '') return 'names the home page';
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    return 'has an empty, `.` or `..` segment';
  // `/index` is the home page's URL (an index page is its folder's).
  if (segments[0]!.toLowerCase() === 'index') return 'takes `/index`, which the build writes itself';
  const reserved = reservedUrlProblem(`/${segments.join('/')}`);
  if (reserved) return reserved;
  if (segments.some((segment) => Buffer.byteLength(segment) > MAX_NAME_BYTES))
    return `has a segment longer than ${MAX_NAME_BYTES} bytes, too long for a file name`;
  return undefined;
}

/** The operation's `x-mint` object (empty when absent or not an object). */
export function mintExtension(operation: Record<string, unknown>): Record<string, unknown> {
  const value = operation['x-mint'];
  return isJsonObject(value) ? value : {};
}
