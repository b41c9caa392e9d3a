import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ThemeAsset, ThemeAssetOptions } from '../../src/render/theme.js';

/** Stylesheets that open and close `quire.css`; every other file in styles/ goes between them, by name. */
const STYLES_FIRST = ['base.css', 'layout.css', 'navbar.css', 'sidebar.css', 'content.css'];
const STYLES_LAST = ['themes.css', 'print.css', 'dev.css'];

/**
 * The package root (the folder holding package.json). The code runs from `templates/default/` in tests and from
 * `dist/templates/default/` once compiled, while static files always stay in `<root>/templates/default/`.
 */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'templates', 'default'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`quire: cannot find the package root above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/** Absolute path of the theme's own source folder (`<root>/templates/default`). */
export function themeDir(): string {
  return join(packageRoot(), 'templates', 'default');
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/**
 * The theme's stylesheets joined into one `quire.css` in cascade order (one request per page instead of eight);
 * each part keeps a banner comment naming its source file.
 */
export function composeStylesheet(stylesDir: string): string {
  const names = existsSync(stylesDir) ? readdirSync(stylesDir).filter((name) => name.endsWith('.css')) : [];
  const middle = names.filter((name) => !STYLES_FIRST.includes(name) && !STYLES_LAST.includes(name)).sort();
  const ordered = [...STYLES_FIRST, ...middle, ...STYLES_LAST].filter((name) => names.includes(name));
  return ordered.map((name) => `/* ${name} */\n${readFileSync(join(stylesDir, name), 'utf8').trim()}\n`).join('\n');
}

/**
 * Every static file the theme needs in the output, with its path under the `_quire/` folder: `quire.css`, the
 * client scripts (`layout/*.js`, `components/*.js`), KaTeX's CSS and fonts when a page uses math, and mermaid's
 * single-file bundle when a page has diagrams.
 */
export function themeAssets(options: ThemeAssetOptions): ThemeAsset[] {
  const root = themeDir();
  const assets: ThemeAsset[] = [{ to: 'quire.css', content: composeStylesheet(join(root, 'styles')) }];
  const clientDir = join(root, 'client');
  for (const file of listFiles(clientDir)) {
    const to = toPosix(relative(clientDir, file));
    // `dev/`: the dev server's in-place updater, which needs Vite's client: never part of a build.
    if (!to.startsWith('dev/') || options.features.has('dev')) assets.push({ from: file, to });
  }

  const require = createRequire(import.meta.url);
  if (options.features.has('math') || options.features.has('katex')) {
    const katexDist = dirname(require.resolve('katex/dist/katex.min.css'));
    assets.push({ from: join(katexDist, 'katex.min.css'), to: 'vendor/katex/katex.min.css' });
    for (const font of listFiles(join(katexDist, 'fonts'))) {
      assets.push({ from: font, to: `vendor/katex/fonts/${toPosix(relative(join(katexDist, 'fonts'), font))}` });
    }
  }
  // The playground island, built once with the package (scripts/build-island.js), not per site.
  const island = join(packageRoot(), 'dist', 'island', 'playground.js');
  if (existsSync(island)) assets.push({ from: island, to: 'playground.js' });
  // The script of pages' interactive components, on sites that have some.
  const islands = join(packageRoot(), 'dist', 'island', 'islands.js');
  if (options.features.has('islands') && existsSync(islands)) assets.push({ from: islands, to: 'islands.js' });
  if (options.features.has('mermaid')) {
    assets.push({ from: require.resolve('mermaid/dist/mermaid.min.js'), to: 'vendor/mermaid.min.js' });
  }
  return assets;
}
