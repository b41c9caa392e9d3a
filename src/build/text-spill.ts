import { mkdtemp, open, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Texts set aside on disk until the end of a build and read back by key: the Markdown of every page for
 * llms-full.txt, tens of MB at thousands of pages, which the build would otherwise hold in memory from the first
 * page rendered to the last. One file in a folder of its own, appended to; removed by `dispose`. The build puts
 * it in its staging folder: the one place it may write to under Node's permission model (a service's builds).
 */
export interface TextSpill {
  /** Sets `text` aside under `key` (a later `add` of the same key replaces it). */
  add(key: string, text: string): void;
  /** The text set aside under `key`, once every write before it is done. */
  read(key: string): Promise<string | undefined>;
  /** Removes the file and its folder. */
  dispose(): Promise<void>;
}

/** A new, empty spill in a new folder under `parent`. */
export async function createTextSpill(parent: string): Promise<TextSpill> {
  const dir = await mkdtemp(path.join(parent, '.quire-spill-'));
  const handle = await open(path.join(dir, 'texts'), 'w+');
  const where = new Map<string, { offset: number; length: number }>();
  const pending = new Set<Promise<unknown>>();
  let failure: { error: unknown } | undefined;
  let end = 0;
  let disposed = false;
  return {
    add(key, text) {
      const bytes = Buffer.from(text);
      where.set(key, { offset: end, length: bytes.length });
      // Each text has its own range of the file, so writes need not wait for one another.
      const write: Promise<void> = handle.write(bytes, 0, bytes.length, end).then(
        () => {
          pending.delete(write);
        },
        (error: unknown) => {
          failure ??= { error };
          pending.delete(write);
        },
      );
      pending.add(write);
      end += bytes.length;
    },
    async read(key) {
      const range = where.get(key);
      if (!range) return undefined;
      await Promise.all(pending);
      if (failure) throw failure.error;
      const bytes = Buffer.alloc(range.length);
      for (let done = 0; done < range.length; ) {
        const { bytesRead } = await handle.read(bytes, done, range.length - done, range.offset + done);
        if (bytesRead === 0) throw new Error(`The text set aside for ${key} was cut short.`);
        done += bytesRead;
      }
      return bytes.toString('utf8');
    },
    async dispose() {
      if (disposed) return;
      disposed = true;
      await Promise.all(pending);
      await handle.close().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
