/**
 * The size and modification time of every file of a site folder, to tell whether any file changed, appeared or
 * went away since an index of the site was read: dev reads the whole site again in the background (seconds of
 * CPU on a large site, slowing every save meanwhile) only when they differ. Taken before the files are read, so a
 * file written while they are read shows as changed next time.
 */
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { mapLimit } from '../util/map-limit.js';

/** Root-relative path (with `/`) → `size:mtime` of each file. */
export type SiteStamps = Map<string, string>;

/** Files stat'ed at once: file handles are finite. */
const STAT_CONCURRENCY = 64;

/**
 * The stamps of every file under `root`, except in folders whose name starts with a dot (`.git`) and in
 * `node_modules`, which no site reads.
 */
export async function siteStamps(root: string): Promise<SiteStamps> {
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(path.join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    const folders: string[] = [];
    for (const entry of entries) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (!entry.isDirectory()) files.push(relative);
      else if (!entry.name.startsWith('.') && entry.name !== 'node_modules') folders.push(relative);
    }
    for (const folder of folders) await walk(folder);
  };
  await walk('');
  return fileStamps(root, files);
}

/** The stamps of some files of the site (a file that is gone, or cannot be read, has none). */
export async function fileStamps(root: string, files: readonly string[]): Promise<SiteStamps> {
  const stamps: SiteStamps = new Map();
  await mapLimit(files, STAT_CONCURRENCY, async (file) => {
    const info = await stat(path.join(root, file)).catch(() => undefined);
    if (info) stamps.set(file, `${info.size}:${info.mtimeMs}`);
  });
  return stamps;
}

/** True when both name the same files with the same stamps. */
export function sameStamps(a: SiteStamps, b: SiteStamps): boolean {
  if (a.size !== b.size) return false;
  for (const [file, stamp] of a) if (b.get(file) !== stamp) return false;
  return true;
}
