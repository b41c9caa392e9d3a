/**
 * The content scan follows symbolic links only inside the site folder (real paths compared, not path strings):
 * a page, snippet, image or folder linked to something outside is skipped with a warning naming it.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanContent } from '../../../src/content/scan-content.js';
import { readProjectFile } from '../../../src/site/project-files.js';

let tmp: string;
let site: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'quire-links-'));
  site = path.join(tmp, 'site');
  await mkdir(path.join(tmp, 'outside'), { recursive: true });
  await mkdir(path.join(site, 'images'), { recursive: true });
  await mkdir(path.join(site, 'snippets'), { recursive: true });
  await writeFile(path.join(tmp, 'outside', 'secret.mdx'), 'secret');
  await writeFile(path.join(site, 'docs.json'), '{}');
  await writeFile(path.join(site, 'real.mdx'), 'real');
  await writeFile(path.join(site, 'images', 'a.png'), 'png');
  await symlink(path.join(tmp, 'outside', 'secret.mdx'), path.join(site, 'leak.mdx'));
  await symlink('/proc/self/environ', path.join(site, 'environ.txt'));
  await symlink(path.join(tmp, 'outside'), path.join(site, 'guides'));
  await symlink(path.join(tmp, 'outside', 'secret.mdx'), path.join(site, 'snippets', 'leak.mdx'));
  await symlink('real.mdx', path.join(site, 'alias.mdx'));
  await symlink('images', path.join(site, 'pictures'));
  await symlink('.', path.join(site, 'loop'));
  await symlink('self.mdx', path.join(site, 'self.mdx'));
  await symlink('gone.mdx', path.join(site, 'dangling.mdx'));
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('scanContent and symbolic links', () => {
  it('skips every link that leads outside the site, with a warning naming it', async () => {
    const { index, diagnostics } = await scanContent(site);
    expect([...index.pages.keys()].sort()).toEqual(['alias', 'real']);
    expect(index.assets.sort()).toEqual(['images/a.png', 'pictures/a.png']);
    expect(index.snippets).toEqual([]);
    const outside = diagnostics.filter((d) => d.rule === 'outside-site').map((d) => d.file);
    expect(outside.sort()).toEqual(['environ.txt', 'guides', 'leak.mdx', 'snippets/leak.mdx']);
    expect(diagnostics.find((d) => d.rule === 'link-loop')?.file).toBe('loop');
    // A link to itself is a loop, not a link to nothing.
    expect(diagnostics.filter((d) => d.rule === 'broken-link-file').map((d) => `${d.file}: ${d.message}`)).toEqual([
      'dangling.mdx: dangling.mdx is a symbolic link to nothing; it is skipped.',
      'self.mdx: self.mdx is a symbolic link that leads back to itself (a loop of links); it is skipped.',
    ]);
  });

  it('reads a project file through a link inside the site, never through one that leaves it', () => {
    expect(readProjectFile(site, 'alias.mdx')).toBe('real');
    expect(readProjectFile(site, 'snippets/leak.mdx')).toBeUndefined();
    expect(readProjectFile(site, 'environ.txt')).toBeUndefined();
  });
});
