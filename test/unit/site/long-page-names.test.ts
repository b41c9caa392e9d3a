// A spec whose operation summary is a paragraph (OpenAI's has one of 380 characters): the page is built under a
// shortened name with a located warning, and a URL the author chose too long for a file name is left for the
// generated one, with a located warning too.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/build.js';

const SUMMARY = `Compact a conversation. ${'Returns a compacted response object, see the conversation state guide. '.repeat(5)}`;

async function siteWith(operations: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-long-names-'));
  const spec = { openapi: '3.1.0', info: { title: 'Long', version: '1' }, paths: operations };
  await writeFile(path.join(dir, 'openapi.json'), JSON.stringify(spec, null, 2));
  await writeFile(
    path.join(dir, 'docs.json'),
    JSON.stringify({
      theme: 'mint',
      name: 'Long names',
      colors: { primary: '#4F46E5' },
      navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
    }),
  );
  return dir;
}

describe('page names too long for a file name', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('builds the page under a shortened name and says where the summary is', async () => {
    dir = await siteWith({
      '/conversations/compact': { post: { summary: SUMMARY, responses: { 200: { description: 'ok' } } } },
    });
    const built = await buildSite({ dir, outDir: path.join(dir, 'dist'), workers: 0 });
    expect(built.ok).toBe(true);
    const warning = built.diagnostics.find((d) => d.rule === 'openapi-long-page-name');
    expect(warning).toMatchObject({ severity: 'warning', file: 'openapi.json', line: 10, column: 9 });
    const pages = (await readdir(path.join(dir, 'dist', 'api-reference'))).filter((name) => !name.endsWith('.md'));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatch(/^compact-a-conversation-returns-a-compacted-response-object.*-[0-9a-f]{8}$/);
    expect(warning?.message).toContain(pages[0]);
  });

  it('gives an `x-mint.href` too long for a file name a located warning and the generated URL', async () => {
    dir = await siteWith({
      '/x': {
        get: { summary: 'X', 'x-mint': { href: `/api/${'y'.repeat(300)}` }, responses: { 200: { description: 'ok' } } },
      },
    });
    const built = await buildSite({ dir, outDir: path.join(dir, 'dist'), workers: 0 });
    expect(built.ok).toBe(true);
    expect(built.diagnostics).toMatchObject([
      { severity: 'warning', rule: 'openapi-extension', file: 'openapi.json', path: '#/paths/~1x/get/x-mint/href' },
    ]);
    expect(built.diagnostics[0]!.line).toBeGreaterThan(1);
    expect(built.diagnostics[0]!.message).toContain('has a segment longer than 200 bytes');
    expect(await readdir(path.join(dir, 'dist', 'api-reference'))).toContain('x');
  });
});
