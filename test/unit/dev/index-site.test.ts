// Dev's background index, read on a worker thread: the state opened from what it sends must be the state a load
// from the files gives (pages, routes, the load's diagnostics and the specs' validation), and a site whose
// docs.json does not load sends its problems and no index.
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { indexSite } from '../../../src/dev/index-site.js';
import { openSite } from '../../../src/render/open-site.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LOADER = ['--import', path.join(repo, 'test/support/ts-worker-loader.mjs')];

const DOCS_JSON = {
  theme: 'mint',
  name: 'Index fixture',
  colors: { primary: '#4F46E5' },
  navigation: {
    groups: [
      { group: 'Start', pages: ['index', 'guide'] },
      { group: 'API', openapi: 'openapi.yaml' },
    ],
  },
};

const described = (list: readonly Diagnostic[]) =>
  list.map((d) => `${d.file ?? ''}:${d.line ?? ''} ${d.rule ?? ''} ${d.message}`).sort();

describe('indexSite', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-index-site-'));
    await writeFile(path.join(dir, 'docs.json'), JSON.stringify(DOCS_JSON));
    await writeFile(path.join(dir, 'index.mdx'), '---\ntitle: "Home"\n---\n\nWelcome.\n');
    await writeFile(path.join(dir, 'guide.mdx'), '---\ntitle: "Guide"\n---\n\nGuide body.\n');
    // Problems only reading the files finds: two sources for one page, a page bound to no operation.
    await writeFile(path.join(dir, 'guide.md'), '# Guide, again\n');
    await writeFile(path.join(dir, 'bound.mdx'), '---\nopenapi: "GET /nowhere"\n---\n\nText.\n');
    await copyFile(path.join(repo, 'test/fixtures/openapi/sites/invalid/openapi.yaml'), path.join(dir, 'openapi.yaml'));
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  for (const [where, worker] of [
    ['on a worker thread', { execArgv: LOADER }],
    ['on this thread', {}],
  ] as const) {
    it(`${where}, sends what opens the same state as reading the files`, { timeout: 60_000 }, async () => {
      const options = { dir, dev: true, cache: false };
      const direct = await openSite(options);
      if (!direct.site) throw new Error('fixture did not load');
      const indexed = await indexSite(options, worker);
      expect(indexed.index?.pageMeta.get('index')?.title).toBe('Home');
      expect(described(indexed.diagnostics)).toEqual(described(direct.diagnostics));
      expect(indexed.diagnostics.map((d) => d.rule)).toContain('duplicate-page');
      expect(indexed.diagnostics.some((d) => d.file === 'bound.mdx')).toBe(true);

      const opened = await openSite(options, { preloaded: indexed.index! });
      if (!opened.site) throw new Error('the index did not open');
      expect([...opened.site.state.routes.keys()]).toEqual([...direct.site.state.routes.keys()]);
      expect([...opened.site.state.routes.keys()]).toContain('/api-reference/get-pets');
      const validation = described(await opened.site.state.validateSpecs());
      expect(validation).toEqual(described(await direct.site.state.validateSpecs()));
      expect(validation).toHaveLength(3);
    });
  }

  it('sends no index, and the problem, for a docs.json that does not load', { timeout: 60_000 }, async () => {
    const broken = await mkdtemp(path.join(tmpdir(), 'quire-index-site-broken-'));
    try {
      await writeFile(path.join(broken, 'docs.json'), '{ "name": ');
      const indexed = await indexSite({ dir: broken, dev: true, cache: false }, { execArgv: LOADER });
      expect(indexed.index).toBeUndefined();
      expect(indexed.diagnostics.some((d) => d.severity === 'error' && d.file === 'docs.json')).toBe(true);
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});
