/** Which pages llms.txt lists and what it says of each (reference §8.3 and §4), on a site of two languages. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmsEntries, renderLlmsTxt } from '../../../src/render/llms-txt.js';
import { openSite } from '../../../src/render/open-site.js';
import type { SiteContext } from '../../../src/site/site-context.js';

let dir: string;
let site: SiteContext;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-llms-'));
  await writeFile(
    path.join(dir, 'docs.json'),
    JSON.stringify({
      name: 'Languages',
      theme: 'mint',
      colors: { primary: '#0D9373' },
      seo: { indexing: 'all' },
      navigation: {
        languages: [
          { language: 'en', default: true, groups: [{ group: 'Start', pages: ['index', 'guide', 'status'] }] },
          { language: 'fr', groups: [{ group: 'Début', pages: ['fr/index'] }] },
        ],
      },
    }),
  );
  const long = 'word '.repeat(100).trim();
  await writeFile(
    path.join(dir, 'index.mdx'),
    `---\ntitle: Home\ndescription: "First para.\\n\\nSecond para."\n---\n\nHi.\n`,
  );
  await writeFile(path.join(dir, 'guide.mdx'), `---\ntitle: Guide\ndescription: ${long}\n---\n\nGuide.\n`);
  await writeFile(path.join(dir, 'status.mdx'), '---\ntitle: Status\nurl: https://status.example.com\n---\n');
  await writeFile(path.join(dir, 'orphan.mdx'), '---\ntitle: Orphan\n---\n\nNot listed.\n');
  await mkdir(path.join(dir, 'fr'));
  await writeFile(path.join(dir, 'fr/index.mdx'), '---\ntitle: Accueil\n---\n\nSalut.\n');
  await writeFile(path.join(dir, 'fr/extra.mdx'), '---\ntitle: En plus\n---\n\nPas listée.\n');
  site = (await openSite({ dir, base: '/' })).site!;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('llms.txt entries', () => {
  it("lists the default language's pages and, with seo.indexing all, unlisted pages of no other language", () => {
    expect(llmsEntries(site).map((entry) => entry.url)).toEqual(['/', '/guide', '/orphan']);
  });

  it('lists a page of the navigation that links elsewhere (frontmatter url) under Optional, not as a page', () => {
    const text = renderLlmsTxt(site);
    expect(text).toContain('## Optional\n\n- [Status](https://status.example.com)');
    expect(llmsEntries(site).map((entry) => entry.url)).not.toContain('/status');
  });

  it("gives a page's description as its first paragraph, at most 300 characters", () => {
    const [home, guide] = llmsEntries(site);
    expect(home!.description).toBe('First para.');
    expect(guide!.description!.length).toBeLessThanOrEqual(300);
    expect(guide!.description).toMatch(/^word word .* word…$/);
  });
});
