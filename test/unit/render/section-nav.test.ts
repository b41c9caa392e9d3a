// A large section's pages hold a window on its sidebar and name one shared navigation file, rendered once with
// every page of the section; the page weighs no more than one of a small section.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite } from '../../../src/render/open-site.js';
import { renderRoute } from '../../../src/render/render-route.js';
import { renderSharedFile } from '../../../src/render/shared-files.js';
import { invalidateFiles } from '../../../src/site/invalidate-files.js';
import type { SiteContext } from '../../../src/site/site-context.js';

let root: string;

/** A one-section site shaped like `npm run bench`'s: at most 20 groups, each with a nested half. */
async function writeSite(name: string, pageCount: number): Promise<string> {
  const dir = path.join(root, name);
  const groupCount = Math.min(20, Math.ceil(pageCount / 10));
  const groups = Array.from({ length: groupCount }, () => [] as string[]);
  await mkdir(dir, { recursive: true });
  for (let i = 0; i < pageCount; i++) {
    const g = i % groupCount;
    const page = `g${g}/p${groups[g]!.length}`;
    groups[g]!.push(page);
    await mkdir(path.join(dir, `g${g}`), { recursive: true });
    await writeFile(path.join(dir, `${page}.mdx`), `---\ntitle: Page ${page}\n---\n\nThe same text on every page.\n`);
  }
  const navigation = {
    groups: groups.map((pages, g) => {
      const half = Math.ceil(pages.length / 2);
      return { group: `Group ${g}`, pages: [...pages.slice(0, half), { group: 'More', pages: pages.slice(half) }] };
    }),
  };
  await writeFile(
    path.join(dir, 'docs.json'),
    JSON.stringify({ theme: 'mint', name: 'Size', colors: { primary: '#4F46E5' }, navigation }),
  );
  return dir;
}

async function open(dir: string, base = '/'): Promise<SiteContext> {
  const { site, diagnostics } = await openSite({ dir, dev: false, base });
  expect(diagnostics).toEqual([]);
  return site!;
}

let small: SiteContext;
let large: SiteContext;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'quire-section-nav-'));
  small = await open(await writeSite('small', 100));
  large = await open(await writeSite('large', 5000), '/docs/');
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('shared navigation of a large section', () => {
  it('inlines a small section and names no shared file', async () => {
    const page = await renderRoute(small, '/g7/p8');
    expect(page.html).not.toContain('/_quire/nav/');
    expect(page.fragments ?? []).toEqual([]);
    expect(page.html.match(/class="q-nav-link/g)).toHaveLength(100);
  });

  it('keeps a page at 5,000 pages in one section no bigger than at 100 pages', async () => {
    const smallPage = await renderRoute(small, '/g7/p8');
    const largePage = await renderRoute(large, '/g17/p200');
    // The same content and chrome; only the sidebar could grow, and it must not.
    expect(largePage.html.length).toBeLessThanOrEqual(smallPage.html.length);
  });

  it('names one content-hashed file per section, which holds every page of it and marks none', async () => {
    const first = await renderRoute(large, '/g17/p200');
    const second = await renderRoute(large, '/g2/p3');
    const url = first.fragments?.find((u) => u.startsWith('/_quire/nav/'));
    expect(url).toMatch(/^\/_quire\/nav\/[0-9a-f]{16}\.html$/);
    expect(second.fragments).toContain(url);
    expect(first.html).toContain(`data-src="/docs${url}"`);
    expect(first.html).toContain('data-current="/docs/g17/p200"');
    const file = renderSharedFile(large, url!)!.html;
    expect(file.match(/class="q-nav-link/g)).toHaveLength(5000);
    expect(file).toContain('href="/docs/g19/p249"');
    expect(file).not.toContain('aria-current');
    expect(file).not.toContain('q-nav-gap');
    expect(renderSharedFile(large, '/_quire/nav/0000000000000000.html')).toBeUndefined();
  });

  it('names a new file when a title in the section changes in dev', async () => {
    const dir = await writeSite('edited', 300);
    const { site } = await openSite({ dir, dev: true });
    const before = (await renderRoute(site!, '/g3/p4')).fragments?.[0];
    await writeFile(path.join(dir, 'g5/p1.mdx'), '---\ntitle: Renamed page\n---\n\nText.\n');
    await invalidateFiles(site!, ['g5/p1.mdx']);
    const after = (await renderRoute(site!, '/g3/p4')).fragments?.[0];
    expect(after).toMatch(/^\/_quire\/nav\//);
    expect(after).not.toBe(before);
    expect(renderSharedFile(site!, after!)?.html).toContain('Renamed page');
    expect(renderSharedFile(site!, before!)).toBeUndefined();
  });
});
