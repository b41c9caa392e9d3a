// The root of a site (and of each version and language) serves its first page when no page lives there, as the
// hosted platform does; a page that lives there wins. The 404 page never redirects to a missing home.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite } from '../../../src/render/open-site.js';
import { renderNotFound, renderRoute } from '../../../src/render/render-route.js';
import type { SiteContext } from '../../../src/site/site-context.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'quire-roots-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function site(
  name: string,
  files: Record<string, string>,
  docsJson: { navigation: unknown; [key: string]: unknown },
): Promise<SiteContext> {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  const docs = { theme: 'mint', name, colors: { primary: '#4F46E5' }, ...docsJson };
  await writeFile(path.join(dir, 'docs.json'), JSON.stringify(docs));
  const opened = await openSite({ dir, dev: false, base: '/docs/' });
  return opened.site!;
}

const page = (title: string) => `---\ntitle: ${title}\n---\n\nText of ${title}.\n`;

describe('root pages', () => {
  it('serves the first page of the navigation at the root when there is no index page', async () => {
    const s = await site(
      'plain',
      { 'quickstart.mdx': page('Quickstart'), 'guide.mdx': page('Guide') },
      { navigation: { pages: ['quickstart', 'guide'] } },
    );
    expect([...s.state.aliases]).toEqual([['/', '/quickstart']]);
    const home = await renderRoute(s, '/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<title>Quickstart - plain</title>');
    expect(home.html).toContain('<link rel="canonical" href="/docs/quickstart">');
    // The sidebar marks the page shown.
    expect(home.html).toContain('<a href="/docs/quickstart" aria-current="page" class="q-nav-link q-active">');
  });

  it('leaves the root to an index page when there is one', async () => {
    const s = await site(
      'indexed',
      { 'index.mdx': page('Welcome'), 'quickstart.mdx': page('Quickstart') },
      { navigation: { pages: ['quickstart', 'index'] } },
    );
    expect(s.state.aliases.size).toBe(0);
    expect((await renderRoute(s, '/')).html).toContain('<title>Welcome - indexed</title>');
  });

  it('serves each version and language its first page at its root', async () => {
    const s = await site(
      'divisions',
      {
        'v2/start.mdx': page('V2 start'),
        'v2/more/deep.mdx': page('V2 deep'),
        'v1/begin.mdx': page('V1 begin'),
        'es/inicio.mdx': page('Inicio'),
        'es/guias/uno.mdx': page('Uno'),
      },
      {
        navigation: {
          languages: [
            {
              language: 'en',
              versions: [
                { version: 'v2', pages: ['v2/start', 'v2/more/deep'] },
                { version: 'v1', pages: ['v1/begin'] },
              ],
            },
            { language: 'es', pages: ['es/inicio', 'es/guias/uno'] },
          ],
        },
      },
    );
    expect(Object.fromEntries(s.state.aliases)).toEqual({
      '/': '/v2/start',
      '/v2': '/v2/start',
      '/v1': '/v1/begin',
      '/es': '/es/inicio',
    });
    expect((await renderRoute(s, '/es/')).html).toContain('<title>Inicio - divisions</title>');
    expect((await renderRoute(s, '/v1')).html).toContain('<link rel="canonical" href="/docs/v1/begin">');
  });

  it('redirects the 404 page home by default (errors.404.redirect defaults to true), not when it is false', async () => {
    const byDefault = await site('redirect-default', { 'a.mdx': page('A') }, { navigation: { pages: ['a'] } });
    expect((await renderNotFound(byDefault)).html).toContain('<meta http-equiv="refresh" content="0; url=/docs/">');
    const off = await site(
      'redirect-off',
      { 'a.mdx': page('A') },
      { navigation: { pages: ['a'] }, errors: { '404': { redirect: false } } },
    );
    expect((await renderNotFound(off)).html).not.toContain('http-equiv="refresh"');
  });

  it('redirects the 404 page home only when the home exists', async () => {
    const withHome = await site(
      'redirect',
      { 'a.mdx': page('A') },
      { navigation: { pages: ['a'] }, errors: { '404': { redirect: true } } },
    );
    expect((await renderNotFound(withHome)).html).toContain('<meta http-equiv="refresh" content="0; url=/docs/">');
    const noHome = await site(
      'redirect-none',
      { 'hidden.mdx': page('Hidden') },
      { navigation: { pages: [] }, errors: { '404': { redirect: true } } },
    );
    expect((await renderNotFound(noHome)).html).not.toContain('http-equiv="refresh"');
  });

  it('ends every link to a page with / under seo.trailingSlash: sidebar, pagination and content', async () => {
    const s = await site(
      'trailing',
      { 'a.mdx': `${page('A')}\n[to b](/b#x) and [a file](/logo.png)\n`, 'b.mdx': page('B'), 'logo.png': 'x' },
      { navigation: { pages: ['a', 'b'] }, seo: { trailingSlash: true } },
    );
    const html = (await renderRoute(s, '/a')).html;
    expect(html).toContain('<a href="/docs/b/#x">to b</a>');
    expect(html).toContain('href="/docs/logo.png"');
    expect(html).not.toMatch(/href="\/docs\/[ab]"/);
    expect(html).toMatch(/id="pagination"[\s\S]*href="\/docs\/b\/"/);
  });

  it('gives every indexed page its JSON-LD graph, addresses absolute when the site says where it lives; none on noindex', async () => {
    const s = await site(
      'json-ld',
      { 'guides/a.mdx': page('A'), 'b.mdx': '---\ntitle: B\nnoindex: true\n---\n\nB.\n' },
      {
        navigation: { groups: [{ group: 'Guides', pages: ['guides/a', 'b'] }] },
        seo: {
          metatags: { canonical: 'https://docs.example.com' },
          organization: { name: 'Example Inc', sameAs: ['https://github.com/example'] },
        },
      },
    );
    const html = (await renderRoute(s, '/guides/a')).html;
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const graph = JSON.parse(script!)['@graph'] as Record<string, unknown>[];
    expect(graph.map((node) => node['@type'])).toEqual([
      'Organization',
      'WebSite',
      'WebPage',
      'BreadcrumbList',
      'TechArticle',
    ]);
    expect(graph[0]).toMatchObject({
      name: 'Example Inc',
      url: 'https://docs.example.com/docs/',
      sameAs: ['https://github.com/example'],
    });
    expect(graph[2]).toMatchObject({ '@id': 'https://docs.example.com/docs/guides/a', name: 'A' });
    expect((graph[3]!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Guides', 'A']);
    expect((await renderRoute(s, '/b')).html).not.toContain('application/ld+json');
  });

  it('sends readers of a page who arrive with a redirected #fragment on', async () => {
    const s = await site(
      'fragments',
      { 'a.mdx': page('A'), 'b.mdx': page('B') },
      { navigation: { pages: ['a', 'b'] }, redirects: [{ source: '/a#old-section', destination: '/b' }] },
    );
    const html = (await renderRoute(s, '/a')).html;
    expect(html).toContain('var m={"old-section":"/docs/b"}');
    expect((await renderRoute(s, '/b')).html).not.toContain('old-section');
  });
});
