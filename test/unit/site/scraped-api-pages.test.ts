import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite } from '../../../src/render/open-site.js';

const specs = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/openapi/sites/placement/specs',
);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-scraped-'));
  await cp(specs, path.join(dir, 'specs'), { recursive: true });
  await writeFile(
    path.join(dir, 'docs.json'),
    JSON.stringify({
      theme: 'mint',
      name: 'Scraped',
      colors: { primary: '#000000' },
      navigation: {
        tabs: [
          { tab: 'Home', pages: ['index'] },
          { tab: 'API', openapi: 'specs/pets.yaml' },
        ],
      },
    }),
  );
  await writeFile(path.join(dir, 'index.mdx'), '# Home\n');
  // Pages at the URLs the platform gives these operations, as a scrape of its pages writes them.
  await mkdir(path.join(dir, 'api-reference', 'pets'), { recursive: true });
  await writeFile(path.join(dir, 'api-reference', 'pets', 'list-all-pets.mdx'), '---\nopenapi: get /pets\n---\n');
  // At the URL of another operation: a page of its own, which that operation's entry must not take.
  await writeFile(path.join(dir, 'api-reference', 'pets', 'create-a-pet.mdx'), '---\ntitle: Notes\n---\n\nNotes.\n');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('MDX pages at the URLs of generated API pages', () => {
  it("lead the operation's entry to the page that documents it, and push another operation's page to -1", async () => {
    const { site } = await openSite({ dir, base: '/' });
    const entries = site!.state.navigation.entries.map((entry) => entry.url);
    expect(entries).toContain('/api-reference/pets/list-all-pets');
    expect(entries).not.toContain('/api-reference/pets/list-all-pets-1');
    expect(site!.state.routes.get('/api-reference/pets/list-all-pets')).toMatchObject({ kind: 'page' });
    expect(entries).toContain('/api-reference/pets/create-a-pet-1');
    expect(site!.state.routes.get('/api-reference/pets/create-a-pet-1')).toMatchObject({ kind: 'endpoint' });
  });
});
