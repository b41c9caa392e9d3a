import { describe, expect, it } from 'vitest';
import { buildHeadTags } from '../../../src/render/head-tags.js';

const base = {
  siteName: 'Acme',
  title: 'Setup',
  url: '/guides/setup',
  pagePath: 'guides/setup',
  base: '/',
  frontmatter: {},
  noindex: false,
};

describe('buildHeadTags', () => {
  it('emits Open Graph and Twitter defaults', () => {
    expect(buildHeadTags({ ...base, description: 'How to set up' })).toEqual([
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="Acme">',
      '<meta property="og:title" content="Setup">',
      '<meta property="og:description" content="How to set up">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:title" content="Setup">',
      '<meta name="twitter:description" content="How to set up">',
    ]);
  });

  it('gives an image written as a path of the site its address, or its path under the base', () => {
    const image = (tags: string[], key: string) =>
      tags.find((tag) => tag.includes(`"${key}"`))?.replace(/.*content="([^"]*)".*/, '$1');
    const frontmatter = { 'og:image': '/images/og.png' };
    const addressed = buildHeadTags({
      ...base,
      base: '/docs/',
      frontmatter,
      seo: { metatags: { canonical: 'https://acme.dev' } },
    });
    expect(image(addressed, 'og:image')).toBe('https://acme.dev/docs/images/og.png');
    expect(image(addressed, 'twitter:image')).toBe('https://acme.dev/docs/images/og.png');
    const based = buildHeadTags({ ...base, base: '/docs/', frontmatter });
    expect(image(based, 'og:image')).toBe('/docs/images/og.png');
    // Addresses stay as written.
    const remote = buildHeadTags({
      ...base,
      base: '/docs/',
      frontmatter: { 'og:image': 'https://cdn.acme.dev/a.png' },
    });
    expect(image(remote, 'og:image')).toBe('https://cdn.acme.dev/a.png');
  });

  it('merges seo.metatags < seo.paths (longer wins) < frontmatter, and builds the canonical URL', () => {
    const tags = buildHeadTags({
      ...base,
      base: '/docs/',
      seo: {
        metatags: {
          canonical: 'https://acme.dev',
          'og:image': 'https://acme.dev/a.png',
          'google-site-verification': 'abc',
        },
        paths: [
          { path: 'guides/setup', metatags: { 'og:image': 'https://acme.dev/c.png' } },
          { path: 'guides', metatags: { 'og:image': 'https://acme.dev/b.png' } },
        ],
      },
      frontmatter: { 'twitter:site': '@acme', keywords: ['a', 'b'], sidebarTitle: 'ignored' },
    });
    expect(tags).toContain('<link rel="canonical" href="https://acme.dev/docs/guides/setup">');
    expect(tags).toContain('<meta property="og:url" content="https://acme.dev/docs/guides/setup">');
    expect(tags).toContain('<meta property="og:image" content="https://acme.dev/c.png">');
    expect(tags).toContain('<meta name="twitter:image" content="https://acme.dev/c.png">');
    expect(tags).toContain('<meta name="google-site-verification" content="abc">');
    expect(tags).toContain('<meta name="twitter:site" content="@acme">');
    expect(tags).toContain('<meta name="keywords" content="a, b">');
    expect(tags.join('')).not.toContain('sidebarTitle');
  });

  it('adds noindex for hidden and noindex pages, and escapes values', () => {
    const tags = buildHeadTags({ ...base, title: 'A "quoted" <title>', noindex: true });
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).toContain('<meta property="og:title" content="A &quot;quoted&quot; &lt;title&gt;">');
  });
});
