/**
 * Page paths and URLs, the §0 conventions: `guides/setup.mdx` is the page `guides/setup` served at `/guides/setup`;
 * `index` is `/` and `foo/index` is `/foo`.
 */
import { encodePathChars, normalizeUrlPath } from '../util/url-path.js';

/** `guides/setup.mdx` → `guides/setup` (root-relative file with `/` separators). */
export function fileToPagePath(file: string): string {
  return file.replace(/\.(mdx|md)$/i, '');
}

/**
 * `guides/setup` → `/guides/setup`, `index` → `/`, `api/index` → `/api`. No base path. A file name's own `%`,
 * `?` and `#` are escaped (`what?.mdx` is `/what%3F`), as route keys hold them (url-path.ts).
 */
export function pagePathToUrl(pagePath: string): string {
  // Trailing slashes mean nothing in a page path (`api/index/` is `api/index`), unlike in a URL.
  return encodePathChars(normalizeUrlPath(`/${pagePath.replace(/\/+$/, '')}`));
}

/**
 * Normalizes a page reference as docs.json or a link may write it (`/guides/setup.mdx`, `./guides/setup`,
 * `guides/setup/`) to a page path (`guides/setup`).
 */
export function normalizePagePath(ref: string): string {
  return ref
    .trim()
    .replace(/^\.\//, '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.(mdx|md)$/i, '');
}

/**
 * Mintlify's default page title when frontmatter has none: the last path segment with `-` and `_` turned into
 * spaces and the first letter capitalised (`getting-started` → `Getting started`).
 */
export function slugToTitle(slug: string): string {
  const last = slug.split('/').pop() ?? slug;
  const spaced = last.replace(/[-_]/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
