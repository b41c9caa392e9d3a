/** What the content scan finds in a site folder. Produced by `scanContent` (the only disk reader here). */

/** One page source file. */
export interface PageSource {
  /** Page path as docs.json names it: `guides/setup`, `index`, `api/index` (no extension, `/` separators). */
  path: string;
  /** URL path of the built page: `/guides/setup`, `/` for `index`, `/api` for `api/index`. No base path. */
  url: string;
  /** File path relative to the site root, with `/` separators: `guides/setup.mdx`. */
  file: string;
  /** `.mdx` or `.md`. */
  ext: '.mdx' | '.md';
}

export interface ContentIndex {
  /** Absolute path of the site root (the folder holding docs.json). */
  root: string;
  /** Pages by page path (`guides/setup`). */
  pages: Map<string, PageSource>;
  /** Snippet files (`snippets/**`, `_snippets/**`, any `.jsx`/`.tsx`), relative to root. */
  snippets: string[];
  /** Static files to copy as they are (images, fonts, pdf, ...), relative to root. */
  assets: string[];
  /** `.css` files injected on every page, relative to root, sorted. */
  styles: string[];
  /** `.js` files injected on every page, relative to root, sorted. */
  scripts: string[];
  /** `.json`/`.yaml`/`.yml` files that may be OpenAPI/AsyncAPI specs (docs.json and its `$ref` files excluded). */
  specCandidates: string[];
}

/**
 * The little a page's frontmatter says about it that navigation needs (sidebar label, icon, pill, hidden,
 * external url), read for every page before any page renders, so each sidebar can be drawn.
 */
export interface PageMeta {
  title: string;
  /** The frontmatter names no title: `title` is made from the file's name (an API page's is its operation's). */
  untitled?: true;
  sidebarTitle?: string;
  description?: string;
  icon?: string | { name: string; style?: string; library?: string };
  tag?: string;
  hidden?: boolean;
  /** Frontmatter `hidden: false`: a page inside a hidden group or tab goes back into search, sitemap and llms.txt. */
  unhidden?: true;
  noindex?: boolean;
  deprecated?: boolean;
  /** Frontmatter `url`: the nav entry is an external link. */
  url?: string;
  /** HTTP method pill for pages bound to an endpoint (`openapi:`/`api:` frontmatter), e.g. `GET`. */
  method?: string;
  hideApiMarker?: boolean;
  /** Frontmatter `playground`: the page's playground mode, as written. */
  playground?: string;
  /** What the page documents from a spec: frontmatter `openapi`, `openapi-schema`, `asyncapi` or `api`, as written. */
  apiRef?: { key: 'openapi' | 'openapi-schema' | 'asyncapi' | 'api'; value: string };
  /** Class names the page writes in its markup (`classCandidates`), for the site's utility stylesheet. */
  classes?: string[];
  /** Languages its code fences name (`fenceLanguages`), for the site's code highlighter. */
  fences?: string[];
}
