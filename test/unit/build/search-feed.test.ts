import { describe, expect, it } from 'vitest';
import type { OutputWriter } from '../../../src/build/output-writer.js';
import { createSearchFeed, writeIndexFiles } from '../../../src/build/write-search-index.js';
import type { SearchIndexer } from '../../../src/render/search-index.js';

function recordingIndexer(): SearchIndexer & { added: string[] } {
  const added: string[] = [];
  return {
    added,
    add: async (url) => {
      // An answer that takes a turn of the event loop, like Pagefind's.
      await new Promise((resolve) => setImmediate(resolve));
      added.push(url);
    },
    files: async () => ({ files: [], diagnostics: [], pages: added.length }),
    close: async () => undefined,
  };
}

describe('createSearchFeed', () => {
  it('adds pages in the fixed order, whatever order they arrive in, as soon as the ones before them came', async () => {
    const indexer = recordingIndexer();
    const feed = createSearchFeed(indexer, ['/a', '/b', '/c', '/d']);
    feed.offer('/c', '<c>');
    feed.offer('/b', '<b>');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(indexer.added).toEqual([]);
    feed.offer('/a', '<a>');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(indexer.added).toEqual(['/a', '/b', '/c']);
    feed.offer('/d', '<d>');
    await feed.drain();
    expect(indexer.added).toEqual(['/a', '/b', '/c', '/d']);
  });

  it('passes over pages that are not indexed, pages that never came, and URLs outside the order', async () => {
    const indexer = recordingIndexer();
    const feed = createSearchFeed(indexer, ['/a', '/b', '/c', '/d']);
    feed.offer('/_quire/api/x.html', '<x>');
    feed.offer('/d', '<d>');
    feed.offer('/b', undefined);
    feed.offer('/c', '<c>');
    await feed.drain();
    expect(indexer.added).toEqual(['/c', '/d']);
  });

  it('reports a failure of the index when drained', async () => {
    const indexer = recordingIndexer();
    indexer.add = async () => {
      throw new Error('pagefind stopped');
    };
    const feed = createSearchFeed(indexer, ['/a', '/b']);
    feed.offer('/a', '<a>');
    // Long after the failure (an unhandled rejection by then would have ended the process).
    await new Promise((resolve) => setTimeout(resolve, 20));
    feed.offer('/b', '<b>');
    await expect(feed.drain()).rejects.toThrow('pagefind stopped');
  });
});

describe('writeIndexFiles', () => {
  const files = Array.from({ length: 40 }, (_, i) => ({
    path: `fragment/${i}.pf_fragment`,
    content: new Uint8Array([i]),
  }));

  /** A writer whose writes take a tick or two, the fourth failing at once. */
  function flakyWriter() {
    const log = { started: 0, finished: 0, paths: [] as string[] };
    const writer = {
      async write(file: string) {
        log.started++;
        if (file.endsWith('/3.pf_fragment')) {
          log.finished++;
          throw new Error('ENOSPC: no space left on device');
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.paths.push(file);
        log.finished++;
      },
    } as unknown as OutputWriter;
    return { writer, log };
  }

  it('writes every file under the index folder', async () => {
    const written: string[] = [];
    const writer = { write: async (file: string) => void written.push(file) } as unknown as OutputWriter;
    await writeIndexFiles(writer, files);
    expect(written.sort()).toEqual(files.map((file) => `_quire/search/${file.path}`).sort());
  });

  it('passes a failed write on only once every write in flight has ended, and starts no more', async () => {
    const { writer, log } = flakyWriter();
    await expect(writeIndexFiles(writer, files)).rejects.toThrow('ENOSPC');
    // Nothing still writes when the build goes on to remove its staging folder.
    expect(log.finished).toBe(log.started);
    expect(log.started).toBeLessThan(files.length);
  });
});
