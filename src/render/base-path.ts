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

/** True for `/x` but not `//host/x` (protocol-relative). */
export function isRootRelative(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

const URL_ATTRIBUTE = /(\s(?:href|src|poster|action|data-src|xlink:href)=)(["'])(\/(?!\/)[^"']*)\2/gi;
const SRCSET_ATTRIBUTE = /(\ssrcset=)(["'])([^"']*)\2/gi;

/**
 * Applies the base to root-relative URLs in the attributes of rendered HTML (links, images, video posters,
 * srcset candidates), so `![](/img/x.png)` and `[setup](/guides/setup)` keep working under `--base /docs/`.
 * Text content and code blocks are untouched: only attribute values that start with a single `/` change.
 */
export function rewriteHtmlBase(html: string, base: string): string {
  if (base === '/') return html;
  return html
    .replace(URL_ATTRIBUTE, (_, name: string, quote: string, url: string) => `${name}${quote}${withBase(url, base)}${quote}`)
    .replace(SRCSET_ATTRIBUTE, (_, name: string, quote: string, value: string) => {
      const candidates = value.split(',').map((candidate) => {
        const [url = '', ...rest] = candidate.trim().split(/\s+/);
        return [withBase(url, base), ...rest].join(' ');
      });
      return `${name}${quote}${candidates.join(', ')}${quote}`;
    });
}
