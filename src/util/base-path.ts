/**
 * The base path a site is served under (`--base /docs/`). Every href the pipeline emits is final, so a built
 * site works from a sub-folder of any static host without rewriting rules.
 */

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

const URL_ATTRIBUTE = /(\s(?:href|src|poster|action|data-src|xlink:href)=)(["'])([^"']*)\2/gi;
const SRCSET_ATTRIBUTE = /(\ssrcset=)(["'])([^"']*)\2/gi;
/** Values that are not paths: `#x`, `?q`, `mailto:`, `https:`, `data:`, protocol-relative `//host`. */
const NOT_A_PATH = /^(#|\?|[a-z][a-z0-9+.-]*:|\/\/|$)/i;

/**
 * Makes every URL in the attributes of a rendered page body final: page-relative paths (`./other`, `img.png`)
 * are resolved against the page's URL, as a browser at `/guides/setup` would, and root-relative ones get the
 * base. Resolving here matters because pages are written as `guides/setup/index.html`: a host that redirects
 * `/guides/setup` to `/guides/setup/` would otherwise resolve `./other` one folder too deep. Text content and
 * code blocks are untouched: only attribute values change.
 */
export function rewriteHtmlBase(html: string, base: string, pageUrl?: string): string {
  if (base === '/' && pageUrl === undefined) return html;
  const fix = (url: string, attribute = ''): string => {
    const resolved = pageUrl === undefined ? url : resolveRelative(url, pageUrl);
    const link = /href=$/i.test(attribute) && isRootRelative(resolved) ? pageLink(resolved) : resolved;
    return withBase(link, base);
  };
  return (
    html
      .replace(
        URL_ATTRIBUTE,
        // biome-ignore lint/complexity/useMaxParams: `String.replace` passes each capture group as its own argument.
        (_, name: string, quote: string, url: string) => `${name}${quote}${fix(url, name)}${quote}`,
      )
      // biome-ignore lint/complexity/useMaxParams: `String.replace` passes each capture group as its own argument.
      .replace(SRCSET_ATTRIBUTE, (_, name: string, quote: string, value: string) => {
        const candidates = value.split(',').map((candidate) => {
          const [url = '', ...rest] = candidate.trim().split(/\s+/);
          return [fix(url), ...rest].join(' ');
        });
        return `${name}${quote}${candidates.join(', ')}${quote}`;
      })
  );
}

/**
 * A link to a page as the hosted platform reads it: the source file's `.md`/`.mdx` extension and a trailing
 * `/index` dropped (`/guides/setup.mdx` → `/guides/setup`, `/basic/index` → `/basic`); query and fragment kept.
 */
export function pageLink(url: string): string {
  const split = /^([^?#]*)(.*)$/s.exec(url)!;
  const path = split[1]!.replace(/\.mdx?$/i, '').replace(/\/index$/i, '');
  return `${path || '/'}${split[2]}`;
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
