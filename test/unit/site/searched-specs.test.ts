import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite } from '../../../src/render/open-site.js';
import { validateHere } from '../../../src/site/spec-validation.js';

// A spec found only by the search (§2.5: frontmatter or an endpoint that names no spec) is the site's once a page
// uses it: its problems are reported like those of a spec docs.json names; unused spec-like files stay quiet.
describe('specs found by the search', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'quire-searched-specs-'));
    const spec = (paths: object, extra: object = {}) =>
      JSON.stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths, ...extra });
    const ok = { 200: { description: 'ok' } };
    await writeFile(
      path.join(root, 'docs.json'),
      JSON.stringify({
        name: 'T',
        theme: 'mint',
        colors: { primary: '#0a0' },
        navigation: { pages: ['docs-page', 'GET /items'] },
      }),
    );
    await writeFile(path.join(root, 'docs-page.mdx'), '---\nopenapi: get /documents\n---\n');
    const owner = { type: 'object', properties: { owner: { $ref: '#/components/schemas/user' } } };
    await writeFile(
      path.join(root, 'a-documents.json'),
      spec({
        '/documents': {
          get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema: owner } } } } },
        },
      }),
    );
    // Used by the navigation's endpoint: a path parameter that is not in the path.
    await writeFile(
      path.join(root, 'b-items.json'),
      spec({
        '/items': {
          get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: ok },
        },
      }),
    );
    // Used by no page: as broken, and quiet.
    await writeFile(path.join(root, 'c-unused.json'), spec({ '/other': { get: { responses: {} } } }, { servers: 'x' }));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('report the problems of the specs pages use, and only theirs', async () => {
    const opened = await openSite({ dir: root, base: '/' });
    const located = opened.diagnostics.filter((d) => d.rule.startsWith('openapi'));
    expect(located.map((d) => [d.file, d.rule])).toEqual([['a-documents.json', 'openapi-ref-unresolved']]);
    const jobs = opened.site!.state.specValidations;
    expect(jobs.map((job) => (job.kind === 'openapi' ? job.spec.file : job.file)).sort()).toEqual([
      'a-documents.json',
      'b-items.json',
    ]);
    const validated = await validateHere(jobs);
    expect(validated.map((d) => d.file)).toEqual(['b-items.json']);
    expect(validated.some((d) => d.file === 'b-items.json' && d.message.includes('`id`'))).toBe(true);
  });
});
