import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../../src/openapi/load-openapi.js';
import { openSite } from '../../../src/render/open-site.js';
import { renderRoute } from '../../../src/render/render-route.js';

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/openapi/sites/hostile');

describe('specs nobody should write', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'quire-hostile-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a spec nested thousands of levels deep with a diagnostic, not a stack overflow', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    await writeFile(
      path.join(dir, 'deep.json'),
      `{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{},"x-deep":${deep}}`,
    );
    const result = await loadOpenApi({ root: dir, file: 'deep.json' });
    expect(result.spec).toBeUndefined();
    expect(result.diagnostics.map((d) => d.rule)).toEqual(['openapi-too-deep']);
    // Located where it passes the limit: after the prefix, 256 levels of `{"a":` (5 characters each) in.
    const prefix = '{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{},"x-deep":'.length;
    expect(result.diagnostics[0]).toMatchObject({ line: 1, column: prefix + 5 * 256 + 1 });
  });

  it('says plainly that a YAML spec nests deeper than the parser can follow, where it starts', async () => {
    const flow = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const indented = Array.from({ length: 3000 }, (_, i) => `${'  '.repeat(i + 1)}a:`).join('\n');
    for (const [name, deep] of [
      ['flow.yaml', `x-deep: ${flow}`],
      ['indented.yaml', `x-deep:\n${indented}`],
    ] as const) {
      await writeFile(path.join(dir, name), `openapi: 3.0.0\ninfo: {title: T, version: "1"}\npaths: {}\n${deep}\n`);
      const result = await loadOpenApi({ root: dir, file: name });
      expect(result.spec).toBeUndefined();
      expect(
        result.diagnostics.map((d) => `${d.rule} ${d.line > 3 ? 'after the header' : d.line} ${d.message}`),
      ).toEqual([
        'openapi-syntax after the header not valid YAML: it nests lists and mappings thousands of levels deep, more than the parser can follow',
      ]);
    }
  });

  it('reports a YAML alias that contains itself instead of crashing', async () => {
    await writeFile(
      path.join(dir, 'alias.yaml'),
      "openapi: 3.0.0\ninfo: {title: x, version: '1'}\npaths: {}\nx-loop: &a [*a]\n",
    );
    const result = await loadOpenApi({ root: dir, file: 'alias.yaml' });
    expect(result.spec).toBeUndefined();
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', rule: 'openapi-self-reference', path: '#/x-loop/0' }),
    ]);
  });

  it('checks a spec whose references fan out to 10^8 values against the schema only, in moments', async () => {
    const levels = Array.from({ length: 8 }, (_, level) => {
      const next = `{$ref: '#/components/schemas/S${level + 1}'}`;
      const properties = 'abcdefghij'.split('').map((name) => `${name}: ${next}`);
      return `    S${level}: {type: object, properties: {${properties.join(', ')}}}`;
    });
    await writeFile(
      path.join(dir, 'fan.yaml'),
      [
        'openapi: 3.0.3',
        // No title: the schema check still runs and finds that.
        "info: {version: '1'}",
        'paths:',
        '  /a:',
        '    post:',
        "      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/S0'}}}}",
        "      responses: {'200': {description: ok}}",
        'components:',
        '  schemas:',
        ...levels,
        '    S8: {type: string}',
        '',
      ].join('\n'),
    );
    const result = await loadOpenApi({ root: dir, file: 'fan.yaml', allProblems: true });
    expect(result.spec).toBeDefined();
    expect(result.diagnostics.map((d) => [d.rule, d.path])).toEqual([
      ['openapi-too-large', undefined],
      ['openapi-invalid', '#/info'],
    ]);
    expect(result.diagnostics[0]?.message).toContain('more than 5,000,000 values');
  });

  it('says plainly that a YAML file holds two documents, at the `---` that starts the second', async () => {
    await writeFile(
      path.join(dir, 'two.yaml'),
      'openapi: 3.0.0\ninfo: {title: t, version: "1"}\npaths: {}\n---\nfoo: 1\n',
    );
    const result = await loadOpenApi({ root: dir, file: 'two.yaml' });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        rule: 'openapi-syntax',
        line: 4,
        column: 1,
        message: 'not valid YAML: the file holds more than one YAML document (a `---` line starts another one here)',
        hint: 'A spec is one document: remove this `---` line and what follows it, or move that part to a file of its own.',
      }),
    ]);
  });

  it('refuses an alias bomb in a file a $ref names, located in that file, without expanding it', async () => {
    const levels = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
    for (const [name, previous] of [
      ['b', 'a'],
      ['c', 'b'],
      ['d', 'c'],
      ['e', 'd'],
      ['f', 'e'],
      ['g', 'f'],
      ['h', 'g'],
    ])
      levels.push(`${name}: &${name} [${Array.from({ length: 9 }, () => `*${previous}`).join(', ')}]`);
    await writeFile(path.join(dir, 'bomb-part.yaml'), `${levels.join('\n')}\nS: {type: string, example: *h}\n`);
    await writeFile(
      path.join(dir, 'bomb-main.yaml'),
      [
        'openapi: 3.0.3',
        "info: {title: t, version: '1'}",
        'paths:',
        '  /a:',
        '    get:',
        "      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: './bomb-part.yaml#/S'}}}}}",
        '',
      ].join('\n'),
    );
    const result = await loadOpenApi({ root: dir, file: 'bomb-main.yaml' });
    // Said for what it is, at the first alias, with what to do instead.
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        rule: 'openapi-syntax',
        file: 'bomb-part.yaml',
        line: 2,
        column: 8,
        message:
          'not valid YAML (a `$ref` of the spec names this file): its aliases (`*name`) expand to more than 1,000 copies, too many to read safely',
        hint: 'Write the repeated parts out, or share them with `$ref` instead of YAML aliases.',
      }),
    );
  });

  it('builds a spec whose $refs name a file with a syntax error: the error once, in that file, and empty schemas', async () => {
    await writeFile(path.join(dir, 'broken-part.yaml'), 'Pet:\n  type: object\n  properties: {name: [}\n');
    await writeFile(
      path.join(dir, 'broken-main.yaml'),
      [
        'openapi: 3.0.3',
        "info: {title: t, version: '1'}",
        'paths:',
        '  /pets:',
        '    get:',
        "      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: './broken-part.yaml#/Pet'}}}}}",
        '  /pet:',
        '    get:',
        "      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: './broken-part.yaml'}}}}}",
        '',
      ].join('\n'),
    );
    const result = await loadOpenApi({ root: dir, file: 'broken-main.yaml' });
    expect(Object.keys((result.spec?.document.paths ?? {}) as object)).toEqual(['/pets', '/pet']);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      expect.stringMatching(
        /^broken-part\.yaml:3:\d+ openapi-syntax not valid YAML \(a `\$ref` of the spec names this file\): /,
      ),
      'broken-main.yaml:6:82 openapi-ref-unresolved the `$ref` to ./broken-part.yaml#/Pet names broken-part.yaml, which does not read (its problem is shown there); it is shown as an empty schema.',
      'broken-main.yaml:9:82 openapi-ref-unresolved the `$ref` to ./broken-part.yaml names broken-part.yaml, which does not read (its problem is shown there); it is shown as an empty schema.',
    ]);
    expect(result.diagnostics[1]?.hint).toBe('Fix the problem in that file: its schemas show once it reads.');
  });

  it('shows a $ref to a folder or to a file that is not JSON or YAML as an empty schema, with a warning', async () => {
    await mkdir(path.join(dir, 'schemas'), { recursive: true });
    await writeFile(path.join(dir, 'image.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
    await writeFile(
      path.join(dir, 'odd-refs.yaml'),
      [
        'openapi: 3.0.3',
        "info: {title: t, version: '1'}",
        'paths:',
        '  /a:',
        '    get:',
        "      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: './schemas'}}}}}",
        '  /b:',
        '    get:',
        "      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: './image.png'}}}}}",
        '',
      ].join('\n'),
    );
    const result = await loadOpenApi({ root: dir, file: 'odd-refs.yaml' });
    expect(result.spec).toBeDefined();
    expect(result.files).toEqual(['odd-refs.yaml', 'image.png']);
    expect(result.diagnostics.map((d) => [d.rule, d.message])).toEqual([
      [
        'openapi-ref-unresolved',
        'the `$ref` to ./schemas names a folder or something else that is not a file; it is shown as an empty schema.',
      ],
      ['openapi-ref-unresolved', 'the `$ref` to image.png is not a JSON or YAML file; it is shown as an empty schema.'],
    ]);
    expect(result.diagnostics[0]?.line).toBe(6);
  });

  it("gives an operation whose page is named `index` its folder's URL, rendered like any page", async () => {
    const site = path.join(dir, 'index-site');
    await mkdir(site, { recursive: true });
    await writeFile(
      path.join(site, 'docs.json'),
      JSON.stringify({
        name: 't',
        theme: 'mint',
        colors: { primary: '#112233' },
        navigation: { tabs: [{ tab: 'API', openapi: 'spec.yaml' }] },
      }),
    );
    await writeFile(
      path.join(site, 'spec.yaml'),
      "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      summary: Index\n      responses: {'200': {description: ok}}\n",
    );
    const opened = await openSite({ dir: site, base: '/' });
    expect(opened.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect([...opened.site!.state.routes.keys()]).toContain('/api-reference');
    const page = await renderRoute(opened.site!, '/api-reference');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1');
  });

  it('turns a $ref to a missing pointer of another file into an empty schema and a located warning', async () => {
    await writeFile(
      path.join(dir, 'refs.yaml'),
      [
        'openapi: 3.0.3',
        "info: {title: t, version: '1'}",
        'paths:',
        '  /a:',
        '    get:',
        '      responses:',
        "        '200':",
        '          description: ok',
        '          content:',
        '            application/json:',
        "              schema: {$ref: './schemas.yaml#/Nope'}",
        '  /b:',
        '    get:',
        '      responses:',
        "        '200':",
        '          description: ok',
        '          content:',
        '            application/json:',
        "              schema: {$ref: './schemas.yaml#/Pet'}",
        '',
      ].join('\n'),
    );
    await writeFile(path.join(dir, 'schemas.yaml'), 'Pet:\n  type: object\n  properties:\n    name: {type: string}\n');
    const result = await loadOpenApi({ root: dir, file: 'refs.yaml', validate: false });
    expect(result.spec).toBeDefined();
    expect(result.diagnostics.map((d) => `${d.file}:${d.line} ${d.rule} ${d.message}`)).toEqual([
      'refs.yaml:11 openapi-ref-unresolved the `$ref` to ./schemas.yaml#/Nope points at nothing in schemas.yaml; it is shown as an empty schema.',
    ]);
    expect(JSON.stringify(result.spec?.document)).toContain('"name":{"type":"string"}');
  });

  it('builds every page it can from a spec full of wrong values, with located warnings', async () => {
    const { site, diagnostics } = await openSite({ dir: fixture, base: '/' });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const nope = diagnostics.find((d) => d.rule === 'openapi-ref-unresolved');
    expect(nope).toMatchObject({ file: 'openapi.json', message: expect.stringContaining('#/nope points at nothing') });
    expect(nope?.line).toBeGreaterThan(1);
    const urls = [...site!.state.routes.keys()].filter((url) => url !== '/');
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) {
      const page = await renderRoute(site!, url);
      expect(page.status, url).toBe(200);
    }
    expect((await site!.state.validateSpecs()).length).toBeGreaterThan(0);
  });
});
