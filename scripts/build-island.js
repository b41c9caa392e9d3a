#!/usr/bin/env node
/**
 * Builds the browser bundles (the playground island, templates/default/playground/ → dist/island/playground.js,
 * and the islands script of pages' interactive components, templates/default/islands/ → dist/island/islands.js)
 * with Vite, once per package build, never per site build: `npm run build` and `npm ci` (through `prepare`) run
 * it, and the tests' global setup runs it when a bundle is missing or older than its sources.
 *
 * Usage: `node scripts/build-island.js [--if-stale]`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The bundles: entry and output file name. */
export const ISLAND_ENTRY = path.join(root, 'templates/default/playground/entry.ts');
const BUNDLES = [
  { entry: ISLAND_ENTRY, file: 'playground.js' },
  { entry: path.join(root, 'templates/default/islands/entry.ts'), file: 'islands.js' },
];
export const ISLAND_OUT_DIR = path.join(root, 'dist/island');
/** Source folders whose files go into the bundles. */
const SOURCE_DIRS = [
  path.join(root, 'templates/default/playground'),
  path.join(root, 'templates/default/islands'),
  path.join(root, 'src/openapi/request'),
  path.join(root, 'src/mdx/runtime'),
];

function newestSource() {
  let newest = 0;
  for (const dir of SOURCE_DIRS) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return Math.max(newest, statSync(fileURLToPath(import.meta.url)).mtimeMs);
}

/** True when every bundle exists and no source is newer. */
export function islandIsFresh() {
  const newest = newestSource();
  return BUNDLES.every(({ file }) => {
    const out = path.join(ISLAND_OUT_DIR, file);
    return existsSync(out) && statSync(out).mtimeMs >= newest;
  });
}

/** Builds each bundle (a minified ES module, Preact included, no other chunk). */
export async function buildIsland() {
  const { build } = await import('vite');
  for (const [index, bundle] of BUNDLES.entries()) {
    await build({
      configFile: false,
      logLevel: 'warn',
      root,
      oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
      build: {
        outDir: ISLAND_OUT_DIR,
        emptyOutDir: index === 0,
        target: 'es2022',
        minify: true,
        sourcemap: false,
        copyPublicDir: false,
        lib: { entry: bundle.entry, formats: ['es'], fileName: () => bundle.file },
      },
    });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && islandIsFresh()) process.exit(0);
  await buildIsland();
}
