import { mapLimit } from '../util/map-limit.js';
import path from 'node:path';
import { defaultTheme } from '../render/default-theme.js';
import type { ContentIndex } from '../content/types.js';
import type { OutputWriter } from './output-writer.js';

/** Copies the project's static files, stylesheets and scripts to the same paths in the output. */
export async function copySiteFiles(
  writer: OutputWriter,
  content: ContentIndex,
  specFiles: readonly string[] = [],
): Promise<number> {
  // The specs the site uses are published at their path too, as the hosted platform does (§5.1): readers
  // download them, and tools point at them.
  const files = [...new Set([...content.assets, ...content.styles, ...content.scripts, ...specFiles])];
  await mapLimit(files, 32, (file) => writer.copy(path.join(content.root, file), file));
  return files.length;
}

/** Writes the theme's client files under `_quire/`, with vendor files only for features some page uses. */
export async function copyThemeAssets(writer: OutputWriter, features: ReadonlySet<string>): Promise<number> {
  const assets = defaultTheme.assets({ features });
  await mapLimit(assets, 32, (asset) =>
    'from' in asset ? writer.copy(asset.from, `_quire/${asset.to}`) : writer.write(`_quire/${asset.to}`, asset.content),
  );
  return assets.length;
}
