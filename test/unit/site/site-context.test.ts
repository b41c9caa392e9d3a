import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateFiles } from '../../../src/site/invalidate-files.js';
import { createSiteContext, type SiteContext } from '../../../src/site/site-context.js';
import type { StageTiming } from '../../../src/site/stage-timer.js';

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/build/basic');
let dir: string;
let site: SiteContext;
const timings: StageTiming[] = [];

beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'quire-site-')), 'site');
  await cp(fixture, dir, { recursive: true });
  const created = await createSiteContext(
    { dir, dev: true, cache: false },
    {
      componentNames: new Set<string>(),
      onStage: (timing) => timings.push(timing),
    },
  );
  expect(created.diagnostics).toEqual([]);
  site = created.site!;
});

afterAll(async () => {
  await rm(path.dirname(dir), { recursive: true, force: true });
});

describe('createSiteContext', () => {
  it('loads in named stages, reporting each one as it ends', () => {
    expect(timings.map((t) => t.stage)).toEqual([
      'config',
      'content',
      'utility styles',
      'specs',
      'navigation',
      'routes',
      'compiler',
    ]);
    for (const t of timings) expect(t.ms).toBeGreaterThanOrEqual(0);
  });

  it('builds the route table: page files and endpoint entries, sorted by URL', () => {
    expect([...site.state.routes.keys()]).toEqual([
      '/',
      '/api-reference/get-users',
      '/guides/hidden-in-nav',
      '/guides/orphan',
      '/guides/setup',
    ]);
  });

  it('keeps values derived from the state until the site reloads', async () => {
    let builds = 0;
    const build = (): object => ({ build: ++builds });
    const first = site.derive('test:value', build);
    expect(site.derive('test:value', build)).toBe(first);
    expect(builds).toBe(1);
    await invalidateFiles(site, ['docs.json']);
    expect(site.derive('test:value', build)).not.toBe(first);
    expect(builds).toBe(2);
  });

  it('keeps compiled pages in memory on the dev server until their file changes', async () => {
    const input = { pagePath: 'guides/orphan', file: 'guides/orphan.mdx', source: '# Orphan\n' };
    const page = await site.compilePage(input);
    expect(await site.compilePage(input)).toBe(page);
    await writeFile(path.join(dir, input.file), '# Changed\n');
    await invalidateFiles(site, [input.file]);
    expect(await site.compilePage(input)).not.toBe(page);
  });

  it('reloads when a spec changes: new operations get pages and a changed summary moves the page', async () => {
    const specFile = path.join(dir, 'openapi.json');
    const spec = JSON.parse(await readFile(specFile, 'utf8'));
    spec.paths['/users'].get.summary = 'List all users';
    spec.paths['/teams'] = { get: { responses: { '200': { description: 'The teams' } } } };
    await writeFile(specFile, JSON.stringify(spec));
    // The navigation names only GET /users; the spec change gives its page the summary's URL.
    const result = await invalidateFiles(site, ['openapi.json']);
    expect(result.reloaded).toBe(true);
    expect(site.state.routes.has('/api-reference/list-all-users')).toBe(true);
    expect(site.state.routes.has('/api-reference/get-users')).toBe(false);
  });

  it('reuses the pages read in memory when only docs.json changed, and reads them again with a new page', async () => {
    const configFile = path.join(dir, 'docs.json');
    const config = await readFile(configFile, 'utf8');
    const before = site.state;
    await writeFile(configFile, config.replace('"group": "Start"', '"group": "Begin"'));
    const renamed = await invalidateFiles(site, ['docs.json']);
    expect(renamed.reloaded).toBe(true);
    expect(site.state).not.toBe(before);
    expect(JSON.stringify(site.state.navigation)).toContain('Begin');
    expect(site.state.pageMeta).toBe(before.pageMeta);

    await writeFile(path.join(dir, 'guides/added.mdx'), '---\ntitle: Added\n---\n\nNew.\n');
    await writeFile(configFile, config.replace('"guides/setup",', '"guides/setup", "guides/added",'));
    await invalidateFiles(site, ['docs.json', 'guides/added.mdx']);
    expect(site.state.pageMeta).not.toBe(before.pageMeta);
    expect(site.state.pageMeta.get('guides/added')?.title).toBe('Added');
    expect(site.state.routes.has('/guides/added')).toBe(true);
  });
});
