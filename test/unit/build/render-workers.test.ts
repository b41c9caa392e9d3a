import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTree } from '../../support/read-tree.js';

// Worker threads run the compiled worker file, so this test drives the compiled build (after `tsc`).
const compiled = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/src/build/build.js');
type BuildSite = typeof import('../../../src/build/build.js').buildSite;

let work: string;
let site: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-workers-'));
  site = path.join(work, 'site');
  await mkdir(path.join(site, 'guides'), { recursive: true });
  const pages: string[] = [];
  for (let i = 0; i < 70; i++) {
    pages.push(`guides/page-${i}`);
    const body = `---\ntitle: Page ${i}\n---\n\nText of page ${i} with a [link](/guides/page-0).\n\n## Part ${i}\n\n\`\`\`ts\nconst page = ${i};\n\`\`\`\n\n<Note>Note ${i}</Note>\n`;
    await writeFile(path.join(site, `guides/page-${i}.mdx`), body);
  }
  // One broken page: its error must come back from whichever thread rendered it.
  await writeFile(path.join(site, 'guides/page-69.mdx'), '---\ntitle: Broken\n---\n\n<Note>never closed\n');
  await writeFile(
    path.join(site, 'docs.json'),
    JSON.stringify({
      name: 'Workers',
      theme: 'mint',
      colors: { primary: '#0E7490' },
      navigation: { groups: [{ group: 'Guides', pages }] },
    }),
  );
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe.skipIf(!existsSync(compiled))('rendering on worker threads beside the main thread', () => {
  it('writes the same output and reports the same diagnostics as rendering in-process', async () => {
    const { buildSite } = (await import(compiled)) as { buildSite: BuildSite };
    const inProcess = await buildSite({ dir: site, outDir: path.join(work, 'a'), workers: 0 });
    const shared = await buildSite({ dir: site, outDir: path.join(work, 'b'), workers: 1 });
    expect(inProcess.workers).toBe(0);
    expect(shared.workers).toBe(1);
    expect(shared.pages).toBe(70);
    expect(shared.errors).toBe(1);
    expect(shared.diagnostics).toEqual(inProcess.diagnostics);
  }, 60_000);

  it('builds the same files when the build succeeds', async () => {
    const { buildSite } = (await import(compiled)) as { buildSite: BuildSite };
    await writeFile(path.join(site, 'guides/page-69.mdx'), '---\ntitle: Fixed\n---\n\nFixed.\n');
    const a = await buildSite({ dir: site, outDir: path.join(work, 'c'), workers: 0 });
    const b = await buildSite({ dir: site, outDir: path.join(work, 'd'), workers: 2 });
    expect(a.ok && b.ok).toBe(true);
    expect(b.workers).toBe(2);
    const left = await readTree(path.join(work, 'c'));
    const right = await readTree(path.join(work, 'd'));
    expect([...right.keys()].sort()).toEqual([...left.keys()].sort());
    for (const [file, bytes] of left) expect(right.get(file)?.toString('utf8'), file).toBe(bytes.toString('utf8'));
  }, 60_000);
});
