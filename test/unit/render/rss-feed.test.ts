import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/build.js';

const CHANGELOG = `---
title: Changelog
description: What changed & when
rss: true
---

<Update label="March 2025" description="v2.0">
  Big **release** with new things.
</Update>

<Update label="February 2025" rss={{ title: "Feb <update>", description: "Custom feed text" }}>
  Small fixes.
</Update>

<Update label="January 2025">
  First entry text.
</Update>
`;

const NO_RSS = `---
title: Other
---

<Update label="Only entry">Text.</Update>
`;

let work: string;

async function makeSite(name: string, docs: Record<string, unknown>): Promise<string> {
  const dir = path.join(work, name);
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'docs.json'),
    JSON.stringify({
      theme: 'mint',
      name: 'Acme Docs',
      colors: { primary: '#0D9373' },
      navigation: { pages: ['index', 'changelog', 'other'] },
      ...docs,
    }),
  );
  await writeFile(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
  await writeFile(path.join(dir, 'changelog.mdx'), CHANGELOG);
  await writeFile(path.join(dir, 'other.mdx'), NO_RSS);
  return dir;
}

const read = (dir: string, file: string): Promise<string> => readFile(path.join(dir, 'dist', file), 'utf8');

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-rss-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('changelog RSS feed', () => {
  it('writes <page>/rss.xml with one item per Update, in page order, and links it from the page head', async () => {
    const site = await makeSite('relative', {});
    const result = await buildSite({ dir: site, workers: 0, cache: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);

    const xml = await read(site, 'changelog/rss.xml');
    expect(xml).toContain('<rss version="2.0">');
    expect(xml).toContain('<title>Changelog - Acme Docs</title>');
    expect(xml).toContain('<link>/changelog</link>');
    expect(xml).toContain('<description>What changed &amp; when</description>');
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1] ?? '');
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('<title>March 2025</title>');
    expect(items[0]).toContain('<description>v2.0</description>');
    expect(items[0]).toContain('<link>/changelog#march-2025</link>');
    expect(items[0]).toContain('<guid isPermaLink="false">/changelog#march-2025</guid>');
    expect(items[1]).toContain('<title>Feb &lt;update&gt;</title>');
    expect(items[1]).toContain('<description>Custom feed text</description>');
    expect(items[2]).toContain('<title>January 2025</title>');
    expect(items[2]).toContain('<description>First entry text.</description>');

    const html = await read(site, 'changelog/index.html');
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Changelog - Acme Docs" href="/changelog/rss.xml">',
    );
    // Updates without `rss: true`, and pages without Updates, get no feed.
    expect(existsSync(path.join(site, 'dist', 'other/rss.xml'))).toBe(false);
    expect(existsSync(path.join(site, 'dist', 'rss.xml'))).toBe(false);
    expect(await read(site, 'other/index.html')).not.toContain('application/rss+xml');
  });

  it('uses absolute URLs when seo.metatags.canonical is set, and the base otherwise', async () => {
    const site = await makeSite('canonical', { seo: { metatags: { canonical: 'https://docs.acme.dev' } } });
    await buildSite({ dir: site, workers: 0, cache: false, base: '/docs/' });
    const xml = await read(site, 'changelog/rss.xml');
    expect(xml).toContain('<link>https://docs.acme.dev/docs/changelog</link>');
    expect(xml).toContain('<guid isPermaLink="true">https://docs.acme.dev/docs/changelog#january-2025</guid>');
    expect(await read(site, 'changelog/index.html')).toContain('href="https://docs.acme.dev/docs/changelog/rss.xml"');

    const based = await makeSite('based', {});
    await buildSite({ dir: based, workers: 0, cache: false, base: '/docs/' });
    expect(await read(based, 'changelog/rss.xml')).toContain('<link>/docs/changelog#march-2025</link>');
  });
});
