import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/build.js';
import { clearCompileCache, compileCacheDir, openCompileCache } from '../../../src/site/compile-cache.js';
import type { CompiledPage } from '../../../src/mdx/types.js';

let work: string;
let savedXdg: string | undefined;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-cache-test-'));
  // The per-user cache of these tests: a folder of their own, not the developer's ~/.cache.
  savedXdg = process.env.XDG_CACHE_HOME;
  process.env.XDG_CACHE_HOME = path.join(work, 'user-cache');
});

afterAll(async () => {
  clearCompileCache(path.join(work, 'unit'));
  clearCompileCache(path.join(work, 'site'));
  if (savedXdg === undefined) delete process.env.XDG_CACHE_HOME;
  else process.env.XDG_CACHE_HOME = savedXdg;
  await rm(work, { recursive: true, force: true });
});

const page = (inputs: Record<string, string | boolean>): CompiledPage => ({
  frontmatter: { title: 'T', date: new Date('2024-01-02T00:00:00Z') },
  code: 'return {default: () => null}',
  toc: [],
  text: 'text',
  diagnostics: [],
  dependencies: [],
  features: [],
  inputs,
});

describe('openCompileCache', () => {
  it('keeps entries outside the site, and returns them only while their inputs hold', async () => {
    const root = path.join(work, 'unit');
    const files = new Map<string, string>([['snippets/a.mdx', 'A']]);
    const access = { readFile: (f: string) => files.get(f), fileExists: (f: string) => files.has(f) };
    const cache = openCompileCache(root, 'salt', access);
    // sha1('A')
    const stored = page({ 'snippets/a.mdx': '6dcd4ce23d88e2ee9568ba546c007c63d9131c1b', 'images/x.png': false });
    await cache.set('p.mdx:1', stored);
    // The per-user cache (no node_modules in this project), never the shared temp folder's quire-cache.
    expect(compileCacheDir(root).startsWith(path.join(work, 'user-cache', 'quire', 'compile'))).toBe(true);
    expect(compileCacheDir(root).startsWith(root)).toBe(false);
    expect(lstatSync(path.join(work, 'user-cache', 'quire')).mode & 0o777).toBe(0o700);
    expect(lstatSync(compileCacheDir(root)).mode & 0o777).toBe(0o700);

    const again = openCompileCache(root, 'salt', access).get('p.mdx:1');
    expect(again).toEqual(stored);
    expect(again?.frontmatter.date).toBeInstanceOf(Date);
    expect(openCompileCache(root, 'other salt', access).get('p.mdx:1')).toBeUndefined();
    expect(cache.get('p.mdx:2')).toBeUndefined();

    files.set('images/x.png', '');
    expect(cache.get('p.mdx:1')).toBeUndefined();
    files.delete('images/x.png');
    files.set('snippets/a.mdx', 'B');
    expect(cache.get('p.mdx:1')).toBeUndefined();
    files.set('snippets/a.mdx', 'A');
    expect(cache.get('p.mdx:1')).toEqual(stored);
  });

  it('treats an unreadable entry as a miss', async () => {
    const root = path.join(work, 'unit');
    const cache = openCompileCache(root, 'salt', { readFile: () => undefined, fileExists: () => false });
    await cache.set('broken', page({}));
    for (const entry of readdirSync(compileCacheDir(root)))
      writeFileSync(path.join(compileCacheDir(root), entry), 'not an entry');
    expect(cache.get('broken')).toBeUndefined();
  });
});

describe('cache safety', () => {
  const access = { readFile: () => undefined, fileExists: () => false };

  it('uses node_modules/.cache/quire of a project that has node_modules', () => {
    const root = path.join(work, 'with-modules');
    mkdirSync(path.join(root, 'node_modules'), { recursive: true });
    expect(
      compileCacheDir(root).startsWith(`${path.join(root, 'node_modules', '.cache', 'quire', 'compile')}${path.sep}`),
    ).toBe(true);
  });

  it("is not used when its folder can be written by others, or is not the user's own folder", async () => {
    const root = path.join(work, 'perm');
    const notes: string[] = [];
    const cache = openCompileCache(root, 'salt', { ...access, onNote: (n) => notes.push(n) });
    await cache.set('p', page({}));
    expect(openCompileCache(root, 'salt', access).get('p')).toEqual(page({}));

    // Anyone could have planted this entry: it is not read, and nothing is written there.
    chmodSync(compileCacheDir(root), 0o777);
    const open = openCompileCache(root, 'salt', { ...access, onNote: (n) => notes.push(n) });
    expect(open.get('p')).toBeUndefined();
    expect(notes.join('\n')).toMatch(/cache: not used, .* can be written by other users \(mode 777\)/);
    chmodSync(compileCacheDir(root), 0o700);
    chmodSync(path.join(work, 'user-cache', 'quire'), 0o777);
    expect(openCompileCache(root, 'salt', access).get('p')).toBeUndefined();
    chmodSync(path.join(work, 'user-cache', 'quire'), 0o700);
    expect(openCompileCache(root, 'salt', access).get('p')).toEqual(page({}));

    // A symlink in place of the folder (to one someone else controls) is not followed.
    const elsewhere = path.join(work, 'elsewhere');
    const other = path.join(work, 'other-site');
    const dir = compileCacheDir(other);
    mkdirSync(path.dirname(dir), { recursive: true });
    mkdirSync(elsewhere, { mode: 0o700 });
    symlinkSync(elsewhere, dir);
    const linked = openCompileCache(other, 'salt', { ...access, onNote: (n) => notes.push(n) });
    await linked.set('p', page({}));
    expect(readdirSync(elsewhere)).toEqual([]);
    expect(notes.at(-1)).toMatch(/is not a folder/);
  });

  it('does not use an entry whose content changed after it was written, or that others may write', async () => {
    const root = path.join(work, 'tamper');
    const notes: string[] = [];
    const cache = openCompileCache(root, 'salt', { ...access, onNote: (n) => notes.push(n) });
    await cache.set('p', page({}));
    const [entry] = readdirSync(compileCacheDir(root));
    const file = path.join(compileCacheDir(root), entry!);
    expect(cache.get('p')).toEqual(page({}));

    // Same length, one byte of the stored page changed: the recorded hash no longer matches.
    const bytes = readFileSync(file);
    bytes[bytes.length - 1]! ^= 0xff;
    writeFileSync(file, bytes);
    expect(cache.get('p')).toBeUndefined();
    expect(notes.at(-1)).toMatch(/does not match the hash recorded when it was written/);

    await cache.set('p', page({}));
    expect(cache.get('p')).toEqual(page({}));
    chmodSync(file, 0o666);
    expect(cache.get('p')).toBeUndefined();
    expect(notes.at(-1)).toMatch(/can be written by other users \(mode 666\)/);
  });
});

describe('builds with the compile cache', () => {
  it('reuse unchanged pages and recompile pages whose snippet or image changed', async () => {
    const site = path.join(work, 'site');
    await mkdir(path.join(site, 'snippets'), { recursive: true });
    await writeFile(
      path.join(site, 'docs.json'),
      JSON.stringify({
        name: 'C',
        theme: 'mint',
        colors: { primary: '#123456' },
        navigation: { pages: ['index', 'other'] },
      }),
    );
    await writeFile(
      path.join(site, 'index.mdx'),
      "---\ntitle: Home\n---\n\nimport Shared from '/snippets/shared.mdx';\n\n<Shared />\n\n![logo](/images/logo.png)\n",
    );
    await writeFile(path.join(site, 'other.mdx'), '---\ntitle: Other\n---\n\nOther page.\n');
    await writeFile(path.join(site, 'snippets/shared.mdx'), 'First version of the snippet.\n');
    clearCompileCache(site);

    const read = (out: string, file: string) => readFile(path.join(out, file), 'utf8');
    const first = await buildSite({ dir: site, outDir: path.join(work, 'out1'), workers: 0 });
    expect(first.ok).toBe(true);
    expect(existsSync(compileCacheDir(site))).toBe(true);
    const missingImage = first.diagnostics.filter((d) => d.file === 'index.mdx').length;

    const second = await buildSite({ dir: site, outDir: path.join(work, 'out2'), workers: 0 });
    expect(await read(path.join(work, 'out2'), 'index.html')).toBe(await read(path.join(work, 'out1'), 'index.html'));
    expect(second.diagnostics).toEqual(first.diagnostics);

    await writeFile(path.join(site, 'snippets/shared.mdx'), 'Second version of the snippet.\n');
    await buildSite({ dir: site, outDir: path.join(work, 'out3'), workers: 0 });
    expect(await read(path.join(work, 'out3'), 'index.html')).toContain('Second version of the snippet.');

    await mkdir(path.join(site, 'images'));
    await writeFile(path.join(site, 'images/logo.png'), 'png');
    const withImage = await buildSite({ dir: site, outDir: path.join(work, 'out4'), workers: 0 });
    expect(withImage.diagnostics.filter((d) => d.file === 'index.mdx').length).toBeLessThanOrEqual(missingImage);
    expect(await read(path.join(work, 'out4'), 'index.html')).toBe(
      await read(
        (await buildSite({ dir: site, outDir: path.join(work, 'out5'), workers: 0, cache: false })).outDir,
        'index.html',
      ),
    );
  });
});
