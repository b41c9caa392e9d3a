/**
 * Page URLs of generated API pages, step for step as the hosted platform names them (docs-json.md §2.5), so a
 * site keeps the URLs its readers and search engines know: `<directory>/<tag folder>/<title>`.
 */
import type { SpecOperation } from './operations.js';
import { isJsonObject } from './spec-document.js';
import { encodePathChars } from '../util/url-path.js';

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

/** The page name of an operation without folders: its prepared summary, else `<method>-<prepared path>`. */
export function operationPageName(op: Pick<SpecOperation, 'method' | 'path' | 'webhook' | 'operation'>): string {
  const summary = typeof op.operation.summary === 'string' ? prepareStringToBeValidFilename(op.operation.summary) : '';
  if (summary) return summary;
  if (op.webhook) return prepareStringToBeValidFilename(op.path) || 'webhook';
  // Exactly the platform's `<method>-<prepared path>`, even when the prepared path is empty (`GET /` → `get-`).
  return `${op.method.toLowerCase()}-${prepareStringToBeValidFilename(op.path)}`;
}

/**
 * The URL path (leading `/`, no base) of an operation's page before collision suffixes: `x-mint.href` when
 * given, else `/<directory>/<prepared first tag>/<page name>`; `directory` defaults to `api-reference`. The
 * prepared names keep what the platform keeps, and a `%`, `?` or `#` among it is percent-encoded (a summary
 * "Is it up?" is the page `/api-reference/is-it-up%3F`, written to the folder `is-it-up?`), so that links reach it.
 */
export function operationUrl(op: SpecOperation, directory?: string): string {
  const href = mintExtension(op.operation).href;
  if (typeof href === 'string' && href.trim()) return `/${href.trim().replace(/^\/+|\/+$/g, '')}`;
  const folder = (directory ?? 'api-reference').replace(/^\/+|\/+$/g, '');
  const tag = op.tag ? prepareStringToBeValidFilename(op.tag) : '';
  return encodePathChars(`/${[folder, tag, operationPageName(op)].filter(Boolean).join('/')}`);
}

/** The operation's `x-mint` object (empty when absent or not an object). */
export function mintExtension(operation: Record<string, unknown>): Record<string, unknown> {
  const value = operation['x-mint'];
  return isJsonObject(value) ? value : {};
}
