import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap, sitemapUrls } from '../../../src/render/sitemap.js';
import { urlToOutputFile } from '../../../src/site/output-path.js';

const pages = [
  { url: '/', inNavigation: true },
  { url: '/guide', inNavigation: true },
  { url: '/orphan', inNavigation: false },
  { url: '/secret', inNavigation: true, hidden: true },
  { url: '/listed-noindex', inNavigation: true, noindex: true },
];

describe('sitemap', () => {
  it('lists navigable pages, or all indexable ones with seo.indexing: all (§2.3)', () => {
    expect(sitemapUrls(pages)).toEqual(['/', '/guide']);
    expect(sitemapUrls(pages, 'all')).toEqual(['/', '/guide', '/orphan']);
  });

  it('uses absolute URLs when the site gives its address, base paths otherwise', () => {
    expect(renderSitemap(['/', '/guide'], { base: '/docs/', canonical: 'https://acme.dev' })).toContain(
      '<loc>https://acme.dev/docs/guide</loc>',
    );
    expect(renderSitemap(['/', '/guide'], { base: '/docs/', canonical: 'https://acme.dev/docs' })).toContain(
      '<loc>https://acme.dev/docs/guide</loc>',
    );
    expect(renderSitemap(['/guide'], { base: '/docs/' })).toContain('<loc>/docs/guide</loc>');
    expect(renderRobots({ base: '/', canonical: 'https://acme.dev' })).toContain(
      'Sitemap: https://acme.dev/sitemap.xml',
    );
    expect(renderRobots({ base: '/' })).not.toContain('Sitemap:');
  });

  it('writes pages as folder indexes', () => {
    expect(urlToOutputFile('/')).toBe('index.html');
    expect(urlToOutputFile('/guides/setup')).toBe('guides/setup/index.html');
    expect(urlToOutputFile('/caf%C3%A9')).toBe('café/index.html');
  });
});
