/**
 * Navigation fixtures: each test/fixtures/navigation/<case>/ holds docs.json, pages.txt (the pages that exist),
 * optional meta.json (page meta by page path) and views.txt (URLs whose page view to pin, optionally followed by
 * a base path), and expected.json: the resolved tree, the route list and the pinned views.
 * Regenerate with `UPDATE_FIXTURES=1 npx vitest run test/unit/navigation`, then review the diff.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';
import { listNavigationPages } from '../../../src/navigation/list-navigation-pages.js';
import { pageNavigation } from '../../../src/navigation/page-navigation.js';
import { expectFixtureOutput, fixtureCases } from '../../support/fixture-cases.js';
import { loadFixture, projectTree } from './fixture-support.js';

const cases = fixtureCases('navigation');

async function render(dir: string): Promise<string> {
  const fixture = await loadFixture(dir);
  const { tree } = fixture;
  if (!tree) return `${JSON.stringify({ diagnostics: fixture.printed }, null, 2)}\n`;
  const viewsFile = path.join(dir, 'views.txt');
  const views: Record<string, unknown> = {};
  const lines = existsSync(viewsFile) ? readFileSync(viewsFile, 'utf8').split('\n') : [];
  for (const line of lines.map((l) => l.trim()).filter(Boolean)) {
    const [url = '/', base] = line.split(/\s+/);
    views[base ? `${url} (base ${base})` : url] = pageNavigation(tree, url, {
      meta: fixture.meta,
      ...(base ? { base } : {}),
    });
  }
  const routes = listNavigationPages(tree).map((entry) =>
    entry.kind === 'page'
      ? `${entry.url} ← ${entry.pagePath}${entry.hidden ? ' [hidden]' : ''}${entry.searchable !== undefined ? ` [searchable=${entry.searchable}]` : ''}${entry.version ? ` version=${entry.version}` : ''}${entry.language ? ` language=${entry.language}` : ''}`
      : `${entry.url} ← ${entry.endpoint} (${entry.method} ${entry.path}${entry.spec ? ` in ${entry.spec}` : ''})${entry.placeholder ? ' [placeholder]' : ''}`,
  );
  const bulkApi = tree.bulkApi.map((b) => {
    const owner = b.owner.type === 'division' ? tree.divisions[b.owner.id]! : tree.groups[b.owner.id]!;
    return `${b.kind} ${b.spec.sources.join(', ')} → ${b.owner.type} ${owner.label || '(root)'}`;
  });
  const result = {
    diagnostics: fixture.printed,
    tree: projectTree(tree),
    routes,
    ...(bulkApi.length ? { bulkApi } : {}),
    views,
  };
  return `${JSON.stringify(result, null, 2)}\n`;
}

describe('navigation fixtures', () => {
  for (const { name, dir } of cases) {
    it(name, async () => {
      expectFixtureOutput(dir, 'expected.json', await render(dir));
    });
  }
});
