import { createHash } from 'node:crypto';
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  rmSync,
  utimesSync,
  close,
  open,
  rename,
  unlink,
  writev,
} from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/**
 * A cache folder only its owner can write, for data Quire runs or trusts later (compiled pages are executed):
 * `node_modules/.cache/quire` in the project when the project has `node_modules`, otherwise the per-user cache
 * (`$XDG_CACHE_HOME/quire`, else `~/.cache/quire`). Never the shared temp folder, where anyone on the machine could
 * create the folder first and plant entries.
 *
 * Before use, every folder from `quire` down is checked without following symlinks: a real folder, owned by the
 * current user, not writable by group or others. Entries are checked the same way and carry the SHA-256 of their
 * content, recorded when written: an entry that fails any check is not used (a miss), and the reason goes to
 * `onNote` (printed by `--debug`).
 */
export interface PrivateCache {
  /** The cache's folder (checked). */
  readonly dir: string;
  /** The entry's content, when it exists and passes its checks. */
  read(name: string): Buffer | undefined;
  /**
   * Writes an entry aside and renames it into place (never half-written), in the background. The promise never
   * rejects: a failed write is only a miss next time.
   */
  write(name: string, data: Uint8Array): Promise<void>;
}

export interface PrivateCacheOptions {
  /** The project (site root), whose `node_modules/.cache` is used when it has `node_modules`. */
  project: string;
  /** The cache's own folder under `quire/`: `compile/<site hash>`. */
  name: string;
  /** Told why the cache or an entry was not used. */
  onNote?: (note: string) => void;
  /** The environment to read `XDG_CACHE_HOME` and `HOME` from (default `process.env`). */
  env?: NodeJS.ProcessEnv;
}

/** Bytes of the SHA-256 written in front of every entry. */
const HASH_BYTES = 32;

/** The `quire` folder the caches of `project` live in (not created). */
export function privateCacheRoot(project: string, env: NodeJS.ProcessEnv = process.env): string {
  const modules = path.join(path.resolve(project), 'node_modules');
  try {
    if (lstatSync(modules).isDirectory()) return path.join(modules, '.cache', 'quire');
  } catch {
    // No node_modules: the per-user cache.
  }
  const base = env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : undefined;
  return path.join(base ?? path.join(env.HOME || homedir(), '.cache'), 'quire');
}

/** The folder of the cache `name` of `project` (not created, not checked). */
export function privateCacheDir(options: Pick<PrivateCacheOptions, 'project' | 'name' | 'env'>): string {
  return path.join(privateCacheRoot(options.project, options.env), options.name);
}

/**
 * Creates (mode 0700) and checks the cache folder. Undefined when it cannot be created or fails its check: the
 * caller then works without a cache.
 */
export function openPrivateCache(options: PrivateCacheOptions): PrivateCache | undefined {
  const root = privateCacheRoot(options.project, options.env);
  const dir = path.join(root, options.name);
  const note = options.onNote ?? (() => undefined);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    note(`cache: not used, ${dir} could not be created (${(error as Error).message})`);
    return undefined;
  }
  // Every folder from `quire` down to the cache's own.
  for (let folder = dir; ; folder = path.dirname(folder)) {
    const problem = ownershipProblem(folder, true);
    if (problem) {
      note(`cache: not used, ${folder} ${problem}`);
      return undefined;
    }
    if (folder === root || path.dirname(folder) === folder) break;
  }
  return {
    dir,
    read(name) {
      const file = path.join(dir, name);
      let fd: number;
      try {
        fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
      } catch {
        return undefined;
      }
      try {
        // Checked on the open file: what was checked is what is read.
        const problem = statProblem(fstatSync(fd), false);
        if (problem) {
          note(`cache: entry ${file} not used, ${problem}`);
          return undefined;
        }
        const size = fstatSync(fd).size;
        const bytes = Buffer.allocUnsafe(size);
        let read = 0;
        while (read < size) {
          const n = readSync(fd, bytes, read, size - read, read);
          if (n === 0) break;
          read += n;
        }
        const body = bytes.subarray(HASH_BYTES, read);
        if (read < HASH_BYTES || !sha256(body).equals(bytes.subarray(0, HASH_BYTES))) {
          note(`cache: entry ${file} not used, its content does not match the hash recorded when it was written`);
          return undefined;
        }
        return body;
      } finally {
        closeSync(fd);
      }
    },
    write(name, data) {
      const file = path.join(dir, name);
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      // The hash and the data go out as they are: no joined copy of every entry a busy build has in flight.
      const parts = [sha256(data), data];
      const bytes = HASH_BYTES + data.byteLength;
      return new Promise((resolve) => {
        open(temp, 'wx', 0o600, (openError, fd) => {
          if (openError) return resolve();
          writev(fd, parts, (writeError, written) => {
            close(fd, (closeError) => {
              if (writeError || closeError || written !== bytes) unlink(temp, () => resolve());
              else rename(temp, file, () => resolve());
            });
          });
        });
      });
    },
  };
}

function sha256(data: Uint8Array): Buffer {
  return createHash('sha256').update(data).digest();
}

/** Why `file` may not be trusted, or undefined. */
function ownershipProblem(file: string, folder: boolean): string | undefined {
  try {
    return statProblem(lstatSync(file), folder);
  } catch (error) {
    return `cannot be checked (${(error as Error).message})`;
  }
}

function statProblem(stats: ReturnType<typeof lstatSync>, folder: boolean): string | undefined {
  if (!stats) return 'cannot be checked';
  if (folder ? !stats.isDirectory() : !stats.isFile()) return folder ? 'is not a folder' : 'is not a regular file';
  // Where there are no user ids (Windows), the per-user folder's own permissions decide.
  const uid = process.getuid?.();
  if (uid !== undefined && stats.uid !== uid) return `belongs to another user (uid ${stats.uid})`;
  if (uid !== undefined && (Number(stats.mode) & 0o022) !== 0)
    return `can be written by other users (mode ${(Number(stats.mode) & 0o777).toString(8)})`;
  return undefined;
}

/** How long the cache of a site folder is kept after its last build or dev session. */
export const SITE_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** A per-site cache folder's name: the start of the SHA-1 of the site's path (`compile/<name>`). */
const SITE_CACHE_NAME = /^[0-9a-f]{16}$/;

/**
 * Marks the per-site cache folder `dir` as used now and removes its siblings (the caches of other site folders,
 * `compile/<hash>`, `dev-index/<hash>`) that no build or dev session used for `maxAgeMs`: site folders that were
 * moved, deleted or temporary would otherwise keep their caches in the per-user folder forever. Only folders named
 * like a site cache are removed, never through a symlink; any failure leaves things as they are.
 */
export function removeStaleSiteCaches(dir: string, maxAgeMs = SITE_CACHE_MAX_AGE_MS, now = Date.now()): void {
  const parent = path.dirname(dir);
  const own = path.basename(dir);
  try {
    utimesSync(dir, now / 1000, now / 1000);
  } catch {
    // Not created yet (nothing written): its siblings are still checked.
  }
  // Only in a folder that passes the checks the caches pass (ours, a real folder, not writable by others).
  if (ownershipProblem(parent, true)) return;
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    if (name === own || !SITE_CACHE_NAME.test(name)) continue;
    try {
      const stats = lstatSync(path.join(parent, name));
      if (stats.isDirectory() && now - stats.mtimeMs > maxAgeMs) {
        rmSync(path.join(parent, name), { recursive: true, force: true });
      }
    } catch {
      // Gone meanwhile, or not ours to remove.
    }
  }
}
