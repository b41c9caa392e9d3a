/**
 * The real sites of ../shared/corpora: their navigation resolves without a problem, every listed page exists,
 * every page (listed or not) gets a view, and version/language switchers keep the reader on the same page.
 * Skipped when the corpora are not next to the repository.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';
import { readPageMeta } from '../../../src/content/read-page-meta.js';
import { scanContent } from '../../../src/content/scan-content.js';
import { formatDiagnostic } from '../../../src/diagnostics/format.js';
import { listNavigationPages } from '../../../src/navigation/list-navigation-pages.js';
import { pageNavigation } from '../../../src/navigation/page-navigation.js';
import { resolveNavigation } from '../../../src/navigation/resolve-navigation.js';

const corpora = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/corpora');

async function resolveSite(name: string) {
  const root = path.join(corpora, name);
  const loaded = await loadConfig(root);
  if (!loaded.config) throw new Error(loaded.diagnostics.map((d) => formatDiagnostic(d)).join('\n'));
  const { index } = await scanContent(root);
  const meta = await readPageMeta(index);
  const { tree, diagnostics } = resolveNavigation({
    navigation: loaded.config.config.navigation,
    pages: index.pages,
    locate: loaded.config.locate,
  });
  return { tree, diagnostics, index, meta: (pagePath: string) => meta.get(pagePath) };
}

describe.skipIf(!existsSync(corpora))('navigation of the real corpora', () => {
  it.each([
    ['mintlify__docs', 984],
    ['triggerdotdev__trigger.dev', 314],
    ['modelcontextprotocol__modelcontextprotocol', 342],
  ])('%s resolves cleanly and every page gets a view', async (name, listed) => {
    const { tree, diagnostics, index, meta } = await resolveSite(name);
    expect(diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
    const routes = listNavigationPages(tree);
    expect(routes).toHaveLength(listed);
    for (const route of routes) expect(route.kind === 'page' && index.pages.has(route.pagePath)).toBe(true);
    for (const page of index.pages.values()) {
      const nav = pageNavigation(tree, page.url, { meta, base: '/docs/' });
      for (const tab of nav.tabs) expect(tab.href.startsWith('/docs/') || tab.external).toBe(true);
    }
  });

  it('switches MCP specification versions on the same page when it exists', async () => {
    const { tree, meta } = await resolveSite('modelcontextprotocol__modelcontextprotocol');
    const nav = pageNavigation(tree, '/specification/2025-06-18/basic/lifecycle', { meta });
    const versions = nav.versions!;
    expect(versions.items[versions.current]?.label).toBe('Version 2025-06-18');
    expect(versions.items.map((v) => v.href)).toEqual([
      '/specification/2026-07-28', // no lifecycle page in this version: its first page
      '/specification/2025-11-25/basic/lifecycle',
      '/specification/2025-06-18/basic/lifecycle',
      '/specification/2025-03-26/basic/lifecycle',
      '/specification/2024-11-05/basic/lifecycle',
      '/specification/draft',
    ]);
    expect(nav.tabs.find((t) => t.active)?.label).toBe('Specification');
  });

  it('switches Mintlify docs languages on the same page (English at the root, others under /<code>)', async () => {
    const { tree, meta } = await resolveSite('mintlify__docs');
    const nav = pageNavigation(tree, '/fr/quickstart', { meta });
    expect(nav.language).toBe('fr');
    expect(nav.languages?.items.map((l) => `${l.description} ${l.href}`)).toEqual([
      'en /quickstart',
      'fr /fr/quickstart',
      'es /es/quickstart',
      'zh /zh/quickstart',
    ]);
    expect(nav.sidebar.length).toBeGreaterThan(0);
  });
});
