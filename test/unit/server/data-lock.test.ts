/** One server per data folder (src/server/data-lock.ts). */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderLockedError, LOCK_FILE, lockDataFolder } from '../../../src/server/data-lock.js';

const folders: string[] = [];
const folder = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A process id that no longer runs: a child that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('lockDataFolder', () => {
  it('lets one server hold a data folder, refuses a second with a message that says what to do, and frees it', () => {
    const dir = folder();
    // A live process of this host holds it (the test's parent process stands in for another server).
    writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid}\n${hostname()}\n`);
    expect(() => lockDataFolder(dir)).toThrow(DataFolderLockedError);
    expect(() => lockDataFolder(dir)).toThrow(
      `Another quire serve (process ${process.ppid}) is using the data folder ${dir}. Stop it first, or give this one another --data folder. If no server runs there, remove ${path.join(dir, LOCK_FILE)}.`,
    );
    rmSync(path.join(dir, LOCK_FILE));

    const lock = lockDataFolder(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n${hostname()}\n`);
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over the lock of a server that died without removing it, and makes the folder when missing', () => {
    const dir = folder();
    writeFileSync(path.join(dir, LOCK_FILE), `${endedPid()}\n${hostname()}\n`);
    const lock = lockDataFolder(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n${hostname()}\n`);
    lock.release();

    const fresh = path.join(folder(), 'data');
    lockDataFolder(fresh).release();
    expect(existsSync(fresh)).toBe(true);
  });

  it("never takes a lock another host holds: that server's state cannot be known from here", () => {
    const dir = folder();
    writeFileSync(path.join(dir, LOCK_FILE), `${endedPid()}\nsome-other-host\n`);
    expect(() => lockDataFolder(dir)).toThrow(/Another quire serve \(process \d+ on some-other-host\)/);
  });
});
