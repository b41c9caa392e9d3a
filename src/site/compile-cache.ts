import { contentHash, createContentHash } from '../util/hash.js';
import { type Dirent, mkdirSync, readdirSync, readFileSync, rename, rmSync, unlink, writeFile } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import type { CompiledPage } from '../mdx/types.js';

/**
 * Compiled pages kept on disk between builds and dev sessions, so a rebuild compiles only what changed.
 *
 * It lives outside the site (sites may be read-only, and the cache is nobody's content): in
 * `<os tmpdir>/quire-cache/<hash of the site root>/`, one file per page. An entry is found by a key made of
 * the Quire code and dependency versions, the compile-relevant config and the page's own text; it is used
 * only when every file the compile looked at (snippets, imported components, images whose existence decided
 * a diagnostic) still reads and exists as it did (`CompiledPage.inputs`). Anything unreadable is a miss.
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

/** The cache folder of a site. */
export function compileCacheDir(root: string): string {
  return path.join(tmpdir(), 'quire-cache', contentHash(path.resolve(root)).slice(0, 16));
}

/**
 * Opens the cache of the site at `root`. `salt` holds what the whole site's compile depends on (compile key
 * of the config, custom grammar contents); the version of Quire and its dependencies is added here.
 */
export function openCompileCache(root: string, salt: string, files: CacheFileAccess): CompileDiskCache {
  const dir = compileCacheDir(root);
  const prefix = `${codeVersion()}\u0000${salt}\u0000`;
  const entryFile = (key: string): string => path.join(dir, `${contentHash(prefix + key)}.bin`);
  let made = false;
  return {
    get(key) {
      try {
        const entry = deserialize(readFileSync(entryFile(key))) as { key: string; page: CompiledPage };
        if (entry.key !== prefix + key || !inputsUnchanged(entry.page, files)) return undefined;
        return entry.page;
      } catch {
        return undefined;
      }
    },
    set(key, page) {
      try {
        if (!made) mkdirSync(dir, { recursive: true });
        made = true;
      } catch {
        return Promise.resolve();
      }
      // In the background (creating a file took ~1 ms of a render thread's time in a busy build); written
      // aside, then renamed, so another thread or build never reads a half-written entry. A read-only or full
      // temp folder only means misses next time.
      const file = entryFile(key);
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      return new Promise((resolve) => {
        writeFile(temp, serialize({ key: prefix + key, page }), (error) => {
          if (error) unlink(temp, () => resolve());
          else rename(temp, file, () => resolve());
        });
      });
    },
  };
}

/**
 * Keeps the cache from growing without bound: entries of pages that changed are never reused, so once the
 * folder holds several times more entries than the site has pages, it starts over.
 */
export function pruneCompileCache(root: string, pages: number): void {
  const dir = compileCacheDir(root);
  try {
    if (readdirSync(dir).length > 3 * pages + 200) rmSync(dir, { recursive: true, force: true });
  } catch {
    // No cache yet.
  }
}

/** Removes the cache of a site (the benchmark measures cold builds). */
export function clearCompileCache(root: string): void {
  rmSync(compileCacheDir(root), { recursive: true, force: true });
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

/**
 * Quire's own compiled code and the versions of its installed dependencies: a new Quire, or a new version of
 * a library it compiles with, invalidates every entry.
 */
function codeVersion(): string {
  const hash = createContentHash();
  // `dist/` when running the compiled code, the repository when running from source (tests).
  const base = fileURLToPath(new URL('../../', import.meta.url));
  for (const folder of ['src', 'templates']) {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(base, folder), { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!entry.isFile() || !/\.(js|ts|tsx)$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
      const file = path.join(entry.parentPath, entry.name);
      hash.update(file.slice(base.length)).update(readFileSync(file));
    }
  }
  const install = path.basename(base) === 'dist' ? path.dirname(base) : base;
  try {
    const manifest = JSON.parse(readFileSync(path.join(install, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies ?? {}))
      hash.update(name).update(installedVersion(install, name));
  } catch {
    // No manifest beside the code: the code hash alone decides.
  }
  return hash.digest('hex');
}

function installedVersion(from: string, name: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      return (
        (JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version?: string })
          .version ?? ''
      );
    } catch {
      if (path.dirname(dir) === dir) return '';
    }
  }
}
