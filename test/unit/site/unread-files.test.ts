import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadPageFile, whyUnpublished } from '../../../src/site/unread-files.js';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'quire-unread-'));
  await mkdir(path.join(root, 'build', 'notes'), { recursive: true });
  await mkdir(path.join(root, 'extra', 'folder.mdx'), { recursive: true });
  await writeFile(path.join(root, 'build', 'guide.mdx'), 'guide');
  await writeFile(path.join(root, 'build', 'notes', 'index.md'), 'notes');
  await writeFile(path.join(root, 'extra', 'page.html'), '<p>hi</p>');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('files that are there but not read or published', () => {
  it('says why a link finds nothing at a URL: a page in a folder not read, a file of a kind not published', () => {
    expect(whyUnpublished(root, '/build/guide')?.why).toMatch(
      /^it is the URL of build\/guide\.mdx, which is in a folder that is not read/,
    );
    expect(whyUnpublished(root, '/build/notes/')?.why).toMatch(/^it is the URL of build\/notes\/index\.md, /);
    expect(whyUnpublished(root, '/extra/page.html')).toEqual({
      why: "extra/page.html is in the site's folder, but .html files are not published (the site publishes its pages, and images, video, audio, documents, data, fonts and archives as they are).",
      hint: 'Write it as a page (extra/page.mdx), or link to where it is published.',
    });
    for (const url of ['/nothing', '/extra/none.html', '/../etc/passwd', '/'])
      expect(whyUnpublished(root, url)).toBeUndefined();
  });

  it('tells a page in a folder not read from a folder named like a page', () => {
    expect(unreadPageFile(root, 'build/guide')).toEqual({ file: 'build/guide.mdx', why: 'ignored' });
    expect(unreadPageFile(root, 'extra/folder')).toEqual({ file: 'extra/folder.mdx', why: 'folder' });
    expect(unreadPageFile(root, 'extra/none')).toBeUndefined();
  });
});
