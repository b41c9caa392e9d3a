#!/usr/bin/env node
/**
 * Bundles the third-party packages that dist/ loads into shared chunks (dist/chunks/), once per package build:
 * `npm run build` and `npm ci` (through `prepare`) run it after `tsc`. Without it, `quire dev` and every worker
 * thread load ~700 ES modules from node_modules before their first page; with it, a few dozen files.
 *
 * Quire's own modules stay where tsc wrote them, one esbuild entry point per file, and their imports of each
 * other stay relative imports (external): every `import.meta.url` lookup (package root, templates, worker files)
 * keeps working unchanged, and the CLI's lazy `import()`s of its command modules stay lazy. Only the packages
 * they import are bundled, into chunks shared by the entries that use them (`splitting`).
 *
 * Run it on tsc's fresh output: `tsc` rewrites every file that this script rewrites. It refuses a dist/ that it
 * has already bundled (tsc has not run since), so that chunks are never bundled into chunks.
 *
 * Usage: `node scripts/bundle-dist.js`. `QUIRE_NO_BUNDLE=1` skips it (dist/ then loads node_modules as they are).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dependencyPatchesPlugin } from './dependency-patches.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(root, 'dist');
/** The folders of tsc's output whose .js files are entry points (not dist/island: built by Vite). */
const ENTRY_DIRS = ['src', 'templates'].map((dir) => path.join(DIST, dir));
const CHUNK_DIR = 'chunks';
/** The first line of every file this script writes: marks dist/ as bundled. */
const MARKER = '// quire: bundled by scripts/bundle-dist.js';

/**
 * Packages loaded from node_modules as they are, never bundled, and why:
 * native or binary code, files read beside their own module, or their own bundle already.
 */
export const KEEP_EXTERNAL = new Map([
  ['esbuild', 'spawns its own binary'],
  ['libsql', 'native addon'],
  ['pagefind', 'spawns its own binary'],
  ['pg', 'optional native binding (pg-native) looked up at run time'],
  ['vite', 'already bundled; reads its own client files'],
  ['playwright-core', 'reads its own files and spawns browsers'],
  ['tailwindcss', 'reads its CSS files beside itself'],
  ['@tailwindcss/node', 'reads its CSS files beside itself'],
  ['@tailwindcss/oxide', 'native addon'],
  ['lightningcss', 'native addon'],
  ['mermaid', 'copied as a file into the site, never imported by Quire'],
  ['preact', 'one instance for the renderer, the hooks and compiled page code'],
  ['preact-render-to-string', 'shares the one preact instance'],
]);

const BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** The package name of a bare specifier (`@scope/name/sub` → `@scope/name`), or undefined for a path. */
function packageName(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('#')) return undefined;
  if (/^[a-z]+:/i.test(specifier) && !specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function listEntries(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const isQuireFile = (file) => file.startsWith(DIST + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`);

/**
 * Keeps Quire's own modules and the packages of KEEP_EXTERNAL external. An external package imported from inside
 * a bundled package must resolve to the same file from dist/ as from its importer (no nested other version).
 */
const externalsPlugin = {
  name: 'quire-externals',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData === 'checking') return undefined;
      if (BUILTINS.has(args.path)) return { path: args.path, external: true };
      const name = packageName(args.path);
      if (name === undefined) {
        // Relative imports between Quire's files stay as they are: the output files keep the input's paths.
        if (isQuireFile(args.importer)) return { path: args.path, external: true };
        return undefined;
      }
      if (name === 'jsonc-parser') return esmBuildOf(build, args);
      if (!KEEP_EXTERNAL.has(name)) return undefined;
      if (!isQuireFile(args.importer)) {
        const here = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: 'checking',
        });
        const fromDist = await build.resolve(args.path, { kind: args.kind, resolveDir: DIST, pluginData: 'checking' });
        if (here.path !== fromDist.path) {
          return {
            errors: [{ text: `external ${args.path} resolves to ${here.path} here but ${fromDist.path} from dist/` }],
          };
        }
      }
      return { path: args.path, external: true };
    });
  },
};

/**
 * jsonc-parser's `main` is a UMD build that passes `require` around as a value, out of esbuild's sight: its own
 * ES module build (`module`, lib/esm/), the same code, is bundled instead.
 */
async function esmBuildOf(build, args) {
  const resolved = await build.resolve(args.path, {
    kind: args.kind,
    resolveDir: args.resolveDir,
    pluginData: 'checking',
  });
  const esm = resolved.path.replace(
    `${path.sep}lib${path.sep}umd${path.sep}`,
    `${path.sep}lib${path.sep}esm${path.sep}`,
  );
  if (esm === resolved.path || !existsSync(esm))
    return { errors: [{ text: `no ES module build beside ${resolved.path}` }] };
  return { path: esm };
}

/**
 * Patterns in a bundled package that would break once its code moves into dist/chunks/: it locates files beside
 * itself, or uses CommonJS variables that an ES module does not have. Each one found fails the build, naming the
 * package, so that it is either checked harmless (listed in HARMLESS) or kept external.
 */
const LOCATING = /\b__dirname\b|\b__filename\b|import\.meta\.url|import\.meta\.resolve|require\.resolve\b/;

/** Package files checked by hand, and why the pattern found in them is harmless. */
const HARMLESS = new Map([
  ['node_modules/@mdx-js/mdx/lib/core.js', 'import.meta.url in a comment'],
  ['node_modules/@mdx-js/mdx/lib/plugin/recma-document.js', 'in a comment and an error message'],
  ['node_modules/@mdx-js/mdx/lib/util/resolve-evaluate-options.js', 'in a comment'],
  ['node_modules/@shikijs/langs/dist/coffee.mjs', '__filename inside a grammar regex'],
  ['node_modules/pino/lib/transport.js', 'pino transports only; fastify runs with `logger: false`'],
  ['node_modules/thread-stream/index.js', 'pino transports only; fastify runs with `logger: false`'],
]);

function bundledPackageFiles(metafile) {
  return Object.keys(metafile.inputs).filter((input) => input.includes('node_modules/'));
}

/** Bundles dist/ in place. Returns the number of entry points and chunks written. */
export async function bundleDist() {
  const entryPoints = ENTRY_DIRS.flatMap(listEntries);
  if (entryPoints.length === 0) throw new Error('quire: dist/ has no compiled files; run `tsc -p tsconfig.json` first');
  const already = entryPoints.find((file) => readFileSync(file, 'utf8').startsWith(MARKER));
  if (already)
    throw new Error(`quire: ${path.relative(root, already)} is bundled already; run \`tsc -p tsconfig.json\` first`);
  rmSync(path.join(DIST, CHUNK_DIR), { recursive: true, force: true });

  const { build } = await import('esbuild');
  const result = await build({
    entryPoints,
    outdir: DIST,
    outbase: DIST,
    allowOverwrite: true,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    chunkNames: `${CHUNK_DIR}/[name]-[hash]`,
    // Not minified, so stack traces keep the functions' names (esbuild renames only a top-level name that
    // collides in one file: `parse2`). No `keepNames`: it wraps every nested function in a `__name()` call
    // run at each creation, in micromark's per-character tokenizers too. No source maps: they slow the start.
    keepNames: false,
    minify: false,
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    write: false,
    plugins: [externalsPlugin, dependencyPatchesPlugin(root)],
  });

  const suspects = new Map();
  for (const input of bundledPackageFiles(result.metafile)) {
    if (HARMLESS.has(input)) continue;
    const text = readFileSync(path.join(root, input), 'utf8');
    const match = LOCATING.exec(text);
    if (match) suspects.set(input, match[0]);
  }
  if (suspects.size > 0) {
    const list = [...suspects].map(([file, what]) => `  ${file}: ${what}`).join('\n');
    throw new Error(`quire: bundled packages that locate files or use CommonJS variables:\n${list}`);
  }

  // `require` passed as a value (UMD wrappers) escapes the bundle: its relative requires fail at run time.
  const escaping = result.outputFiles.find((file) => /\(\s*__require\d*\s*[,)]|,\s*__require\d*\s*\)/.test(file.text));
  if (escaping)
    throw new Error(`quire: ${path.relative(root, escaping.path)} passes \`require\` around (a UMD build?)`);

  // CommonJS packages call `require` for Node's built-in modules: the chunk that holds esbuild's require shim gets
  // a real one.
  const requireLine =
    "import { createRequire as __quireCreateRequire } from 'node:module';\nconst require = __quireCreateRequire(import.meta.url);\n";
  let chunks = 0;
  for (const file of result.outputFiles) {
    const needsRequire = file.text.includes('typeof require !== "undefined"');
    mkdirSync(path.dirname(file.path), { recursive: true });
    writeFileSync(file.path, `${MARKER}\n${needsRequire ? requireLine : ''}${file.text}`);
    if (path.relative(DIST, file.path).startsWith(`${CHUNK_DIR}${path.sep}`)) chunks += 1;
  }
  return { entries: entryPoints.length, chunks };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.env.QUIRE_NO_BUNDLE) process.exit(0);
  const { entries, chunks } = await bundleDist();
  console.log(`quire: bundled dist/ (${entries} entry files, ${chunks} chunks)`);
}
