/**
 * A large site's search index comes in parts: Pagefind's indexer holds every page it was given until its last
 * step, which then takes several times that memory (about 1.5 GB for 5,000 pages). Pages are therefore indexed
 * in parts of `SEARCH_PART_PAGES`, one after the other, each by a fresh Pagefind process, and the search dialog
 * merges them in the browser (Pagefind's `mergeIndex`). A site of up to `SEARCH_PART_PAGES` pages has one part:
 * the index is what Pagefind alone would write.
 *
 * The last part is small on purpose (`searchPartSizes`): Pagefind writes a part's index only once it has every
 * page of it, seconds on a large site, and for the last part nothing else is left to do meanwhile. Finishing
 * the bulk of the site while the last pages still render leaves only a small part's work after the render.
 *
 * Layout under `_quire/search/`: the first part is a whole Pagefind bundle (its scripts, WebAssembly and index);
 * part N (N ≥ 2) is `part-N/`, holding only index data (the merged indexes run on the first part's WebAssembly);
 * `parts.json` lists the folders of the parts after the first, relative to itself.
 */
import type { SearchIndexFile } from './search-index.js';

/** Pages per part of the search index. */
export const SEARCH_PART_PAGES = 1000;

/** Sites of fewer pages than this are one part (up to `SEARCH_PART_PAGES`): their index takes little time. */
export const SEARCH_TAIL_MIN_PAGES = 400;
/**
 * The last part of a larger site: a fifth of its pages, at most this many. Pagefind spends about 2 ms per page
 * writing a part, slower while both cores render, and a page takes 14 ms of the render (2 threads): the last
 * part must take as long to render as the part before it takes to write, a quarter of its size or more.
 */
export const SEARCH_TAIL_MAX_PAGES = 250;

/**
 * How many pages each part of the index of a site of `total` pages holds, in order: from `SEARCH_TAIL_MIN_PAGES`
 * pages up, a last part of a fifth of the site (at most `SEARCH_TAIL_MAX_PAGES`), and before it the rest in as
 * few parts of equal size as `partPages` allows. Measured on the 1,000-page bench: the index's stage after the render went
 * from 1.9-2.3 s (one part) to 0.54-0.61 s (parts of 800 and 200, each in its own Pagefind process).
 */
export function searchPartSizes(total: number, partPages = SEARCH_PART_PAGES): number[] {
  const size = Math.max(1, Math.floor(partPages));
  const tail = total >= SEARCH_TAIL_MIN_PAGES ? Math.min(SEARCH_TAIL_MAX_PAGES, Math.ceil(total / 5)) : 0;
  const rest = total - tail;
  // The rest in parts of equal size (within one page), as few as `partPages` allows.
  const count = Math.ceil(rest / size);
  const sizes = Array.from({ length: count }, (_, i) => Math.floor(rest / count) + (i < rest % count ? 1 : 0));
  if (tail > 0) sizes.push(tail);
  return sizes;
}

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
