/** A page that holds U+FFFD itself, or bytes that are not UTF-8 (src/render/compile-page.ts reads the bytes). */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite } from '../../../src/render/open-site.js';
import { renderRoute } from '../../../src/render/render-route.js';
import type { SiteContext } from '../../../src/site/site-context.js';

let root: string;
let site: SiteContext;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'quire-fffd-'));
  await writeFile(
    path.join(root, 'docs.json'),
    JSON.stringify({
      name: 'T',
      theme: 'mint',
      colors: { primary: '#112233' },
      navigation: { pages: ['real', 'bad'] },
    }),
  );
  // The character itself, in UTF-8 (EF BF BD).
  await writeFile(path.join(root, 'real.mdx'), '---\ntitle: Real\n---\n\nThe replacement character \uFFFD is valid.\n');
  // A Latin-1 byte, which is not UTF-8.
  await writeFile(
    path.join(root, 'bad.mdx'),
    Buffer.concat([Buffer.from('---\ntitle: Bad\n---\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait.\n')]),
  );
  site = (await openSite({ dir: root, cache: false })).site!;
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('U+FFFD in a page', () => {
  it('is no warning when the file holds the character itself', async () => {
    const page = await renderRoute(site, '/real');
    expect(page.diagnostics.filter((d) => d.rule === 'invalid-utf8')).toEqual([]);
    expect(page.html).toContain('The replacement character \uFFFD is valid.');
  });

  it('is a located warning when it stands for bytes that are not UTF-8', async () => {
    const page = await renderRoute(site, '/bad');
    expect(
      page.diagnostics.filter((d) => d.rule === 'invalid-utf8').map((d) => `${d.file}:${d.line}:${d.column}`),
    ).toEqual(['bad.mdx:5:4']);
  });
});
