import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite } from '../../../src/render/open-site.js';
import { llmsEntries } from '../../../src/render/llms-txt.js';
import type { SiteContext } from '../../../src/site/site-context.js';

let dir: string;
let site: SiteContext;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-hidden-'));
  await writeFile(
    path.join(dir, 'docs.json'),
    JSON.stringify({
      name: 'Hidden',
      theme: 'mint',
      colors: { primary: '#0D9373' },
      navigation: {
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'Internal', hidden: true, pages: ['secret', 'back'] },
        ],
      },
    }),
  );
  await writeFile(path.join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHome.\n');
  await writeFile(path.join(dir, 'secret.mdx'), '---\ntitle: Secret\n---\n\nSecret.\n');
  await writeFile(path.join(dir, 'back.mdx'), '---\ntitle: Back\nhidden: false\n---\n\nBack.\n');
  const opened = await openSite({ dir, base: '/' });
  site = opened.site!;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('hidden: false on a page of a hidden group (§2.3)', () => {
  it('puts the page back into the sitemap and llms.txt; its neighbours stay out', () => {
    expect(site.state.navigable.has('/back')).toBe(true);
    expect(site.state.navigable.has('/secret')).toBe(false);
    expect(llmsEntries(site).map((entry) => entry.url)).toEqual(['/', '/back']);
  });
});
