#!/usr/bin/env node
/**
 * Checks that the layers of Quire point one way (docs: DESIGN.md §2): every relative import in `src/**\/*.ts`
 * and `templates/**\/*.{ts,tsx}` goes from a layer to one below it, never up and never sideways, and the pipeline
 * reaches the theme through one door. Prints `file:line imports X (why)` for each offence and exits 1.
 *
 * Usage: `node scripts/check-layers.js` (from anywhere; it checks the repository it sits in).
 * The core (`checkLayers`) is pure and exported for the tests.
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * The layers, lowest first. A file may import its own layer and any layer on an earlier row; layers that
 * share a row are peers and may not import each other. Each `src/<folder>/` is the layer of that name;
 * `src/cli.ts` is `cli`, `src/index.ts` is `index`, and `templates/` is `theme`.
 *
 * The middle rows (config … mdx) follow the imports that exist, with no cycle: icons read config paths;
 * navigation reads config, content (page paths) and icons (IconRef); mdx reads content (frontmatter). openapi
 * and asyncapi load specs the content scan lists, and sit where navigation and mdx can use them.
 */
export const LAYERS = [
  ['util'],
  ['diagnostics'],
  ['config'],
  ['content'],
  ['openapi'],
  ['asyncapi'],
  ['icons'],
  ['navigation'],
  ['mdx'],
  ['site'],
  ['render'],
  ['theme'],
  ['build', 'dev', 'preview', 'server'],
  ['cli'],
  ['index'],
];

/** The theme's door: the only theme file the pipeline may import. */
export const THEME_INDEX = 'templates/default/index.ts';
/** The one pipeline file that imports {@link THEME_INDEX} (the `Theme` contract decides which; change it here). */
export const THEME_ENTRY = 'src/render/default-theme.ts';
/**
 * What the theme may import from `src/`: the page-data and theme contract, the shared helpers, the request
 * model of the playground and the islands' markers and module table (pure, browser-safe modules that the
 * browser bundles and the build share).
 */
export const THEME_MAY_IMPORT = [
  'src/render/page-data.ts',
  'src/render/theme.ts',
  'src/util/',
  'src/openapi/request/',
  'src/mdx/runtime/islands.ts',
  'src/mdx/runtime/module-loader.ts',
];

/**
 * Known offences, each an exact `from` → `to` pair, allowed until the work that removes them lands. An entry
 * that no longer matches any import is reported (as a note) so it can be deleted.
 */
export const ALLOWED_EXCEPTIONS = [];

/**
 * The layer of a repository-relative file (`src/site/routes.ts` → `site`); undefined outside `src/` and
 * `templates/`, and for a `src/` file whose folder is in no row of {@link LAYERS}.
 */
export function layerOf(file) {
  if (file.startsWith('templates/')) return 'theme';
  if (file === 'src/index.ts') return 'index';
  if (file === 'src/cli.ts') return 'cli';
  const folder = /^src\/([^/]+)\//.exec(file)?.[1];
  return folder && rankOf(folder) >= 0 ? folder : undefined;
}

function rankOf(layer) {
  return LAYERS.findIndex((row) => row.includes(layer));
}

/**
 * Every relative module specifier of a file, with its line: static imports and re-exports (`import type`
 * included: a type is a dependency too), dynamic `import()`, and `import('…')` types.
 */
export function listImports(file, text) {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  const add = (literal) => {
    if (!literal || !ts.isStringLiteralLike(literal) || !literal.text.startsWith('.')) return;
    found.push({
      specifier: literal.text,
      line: source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1,
    });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node.moduleReference.expression);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `../site/routes.js` from `src/render/x.ts` → `src/site/routes.ts` (the source file the import resolves to). */
export function resolveImport(from, specifier, files) {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  if (files.has(target)) return target;
  const stem = target.replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`]) {
    if (files.has(candidate)) return candidate;
  }
  return target.replace(/\.js$/, '.ts');
}

/** Why `from` may not import `to`, or undefined when it may. */
function offence(from, to) {
  const fromLayer = layerOf(from);
  const toLayer = layerOf(to);
  if (toLayer === undefined || fromLayer === undefined) return undefined;
  if (fromLayer === 'theme' && toLayer !== 'theme') {
    if (THEME_MAY_IMPORT.some((allowed) => (allowed.endsWith('/') ? to.startsWith(allowed) : to === allowed)))
      return undefined;
    return `layer theme may import only ${THEME_MAY_IMPORT.join(', ')}`;
  }
  if (toLayer === 'theme' && fromLayer !== 'theme') {
    if (to === THEME_INDEX && from === THEME_ENTRY) return undefined;
    return `the pipeline reaches the theme only through ${THEME_INDEX}, imported by ${THEME_ENTRY}`;
  }
  if (fromLayer === toLayer) return undefined;
  if (rankOf(toLayer) < rankOf(fromLayer)) return undefined;
  return `layer ${fromLayer} may not import layer ${toLayer}`;
}

/**
 * Checks a set of files (repository-relative posix paths → text). Returns each offence with its file and
 * line, the files that belong to no layer, and the exceptions that matched nothing.
 */
export function checkLayers(sources, exceptions = ALLOWED_EXCEPTIONS) {
  const files = new Set(sources.keys());
  const violations = [];
  const unlayered = [];
  const used = new Set();
  for (const [file, text] of sources) {
    if (layerOf(file) === undefined) {
      unlayered.push(file);
      continue;
    }
    for (const { specifier, line } of listImports(file, text)) {
      const target = resolveImport(file, specifier, files);
      const why = offence(file, target);
      if (!why) continue;
      const exception = exceptions.findIndex((e) => e.from === file && e.to === target);
      if (exception >= 0) {
        used.add(exception);
        continue;
      }
      violations.push({ file, line, specifier, target, message: `${file}:${line} imports ${specifier} (${why})` });
    }
  }
  const unusedExceptions = exceptions.filter((_, index) => !used.has(index));
  return { violations, unlayered, unusedExceptions };
}

/** The files the check covers: `src/**\/*.ts` and `templates/**\/*.{ts,tsx}` (declaration files left out). */
export function collectSources(root) {
  const sources = new Map();
  for (const [folder, pattern] of [
    ['src', /\.ts$/],
    ['templates', /\.tsx?$/],
  ]) {
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !pattern.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
      const absolute = path.join(entry.parentPath, entry.name);
      sources.set(path.relative(root, absolute).split(path.sep).join('/'), readFileSync(absolute, 'utf8'));
    }
  }
  return sources;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const sources = collectSources(root);
  const { violations, unlayered, unusedExceptions } = checkLayers(sources);
  for (const v of violations) console.error(v.message);
  for (const file of unlayered)
    console.error(`${file}: belongs to no layer (add its folder to LAYERS in scripts/check-layers.js)`);
  for (const e of unusedExceptions)
    console.log(
      `note: the exception ${e.from} → ${e.to} matches no import any more; remove it from ALLOWED_EXCEPTIONS`,
    );
  const problems = violations.length + unlayered.length;
  if (problems > 0) {
    console.error(
      `check-layers: ${problems} problem${problems === 1 ? '' : 's'} in ${sources.size} files (layers, lowest first: ${LAYERS.map((row) => row.join('/')).join(' < ')})`,
    );
    process.exit(1);
  }
  console.log(
    `check-layers: ${sources.size} files, every import points down (${ALLOWED_EXCEPTIONS.length - unusedExceptions.length} known exceptions)`,
  );
}

// Run as a script (not imported by the tests); the main module's URL is its real path, symlinks resolved.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) main();
