// The utility stylesheet: Tailwind utilities for the class names pages and snippets use, scoped to page content,
// regenerated in dev when a page's classes change.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentIndex, PageMeta } from '../../../src/content/types.js';
import { openSite } from '../../../src/render/open-site.js';
import { renderRoute } from '../../../src/render/render-route.js';
import { invalidateFiles } from '../../../src/site/invalidate-files.js';
import { openPrivateCache, privateCacheDir } from '../../../src/site/private-cache.js';
import { buildUtilityStyles, UTILITIES_CACHE, utilityStylesEntry } from '../../../src/site/utility-styles.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'quire-utilities-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const content = (snippets: string[] = []): ContentIndex => ({ root, snippets }) as unknown as ContentIndex;
const meta = (classes: string[]) => new Map<string, PageMeta>([['index', { title: 'Home', classes }]]);

describe('utility stylesheet', () => {
  it('is nothing for pages without utility classes', async () => {
    expect(await buildUtilityStyles(content(), new Map([['index', { title: 'Home' }]]))).toBeUndefined();
    expect(await buildUtilityStyles(content(), meta(['my-own-class', 'q-card']))).toBeUndefined();
  });

  it('holds the utilities used, inside page content, with dark: on the theme attribute and no preflight', async () => {
    await mkdir(path.join(root, 'snippets'), { recursive: true });
    await writeFile(path.join(root, 'snippets', 'hero.mdx'), '<div className="lg:flex-row">Hero</div>\n');
    const styles = await buildUtilityStyles(content(['snippets/hero.mdx']), meta(['flex', 'dark:hidden']));
    expect(styles?.url).toMatch(/^\/_quire\/utilities-[0-9a-f]{12}\.css$/);
    expect(styles?.css).toContain('.mdx-content .flex {\n  display: flex;');
    expect(styles?.css).toContain('.mdx-content .dark\\:hidden:where([data-theme=dark], [data-theme=dark] *)');
    expect(styles?.css).toContain('.mdx-content .lg\\:flex-row');
    expect(styles?.css).not.toContain('box-sizing');
    // The same classes give the same file.
    expect((await buildUtilityStyles(content(['snippets/hero.mdx']), meta(['dark:hidden', 'flex'])))?.url).toBe(
      styles?.url,
    );
  });

  it('is kept between builds in the private cache, and a stored stylesheet is used without compiling', async () => {
    // Class names in the order the site stage hands them over: sorted.
    const names = ['gap-7', 'grid'];
    await buildUtilityStyles(content(), meta(names));
    const file = path.join(privateCacheDir({ project: root, name: UTILITIES_CACHE }), utilityStylesEntry(names));
    expect((await readFile(file)).toString('utf8')).toContain('.mdx-content .gap-7');
    // What a previous build stored for these names (here planted through the cache itself) is what this one uses.
    const planted = ['gap-9', 'grid'];
    const cache = openPrivateCache({ project: root, name: UTILITIES_CACHE });
    await cache?.write(utilityStylesEntry(planted), Buffer.from('.from-the-cache{}'));
    expect((await buildUtilityStyles(content(), meta(planted)))?.css).toBe('.from-the-cache{}');
    // An entry whose bytes changed after it was written is not trusted: the stylesheet is compiled again.
    const tampered = ['gap-11', 'grid'];
    await cache?.write(utilityStylesEntry(tampered), Buffer.from('.planted{}'));
    const entry = path.join(privateCacheDir({ project: root, name: UTILITIES_CACHE }), utilityStylesEntry(tampered));
    const bytes = await readFile(entry);
    await writeFile(entry, Buffer.concat([bytes.subarray(0, bytes.length - 3), Buffer.from('x{}')]));
    expect((await buildUtilityStyles(content(), meta(tampered)))?.css).toContain('.mdx-content .gap-11');
  });

  it('follows a page edit in dev: new classes, new stylesheet, linked from every page', async () => {
    const dir = path.join(root, 'site');
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'docs.json'),
      JSON.stringify({ theme: 'mint', name: 'S', colors: { primary: '#4F46E5' }, navigation: { pages: ['index'] } }),
    );
    await writeFile(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\n<div className="grid">A</div>\n');
    const { site } = await openSite({ dir, dev: true });
    const before = site!.state.utilityStyles!;
    expect((await renderRoute(site!, '/')).html).toContain(`href="${before.url}"`);
    await writeFile(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\n<div className="grid gap-8">A</div>\n');
    await invalidateFiles(site!, ['index.mdx']);
    const after = site!.state.utilityStyles!;
    expect(after.url).not.toBe(before.url);
    expect(after.css).toContain('.mdx-content .gap-8');
    expect((await renderRoute(site!, '/')).html).toContain(`href="${after.url}"`);
  });
});
