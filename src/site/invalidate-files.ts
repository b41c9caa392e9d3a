import { buildUtilityStyles } from './utility-styles.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readPageMeta } from '../content/read-page-meta.js';
import type { ContentIndex } from '../content/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { reloadSite, type SiteContext } from './site-context.js';
import { titleBoundPages } from './bound-page-titles.js';

/**
 * Tells the site that files changed (root-relative paths: added, edited or deleted), for the dev server.
 * An edited page drops its compiled copy and re-reads its frontmatter; an edited snippet drops the pages that
 * include it; docs.json, its `$ref` files, `.mintignore`, or a page/style/script/asset appearing or vanishing
 * reloads config, content and navigation (compiled pages stay cached by content hash).
 *
 * `reloaded` says whether the site was reloaded; `loadFailed` that it was and the new configuration cannot be
 * used (its errors are in `diagnostics`): the previous state stays in place, and the dev server shows the errors
 * on every page until a later change fixes them.
 */
export async function invalidateFiles(site: SiteContext, files: readonly string[]): Promise<InvalidateResult> {
  const state = site.state;
  // A spec (or a file its `$ref`s read) changes pages and, when operations come or go, the navigation.
  const configFiles = new Set([...state.loaded.files, ...state.specs.files, 'docs.json', 'mint.json', '.mintignore']);
  const pagesByFile = new Map([...state.content.pages.values()].map((page) => [page.file, page]));
  const known = new Set([
    ...state.content.snippets,
    ...state.content.assets,
    ...state.content.styles,
    ...state.content.scripts,
  ]);
  let reload = false;
  /** Set when a reload must scan the folder and read every page again (not only docs.json or a spec changed). */
  let contentChanged = false;
  let dropAll = false;
  const editedPages: string[] = [];
  let snippetEdited = false;
  for (const raw of files) {
    const file = raw
      .split(path.sep)
      .join('/')
      .replace(/^\.?\/+/, '');
    if (configFiles.has(file)) {
      reload = true;
      // `.mintignore` decides which files are content; docs.json, its `$ref` files and specs do not.
      if (file === '.mintignore') contentChanged = true;
      continue;
    }
    const exists = existsSync(path.join(site.root, file));
    const page = pagesByFile.get(file);
    if (page) {
      if (exists) editedPages.push(page.path);
      else {
        reload = true;
        contentChanged = true;
      }
      continue;
    }
    if (CONTENT_FILE.test(file) && exists !== known.has(file)) {
      // A page, stylesheet, image... appeared or vanished: the file lists change, and pages that pointed at a
      // missing image (or at the one that went) must compile again.
      reload = true;
      contentChanged = true;
      dropAll = true;
    }
    // A snippet or component: pages that read it compile again.
    dropDependents(site, file);
    if (state.content.snippets.includes(file)) snippetEdited = true;
  }
  if (dropAll) site.cache.pages.clear();
  for (const pagePath of editedPages) site.cache.pages.delete(pagePath);
  if (reload) {
    // The file lists and every page's frontmatter are in memory and up to date (page edits refresh them below):
    // a docs.json or spec edit reuses them instead of reading every page again (most of a reload's time). Not
    // after a reload that failed while files came or went (a broken docs.json): those changes were never read.
    const fresh = contentChanged || editedPages.length > 0 || staleContent.has(site);
    const result = await reloadSite(site, { keepContent: !fresh });
    if (result.ok) staleContent.delete(site);
    else if (fresh) staleContent.add(site);
    return { diagnostics: result.diagnostics, reloaded: true, loadFailed: !result.ok };
  }
  if (editedPages.length) {
    // Titles, icons and `hidden` come from frontmatter and show in every sidebar: re-read them.
    const subset: ContentIndex = {
      ...state.content,
      pages: new Map(editedPages.map((p) => [p, state.content.pages.get(p)!])),
    };
    const meta = await readPageMeta(subset);
    // A page that now documents another operation (or none) changes its route: reload.
    const rebound = [...meta].some(
      ([pagePath, value]) => JSON.stringify(value.apiRef) !== JSON.stringify(state.pageMeta.get(pagePath)?.apiRef),
    );
    if (rebound) {
      const result = await reloadSite(site);
      return { diagnostics: result.diagnostics, reloaded: true, loadFailed: !result.ok };
    }
    for (const [pagePath, value] of meta) state.pageMeta.set(pagePath, value);
    titleBoundPages(state.pageMeta, state.specs, meta.keys());
  }
  if (editedPages.length || snippetEdited) {
    // The class names pages and snippets use make the utility stylesheet.
    const styles = await buildUtilityStyles(state.content, state.pageMeta);
    if (styles) state.utilityStyles = styles;
    else delete state.utilityStyles;
    // Values derived from the state show titles and the stylesheet (a large section's navigation file, chrome).
    state.derived.clear();
  }
  return { diagnostics: [], reloaded: false, loadFailed: false };
}

/** Sites whose file lists changed during a reload that failed: the next reload scans the folder again. */
const staleContent = new WeakSet<SiteContext>();

/** What {@link invalidateFiles} did. */
export interface InvalidateResult {
  /** Site-level diagnostics after a reload (none when nothing was reloaded). */
  diagnostics: Diagnostic[];
  /** Config, content and navigation were loaded again. */
  reloaded: boolean;
  /** The reload failed (e.g. docs.json no longer valid); the previous state is kept. */
  loadFailed: boolean;
}

/** Files the content scan lists (pages, snippets, styles, scripts, specs, static assets). */
const CONTENT_FILE =
  /\.(mdx|md|jsx|tsx|js|ts|mjs|css|json|ya?ml|png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?|mp4|webm|mov|mp3|wav|pdf|txt|csv|xml|woff2?|ttf|otf|eot|zip)$/i;

/** Drops the compiled pages that read `file` (a snippet, an imported component). */
function dropDependents(site: SiteContext, file: string): void {
  for (const [pagePath, entry] of site.cache.pages) {
    if (entry.page.dependencies.includes(file)) site.cache.pages.delete(pagePath);
  }
}
