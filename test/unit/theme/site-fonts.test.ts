import { describe, expect, it } from 'vitest';
import type { DocsConfig } from '../../../src/config/schema/index.js';
import { buildSiteChrome } from '../../../src/render/site-chrome.js';
import { siteStyles } from '../../../templates/default/layout/head-styles.js';

function chrome(fonts: unknown, base = '/') {
  const config = {
    theme: 'mint',
    name: 'X',
    colors: { primary: '#123456' },
    navigation: { pages: ['index'] },
    fonts,
  } as unknown as DocsConfig;
  return buildSiteChrome({ config, base, styles: [], scripts: [] });
}

describe('fonts (docs.json fonts)', () => {
  it('a local source becomes @font-face on the copied file, with the base path', () => {
    const site = chrome({ family: 'Brand', source: '/fonts/brand.woff2', format: 'woff2', weight: 600 }, '/docs/');
    expect(site.fonts?.body?.source).toBe('/docs/fonts/brand.woff2');
    const css = siteStyles(site);
    expect(css).toContain(
      '@font-face{font-family:"Brand";src:url("/docs/fonts/brand.woff2") format("woff2");font-weight:600;font-display:swap}',
    );
    expect(css).toContain('--q-site-font-sans:"Brand", var(--q-font-system)');
  });

  it('a family name alone falls back to system fonts and fetches nothing', () => {
    const css = siteStyles(chrome({ heading: { family: 'Inter' }, body: { family: 'Source Sans 3' } }));
    expect(css).toContain('--q-site-font-heading:"Inter", var(--q-font-system)');
    expect(css).toContain('--q-site-font-sans:"Source Sans 3", var(--q-font-system)');
    expect(css).not.toContain('@font-face');
    expect(css).not.toMatch(/https?:|@import/);
  });

  it('a remote source stays as written', () => {
    expect(
      chrome({ family: 'Remote', source: 'https://cdn.example.com/r.woff2', format: 'woff2' }).fonts?.body?.source,
    ).toBe('https://cdn.example.com/r.woff2');
  });
});
