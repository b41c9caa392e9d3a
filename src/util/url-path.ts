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
