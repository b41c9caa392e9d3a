// An operation's malformed extension (`x-mint` as a string, `x-codeSamples` not a list) is found while its page
// renders; the warning still points at the line that writes it (upstash's workflow spec had none).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/build.js';

const SPEC = `openapi: 3.1.0
info:
  title: Extensions
  version: "1"
paths:
  /runs:
    post:
      summary: Start a run
      x-mint: |
        Some MDX written where an object belongs.
      responses:
        "200":
          description: ok
    get:
      summary: List runs
      x-codeSamples: 3
      responses:
        "200":
          description: ok
`;

describe('the position of an extension problem', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-extension-position-'));
    await writeFile(path.join(dir, 'openapi.yaml'), SPEC);
    await writeFile(
      path.join(dir, 'docs.json'),
      JSON.stringify({
        theme: 'mint',
        name: 'Extensions',
        colors: { primary: '#4F46E5' },
        navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml' }] },
      }),
    );
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is the line of the extension the warning names', async () => {
    const built = await buildSite({ dir, outDir: path.join(dir, 'dist'), workers: 0 });
    expect(built.ok).toBe(true);
    const found = built.diagnostics
      .filter((d) => d.rule === 'openapi-extension')
      .map((d) => `${d.file}:${d.line}:${d.column} ${d.message.split(' must')[0]}`)
      .sort();
    expect(found).toEqual(['openapi.yaml:16:7 GET /runs: x-codeSamples', 'openapi.yaml:9:7 POST /runs: `x-mint`']);
  });

  it("places a problem of an operation's x-mint.content at that content in the spec, not at the MDX's own lines", async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'quire-mint-content-position-'));
    try {
      const spec = [
        'openapi: 3.1.0',
        'info: { title: T, version: "1" }',
        'paths:',
        '  /runs:',
        '    get:',
        '      summary: List runs',
        '      x-mint:',
        '        metadata: { title: Runs }',
        '        content: "Before {missing.value} after"',
        '      responses:',
        '        "200": { description: ok }',
      ].join('\n');
      await writeFile(path.join(other, 'openapi.yaml'), `${spec}\n`);
      await writeFile(
        path.join(other, 'docs.json'),
        JSON.stringify({
          theme: 'mint',
          name: 'Content',
          colors: { primary: '#4F46E5' },
          navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml' }] },
        }),
      );
      const built = await buildSite({ dir: other, outDir: path.join(other, 'dist'), workers: 0 });
      expect(built.ok).toBe(false);
      expect(
        built.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.rule} ${d.message}`),
      ).toEqual([
        'openapi.yaml:9:9 warning undefined-variable In its `x-mint.content`: `missing` is not defined on this page, so it reads as undefined.',
        "openapi.yaml:9:9 error mdx-runtime In its `x-mint.content`: The page failed while rendering: Cannot read properties of undefined (reading 'value')",
      ]);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});
