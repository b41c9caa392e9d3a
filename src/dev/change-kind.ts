/**
 * What a changed file in the site folder means for the dev server. Pure: works from the root-relative path
 * alone, so the watcher's decision (invalidate? reload?) is testable without touching the disk.
 */
export type ChangeKind =
  /** A `.mdx`/`.md` page: re-render it. */
  | 'page'
  /** A file pages import or embed (`snippets/**`, `.jsx`/`.tsx` components). */
  | 'snippet'
  /** `docs.json`, or a JSON/YAML file it may pull in with `$ref` or name as a spec. */
  | 'config'
  /** A `.css`/`.js` file injected on every page. */
  | 'style-or-script'
  /** An image or other static file served as is. */
  | 'asset'
  /** Build output, caches, editor droppings: never affects a page. */
  | 'ignored';

/** Folders that never hold content, at any depth: dependencies, version control, caches. */
const TOOL_DIRS = new Set(['node_modules', '.git', '.quire-cache', '.vite']);
/** Build output and test results, at the site root only: `guides/dist/` deeper down is a content folder. */
const ROOT_OUTPUT_DIRS = new Set(['dist', 'test-results']);

/** Editor temp files: vim's swap and 4913 probe, emacs locks and backups, JetBrains safe-write copies. */
const EDITOR_TEMP = [/\.sw[a-p]x?$/, /~$/, /^4913$/, /^\.#/, /^#.*#$/, /___jb_(tmp|old)___$/, /^\.DS_Store$/];

/** Classifies a root-relative path (`/` or `\` separators) of a file that changed under the site folder. */
export function classifyChange(relativePath: string): ChangeKind {
  const parts = relativePath.split(/[\\/]/).filter(Boolean);
  const name = parts.at(-1) ?? '';
  if (!name || inIgnoredFolder(relativePath)) return 'ignored';
  if (EDITOR_TEMP.some((pattern) => pattern.test(name))) return 'ignored';
  const lower = name.toLowerCase();
  const ext = lower.includes('.') ? lower.slice(lower.lastIndexOf('.')) : '';
  const inSnippets = parts[0] === 'snippets' || parts[0] === '_snippets';
  if (ext === '.mdx' || ext === '.md') return inSnippets ? 'snippet' : 'page';
  if (ext === '.jsx' || ext === '.tsx') return 'snippet';
  if (lower === 'docs.json' || lower === 'mint.json' || lower === '.mintignore') return 'config';
  if (ext === '.json' || ext === '.yaml' || ext === '.yml') return 'config';
  if (ext === '.css' || ext === '.js') return 'style-or-script';
  // Other dotfiles (.env, .gitignore...) are not served and not read by the build.
  if (name.startsWith('.')) return 'ignored';
  // A file without an extension is no content the build lists (it publishes images, documents, fonts… by their
  // extension): `sed -i`'s `sedXXXXXX` and other tools' temp files come and go on every save.
  if (!ext) return 'ignored';
  return 'asset';
}

/**
 * True for a root-relative path (`/` or `\\` separators) inside a folder whose files never affect the site: a tool
 * folder at any depth, or build output at the root. The folder itself is not inside: the watcher may list it.
 */
export function inIgnoredFolder(relativePath: string): boolean {
  const folders = relativePath.split(/[\\/]/).filter(Boolean).slice(0, -1);
  return folders.some((folder) => TOOL_DIRS.has(folder)) || ROOT_OUTPUT_DIRS.has(folders[0] ?? '');
}

/** True when a change of this kind can alter what any page shows, so open pages should reload. */
export function changeAffectsPages(kind: ChangeKind): boolean {
  return kind !== 'ignored';
}

/** How the open pages take a set of changes: swapped in place by the client, or reloaded whole. */
export type PageUpdate = 'in-place' | 'reload';

/**
 * How open pages should take changes of these kinds. Pages, snippets and docs.json re-render into the same layout,
 * so the client swaps what differs (and reloads by itself when the layout differs); a site-wide stylesheet or
 * script, an image or another served file keeps its URL while its content changes, so only a reload shows it. A
 * site that could not load before or after the change shows the error page, which has no in-place updater.
 */
export function pageUpdateFor(kinds: readonly ChangeKind[], options: { siteBroken: boolean }): PageUpdate {
  if (options.siteBroken) return 'reload';
  return kinds.every((kind) => kind === 'page' || kind === 'snippet' || kind === 'config' || kind === 'ignored')
    ? 'in-place'
    : 'reload';
}
