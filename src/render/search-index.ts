import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { withBase } from '../util/base-path.js';

/** Where the index lives in the output (and on the dev server): the theme's search dialog loads it from here. */
export const SEARCH_INDEX_DIR = '_quire/search';

/**
 * Files of Pagefind's bundle that Quire leaves out: its own UIs (the theme has its dialog) and the highlighter
 * script. Everything else (`pagefind.js`, its worker, the WebAssembly, the indexes, fragments, filters and
 * metadata) is the index.
 */
const UNUSED_FILE = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

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

/**
 * Starts an index (Pagefind's binary runs as a child process, fed over its standard input). When Pagefind cannot
 * start (no binary for this platform), the result is a warning and an indexer that indexes nothing: the site
 * still builds, without search.
 */
export async function createSearchIndexer(options: { base: string }): Promise<{
  indexer: SearchIndexer;
  diagnostics: Diagnostic[];
}> {
  let pagefind: PagefindModule;
  let created: Awaited<ReturnType<PagefindModule['createIndex']>>;
  try {
    pagefind = await import('pagefind');
    created = await pagefind.createIndex({ keepIndexUrl: false });
  } catch (error) {
    return { indexer: emptyIndexer(), diagnostics: [unavailable(error instanceof Error ? error.message : error)] };
  }
  const index = created.index;
  if (!index) return { indexer: emptyIndexer(), diagnostics: [unavailable(created.errors.join('; '))] };

  const decoder = new TextDecoder();
  const problems: string[] = [];
  let pages = 0;
  return {
    diagnostics: [],
    indexer: {
      async add(url, html) {
        const content = typeof html === 'string' ? html : decoder.decode(html);
        const added = await index.addHTMLFile({ url: withBase(url, options.base), content });
        if (added.errors.length > 0) problems.push(`${url}: ${added.errors.join('; ')}`);
        else pages++;
      },
      async files() {
        const result = await index.getFiles();
        const files = result.files
          .filter((file) => !UNUSED_FILE.test(file.path))
          .map((file) => ({ path: file.path, content: file.content }));
        const diagnostics = [...problems, ...result.errors].map(
          (message): Diagnostic => ({
            severity: 'warning',
            rule: 'search-index',
            message: `The search index reported a problem: ${message}`,
            hint: 'Search works for the other pages. Report this to Quire with the page named.',
          }),
        );
        return { files, diagnostics, pages };
      },
      async close() {
        await index.deleteIndex().catch(() => undefined);
        await pagefind.close();
      },
    },
  };
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
