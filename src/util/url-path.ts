/**
 * The one form of a site URL path, the key routes and links are compared by (§0: `guides/setup.mdx` is served
 * at `/guides/setup`, `foo/index.mdx` at `/foo`): a leading slash, no trailing slash, no final `index` segment.
 * `/guides/setup/` and `/guides/setup/index` → `/guides/setup`; `/index` and `/` → `/`. No base path.
 *
 * `path` is root-relative (`/…`). `index` is dropped before the slashes are trimmed: `/a/index/` names the folder
 * `a/index/`, whose page (`a/index/index.mdx`) is `/a/index`.
 */
export function normalizeUrlPath(path: string): string {
  return `/${path.replace(/\/index$/, '').replace(/^\/+|\/+$/g, '')}`;
}

/**
 * A page path's own `%`, `?` and `#` percent-encoded (`/what-is-x?` → `/what-is-x%3F`), the only characters a
 * page name can hold that a URL path cannot carry as they are: written raw in an href, `?` and `#` would end the
 * path and `%` would start an escape. Generated page names keep them (the platform's slugs do, §2.5), so route
 * keys and hrefs hold them encoded and the output file holds them raw (see {@link urlPathToFileName}).
 */
export function encodePathChars(path: string): string {
  return path.replace(/[%?#]/g, (c) => encodeURIComponent(c));
}

/**
 * A requested URL path in the form route keys have: percent-escapes decoded (`%C3%BC` → `ü`, `%20` → space),
 * except those of `%`, `?`, `#` and `/`, which stay (upper-case) escapes because decoded they would change
 * what the path means. A malformed escape is left as it is.
 */
export function decodeUrlPath(path: string): string {
  return path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run).replace(/[%?#/]/g, (c) => encodeURIComponent(c));
    } catch {
      return run;
    }
  });
}

/**
 * A route's URL path as the name a static host looks up for it: every escape decoded (as hosts decode the
 * request before finding the file) except `%2F`, which must not make a folder.
 */
export function urlPathToFileName(path: string): string {
  return decodeUrlPath(path).replace(/%(25|3F|23)/gi, (sequence) => decodeURIComponent(sequence));
}

/** `decodeURIComponent`, or the text as it is when it holds a malformed escape (a lone `%`). */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
