import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeStaleSiteCaches, SITE_CACHE_MAX_AGE_MS } from '../../../src/site/private-cache.js';

const work = mkdtempSync(path.join(tmpdir(), 'quire-stale-caches-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A folder with one entry, last used `ageMs` before `now`. */
function cacheFolder(dir: string, ageMs: number, now: number): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(path.join(dir, 'entry.bin'), 'x');
  const seconds = (now - ageMs) / 1000;
  utimesSync(dir, seconds, seconds);
  return dir;
}

describe('removeStaleSiteCaches', () => {
  it('removes the caches of other site folders unused for longer than the limit, and marks its own as used', () => {
    const now = Date.now();
    const compile = path.join(work, 'quire', 'compile');
    mkdirSync(compile, { recursive: true, mode: 0o700 });
    const own = cacheFolder(path.join(compile, '0123456789abcdef'), SITE_CACHE_MAX_AGE_MS * 2, now);
    const stale = cacheFolder(path.join(compile, 'fedcba9876543210'), SITE_CACHE_MAX_AGE_MS + 60_000, now);
    const recent = cacheFolder(path.join(compile, 'aaaaaaaaaaaaaaaa'), SITE_CACHE_MAX_AGE_MS - 60_000, now);
    // Not named like a site cache: never Quire's to remove, however old.
    const other = cacheFolder(path.join(compile, 'notes'), SITE_CACHE_MAX_AGE_MS * 3, now);
    // A link named like a cache, to a folder elsewhere: the link may go, never what it points to.
    const outside = cacheFolder(path.join(work, 'outside'), SITE_CACHE_MAX_AGE_MS * 3, now);
    symlinkSync(outside, path.join(compile, 'bbbbbbbbbbbbbbbb'));

    removeStaleSiteCaches(own, SITE_CACHE_MAX_AGE_MS, now);

    expect(existsSync(stale)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(other)).toBe(true);
    expect(existsSync(path.join(outside, 'entry.bin'))).toBe(true);
    expect(existsSync(path.join(own, 'entry.bin'))).toBe(true);
    expect(Math.abs(statSync(own).mtimeMs - now)).toBeLessThan(1000);
  });

  it('leaves a folder that other users may write alone', () => {
    const now = Date.now();
    const shared = path.join(work, 'shared', 'compile');
    mkdirSync(shared, { recursive: true });
    const own = cacheFolder(path.join(shared, '0123456789abcdef'), 0, now);
    const stale = cacheFolder(path.join(shared, 'fedcba9876543210'), SITE_CACHE_MAX_AGE_MS * 2, now);
    // Writable by others: not a folder the caches would use, so nothing in it is removed.
    chmodSync(shared, 0o777);
    removeStaleSiteCaches(own, SITE_CACHE_MAX_AGE_MS, now);
    expect(existsSync(stale)).toBe(true);
  });
});
