/**
 * The navigation of a 3,000-page site: one section per page, not the whole site. Kept apart from
 * resolve-navigation.test.ts because it takes seconds: mutation runs (vitest.config.stryker.ts) leave this file out,
 * and the small-site tests cover the same code.
 */
import { describe, expect, it } from 'vitest';
import type { Locate } from '../../../src/config/json-path.js';
import { NavigationSchema, type Navigation } from '../../../src/config/schema/navigation.js';
import { pagePathToUrl } from '../../../src/content/page-path.js';
import type { PageSource } from '../../../src/content/types.js';
import { pageNavigation } from '../../../src/navigation/page-navigation.js';
import { resolveNavigation } from '../../../src/navigation/resolve-navigation.js';

const locate: Locate = () => undefined;

function resolve(navigation: unknown, pages: readonly string[]) {
  const sources = new Map<string, PageSource>(
    pages.map((p) => [p, { path: p, url: pagePathToUrl(p), file: `${p}.mdx`, ext: '.mdx' as const }]),
  );
  return resolveNavigation({ navigation: NavigationSchema.parse(navigation) as Navigation, pages: sources, locate });
}

describe('pageNavigation at scale', () => {
  it('renders only the current section and stays fast on a 3,000-page site', () => {
    const pages: string[] = [];
    const tabs = Array.from({ length: 6 }, (_, t) => ({
      tab: `Tab ${t}`,
      groups: Array.from({ length: 25 }, (_, g) => ({
        group: `Group ${g}`,
        pages: Array.from({ length: 20 }, (_, p) => {
          const path = `t${t}/g${g}/p${p}`;
          pages.push(path);
          return path;
        }),
      })),
    }));
    const { tree, diagnostics } = resolve({ tabs }, pages);
    expect(diagnostics).toEqual([]);
    const meta = (pagePath: string) => ({ title: pagePath });
    let size = 0;
    for (const page of pages) size += JSON.stringify(pageNavigation(tree, `/${page}`, { meta, base: '/docs/' })).length;
    const nav = pageNavigation(tree, '/t3/g4/p5', { meta });
    expect(nav.sidebar).toHaveLength(25);
    expect(nav.tabs.find((t) => t.active)?.label).toBe('Tab 3');
    expect(nav.prev?.href).toBe('/t3/g4/p4');
    expect(nav.next?.href).toBe('/t3/g4/p6');
    // One section (500 pages) per page, not the site (3,000).
    expect(size / pages.length).toBeLessThan(60_000);
  });
});
