import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSite } from '../../../src/render/open-site.js';

describe('a navigation entry whose page sits in a folder that is not read', () => {
  let root: string | undefined;
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('says the file exists but is not read, instead of asking to create it', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'quire-ignored-pages-'));
    const pages = ['index', 'coverage/home', 'drafts/page', 'nowhere/page'];
    await writeFile(
      path.join(root, 'docs.json'),
      JSON.stringify({ name: 'T', theme: 'mint', colors: { primary: '#0a0' }, navigation: { pages } }),
    );
    await writeFile(path.join(root, '.mintignore'), 'drafts/\n');
    for (const folder of ['coverage', 'drafts']) await mkdir(path.join(root, folder));
    for (const page of ['index', 'coverage/home', 'drafts/page'])
      await writeFile(path.join(root, `${page}.mdx`), '---\ntitle: T\n---\nText.\n');
    const opened = await openSite({ dir: root, base: '/' });
    const missing = opened.diagnostics.filter((d) => d.rule === 'nav-missing-page');
    expect(missing.map((d) => d.message.replace(/ \(the site root's[^)]*\)/, ''))).toEqual([
      'page `coverage/home` is left out of the navigation: coverage/home.mdx exists, but in a folder that is not read.',
      'page `drafts/page` is left out of the navigation: drafts/page.mdx exists, but in a folder that is not read.',
      'page `nowhere/page` does not exist: there is no nowhere/page.mdx or nowhere/page.md; it is left out of the navigation.',
    ]);
    expect(missing[0]!.hint).toContain('Move coverage/home.mdx into a folder that is read');
  });
});
