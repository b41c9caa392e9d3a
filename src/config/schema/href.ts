/** Link targets shared by the navbar, footer, logo and contextual menu (docs-json.md §1.5). */
import { z } from 'zod';
import { scriptUrlScheme } from '../../util/script-url.js';

/**
 * True for a link that runs code or carries a document in the reader's browser: `javascript:`, `vbscript:`,
 * `data:` (the one test, util/script-url.ts: tabs, newlines and leading spaces skipped as browsers do).
 */
export function isScriptUrl(value: string): boolean {
  return scriptUrlScheme(value) !== undefined;
}

/** The error for a {@link isScriptUrl} link, wherever docs.json takes a link. */
export const SCRIPT_URL_ERROR =
  'a javascript:, vbscript: or data: link runs code in the reader\'s browser; use a "/path", "#anchor" or https:// link';

/** Any link text except a {@link isScriptUrl} one (navigation `href`s, which take any path or URL). */
export const LinkSchema = z.string().refine((value) => !isScriptUrl(value), { error: SCRIPT_URL_ERROR });

/** True for `/path`, `#anchor`, `mailto:` and absolute URLs. */
export function isHref(value: string): boolean {
  if (isScriptUrl(value)) return false;
  if (value.startsWith('/') || value.startsWith('#') || value.startsWith('mailto:')) return true;
  return URL.canParse(value);
}

/**
 * True for a link the footer may show: relative `/path` (not `//host`), `#anchor`, `mailto:` or an http(s) URL,
 * and not a direct download of `.svg`, `.exe` or `.zip`. The reference schema wants https only, but real sites
 * link plain-http pages from their footers, and refusing to build them over it helps no one.
 */
export function isSecureHref(value: string): boolean {
  if (/\.(svg|exe|zip)$/i.test(value)) return false;
  if (value.startsWith('//')) return false;
  if (value.startsWith('/') || value.startsWith('#') || value.startsWith('mailto:')) return true;
  return /^https?:\/\//i.test(value) && URL.canParse(value);
}

/** An internal path (`/quickstart`), an anchor (`#setup`), `mailto:` or an absolute URL. */
export const HrefSchema = z
  .string()
  .refine((value) => !isScriptUrl(value), { error: SCRIPT_URL_ERROR, abort: true })
  .refine(isHref, { error: 'expected a link: "/path", "#anchor", "mailto:…" or an absolute URL like "https://…"' })
  .describe('Link target: an internal `/path`, `#anchor`, `mailto:` address or absolute URL.');

/** A footer link: like {@link HrefSchema} but web links only (https expected) and no `.svg`/`.exe`/`.zip` downloads. */
export const SecureHrefSchema = z
  .string()
  .refine(isSecureHref, {
    error: 'expected a "/path", "#anchor", "mailto:…" or https:// link (not a .svg, .exe or .zip file)',
  })
  .describe('Link target: an internal `/path`, `#anchor`, `mailto:` address or `https://` URL.');

/** An absolute URL of a profile page (social links); https expected, http tolerated (see {@link isSecureHref}). */
export const HttpsUrlSchema = z
  .string()
  .refine((value) => /^https?:\/\//i.test(value) && isSecureHref(value), {
    error: 'expected an https:// URL (not a .svg, .exe or .zip file)',
  })
  .describe('An absolute `https://` URL.');

export type Href = z.output<typeof HrefSchema>;
