import { createSearchIndexer, type SearchIndexFile } from '../render/search-index.js';
import type { DevSession } from './dev-session.js';

/** Quiet time after a change before the index is rebuilt (saving a file often comes in bursts). */
const REFRESH_DEBOUNCE_MS = 1500;

export interface DevSearch {
  /** Rebuilds the index in the background, soon (calls within the debounce time count once). */
  refresh(): void;
  /** A file of the latest complete index, by its path under `/_quire/search/`; undefined before the first one. */
  file(path: string): SearchIndexFile | undefined;
  close(): Promise<void>;
}

/**
 * The dev server's search index: every page rendered through the same `renderRoute` as the build, fed to
 * Pagefind in the background (one page at a time, in quiet moments only, so requests and saves come first), and
 * swapped in whole when complete. A change during a run starts a new one once it has been abandoned.
 */
export function createDevSearch(options: {
  session: DevSession;
  log: (text: string) => void;
  /** Resolves when the developer waits for nothing (no page being served, no change being applied). */
  idle?: () => Promise<void>;
}): DevSearch {
  let files = new Map<string, SearchIndexFile>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by every refresh: a run that sees a newer generation stops. */
  let generation = 0;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const build = async (mine: number): Promise<void> => {
    const { indexer, diagnostics } = await createSearchIndexer({ base: '/' });
    if (diagnostics.length > 0) {
      for (const d of diagnostics) options.log(`quire dev: ${d.message}`);
      return;
    }
    try {
      for (const url of await options.session.pageUrls()) {
        if (mine !== generation || closed) return;
        // One page renders on the main thread: never while a page is being served or a save applied.
        await options.idle?.();
        if (mine !== generation || closed) return;
        const html = await options.session.renderForSearch(url).catch(() => undefined);
        if (html !== undefined) await indexer.add(url, html);
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (mine !== generation || closed) return;
      const result = await indexer.files();
      files = new Map(result.files.map((file) => [file.path, file]));
    } finally {
      await indexer.close();
    }
  };

  return {
    refresh() {
      const mine = ++generation;
      clearTimeout(timer);
      timer = setTimeout(() => {
        running = running
          .then(() => build(mine))
          .catch((error: unknown) => {
            options.log(`quire dev: the search index could not be built: ${String(error)}`);
          });
      }, REFRESH_DEBOUNCE_MS);
      timer.unref?.();
    },
    file(path) {
      return files.get(path);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
