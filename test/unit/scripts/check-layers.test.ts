import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkLayers,
  collectSources,
  layerOf,
  THEME_ENTRY,
  type LayerCheck,
  type LayerException,
} from '../../../scripts/check-layers.js';

const check = (files: Record<string, string>, exceptions: LayerException[] = []): LayerCheck =>
  checkLayers(new Map(Object.entries(files)), exceptions);
const messages = (result: LayerCheck): string[] => result.violations.map((v) => v.message);

describe('check-layers', () => {
  it('maps files to layers', () => {
    expect(layerOf('src/site/routes.ts')).toBe('site');
    expect(layerOf('src/mdx/parse/page-parser.ts')).toBe('mdx');
    expect(layerOf('src/cli.ts')).toBe('cli');
    expect(layerOf('src/index.ts')).toBe('index');
    expect(layerOf('templates/default/layout/toc.tsx')).toBe('theme');
    expect(layerOf('src/unknown/x.ts')).toBeUndefined();
  });

  it('passes imports that point down, and imports inside a layer', () => {
    const result = check({
      'src/render/render-route.ts': "import { a } from '../site/routes.js';\nimport { b } from './page-data.js';\n",
      'src/render/page-data.ts': "export type { TocItem } from '../mdx/types.js';\n",
      'src/site/routes.ts': "import type { Diagnostic } from '../diagnostics/diagnostic.js';\n",
      'src/mdx/types.ts': '',
      'src/diagnostics/diagnostic.ts': '',
    });
    expect(result).toEqual({ violations: [], unlayered: [], unusedExceptions: [] });
  });

  it('fails a lower layer importing a higher one, with the file and line', () => {
    const result = check({
      'src/site/routes.ts':
        "import path from 'node:path';\n\nimport type { PageData } from '../render/page-data.js';\n",
      'src/render/page-data.ts': '',
    });
    expect(messages(result)).toEqual([
      'src/site/routes.ts:3 imports ../render/page-data.js (layer site may not import layer render)',
    ]);
    expect(result.violations[0]).toMatchObject({ file: 'src/site/routes.ts', line: 3 });
  });

  it('sees re-exports, dynamic imports and import() types, and ignores specifiers in strings and comments', () => {
    const result = check({
      'src/navigation/types.ts': [
        "export { x } from '../site/a.js';",
        "const m = await import('../build/b.js');",
        "type T = typeof import('../render/c.js').c;",
        "// import { d } from '../cli.js';",
        'const s = "import \'../cli.js\'";',
      ].join('\n'),
      'src/site/a.ts': '',
      'src/build/b.ts': '',
      'src/render/c.ts': '',
    });
    expect(result.violations.map((v) => v.line)).toEqual([1, 2, 3]);
  });

  it('fails peers importing each other (dev may not import build)', () => {
    const result = check({
      'src/dev/dev-session.ts': "import { x } from '../build/redirects.js';\n",
      'src/build/redirects.ts': '',
    });
    expect(messages(result)).toEqual([
      'src/dev/dev-session.ts:1 imports ../build/redirects.js (layer dev may not import layer build)',
    ]);
  });

  it('lets the theme import only the page-data and theme contract, util, the request model and the islands markers', () => {
    const result = check({
      'templates/default/layout/toc.tsx': [
        "import type { TocItem } from '../../../src/render/page-data.js';",
        "import { withBase } from '../../../src/util/base-path.js';",
        "import { buildHttpRequest } from '../../../src/openapi/request/build-request.js';",
        "import { hash } from '../../../src/site/content-hash.js';",
        "import { UiIcon } from './ui-icons.js';",
        "import { ISLAND_ELEMENT } from '../../../src/mdx/runtime/islands.js';",
        "import { renderCompiledPage } from '../../../src/mdx/runtime/render-compiled-page.js';",
      ].join('\n'),
      'templates/default/layout/ui-icons.tsx': '',
      'src/render/page-data.ts': '',
      'src/util/base-path.ts': '',
      'src/openapi/request/build-request.ts': '',
      'src/site/content-hash.ts': '',
      'src/mdx/runtime/islands.ts': '',
      'src/mdx/runtime/render-compiled-page.ts': '',
    });
    const allowed =
      'src/render/page-data.ts, src/render/theme.ts, src/util/, src/openapi/request/, src/mdx/runtime/islands.ts, src/mdx/runtime/module-loader.ts';
    expect(messages(result)).toEqual([
      `templates/default/layout/toc.tsx:4 imports ../../../src/site/content-hash.js (layer theme may import only ${allowed})`,
      `templates/default/layout/toc.tsx:7 imports ../../../src/mdx/runtime/render-compiled-page.js (layer theme may import only ${allowed})`,
    ]);
  });

  it('lets the pipeline reach the theme only through its index, from one file; exceptions are explicit', () => {
    const files = {
      [THEME_ENTRY]: "import { theme } from '../../templates/default/index.js';\n",
      'src/build/copy-assets.ts': "import { themeAssets } from '../../templates/default/index.js';\n",
      'src/render/page-body.ts': "import { createComponents } from '../../templates/default/components/index.js';\n",
      'templates/default/index.ts': '',
      'templates/default/components/index.ts': '',
    };
    expect(messages(check(files))).toEqual([
      'src/build/copy-assets.ts:1 imports ../../templates/default/index.js (the pipeline reaches the theme only through templates/default/index.ts, imported by src/render/default-theme.ts)',
      'src/render/page-body.ts:1 imports ../../templates/default/components/index.js (the pipeline reaches the theme only through templates/default/index.ts, imported by src/render/default-theme.ts)',
    ]);
    const stale = { from: 'src/dev/theme-assets.ts', to: 'templates/default/assets.ts' };
    const allowed = check(files, [
      { from: 'src/build/copy-assets.ts', to: 'templates/default/index.ts' },
      { from: 'src/render/page-body.ts', to: 'templates/default/components/index.ts' },
      stale,
    ]);
    expect(allowed.violations).toEqual([]);
    expect(allowed.unusedExceptions).toEqual([stale]);
  });

  it('reports files in folders that belong to no layer', () => {
    expect(check({ 'src/extras/x.ts': '' }).unlayered).toEqual(['src/extras/x.ts']);
  });

  it('passes on this repository', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const result = checkLayers(collectSources(root));
    expect(messages(result)).toEqual([]);
    expect(result.unlayered).toEqual([]);
  });
});
