// The utility stylesheet: Tailwind utilities for the class names pages and snippets use, scoped to page content,
// regenerated in dev when a page's classes change.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentIndex, PageMeta } from '../../../src/content/types.js';
import { openSite } from '../../../src/render/open-site.js';
import { renderRoute } from '../../../src/render/render-route.js';
import { invalidateFiles } from '../../../src/site/invalidate-files.js';
import { buildUtilityStyles } from '../../../src/site/utility-styles.js';

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
