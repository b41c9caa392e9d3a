import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/build.js';
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
    expect(rows).toEqual(['error llms.txt.mdx:1:1', 'error robots.txt.mdx:1:1']);
    // The site's own `_quire/` folder is where the build writes its files: none of it is read, and that is an error.
    expect(diagnostics.filter((d) => d.rule === 'reserved-folder').map((d) => `${d.severity} ${d.file}`)).toEqual([
      'error _quire',
    ]);
    expect(reserved.find((d) => d.file === 'robots.txt.mdx')?.message).toBe(
      'The page at /robots.txt is not built: its URL takes `/robots.txt`, which the build writes itself.',
    );
    expect([...site!.state.routes.keys()].sort()).toEqual(['/', '/guides']);
  });
});

describe("a root 404.mdx: the site's own not-found page", () => {
  it('is built as 404.html, in the site frame and with its own content, without an error', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quire-own-404-'));
    try {
      await writeFile(
        path.join(dir, 'docs.json'),
        JSON.stringify({ name: 'T', theme: 'mint', colors: { primary: '#112233' }, navigation: { pages: ['index'] } }),
      );
      await writeFile(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
      await writeFile(
        path.join(dir, '404.mdx'),
        "---\ntitle: '404 - Lost'\n---\n\nThe page you're looking for is gone. [Go home](/)\n\n<Note>Try search.</Note>\n",
      );
      const built = await buildSite({ dir, outDir: path.join(dir, 'dist'), workers: 0 });
      expect(built.diagnostics).toEqual([]);
      expect(built.ok).toBe(true);
      const html = await readFile(path.join(dir, 'dist', '404.html'), 'utf8');
      expect(html).toContain('>404 - Lost</h1>');
      expect(html).toContain('is gone. <a href="/">Go home</a>');
      expect(html).toContain('Try search.');
      expect(html).toContain('<meta name="robots" content="noindex');
      // Not a page of its own: not in the sitemap, nor written at /404/.
      expect(await readFile(path.join(dir, 'dist', 'sitemap.xml'), 'utf8')).not.toContain('404');
      await expect(readFile(path.join(dir, 'dist', '404', 'index.html'), 'utf8')).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
