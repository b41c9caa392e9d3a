import { contentHash } from '../util/hash.js';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { CompiledPage } from '../mdx/types.js';
import { codeVersion } from './code-version.js';
import { openPrivateCache, privateCacheDir, removeStaleSiteCaches } from './private-cache.js';

/**
 * Compiled pages kept on disk between builds and dev sessions, so a rebuild compiles only what changed.
 *
 * Entries are code the next build runs, so they live in a folder only the current user can write (see
 * private-cache.ts: `node_modules/.cache/quire/compile/<hash of the site root>/` in a project with `node_modules`,
 * else `~/.cache/quire/compile/…`), one file per page, each checked before use. An entry is found by a key made of
 * the Quire code and dependency versions, the compile-relevant config and the page's own text; it is used only
 * when every file the compile looked at (snippets, imported components, images whose existence decided a
 * diagnostic) still reads and exists as it did (`CompiledPage.inputs`). Anything unreadable is a miss.
 */
export interface CompileDiskCache {
  /** The compiled page stored under `key`, when all of its inputs are unchanged. */
  get(key: string): CompiledPage | undefined;
  /**
   * Stores a compiled page, in the background: the promise settles once it is written (it never rejects; a
   * failure to write only means a miss next time).
   */
  set(key: string, page: CompiledPage): Promise<void>;
}

/** How the cache checks inputs: the same reads the compiler makes (root-relative paths). */
export interface CacheFileAccess {
  readFile: (rootRelativePath: string) => string | undefined;
  fileExists: (rootRelativePath: string) => boolean;
}

/** The cache folder of a site (`env` supplies `XDG_CACHE_HOME` and `HOME`; default `process.env`). */
export function compileCacheDir(root: string, env?: NodeJS.ProcessEnv): string {
  return privateCacheDir({ project: root, name: cacheName(root), ...(env ? { env } : {}) });
}

function cacheName(root: string): string {
  return path.join('compile', contentHash(path.resolve(root)).slice(0, 16));
}

/** zlib level of the entries: as fast as level 1 on compiled pages, and smaller. */
const ENTRY_COMPRESSION = 3;

/** What else opening a cache takes. */
export interface CompileCacheOptions {
  /** Told why the cache, or one of its entries, was not used (`--debug`). */
  onNote?: (note: string) => void;
  /** Where `XDG_CACHE_HOME` and `HOME` come from (default `process.env`). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Opens the cache of the site at `root`. `salt` holds what the whole site's compile depends on (compile key
 * of the config, custom grammar contents); the version of Quire and its dependencies is added here. When the
 * cache folder fails its check, every page is compiled afresh (all misses, nothing written).
 */
export function openCompileCache(
  root: string,
  salt: string,
  files: CacheFileAccess & CompileCacheOptions,
): CompileDiskCache {
  const store = openPrivateCache({
    project: root,
    name: cacheName(root),
    ...(files.onNote ? { onNote: files.onNote } : {}),
    ...(files.env ? { env: files.env } : {}),
  });
  if (!store) return { get: () => undefined, set: () => Promise.resolve() };
  const prefix = `${codeVersion()}\u0000${salt}\u0000`;
  const entryName = (key: string): string => `${contentHash(prefix + key)}.bin`;
  return {
    get(key) {
      try {
        const bytes = store.read(entryName(key));
        if (!bytes) return undefined;
        const entry = deserialize(inflateRawSync(bytes)) as { key: string; page: CompiledPage };
        if (entry.key !== prefix + key || !inputsUnchanged(entry.page, files)) return undefined;
        return entry.page;
      } catch {
        return undefined;
      }
    },
    // In the background (creating a file took ~1 ms of a render thread's time in a busy build); written aside,
    // then renamed, so another thread or build never reads a half-written entry. Compressed (~70 KB → ~13 KB for
    // a bench page, ~0.7 ms): what waits for the disk is small, and the serialised form dies young, so a 5,000-page
    // build no longer holds hundreds of MB of entries between collections.
    set: (key, page) =>
      store.write(entryName(key), deflateRawSync(serialize({ key: prefix + key, page }), { level: ENTRY_COMPRESSION })),
  };
}

/**
 * Keeps the cache from growing without bound: entries of pages that changed are never reused, so once the
 * folder holds several times more entries than the site has pages, it starts over; and the caches of other site
 * folders that no build used for a month go (`removeStaleSiteCaches`).
 */
export function pruneCompileCache(root: string, pages: number, env?: NodeJS.ProcessEnv): void {
  const dir = compileCacheDir(root, env);
  try {
    if (readdirSync(dir).length > 3 * pages + 200) rmSync(dir, { recursive: true, force: true });
  } catch {
    // No cache yet.
  }
  removeStaleSiteCaches(dir);
}

/** Removes the cache of a site (the benchmark measures cold builds). */
export function clearCompileCache(root: string, env?: NodeJS.ProcessEnv): void {
  rmSync(compileCacheDir(root, env), { recursive: true, force: true });
}

function inputsUnchanged(page: CompiledPage, files: CacheFileAccess): boolean {
  for (const [file, expected] of Object.entries(page.inputs ?? {})) {
    if (typeof expected === 'boolean') {
      if (files.fileExists(file) !== expected) return false;
    } else {
      const text = files.readFile(file);
      if ((text === undefined ? '' : contentHash(text)) !== expected) return false;
    }
  }
  return true;
}
