import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import type { PreloadedContent } from '../site/load-content.js';
import { openPrivateCache, privateCacheDir, removeStaleSiteCaches } from '../site/private-cache.js';
import type { SiteContext } from '../site/site-context.js';
import { contentHash } from '../util/hash.js';
import type { SiteStamps } from './site-stamps.js';

/**
 * The site's index as the last dev session left it (every page's frontmatter summary, the file lists, the
 * loaded specs, the utility stylesheet): what makes loading a large site slow. `quire dev` starts from it, so
 * the first page is served without reading every page, then indexes the site again in the background and
 * updates the open pages if anything changed meanwhile. Kept in Quire's private cache (src/site/private-cache.ts:
 * a folder only its owner can write, checked before use, each entry checked against the hash written with it),
 * never in the shared temp folder, where anyone on the machine could plant an index a session would trust.
 */

/** Bumped when the stored shape changes in a way the code stamp would not show. */
const FORMAT = 2;

/** The folders whose code decides what an index holds: a change there makes stored indexes unusable. */
const INDEX_CODE = ['site', 'content', 'openapi', 'asyncapi', 'config'];

interface StoredIndex extends DevIndex {
  format: number;
  root: string;
  code: string;
}

/** A stored index: the site's content as read, and the stamps its files had just before they were read. */
export interface DevIndex {
  index: PreloadedContent;
  stamps: SiteStamps;
}

const ENTRY = 'index.bin';

/** The private cache folder of the site at `root`'s index. */
function cacheName(root: string): string {
  return `dev-index/${contentHash(path.resolve(root)).slice(0, 16)}`;
}

/** The file holding the index of the site at `root`. */
export function devIndexFile(root: string): string {
  return path.join(privateCacheDir({ project: root, name: cacheName(root) }), ENTRY);
}

/** The stored index of the site at `root`, when there is one written by this version of the code. */
export async function readDevIndex(root: string): Promise<DevIndex | undefined> {
  try {
    const buffer = openPrivateCache({ project: root, name: cacheName(root) })?.read(ENTRY);
    if (!buffer) return undefined;
    const code = await codeStamp();
    const stored = deserialize(buffer) as StoredIndex;
    if (stored.format !== FORMAT || stored.root !== path.resolve(root) || stored.code !== code) return undefined;
    return { index: stored.index, stamps: stored.stamps };
  } catch {
    // None yet, unreadable or from another version: the session indexes the site the slow way.
    return undefined;
  }
}

/** Stores the index for the next session; never rejects (a failed write only means a slower next start). */
export async function writeDevIndex(root: string, { index, stamps }: DevIndex): Promise<void> {
  try {
    const cache = openPrivateCache({ project: root, name: cacheName(root) });
    const stored: StoredIndex = { format: FORMAT, root: path.resolve(root), code: await codeStamp(), index, stamps };
    // Written aside and renamed by the cache: a session starting meanwhile reads the old entry or the new one.
    await cache?.write(ENTRY, serialize(stored));
    if (cache) removeStaleSiteCaches(cache.dir);
  } catch {
    // The cache folder is full, read-only or fails its checks: nothing to do.
  }
}

/**
 * The index of a loaded site: the same parts a build hands its render workers, and with `validations` the
 * validation of its specs, as data (a state opened from the index then validates them too).
 */
export function devIndexOf(site: SiteContext, options: { validations?: boolean } = {}): PreloadedContent {
  const { state } = site;
  return {
    ...(options.validations ? { validations: [...state.specValidations] } : {}),
    content: state.content,
    pageMeta: state.pageMeta,
    specs: {
      openapi: state.specs.openapi,
      asyncapi: state.specs.asyncapi,
      pageBindings: state.specs.pageBindings,
      files: state.specs.files,
    },
    ...(state.utilityStyles ? { utilityStyles: state.utilityStyles } : {}),
  };
}

/**
 * True when two indexes hold the same data: maps, nested specs and all (not their serialized bytes, which differ
 * with the arrays' internal layout).
 */
export function sameDevIndex(a: PreloadedContent, b: PreloadedContent): boolean {
  return isDeepStrictEqual(a, b);
}

/**
 * Names the code that wrote an index: size and modification time of every module in the folders that shape it
 * (a few milliseconds, where hashing the code would read it all).
 */
async function codeStamp(): Promise<string> {
  // `dist/src/` when running the compiled code, `src/` when running from source (tests).
  const base = fileURLToPath(new URL('../', import.meta.url));
  const files: string[] = [];
  for (const folder of INDEX_CODE) {
    const names = await readdir(path.join(base, folder), { recursive: true }).catch(() => [] as string[]);
    for (const name of names) {
      if (/\.(js|ts)$/.test(name) && !name.endsWith('.d.ts')) files.push(path.join(folder, name));
    }
  }
  files.sort();
  // The installed dependencies too (the specs' shape comes from their parsers): npm rewrites this file.
  const above = path.dirname(base);
  const install = path.basename(above) === 'dist' ? path.dirname(above) : above;
  const stamps = await Promise.all(
    [...files.map((file) => path.join(base, file)), path.join(install, 'node_modules', '.package-lock.json')].map(
      async (file) => {
        const info = await stat(file).catch(() => undefined);
        return `${file}:${info?.size ?? '-'}:${info?.mtimeMs ?? '-'}`;
      },
    ),
  );
  return contentHash(stamps.join('\n'));
}
