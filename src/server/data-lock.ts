/**
 * One `quire serve` per data folder. A second server on the same folder would clear the first one's checkouts
 * at its start and end its running update as interrupted (with SQLite) while that update still runs. The lock is
 * a file in the folder naming the server's process and host, made with an exclusive create; a server that died
 * without removing it (killed outright) leaves a process id that no longer runs, and the next start takes it over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock file, in the data folder. */
export const LOCK_FILE = 'serve.lock';

/** The data folder is in use by another server: the message says which, and what to do. */
export class DataFolderLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataFolderLockedError';
  }
}

/** Lock files this process holds (a second service in the same process is refused like another process). */
const held = new Set<string>();

/** A held lock. */
export interface DataLock {
  release(): void;
}

/** Takes the data folder's lock (making the folder), or throws {@link DataFolderLockedError}. */
export function lockDataFolder(dataDir: string): DataLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine = `${process.pid}\n${hostname()}\n`;
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && (held.has(file) || !holderIsGone(holder))) {
        const where = holder.host === hostname() ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.host}`;
        throw new DataFolderLockedError(
          `Another quire serve (${where}) is using the data folder ${dataDir}. Stop it first, or give this one another --data folder. If no server runs there, remove ${file}.`,
        );
      }
      // Left by a server that is gone: taken over.
      try {
        unlinkSync(file);
      } catch {
        // Another start removed it first: the next attempt decides.
      }
      continue;
    }
    try {
      writeSync(fd, mine);
    } finally {
      closeSync(fd);
    }
    held.add(file);
    return {
      release() {
        held.delete(file);
        try {
          if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
        } catch {
          // Already gone.
        }
      },
    };
  }
  throw new DataFolderLockedError(`The data folder ${dataDir} could not be locked: another server is starting there.`);
}

function readHolder(file: string): { pid: number; host: string } | undefined {
  try {
    const [pid, host] = readFileSync(file, 'utf8').split('\n');
    const number = Number(pid);
    return Number.isInteger(number) && number > 0 ? { pid: number, host: host ?? '' } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when the holder is known to be gone: a process of this host that no longer runs, or this one's id when this
 * process holds no such lock (an earlier process had the same id).
 */
function holderIsGone(holder: { pid: number; host: string }): boolean {
  if (holder.host !== hostname()) return false;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
