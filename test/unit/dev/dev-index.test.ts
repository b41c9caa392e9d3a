// The site index a dev session stores for the next one: read back only by the same code for the same site, and a
// session started from a stale index indexes the site again in the background and serves the new state.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devIndexFile, devIndexOf, readDevIndex, sameDevIndex, writeDevIndex } from '../../../src/dev/dev-index.js';
import { startDevServer } from '../../../src/dev/dev-server.js';
import { siteStamps } from '../../../src/dev/site-stamps.js';
import { openSite } from '../../../src/render/open-site.js';
import { eventually } from '../../support/eventually.js';

const DOCS_JSON = {
  theme: 'mint',
  name: 'Index fixture',
  colors: { primary: '#4F46E5' },
  navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
};

describe('dev index', () => {
  let parent: string;
  let dir: string;

  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'quire-dev-index-test-'));
    dir = path.join(parent, 'site');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'docs.json'), JSON.stringify(DOCS_JSON));
    await writeFile(path.join(dir, 'index.mdx'), '---\ntitle: "Home"\n---\n\nWelcome.\n');
    await writeFile(path.join(dir, 'guide.mdx'), '---\ntitle: "Old guide title"\n---\n\nGuide body.\n');
  });

  afterAll(async () => {
    await rm(devIndexFile(dir), { force: true });
    if (parent) await rm(parent, { recursive: true, force: true });
  });

  it('reads back what was written for the same site, and nothing for another folder', async () => {
    const { site } = await openSite({ dir, dev: true, cache: false });
    if (!site) throw new Error('fixture did not load');
    const index = devIndexOf(site);
    const stamps = await siteStamps(dir);
    await writeDevIndex(dir, { index, stamps });
    const read = await readDevIndex(dir);
    expect(read && sameDevIndex(read.index, index)).toBe(true);
    expect(read?.index.pageMeta.get('guide')?.title).toBe('Old guide title');
    expect(read?.stamps).toEqual(stamps);
    expect(await readDevIndex(parent)).toBeUndefined();
    expect(devIndexFile(dir).startsWith(dir)).toBe(false);
  });

  it('is kept in the private cache and not trusted once its bytes change', async () => {
    const { site } = await openSite({ dir, dev: true, cache: false });
    if (!site) throw new Error('fixture did not load');
    await writeDevIndex(dir, { index: devIndexOf(site), stamps: await siteStamps(dir) });
    const file = devIndexFile(dir);
    expect(file.startsWith(tmpdir())).toBe(false);
    expect(await readDevIndex(dir)).toBeDefined();
    const bytes = await readFile(file);
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
    await writeFile(file, bytes);
    expect(await readDevIndex(dir)).toBeUndefined();
    await writeDevIndex(dir, { index: devIndexOf(site), stamps: await siteStamps(dir) });
  });

  it('tells indexes apart by their content', async () => {
    const { site } = await openSite({ dir, dev: true, cache: false });
    if (!site) throw new Error('fixture did not load');
    const index = devIndexOf(site);
    const changed = { ...index, pageMeta: new Map(index.pageMeta).set('guide', { title: 'Another title' }) };
    expect(sameDevIndex(index, changed)).toBe(false);
  });

  it('starts from the stored index, then indexes again and serves what changed while no session ran', async () => {
    // The stored index (previous test) still says "Old guide title"; the file now says otherwise.
    await writeFile(path.join(dir, 'guide.mdx'), '---\ntitle: "New guide title"\n---\n\nGuide body.\n');
    const server = await startDevServer({ dir, port: 0, host: '127.0.0.1', log: () => undefined });
    try {
      const first = await (await fetch(server.url)).text();
      // The first page came from the stored index: its sidebar still has the stale title.
      expect(first).toContain('Old guide title');
      await eventually(async () => expect(await (await fetch(server.url)).text()).toContain('New guide title'), 20_000);
      // The new index is stored for the next session.
      await eventually(
        async () => expect((await readDevIndex(dir))?.index.pageMeta.get('guide')?.title).toBe('New guide title'),
        20_000,
      );
    } finally {
      await server.close();
    }
    expect(existsSync(path.join(dir, 'node_modules'))).toBe(false);
  });
});
