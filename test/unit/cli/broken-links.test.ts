import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli.js';
import { captureIo } from '../../support/capture-io.js';

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/links/relative');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-broken-links-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('quire broken-links', () => {
  it('exits 1 with the broken links located, writes nothing, and build --strict fails on them', {
    timeout: 120_000,
  }, async () => {
    const site = path.join(work, 'broken');
    await cp(fixture, site, { recursive: true });
    const run = captureIo();
    expect(await main(['broken-links', site], run.io)).toBe(1);
    expect(run.err()).toContain(
      'guides/index.mdx:8:9 warning Broken link ./setpu (/guides/setpu): no page, redirect or file has this URL. [broken-link]\n  hint: The closest page is /guides/setup.\n',
    );
    expect(run.err()).toMatch(/^5 broken links, 0 errors — 5 pages checked\.$/m);
    expect(existsSync(path.join(site, 'dist'))).toBe(false);

    // The same links break under a base path.
    const based = captureIo();
    expect(await main(['broken-links', site, '--base', '/docs/'], based.io)).toBe(1);
    expect(based.err()).toMatch(/^5 broken links, 0 errors — 5 pages checked\.$/m);

    // A missing image counts too.
    await writeFile(path.join(site, 'quickstart.md'), '# Quickstart\n\n![Flow](/images/flow.png)\n', { flag: 'a' });
    const images = captureIo();
    expect(await main(['broken-links', site], images.io)).toBe(1);
    expect(images.err()).toContain('quickstart.md:');
    expect(images.err()).toContain('Image not found: /images/flow.png (looked for images/flow.png). [missing-image]');
    expect(images.err()).toMatch(/^5 broken links, 1 missing image, 0 errors — 5 pages checked\.$/m);

    const strict = captureIo();
    expect(await main(['build', site, '--strict', '--out', path.join(work, 'out')], strict.io)).toBe(1);
    expect(strict.err()).toContain('[broken-link]');
    expect(strict.err()).toContain('(--strict: warnings fail the build)');
  });

  it('exits 0 when every link lands', { timeout: 120_000 }, async () => {
    const site = path.join(work, 'fine');
    await cp(fixture, site, { recursive: true });
    // The five broken links mended.
    for (const file of ['index.mdx', 'quickstart.md', 'guides/index.mdx', 'guides/deep/advanced.mdx']) {
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(path.join(site, file), 'utf8');
      await writeFile(path.join(site, file), text.replace(/^Broken.*$/m, ''));
    }
    await writeFile(
      path.join(site, 'guides/setup.mdx'),
      '---\ntitle: Setup\n---\n\n<Card title="Advanced" href="deep/advanced">One level down.</Card>\n',
    );
    const run = captureIo();
    expect(await main(['broken-links', site, '--base', '/docs/'], run.io)).toBe(0);
    expect(run.out()).toBe('No broken links or missing images — 5 pages checked.\n');
    expect(run.err()).toBe('');
  });
});
