import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { withBase } from '../util/base-path.js';
import { partFiles, partsManifest, SEARCH_PART_PAGES, searchPartSizes } from './search-parts.js';

/** Where the index lives in the output (and on the dev server): the theme's search dialog loads it from here. */
export const SEARCH_INDEX_DIR = '_quire/search';

/** One file of the search index, with its path under `SEARCH_INDEX_DIR`. */
export interface SearchIndexFile {
  path: string;
  content: Uint8Array;
}

/**
 * A search index being filled, page by page, as pages are rendered. Pagefind reads each page's HTML (only the
 * element the theme marks `data-pagefind-body`, its filters and metadata) and splits the index by the page's
 * `<html lang>`: one index per language.
 */
export interface SearchIndexer {
  /** Adds one rendered page; `url` has no base. */
  add(url: string, html: string | Uint8Array): Promise<void>;
  /** The finished index, as files; problems Pagefind reported are warnings. */
  files(): Promise<{ files: SearchIndexFile[]; diagnostics: Diagnostic[]; pages: number }>;
  /** Stops Pagefind's process. */
  close(): Promise<void>;
}

type PagefindModule = typeof import('pagefind');
type PagefindIndex = NonNullable<Awaited<ReturnType<PagefindModule['createIndex']>>['index']>;

/** One part of the index being filled: its Pagefind module and index (once started) and the pages sent to it. */
interface Part {
  number: number;
  pagefind: Promise<PagefindModule>;
  index: Promise<PagefindIndex>;
  added: Promise<void>[];
  /** Its files, in its folder, once Pagefind wrote them (its process is stopped then). */
  stopped?: Promise<SearchIndexFile[]>;
  /** Its files once finished: none when they were handed to `onPartFiles`. */
  done?: Promise<SearchIndexFile[]>;
}

/**
 * Starts an index (Pagefind's binary runs as a child process, fed over its standard input). When Pagefind cannot
 * start (no binary for this platform), the result is a warning and an indexer that indexes nothing: the site
 * still builds, without search.
 *
 * Every `partPages` pages (default `SEARCH_PART_PAGES`) the part is finished and its Pagefind process stopped
 * (see search-parts.ts). The next part is read by a process of its own meanwhile, so that a part is written
 * while the pages after it are rendered; at most two run at once (a part starts once the one two before it has
 * stopped). Given the number of pages to come (`total`), the parts are those of `searchPartSizes`, the last one
 * small.
 */
export async function createSearchIndexer(options: {
  base: string;
  partPages?: number;
  total?: number;
  /**
   * Takes the files of each part but the last as soon as that part is finished (while later pages still render),
   * instead of `files()` returning them at the end: a build writes them then, rather than thousands of files
   * after its last page (1.5 s of the 5,000-page bench), and does not hold them meanwhile.
   */
  onPartFiles?: (files: SearchIndexFile[]) => Promise<void>;
}): Promise<{
  indexer: SearchIndexer;
  diagnostics: Diagnostic[];
}> {
  let pagefind: PagefindModule;
  let first: PagefindIndex;
  try {
    pagefind = await pagefindFor(1);
    first = await openIndex(pagefind);
  } catch (error) {
    return { indexer: emptyIndexer(), diagnostics: [unavailable(error instanceof Error ? error.message : error)] };
  }
  const partPages = Math.max(1, options.partPages ?? SEARCH_PART_PAGES);
  const planned = options.total !== undefined ? searchPartSizes(options.total, partPages) : [];
  /** Pages of part `number` (1-based): as planned, and parts of `partPages` past the plan. */
  const partSize = (number: number): number => planned[number - 1] ?? partPages;
  const decoder = new TextDecoder();
  const problems: string[] = [];
  let pages = 0;
  let current: Part = { number: 1, pagefind: Promise.resolve(pagefind), index: Promise.resolve(first), added: [] };
  const parts: Part[] = [current];

  /** Waits for the part's pages, takes its files and stops its process. */
  const collect = async (part: Part): Promise<SearchIndexFile[]> => {
    await Promise.all(part.added);
    const index = await part.index;
    try {
      // A Pagefind process that died (killed, out of memory) answers with errors and no files: the part is
      // reported and left out, never a crash of the build.
      const result = (await index.getFiles()) as { files?: SearchIndexFile[]; errors?: string[] };
      problems.push(...(result.errors ?? []));
      if (!result.files && !result.errors?.length) problems.push(`part ${part.number}: the indexer returned no files`);
      return partFiles(part.number, result.files ?? []);
    } finally {
      await index.deleteIndex().catch(() => undefined);
      await (await part.pagefind).close();
    }
  };
  /** Finishes a part: its files are handed to `onPartFiles` (all but the last part's) or kept for `files()`. */
  const finish = (part: Part, last: boolean): void => {
    part.stopped = collect(part);
    const take = options.onPartFiles;
    const handOver = async (files: SearchIndexFile[]): Promise<SearchIndexFile[]> => {
      await take?.(files);
      return [];
    };
    part.done = take && !last ? part.stopped.then(handOver) : part.stopped;
    // Held until `files`: a failure must not go unhandled meanwhile.
    part.stopped.catch(() => undefined);
    part.done.catch(() => undefined);
  };
  /** Part `number`, started once part `number - 2` has stopped. */
  const startPart = (number: number): Part => {
    const before = parts[number - 3]?.stopped?.catch(() => undefined) ?? Promise.resolve(undefined);
    const module = before.then(() => pagefindFor(number));
    return { number, pagefind: module, index: module.then(openIndex), added: [] };
  };

  return {
    diagnostics: [],
    indexer: {
      add(url, html) {
        if (current.added.length >= partSize(current.number)) {
          finish(current, false);
          current = startPart(current.number + 1);
          parts.push(current);
        }
        const added = current.index.then(async (index) => {
          const content = typeof html === 'string' ? html : decoder.decode(html);
          const result = await index.addHTMLFile({ url: withBase(url, options.base), content });
          if (result.errors.length > 0) problems.push(`${url}: ${result.errors.join('; ')}`);
          else pages++;
        });
        current.added.push(added);
        return added;
      },
      async files() {
        if (!current.done) finish(current, true);
        // In part order, whichever finished first; every part's hand-over ends before a failure is passed on.
        const settled = await Promise.allSettled(parts.map((part) => part.done));
        const failed = settled.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
        const files = settled.flatMap((result) => (result.status === 'fulfilled' ? (result.value ?? []) : []));
        const diagnostics = problems.map(
          (message): Diagnostic => ({
            severity: 'warning',
            rule: 'search-index',
            message: `The search index reported a problem: ${message}`,
            hint: 'Search works for the other pages. Report this to Quire with the page named.',
          }),
        );
        return { files: [...files, partsManifest(current.number)], diagnostics, pages };
      },
      async close() {
        for (const part of parts) {
          await part.done?.catch(() => undefined);
          if (part.done) continue;
          const index = await part.index.catch(() => undefined);
          await index?.deleteIndex().catch(() => undefined);
          await (await part.pagefind.catch(() => undefined))?.close();
        }
      },
    },
  };
}

/**
 * Pagefind's module for part `number`. The module runs one Pagefind process per instance of itself, and one
 * process reads and writes one request after the other: a part after the first loads a fresh instance (the same
 * file under a query), so that its pages are read while the part before it is written.
 */
async function pagefindFor(number: number): Promise<PagefindModule> {
  if (number <= 1) return import('pagefind');
  return (await import(/* @vite-ignore */ `${import.meta.resolve('pagefind')}?part=${number}`)) as PagefindModule;
}

/** A new, empty Pagefind index (in Pagefind's process, started when none runs). */
async function openIndex(pagefind: PagefindModule): Promise<PagefindIndex> {
  const created = await pagefind.createIndex({ keepIndexUrl: false });
  if (!created.index) throw new Error(created.errors.join('; '));
  return created.index;
}

function emptyIndexer(): SearchIndexer {
  return {
    add: async () => undefined,
    files: async () => ({ files: [], diagnostics: [], pages: 0 }),
    close: async () => undefined,
  };
}

function unavailable(detail: unknown): Diagnostic {
  return {
    severity: 'warning',
    rule: 'search-index',
    message: `The site was built without its search index: Pagefind could not start (${String(detail)}).`,
    hint: /Access to this API has been restricted/.test(String(detail))
      ? "Pagefind runs as a child process, which Node's permission model refuses: add --allow-child-process to the node command."
      : 'Pagefind ships its program as an optional npm package (@pagefind/<platform>); reinstall Quire with optional dependencies on a supported platform.',
  };
}
