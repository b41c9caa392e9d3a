import { withBase } from '../util/base-path.js';
import { escapeAttribute } from '../util/escape-html.js';
import { absolutePageUrl } from './site-url.js';

export interface HeadTagInput {
  siteName: string;
  title: string;
  description?: string;
  /** URL path without base: `/guides/setup`. */
  url: string;
  /** Page path (`guides/setup`), matched against `seo.paths`. */
  pagePath?: string;
  base: string;
  frontmatter: Record<string, unknown>;
  /** docs.json `seo`. */
  seo?: {
    metatags?: Record<string, string>;
    paths?: { path: string; metatags: Record<string, string> }[];
    /** `seo.trailingSlash`: canonical and `og:url` end with `/`. */
    trailingSlash?: boolean;
  };
  /** Page is hidden (`hidden: true`) or excluded (`noindex: true`) from indexing. */
  noindex: boolean;
}

/** Meta tags whose value is an image's address. */
const IMAGE_METAS = ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image'];

/** Frontmatter keys that become meta tags besides `og:*` and `twitter:*` (reference §4). */
const FRONTMATTER_META = new Set(['robots', 'keywords', 'author', 'googlebot']);

/**
 * The page's SEO tags, merged in Mintlify's order: generated defaults < `seo.metatags` < `seo.paths` (longer
 * paths win) < page frontmatter. `canonical` in metatags is a base URL the page path is appended to.
 * `<title>` and the description meta are the theme's. Pure; values come out escaped.
 */
export function buildHeadTags(input: HeadTagInput): string[] {
  const metas = new Map<string, string>();
  const title = input.title || input.siteName;
  metas.set('og:type', 'website');
  metas.set('og:site_name', input.siteName);
  metas.set('og:title', title);
  if (input.description) metas.set('og:description', input.description);
  metas.set('twitter:card', 'summary_large_image');
  metas.set('twitter:title', title);
  if (input.description) metas.set('twitter:description', input.description);

  let canonicalBase: string | undefined;
  const layers = [input.seo?.metatags ?? {}, ...matchingPaths(input.seo?.paths ?? [], input.pagePath ?? input.url)];
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (key === 'canonical') canonicalBase = value;
      else metas.set(key, value);
    }
  }
  let canonical = absolutePageUrl(canonicalBase, input.url, input.base);
  if (canonical && input.seo?.trailingSlash === true) canonical = withTrailingSlash(canonical);
  for (const [key, value] of Object.entries(input.frontmatter)) {
    if (key === 'canonical' && typeof value === 'string' && value) canonical = value;
    else if (/^(og|twitter):/.test(key) || FRONTMATTER_META.has(key)) {
      const text = Array.isArray(value)
        ? value.map(String).join(', ')
        : typeof value === 'string' || typeof value === 'number'
          ? String(value)
          : undefined;
      if (text) metas.set(key, text);
    }
  }
  // twitter:* falls back to og:* when only og:* was customised.
  for (const field of ['title', 'description', 'image']) {
    const og = metas.get(`og:${field}`);
    if (og && !hasOwn(input.frontmatter, `twitter:${field}`) && hasOwn(input.frontmatter, `og:${field}`))
      metas.set(`twitter:${field}`, og);
    if (og && field === 'image' && !metas.has('twitter:image')) metas.set('twitter:image', og);
  }
  // An image written as a path of the site (`/images/og.png`): crawlers need its address, else its path with
  // the base.
  for (const key of IMAGE_METAS) {
    const value = metas.get(key);
    if (value?.startsWith('/') && !value.startsWith('//'))
      metas.set(key, absolutePageUrl(canonicalBase, value, input.base) ?? withBase(value, input.base));
  }
  if (canonical) metas.set('og:url', canonical);
  if (input.noindex) metas.set('robots', 'noindex');

  const tags: string[] = [];
  if (canonical) tags.push(`<link rel="canonical" href="${escapeAttribute(canonical)}">`);
  for (const [key, value] of metas) {
    const attribute = key.startsWith('og:') ? 'property' : 'name';
    tags.push(`<meta ${attribute}="${escapeAttribute(key)}" content="${escapeAttribute(value)}">`);
  }
  return tags;
}

/** `seo.paths` entries that cover the page, shortest first so longer ones override. */
function matchingPaths(
  paths: { path: string; metatags: Record<string, string> }[],
  page: string,
): Record<string, string>[] {
  const pagePath = page.replace(/^\/+|\/+$/g, '');
  return paths
    .filter((entry) => pagePath === entry.path || pagePath.startsWith(`${entry.path}/`))
    .sort((a, b) => a.path.length - b.path.length)
    .map((entry) => entry.metatags);
}

function hasOwn(object: Record<string, unknown>, key: string): boolean {
  return Object.hasOwn(object, key);
}

/** `https://x.dev/guides/setup` → `https://x.dev/guides/setup/` (query and fragment kept after it). */
export function withTrailingSlash(url: string): string {
  const [, path = url, rest = ''] = /^([^?#]*)(.*)$/s.exec(url) ?? [];
  return path.endsWith('/') ? url : `${path}/${rest}`;
}
