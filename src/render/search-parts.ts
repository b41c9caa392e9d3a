/**
 * A large site's search index comes in parts: Pagefind's indexer holds every page it was given until its last
 * step, which then takes several times that memory (about 1.5 GB for 5,000 pages). Pages are therefore indexed
 * in parts of `SEARCH_PART_PAGES`, one after the other, each by a fresh Pagefind process, and the search dialog
 * merges them in the browser (Pagefind's `mergeIndex`). A site of up to `SEARCH_PART_PAGES` pages has one part:
 * the index is what Pagefind alone would write.
 *
 * Layout under `_quire/search/`: the first part is a whole Pagefind bundle (its scripts, WebAssembly and index);
 * part N (N ≥ 2) is `part-N/`, holding only index data (the merged indexes run on the first part's WebAssembly);
 * `parts.json` lists the folders of the parts after the first, relative to itself.
 */
import type { SearchIndexFile } from './search-index.js';

/** Pages per part of the search index. */
export const SEARCH_PART_PAGES = 1000;

/** The list of the parts after the first, beside `pagefind.js`. */
export const SEARCH_PARTS_FILE = 'parts.json';

/**
 * Files of Pagefind's bundle that Quire leaves out: its own UIs (the theme has its dialog) and the highlighter
 * script. Everything else (`pagefind.js`, its worker, the WebAssembly, the indexes, fragments, filters and
 * metadata) is the index.
 */
const UNUSED_FILE = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

/** What a merged part needs: its entry file, metadata, and index, fragment and filter chunks. */
const PART_DATA = /^(?:pagefind-entry\.json|pagefind\.[^/]+\.pf_meta|(?:index|fragment|filter)\/[^/]+)$/;

/** The folder of part `number` (1-based) under the index folder: '' for the first. */
export function partFolder(number: number): string {
  return number <= 1 ? '' : `part-${number}/`;
}

/** The files of part `number` (1-based) as they are written, from the files Pagefind gave for it. */
export function partFiles(number: number, files: readonly SearchIndexFile[]): SearchIndexFile[] {
  const keep = number <= 1 ? (file: string) => !UNUSED_FILE.test(file) : (file: string) => PART_DATA.test(file);
  const folder = partFolder(number);
  return files.filter((file) => keep(file.path)).map((file) => ({ path: folder + file.path, content: file.content }));
}

/** `parts.json` for an index of `count` parts: the folders of parts 2..count. */
export function partsManifest(count: number): SearchIndexFile {
  const folders = Array.from({ length: Math.max(0, count - 1) }, (_, i) => partFolder(i + 2));
  return { path: SEARCH_PARTS_FILE, content: new TextEncoder().encode(`${JSON.stringify(folders)}\n`) };
}
