import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishedSiteDir, publishSiteVersion } from '../../../src/server/site-versions.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-versions-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function built(text: string): Promise<string> {
  const out = path.join(dir, 'work', text);
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'index.html'), text);
  return out;
}

describe('publishSiteVersion', () => {
  it('switches `current` to each new version and keeps only the last `keep`', async () => {
    const sitesDir = path.join(dir, 'sites');
    expect(await publishedSiteDir(sitesDir, 'docs')).toBeUndefined();
    for (const [i, text] of ['v1', 'v2', 'v3', 'v4'].entries()) {
      await publishSiteVersion({
        sitesDir,
        subdomain: 'docs',
        builtDir: await built(text),
        updateId: `u${i}`,
        keep: 2,
      });
      await new Promise((resolve) => setTimeout(resolve, 2));
      const current = await publishedSiteDir(sitesDir, 'docs');
      expect(await readFile(path.join(current!, 'index.html'), 'utf8')).toBe(text);
    }
    const versions = await readdir(path.join(sitesDir, 'docs', 'versions'));
    expect(versions.map((v) => v.split('-')[1])).toEqual(['u2', 'u3']);
    expect((await readdir(path.join(sitesDir, 'docs'))).sort()).toEqual(['current', 'versions']);
  });
});
