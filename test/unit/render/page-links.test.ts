// Links in pages read as on the hosted platform: `.md`/`.mdx` extensions dropped, `./` and `../` links resolved
// from the page's file (an index page's own folder), anchors and queries kept, the base path put in front;
// external links, `/llms.txt` and code blocks left as written.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite } from '../../../src/render/open-site.js';
import { renderRoute } from '../../../src/render/render-route.js';
import type { SiteContext } from '../../../src/site/site-context.js';

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

const FILES: Record<string, string> = {
  'index.mdx': page('Home', '[a](./guides/a.mdx) [b](guides/build/b.md#h)'),
  'guides/index.mdx': page(
    'Guides',
    [
      '[rel](./a.mdx#sec) [up](../index.mdx) [query](./a?x=1#z) [llms](/llms.txt) [ext](https://x.dev/a.mdx)',
      '',
      'Inline `<a href="./a.mdx">x</a>` code.',
      '',
      '```',
      '<a href="./a.mdx">plain</a>',
      '```',
      '',
      '```html',
      '<img src="/logo.png" />',
      '```',
      '',
      '<Card title="Card" href="./build/b.mdx#h">card</Card>',
    ].join('\n'),
  ),
  'guides/a.mdx': page('A', '[b](./build/b) [index](./index.mdx) [sibling](c.mdx) [abs](/guides/build/b.mdx#h)'),
  'guides/c.mdx': page('C', 'C'),
  'guides/build/b.mdx': page('B', '## H\n\n[back](../a.md) [home](../../index.md)'),
  'build/out.mdx': page('Out', 'build output at the root'),
};

let root: string;
let site: SiteContext;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'quire-links-'));
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  const docs = {
    theme: 'mint',
    name: 'Links',
    colors: { primary: '#4F46E5' },
    navigation: {
      global: { anchors: [{ anchor: 'Anchor', href: '/guides/a.mdx#from-anchor' }] },
      pages: ['index', 'guides/index', 'guides/a', 'guides/c', 'guides/build/b'],
    },
    navbar: { links: [{ label: 'Navbar', href: '/guides/c.mdx?from=navbar' }] },
    footer: { links: [{ header: 'More', items: [{ label: 'Footer', href: '/guides/build/b.md#h' }] }] },
    banner: { content: 'See [the guides](/guides/index.mdx#b).' },
  };
  await writeFile(path.join(root, 'docs.json'), JSON.stringify(docs));
  site = (await openSite({ dir: root, dev: false, base: '/docs/' })).site!;
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The hrefs of the page's content (not of the navigation around it), in order. */
async function contentLinks(url: string): Promise<string[]> {
  const { html, status } = await renderRoute(site, url);
  expect(status).toBe(200);
  const content = html.slice(html.indexOf('mdx-content'));
  return [...content.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => m[1]!).filter((href) => !href.startsWith('#'));
}

describe('links in pages', () => {
  it('drop .md/.mdx and resolve from the home page', async () => {
    expect((await contentLinks('/')).slice(0, 2)).toEqual(['/docs/guides/a', '/docs/guides/build/b#h']);
  });

  it('resolve ./ and ../ from an index page into its own folder, keeping anchors and queries', async () => {
    const links = await contentLinks('/guides');
    expect(links.slice(0, 6)).toEqual([
      '/docs/guides/a#sec',
      '/docs/',
      '/docs/guides/a?x=1#z',
      '/docs/llms.txt',
      'https://x.dev/a.mdx',
      '/docs/guides/build/b#h',
    ]);
  });

  it('resolve from a nested page, with or without ./ and an extension', async () => {
    expect((await contentLinks('/guides/a')).slice(0, 4)).toEqual([
      '/docs/guides/build/b',
      '/docs/guides',
      '/docs/guides/c',
      '/docs/guides/build/b#h',
    ]);
    expect((await contentLinks('/guides/build/b')).slice(0, 2)).toEqual(['/docs/guides/a', '/docs/']);
  });

  it('leave code blocks and inline code as written', async () => {
    const { html } = await renderRoute(site, '/guides');
    expect(html).toContain('&#x3C;a href="./a.mdx">plain&#x3C;/a>');
    expect(html).not.toContain('href="/docs/guides/a">plain');
    expect(html).toContain('<code>&lt;a href=&quot;./a.mdx&quot;>x&lt;/a></code>');
    expect(html).not.toContain('/docs/logo.png');
  });

  it('in the navbar, footer, banner and global anchors of docs.json are read the same way', async () => {
    const { html } = await renderRoute(site, '/guides/c');
    for (const href of [
      '/docs/guides/c?from=navbar',
      '/docs/guides/build/b#h',
      '/docs/guides#b',
      '/docs/guides/a#from-anchor',
    ])
      expect(html).toContain(`href="${href}"`);
    expect(html).not.toMatch(/href="[^"]*\.mdx?[#?"]/);
  });

  it('build a nested folder named build, not the root one', async () => {
    expect((await renderRoute(site, '/guides/build/b')).status).toBe(200);
    expect((await renderRoute(site, '/build/out')).status).toBe(404);
  });
});
