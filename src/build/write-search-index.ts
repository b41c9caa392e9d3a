import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { OutputWriter } from './output-writer.js';
import { SEARCH_INDEX_DIR, type SearchIndexer, type SearchIndexFile } from '../render/search-index.js';

/**
 * Feeds pages to the search index while the rest of the site renders, in an order fixed before the render
 * starts. Pagefind's index files depend on the order pages are added, and render threads finish pages in an
 * order of their own: a page that arrives early waits here (a few KB: its search document) until every page
 * before it in `order` has arrived or been passed over, so two builds of one site write the same index.
 */
export interface SearchFeed {
  /** A rendered URL: its search document, or undefined when it is not indexed. */
  offer(url: string, document: string | undefined): void;
}

/** A feed into `indexer` in `order` (URLs outside it are never indexed). */
export function createSearchFeed(
  indexer: SearchIndexer,
  order: readonly string[],
): SearchFeed & { drain(): Promise<void> } {
  const arrived = new Map<string, string | undefined>();
  const wanted = new Set(order);
  let next = 0;
  // Pages are sent at once, not one answer after the other: Pagefind reads its input in order and indexes
  // while the render goes on (waiting for each answer left it idle while the main thread rendered a page).
  const pending: Promise<void>[] = [];
  // Held until `drain`: a rejection left unhandled until then would end the process.
  let failure: { error: unknown } | undefined;
  const add = (url: string, document: string | undefined): void => {
    if (document === undefined || failure) return;
    pending.push(
      indexer.add(url, document).catch((error: unknown) => {
        failure ??= { error };
      }),
    );
  };
  const advance = (): void => {
    while (next < order.length && arrived.has(order[next]!)) {
      const url = order[next++]!;
      add(url, arrived.get(url));
      arrived.delete(url);
    }
  };
  return {
    offer(url, document) {
      if (!wanted.has(url)) return;
      arrived.set(url, document);
      advance();
    },
    /** Feeds what is still waiting (after pages that never came: a failed page), in order, and waits for it. */
    async drain() {
      for (; next < order.length; next++) {
        const url = order[next]!;
        if (arrived.has(url)) add(url, arrived.get(url));
      }
      arrived.clear();
      await Promise.all(pending);
      if (failure) throw failure.error;
    },
  };
}

/** Finishes the index after the last page was offered and writes it under `_quire/search/` through the writer. */
export async function writeSearchIndex(
  writer: OutputWriter,
  input: { indexer: SearchIndexer; feed: ReturnType<typeof createSearchFeed> },
): Promise<Diagnostic[]> {
  await input.feed.drain();
  const { files, diagnostics } = await input.indexer.files();
  await writeIndexFiles(writer, files);
  return diagnostics;
}

/** Index files written at once, at most this many: one after the other, a part of 1,000 pages took ~0.3 s. */
const WRITES_AT_ONCE = 16;

/** Writes files of the search index (a part's, handed over as it is finished, or the last ones). */
export async function writeIndexFiles(writer: OutputWriter, files: readonly SearchIndexFile[]): Promise<void> {
  let next = 0;
  let stopped = false;
  const lane = async (): Promise<void> => {
    while (next < files.length && !stopped) {
      const file = files[next++]!;
      try {
        await writer.write(`${SEARCH_INDEX_DIR}/${file.path}`, file.content);
      } catch (error) {
        // The other lanes stop after their current file.
        stopped = true;
        throw error;
      }
    }
  };
  // Every lane ends before a failure is passed on: the build removes its staging folder after one.
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(WRITES_AT_ONCE, files.length) }, lane));
  const failed = lanes.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
