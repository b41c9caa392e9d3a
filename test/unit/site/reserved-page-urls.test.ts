import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite } from '../../../src/render/open-site.js';

describe('pages whose URL the build writes itself', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-reserved-'));
    await mkdir(path.join(dir, '_quire'), { recursive: true });
    await writeFile(
      path.join(dir, 'docs.json'),
      JSON.stringify({ name: 'T', theme: 'mint', colors: { primary: '#112233' }, navigation: { pages: ['index'] } }),
    );
    for (const file of ['index.mdx', 'robots.txt.mdx', 'llms.txt.mdx', '_quire/quire.css.mdx', 'guides.mdx'])
      await writeFile(path.join(dir, file), '---\ntitle: T\n---\n\nText.\n');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('are left out with a located error each, and the other pages keep their routes', async () => {
    const { site, diagnostics } = await openSite({ dir, base: '/' });
    const reserved = diagnostics.filter((d) => d.rule === 'page-url-reserved');
    const rows = reserved.map((d) => `${d.severity} ${d.file}:${d.line}:${d.column}`).sort();
    expect(rows).toEqual(['error _quire/quire.css.mdx:1:1', 'error llms.txt.mdx:1:1', 'error robots.txt.mdx:1:1']);
    expect(reserved.find((d) => d.file === 'robots.txt.mdx')?.message).toBe(
      'The page at /robots.txt is not built: its URL takes `/robots.txt`, which the build writes itself.',
    );
    expect([...site!.state.routes.keys()].sort()).toEqual(['/', '/guides']);
  });
});
