// The stamps dev takes of a site's files, and the background index they spare: a session reads the site again only
// when a file changed, appeared or went away since its state read them.
import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevSession } from '../../../src/dev/dev-session.js';
import { sameStamps, siteStamps } from '../../../src/dev/site-stamps.js';

const DOCS_JSON = {
  theme: 'mint',
  name: 'Stamps fixture',
  colors: { primary: '#4F46E5' },
  navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
};

const page = (title: string) => `---\ntitle: "${title}"\n---\n\nBody.\n`;

describe('site stamps', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-stamps-'));
    await writeFile(path.join(dir, 'docs.json'), JSON.stringify(DOCS_JSON));
    await writeFile(path.join(dir, 'index.mdx'), page('Home'));
    await writeFile(path.join(dir, 'guide.mdx'), page('Guide AAA'));
    await mkdir(path.join(dir, 'images'));
    await writeFile(path.join(dir, 'images', 'a.svg'), '<svg/>');
    await mkdir(path.join(dir, '.git'));
    await writeFile(path.join(dir, '.git', 'HEAD'), 'ref: x');
    await mkdir(path.join(dir, 'node_modules'));
    await writeFile(path.join(dir, 'node_modules', 'x.js'), '');
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('stamps every file outside dot folders and node_modules, and tell a changed, new or removed file', async () => {
    const first = await siteStamps(dir);
    expect([...first.keys()].sort()).toEqual(['docs.json', 'guide.mdx', 'images/a.svg', 'index.mdx']);
    expect(sameStamps(first, await siteStamps(dir))).toBe(true);

    const svg = path.join(dir, 'images', 'a.svg');
    await writeFile(svg, '<svg></svg>');
    expect(sameStamps(first, await siteStamps(dir))).toBe(false);
    await writeFile(svg, '<svg/>');
    const before = await stat(path.join(dir, 'index.mdx'));
    await utimes(svg, before.atime, before.mtime);
    const restored = await siteStamps(dir);
    await writeFile(path.join(dir, 'extra.mdx'), page('Extra'));
    expect(sameStamps(restored, await siteStamps(dir))).toBe(false);
    await rm(path.join(dir, 'extra.mdx'));
    expect(sameStamps(restored, await siteStamps(dir))).toBe(true);
  });

  it('lets a dev session skip reading the site again when no file changed, and read it when one did', async () => {
    // A modification time in whole milliseconds, which `utimes` can set again exactly.
    const file = path.join(dir, 'guide.mdx');
    const mtime = new Date(Math.floor((await stat(file)).mtimeMs) - 60_000);
    const atime = mtime;
    await utimes(file, atime, mtime);
    const session = createDevSession({ dir, log: () => undefined, color: false, cache: false });
    await session.start();
    const sidebar = async () => (await session.render('/')).html;
    expect(await sidebar()).toContain('Guide AAA');

    // Same size and modification time, other words: only reading the file again could show them.
    await writeFile(file, page('Guide BBB'));
    await utimes(file, atime, mtime);
    await session.reindex();
    expect(await sidebar()).toContain('Guide AAA');

    await writeFile(file, page('Guide CCC'));
    await utimes(file, atime, new Date(mtime.getTime() + 5000));
    await session.reindex();
    expect(await sidebar()).toContain('Guide CCC');
  });
});
