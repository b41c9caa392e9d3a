import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ThemeAsset } from '../../../src/render/theme.js';
import { themeAssets } from '../../../templates/default/assets.js';

function byPath(assets: ThemeAsset[]): Map<string, ThemeAsset> {
  return new Map(assets.map((asset) => [asset.to, asset]));
}

describe('themeAssets', () => {
  it("leaves the dev server's in-place updater out of builds, and lists it for the dev server", () => {
    const built = [...byPath(themeAssets({ features: new Set(['math', 'mermaid']) })).keys()];
    expect(built).toContain('layout/index.js');
    expect(built.filter((to) => to.startsWith('dev/'))).toEqual([]);
    const dev = [...byPath(themeAssets({ features: new Set(['dev']) })).keys()];
    expect(dev).toEqual(expect.arrayContaining(['dev/update.js', 'dev/update-plan.js']));
  });

  it('joins the stylesheets into quire.css in cascade order', () => {
    const css = byPath(themeAssets({ features: new Set() })).get('quire.css');
    expect(css && 'content' in css).toBe(true);
    const content = (css as { content: string }).content;
    const order = [
      '/* base.css */',
      '/* layout.css */',
      '/* navbar.css */',
      '/* sidebar.css */',
      '/* content.css */',
      '/* themes.css */',
      '/* print.css */',
    ];
    const positions = order.map((marker) => content.indexOf(marker));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Component styles (another file in styles/) land between the layout and the theme overrides.
    if (content.includes('/* components.css */')) {
      expect(content.indexOf('/* components.css */')).toBeGreaterThan(content.indexOf('/* content.css */'));
      expect(content.indexOf('/* components.css */')).toBeLessThan(content.indexOf('/* themes.css */'));
    }
    expect(content).toContain('--q-primary');
  });

  it('lists the layout client scripts from files that exist', () => {
    const assets = themeAssets({ features: new Set() });
    const map = byPath(assets);
    for (const name of [
      'index',
      'theme-toggle',
      'mobile-menu',
      'banner',
      'toc-spy',
      'side-panel',
      'sidebar',
      'heading-anchors',
      'menus',
    ]) {
      const asset = map.get(`layout/${name}.js`);
      expect(asset, name).toBeDefined();
      expect('from' in asset! && existsSync(asset.from)).toBe(true);
    }
    expect(assets.some((a) => a.to.startsWith('vendor/'))).toBe(false);
  });

  it('adds KaTeX CSS and fonts only with math, mermaid only with diagrams', () => {
    const math = byPath(themeAssets({ features: new Set(['math']) }));
    const css = math.get('vendor/katex/katex.min.css');
    expect(css && 'from' in css && existsSync(css.from)).toBe(true);
    expect([...math.keys()].some((to) => /^vendor\/katex\/fonts\/KaTeX_Main-Regular\.woff2$/.test(to))).toBe(true);
    expect(math.has('vendor/mermaid.min.js')).toBe(false);

    const mermaid = byPath(themeAssets({ features: new Set(['mermaid']) }));
    const bundle = mermaid.get('vendor/mermaid.min.js');
    expect(bundle && 'from' in bundle && bundle.from.endsWith('mermaid/dist/mermaid.min.js')).toBe(true);
    expect(mermaid.has('vendor/katex/katex.min.css')).toBe(false);
  });
});
