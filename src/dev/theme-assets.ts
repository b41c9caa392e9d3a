import { readFile } from 'node:fs/promises';
import { defaultTheme } from '../render/default-theme.js';

/**
 * Every client feature, so the dev server can serve any file a page asks for (KaTeX, mermaid, islands), and `dev`:
 * the in-place updater (`dev/*.js`), which builds leave out.
 */
const ALL_FEATURES: ReadonlySet<string> = new Set(['math', 'mermaid', 'islands', 'dev']);

export interface ThemeAssetFile {
  body: Buffer;
  contentType: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/**
 * Reads one theme file by its path under `_quire/` (`quire.css`, `layout/index.js`, `vendor/...`), the same list
 * the build writes. Looked up on every request, so edits to the theme show on reload; undefined when unknown.
 */
export async function readThemeAsset(assetPath: string): Promise<ThemeAssetFile | undefined> {
  const asset = defaultTheme.assets({ features: ALL_FEATURES }).find((candidate) => candidate.to === assetPath);
  if (!asset) return undefined;
  const body = 'content' in asset ? Buffer.from(asset.content) : await readFile(asset.from);
  const ext = assetPath.includes('.') ? assetPath.slice(assetPath.lastIndexOf('.')).toLowerCase() : '';
  return { body, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
}
