import { keptSeparator, replaceAttributes, tagName } from './html-attributes.js';
import { isBaseHref, isEventHandlerName, unsafeHtmlAttribute } from './script-url.js';

/** An SVG animation's values (`<set attributeName="href" to="…">`): checked like URLs, never rewritten. */
const ANIMATION_VALUE = /^(?:to|from|by|values)$/i;

/**
 * The base path a site is served under (`--base /docs/`). Every href the pipeline emits is final, so a built
 * site works from a sub-folder of any static host without rewriting rules.
 */

/**
 * What is wrong with a `--base` value, or undefined when it is a path the site can be served under: folder names
 * apart by `/`, with no address (`https://host/…`, `//host/…`), `.` or `..` folder, query, fragment, backslash,
 * space or control character.
 */
export function baseProblem(base: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(base) || base.startsWith('//'))
    return 'is an address: give the path the site is served under on its host, e.g. /docs/';
  if (/\s|\p{Cc}/u.test(base)) return 'holds a space or a control character';
  if (/[?#\\]/.test(base)) return 'holds a `?`, `#` or `\\`: give a path of folder names, e.g. /docs/';
  if (base.split('/').some((segment) => segment === '.' || segment === '..'))
    return "holds a `.` or `..` folder: give the path from the host's root, e.g. /docs/";
  return undefined;
}

/** `docs`, `/docs`, `/docs/` → `/docs/`; empty → `/`. */
export function normalizeBase(base: string | undefined): string {
  const trimmed = (base ?? '/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/**
 * Puts the base in front of a root-relative URL (`/img/x.png` → `/docs/img/x.png`); other URLs unchanged.
 * Not idempotent on purpose: a site may have its own `docs/` folder, so `/docs/x` under base `/docs/` is
 * `/docs/docs/x`. Each URL gets the base exactly once, where it is emitted.
 */
export function withBase(url: string, base: string): string {
  if (base === '/' || !isRootRelative(url)) return url;
  return base + url.slice(1);
}

/**
 * Puts the base in front of a root-relative URL unless the URL already starts with it (`/docs/x` stays
 * `/docs/x` under base `/docs/`). For URLs that may arrive with or without the base, such as the images of
 * cards and icons, which authors often write with the site's own prefix; {@link withBase} is the one to use
 * where each URL gets the base exactly once.
 */
export function ensureBase(url: string, base: string): string {
  if (!isRootRelative(url)) return url;
  const prefix = base.endsWith('/') ? base.slice(0, -1) : base;
  return prefix && !url.startsWith(`${prefix}/`) && url !== prefix ? `${prefix}${url}` : url;
}

/** True for `/x` but not `//host/x` (protocol-relative). */
export function isRootRelative(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** Values that are not paths: `#x`, `?q`, `mailto:`, `https:`, `data:`, protocol-relative `//host`. */
const NOT_A_PATH = /^(#|\?|[a-z][a-z0-9+.-]*:|\/\/|$)/i;

/**
 * Makes every URL in the attributes of a rendered page body final: page-relative paths (`./other`, `img.png`)
 * are resolved against the page's URL, as a browser at `/guides/setup` would, and root-relative ones get the
 * base; links (`href`) to pages lose their `.md`/`.mdx` extension ({@link pageLink}). Resolving here matters
 * because pages are written as `guides/setup/index.html`: a host that redirects `/guides/setup` to
 * `/guides/setup/` would otherwise resolve `./other` one folder too deep. Only the attributes of tags change:
 * text, code blocks (which may show `<a href="./x.mdx">` as text) and the inside of scripts and styles are left
 * as written.
 *
 * The same pass leaves out the attributes that would run code (util/script-url.ts): a `javascript:` or
 * `vbscript:` URL and an event handler written as text. The page compiler already took out, with a warning, those
 * a page writes as literals; these are the ones page code computes while it renders, whichever way the page was
 * rendered (static tree or compiled code), and those of components and raw HTML. Unquoted values (raw HTML only)
 * are checked but otherwise left as written.
 */
export function rewriteHtmlBase(html: string, base: string, pageUrl?: string): string {
  if (base === '/' && pageUrl === undefined) return html;
  const fix = (url: string, name: string): string => {
    if (/href$/i.test(name))
      return withBase(pageUrl === undefined ? linkHref(url) : resolvePageHref(url, pageUrl), base);
    return withBase(pageUrl === undefined ? url : resolveRelative(url, pageUrl), base);
  };
  const fixValue = (value: string, name: string): string =>
    /srcset/i.test(name)
      ? value
          .split(',')
          .map((candidate) => {
            const [url = '', ...rest] = candidate.trim().split(/\s+/);
            return [fix(url, name), ...rest].join(' ');
          })
          .join(', ')
      : fix(value, name);
  return replaceAttributes(html, ({ match, whole, inTag, html: text }) => {
    const { space, name, equals, double, single, unquoted, offset } = match;
    const value = double ?? single ?? unquoted ?? '';
    // Event handlers and unquoted values are never rewritten: the cheap test first, the look back only for those.
    // An SVG animation's `to`/`values` are only checked: they are not links to rewrite.
    if (unquoted !== undefined || isEventHandlerName(name) || ANIMATION_VALUE.test(name))
      return unsafeHtmlAttribute(name, value) && inTag(offset, true) >= 0 ? keptSeparator(space) : whole;
    // What would run code is left out wherever it may be an attribute, even where a guess says script or style.
    if (unsafeHtmlAttribute(name, value)) return inTag(offset, true) >= 0 ? keptSeparator(space) : whole;
    const start = inTag(offset);
    if (start < 0) return whole;
    // The element's name is read only for an `href` (the hot path rewrites thousands of links a page).
    if (name.length === 4 && isBaseHref(tagName(text, start), name)) return keptSeparator(space);
    const quote = double !== undefined ? '"' : "'";
    return `${space}${name}${equals}${quote}${fixValue(value, name)}${quote}`;
  });
}

/**
 * A link to a page as the hosted platform reads it: the source file's `.md`/`.mdx` extension and a trailing
 * `/index` dropped (`/guides/setup.mdx` → `/guides/setup`, `/basic/index` → `/basic`); query and fragment kept.
 * Files served as they are (`/llms.txt`, the root `/skill.md`) stay as written.
 */
export function pageLink(url: string): string {
  const split = /^([^?#]*)(.*)$/s.exec(url)!;
  // The root `skill.md` is a file served as written (reference §0), not a page.
  if (/^\/skill\.md$/i.test(split[1]!)) return url;
  const path = split[1]!.replace(/\.mdx?$/i, '').replace(/\/index$/i, '');
  return `${path || '/'}${split[2]}`;
}

/**
 * A link written in docs.json or short config text, read as a link to a page ({@link pageLink}) when it is a
 * root-relative path (`/quickstart.mdx` → `/quickstart`); URLs, `#anchors` and `mailto:` as they are.
 */
export function linkHref(url: string): string {
  return isRootRelative(url) ? pageLink(url) : url;
}

/**
 * Where a link written in a page leads, as the hosted platform reads it (no base): relative to the page's file
 * (`./b` in `guides/index.mdx`, whose `pageUrl` is `/guides/index`, is `/guides/b`), then read as a page link
 * ({@link pageLink}: `.md`/`.mdx` and a final `/index` dropped). The one resolver: the body's hrefs are rewritten
 * with it and the link checker follows it, so a link is checked where readers land.
 */
export function resolvePageHref(href: string, pageUrl: string): string {
  return linkHref(resolveRelative(href, pageUrl));
}

/** `./b` on page `/guides/a` → `/guides/b`; root-relative and non-path values are returned as they are. */
export function resolveRelative(url: string, pageUrl: string): string {
  if (isRootRelative(url) || NOT_A_PATH.test(url.trim())) return url;
  try {
    const resolved = new URL(url, `http://quire.invalid${pageUrl}`);
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return url;
  }
}
