import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
