#!/usr/bin/env node
/**
 * Builds the playground island (templates/default/playground/ → dist/island/playground.js) with Vite, once per
 * package build, never per site build: `npm run build` and `npm ci` (through `prepare`) run it, and the tests'
 * global setup runs it when the bundle is missing or older than its sources.
 *
 * Usage: `node scripts/build-island.js [--if-stale]`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The island's entry and output. */
export const ISLAND_ENTRY = path.join(root, 'templates/default/playground/entry.ts');
export const ISLAND_OUT_DIR = path.join(root, 'dist/island');
/** Source folders whose files go into the bundle. */
const SOURCE_DIRS = [path.join(root, 'templates/default/playground'), path.join(root, 'src/openapi/request')];

function newestSource() {
  let newest = 0;
  for (const dir of SOURCE_DIRS) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return Math.max(newest, statSync(fileURLToPath(import.meta.url)).mtimeMs);
}

/** True when the bundle exists and no source is newer. */
export function islandIsFresh() {
  const out = path.join(ISLAND_OUT_DIR, 'playground.js');
  return existsSync(out) && statSync(out).mtimeMs >= newestSource();
}

/** Builds the bundle (minified ES module, Preact included, no other chunk). */
export async function buildIsland() {
  const { build } = await import('vite');
  await build({
    configFile: false,
    logLevel: 'warn',
    root,
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    build: {
      outDir: ISLAND_OUT_DIR,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      lib: { entry: ISLAND_ENTRY, formats: ['es'], fileName: () => 'playground.js' },
    },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && islandIsFresh()) process.exit(0);
  await buildIsland();
}
