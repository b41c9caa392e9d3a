import http from 'node:http';
import https from 'node:https';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { loadOpenApi } from '../../../src/openapi/load-openapi.js';
import { listOperations } from '../../../src/openapi/operations.js';
import { resolvePointer } from '../../../src/openapi/resolve-ref.js';
import type { JsonObject } from '../../../src/openapi/spec-document.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/openapi/load');

/** Fails the test on any network access: the loader must never fetch. */
const network: { calls: string[] } = { calls: [] };
beforeEach(() => {
  network.calls = [];
  const refuse = (what: string) =>
    ((...args: unknown[]) => {
      network.calls.push(`${what} ${String(args[0])}`);
      throw new Error(`network access in a test: ${what}`);
    }) as never;
  vi.spyOn(globalThis, 'fetch').mockImplementation(refuse('fetch'));
  vi.spyOn(http, 'request').mockImplementation(refuse('http.request'));
  vi.spyOn(http, 'get').mockImplementation(refuse('http.get'));
  vi.spyOn(https, 'request').mockImplementation(refuse('https.request'));
  vi.spyOn(https, 'get').mockImplementation(refuse('https.get'));
});
afterEach(() => {
  expect(network.calls).toEqual([]);
  vi.restoreAllMocks();
});

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'quire-openapi-load-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Every `$ref` of a value with the JSON path it sits at. */
function refsOf(value: unknown, at = '#'): { at: string; ref: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => refsOf(item, `${at}/${i}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [{ at, ref: child }] : refsOf(child, `${at}/${key}`),
  );
}

function rules(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => d.rule);
}

describe('loadOpenApi: multi-file specs', () => {
  it('bundles paths and schemas from other files (with ../ inside the root) into one document', async () => {
    const result = await loadOpenApi({ root: path.join(FIXTURES, 'multi'), file: 'openapi.yaml' });
    expect(result.diagnostics).toEqual([]);
    expect(result.files[0]).toBe('openapi.yaml');
    expect([...result.files].sort()).toEqual([
      'openapi.yaml',
      'paths/users.yaml',
      'schemas/common/error.json',
      'schemas/user.yaml',
      'shared/address.yaml',
    ]);
    const spec = result.spec!;
    expect(spec.file).toBe('openapi.yaml');
    expect(spec.version).toBe('3.1.0');
    expect(spec.document.openapi).toBe('3.1.0');
    expect(listOperations(spec).map((op) => `${op.method} ${op.path} ${op.operation.summary}`)).toEqual([
      'GET /users List users',
      'GET /users/{id} Get a user',
    ]);

    // The external files are inlined: the schema of /users/{id} is the User schema with its address.
    const userSchema = '#/paths/~1users~1{id}/get/responses/200/content/application~1json/schema';
    expect(resolvePointer(spec.document, `${userSchema}/required`)).toEqual(['id']);
    expect(resolvePointer(spec.document, `${userSchema}/properties/address`)).toEqual({
      type: 'object',
      properties: { city: { type: 'string' } },
    });
    expect(resolvePointer(spec.document, '#/components/responses/Error/content/application~1json/schema')).toEqual({
      type: 'object',
      properties: { message: { type: 'string' } },
    });

    // Every reference left outside example values is internal and points at something.
    const refs = refsOf(spec.document);
    const data = refs.filter((r) => !r.ref.startsWith('#'));
    expect(data.map((r) => r.ref).sort()).toEqual([
      '../../../../../../etc/hostname',
      './data.json',
      'https://example.com/users.json',
    ]);
    for (const { at } of data) expect(at).toMatch(/\/(example|value)$/);
    const internal = refs.filter((r) => r.ref.startsWith('#'));
    expect(internal.length).toBeGreaterThan(0);
    for (const { ref } of internal) expect(resolvePointer(spec.document, ref)).toBeDefined();
  });

  it('keeps a $ref inside an example value as written and reads no file for it', async () => {
    const result = await loadOpenApi({ root: path.join(FIXTURES, 'multi'), file: 'openapi.yaml' });
    const document = result.spec!.document;
    const media = '#/paths/~1users~1{id}/get/responses/200/content/application~1json';
    expect(resolvePointer(document, `${media}/example`)).toEqual({ $ref: './data.json' });
    expect(resolvePointer(document, `${media}/schema/properties/example/example`)).toEqual({
      $ref: '../../../../../../etc/hostname',
    });
    expect(
      resolvePointer(document, '#/paths/~1users/get/responses/200/content/application~1json/examples/remote'),
    ).toEqual({
      summary: 'A value that looks like a reference',
      value: { $ref: 'https://example.com/users.json' },
    });
    // data.json exists, but nothing read it; and no warning for the URL or the path outside the root.
    expect(result.files).not.toContain('data.json');
    expect(rules(result.diagnostics)).toEqual([]);
  });

  it('reads a spec without references as it is', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'circular.yaml' });
    expect(result.files).toEqual(['circular.yaml']);
  });
});

describe('loadOpenApi: references it refuses', () => {
  it('never fetches an http(s) $ref: a warning per URL, and the spec still loads', async () => {
    const result = await loadOpenApi({ root: path.join(FIXTURES, 'remote'), file: 'openapi.yaml' });
    const warnings = result.diagnostics.filter((d) => d.rule === 'openapi-ref-unresolved');
    expect(warnings.map((d) => d.severity)).toEqual(['warning', 'warning']);
    expect(warnings[0]?.message).toContain('https://example.com/schemas/pet.json');
    expect(warnings[0]?.message).toContain('network address');
    expect(warnings[1]?.message).toContain('http://example.com/common.yaml');
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.spec).toBeDefined();
    expect(listOperations(result.spec!).map((op) => op.path)).toEqual(['/a', '/b']);
  });

  it('refuses a $ref that leaves the root with ../, with a warning, and reads nothing there', async () => {
    const result = await loadOpenApi({ root: path.join(FIXTURES, 'escape/site'), file: 'openapi.yaml' });
    const warnings = result.diagnostics.filter((d) => d.rule === 'openapi-ref-unresolved');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.severity).toBe('warning');
    expect(warnings[0]?.message).toContain('leaves the site folder');
    expect(result.files).toEqual(['openapi.yaml']);
    expect(JSON.stringify(result.spec?.document ?? {})).not.toContain('password');
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.spec).toBeDefined();
  });

  it('refuses a symlink inside the root that points outside it', async () => {
    const root = path.join(tmp, 'symlink');
    await rm(root, { recursive: true, force: true });
    await mkdir(root, { recursive: true });
    await symlink('/etc/hostname', path.join(root, 'outside.yaml'));
    await writeFile(
      path.join(root, 'openapi.yaml'),
      [
        'openapi: 3.0.3',
        'info:',
        '  title: Symlink',
        "  version: '1'",
        'paths:',
        '  /a:',
        '    get:',
        '      responses:',
        "        '200':",
        '          description: ok',
        '          content:',
        '            application/json:',
        '              schema:',
        "                $ref: './outside.yaml'",
        '',
      ].join('\n'),
    );
    const result = await loadOpenApi({ root, file: 'openapi.yaml' });
    const warnings = result.diagnostics.filter((d) => d.rule === 'openapi-ref-unresolved');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toContain('leaves the site folder');
    expect(result.files).toEqual(['openapi.yaml']);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.spec).toBeDefined();
  });

  it('warns about a $ref to a file that does not exist, and still loads', async () => {
    const result = await loadOpenApi({ root: path.join(FIXTURES, 'missing'), file: 'openapi.yaml' });
    const warnings = result.diagnostics.filter((d) => d.rule === 'openapi-ref-unresolved');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toContain('schemas/not-there.yaml');
    expect(warnings[0]?.message).toContain('does not exist');
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.spec).toBeDefined();
  });
});

describe('loadOpenApi: $refs that lead only to one another across files', () => {
  const entry = (refs: Record<string, string>) =>
    [
      'openapi: 3.0.3',
      'info: {title: Loop, version: "1"}',
      'paths:',
      ...Object.entries(refs).flatMap(([route, ref]) => [
        `  ${route}:`,
        '    get:',
        '      responses:',
        "        '200':",
        '          description: ok',
        '          content:',
        '            application/json:',
        `              schema: {$ref: '${ref}'}`,
      ]),
      '',
    ].join('\n');

  it('says which files the loop goes through, at the member the spec reaches first, and still loads', async () => {
    const root = path.join(tmp, 'ref-loop');
    await rm(root, { recursive: true, force: true });
    await mkdir(root, { recursive: true });
    await writeFile(path.join(root, 'openapi.yaml'), entry({ '/x': './a.yaml#/A', '/y': './ok.yaml#/Fine' }));
    await writeFile(path.join(root, 'a.yaml'), "A:\n  $ref: './b.yaml#/B'\n");
    await writeFile(path.join(root, 'b.yaml'), "B:\n  $ref: './a.yaml#/A'\n");
    // A chain of references across files that ends at a schema is fine.
    await writeFile(path.join(root, 'ok.yaml'), "Fine:\n  $ref: './real.yaml#/Real'\n");
    await writeFile(path.join(root, 'real.yaml'), 'Real:\n  type: object\n  properties:\n    id: {type: string}\n');
    const result = await loadOpenApi({ root, file: 'openapi.yaml' });
    const warnings = result.diagnostics.filter((d) => d.rule === 'openapi-ref-unresolved');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ file: 'a.yaml', line: 2, column: 3 });
    expect(warnings[0]?.message).toBe(
      'the `$ref` to ./b.yaml#/B leads only to other `$ref`s and back to itself (b.yaml#/B → a.yaml#/A), never to a schema; it is shown as an empty schema.',
    );
    expect(warnings[0]?.hint).toContain('Point one of these `$ref`s at the schema');
    // Not described as a reference to itself at the entry, where no loop is written.
    expect(result.diagnostics.filter((d) => d.message.includes('is a `$ref` to itself'))).toEqual([]);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(listOperations(result.spec!).map((op) => op.path)).toEqual(['/x', '/y']);
  });

  it('finds a loop that comes back into the entry file', async () => {
    const root = path.join(tmp, 'ref-loop-entry');
    await rm(root, { recursive: true, force: true });
    await mkdir(root, { recursive: true });
    const text = `${entry({ '/x': '#/components/schemas/X' })}components:\n  schemas:\n    X:\n      $ref: './a.yaml#/A'\n`;
    await writeFile(path.join(root, 'openapi.yaml'), text);
    await writeFile(path.join(root, 'a.yaml'), "A:\n  $ref: './openapi.yaml#/components/schemas/X'\n");
    const result = await loadOpenApi({ root, file: 'openapi.yaml' });
    const warnings = result.diagnostics.filter((d) => d.rule === 'openapi-ref-unresolved');
    expect(warnings.map((d) => [d.file, d.line])).toEqual([['openapi.yaml', 15]]);
    expect(warnings[0]?.message).toContain('(a.yaml#/A → openapi.yaml#/components/schemas/X)');
    expect(result.spec).toBeDefined();
  });
});

describe('loadOpenApi: files that are not specs', () => {
  it('reports a JSON syntax error at its line and column', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'syntax-error.json' });
    expect(result.spec).toBeUndefined();
    expect(result.files).toEqual(['syntax-error.json']);
    expect(result.diagnostics).toHaveLength(1);
    const [error] = result.diagnostics;
    expect(error).toMatchObject({
      severity: 'error',
      rule: 'openapi-syntax',
      file: 'syntax-error.json',
      line: 3,
      column: 25,
    });
    // Right after the value `"x"`, where the comma belongs.
    expect(error?.message).toBe('not valid JSON: expected "," or "}" after this value, found `"version"`');
  });

  it('reports a trailing comma at the comma', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'trailing-comma.json' });
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ rule: 'openapi-syntax', line: 5, column: 73 });
    expect(result.diagnostics[0]?.message).toBe(
      'not valid JSON: trailing comma: JSON does not allow a comma after the last item',
    );
  });

  it('reports a YAML syntax error at its line and column', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'syntax-error.yaml' });
    expect(result.spec).toBeUndefined();
    expect(result.diagnostics).toHaveLength(1);
    const [error] = result.diagnostics;
    expect(error).toMatchObject({
      severity: 'error',
      rule: 'openapi-syntax',
      file: 'syntax-error.yaml',
      line: 8,
      column: 16,
    });
    expect(error?.message).toMatch(/^not valid YAML: Nested mappings are not allowed in compact mappings/);
  });

  it('says a JSON file without openapi/swagger is not a spec', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'not-a-spec.json' });
    expect(result.spec).toBeUndefined();
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        rule: 'openapi-not-a-spec',
        file: 'not-a-spec.json',
        line: 1,
        column: 1,
      }),
    ]);
  });

  it('says a missing file is missing', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'nope.yaml' });
    expect(result).toEqual({
      diagnostics: [expect.objectContaining({ severity: 'error', rule: 'openapi-missing-file', file: 'nope.yaml' })],
      files: [],
    });
  });
});

describe('loadOpenApi: versions', () => {
  it('converts Swagger 2.0 to OpenAPI 3.0, keeping the operations', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'swagger2.json' });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const spec = result.spec!;
    expect(spec.convertedFrom).toBe('2.0');
    expect(spec.version).toMatch(/^3\.0\./);
    expect(String(spec.document.openapi)).toMatch(/^3\.0\./);
    expect(spec.document.swagger).toBeUndefined();
    expect(listOperations(spec).map((op) => `${op.method} ${op.path} ${op.operation.summary}`)).toEqual([
      'GET /pets List pets',
      'POST /pets Create a pet',
      'GET /pets/{petId} Get a pet',
    ]);
    const document = spec.document;
    expect(document.servers).toEqual([{ url: 'https://api.example.com/v1' }]);
    expect(resolvePointer(document, '#/components/schemas/Pet/required')).toEqual(['name']);
    expect(resolvePointer(document, '#/paths/~1pets/post/requestBody/required')).toBe(true);
    expect(Object.keys(resolvePointer(document, '#/paths/~1pets/post/requestBody/content') as JsonObject)).toEqual([
      'application/json',
    ]);
  });

  it('keeps a $ref inside a Swagger 2.0 response example as data', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'swagger2-example-ref.json' });
    expect(result.diagnostics).toEqual([]);
    const media = resolvePointer(
      result.spec!.document,
      '#/paths/~1pets~1{petId}/get/responses/200/content/application~1json',
    ) as JsonObject;
    // swagger2openapi moves a 2.0 response example into an Example Object named `response`.
    expect(media.examples).toEqual({ response: { value: { $ref: 'https://example.com/pet-example.json' } } });
  });

  it('loads a 3.2.0 document, with its 3.2 features (QUERY method, tag summary/parent/kind) not reported', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'v32.yaml' });
    expect(result.spec?.version).toBe('3.2.0');
    expect(result.spec?.document.openapi).toBe('3.2.0');
    expect(listOperations(result.spec!).map((op) => `${op.method} ${op.path}`)).toEqual(['GET /pets', 'QUERY /pets']);
    expect(result.diagnostics).toEqual([]);
  });

  it('validates a 3.2.0 document without calling its 3.2 fields "not allowed", and still finds a wrong one', async () => {
    // $self, server `name`, `in: querystring`, `itemSchema`, `dataValue`/`serializedValue`, a security scheme's
    // `deprecated` and `oauth2MetadataUrl`, the device authorization flow, `defaultMapping`.
    const result = await loadOpenApi({ root: FIXTURES, file: 'v32-fields.yaml' });
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.path} ${d.message}`)).toEqual([
      '7:5 #/servers/0/wrong the property `wrong` is not allowed here',
    ]);
  });

  it('reads an http security scheme case-insensitively, as RFC 7235 says (`scheme: Bearer` with `bearerFormat`)', async () => {
    for (const version of ['3.1.0', '3.0.3']) {
      const text = (await readFile(path.join(FIXTURES, 'bearer-case.yaml'), 'utf8')).replace('3.1.0', version);
      const tmp = await mkdtemp(path.join(os.tmpdir(), 'quire-bearer-'));
      await writeFile(path.join(tmp, 'spec.yaml'), text);
      const result = await loadOpenApi({ root: tmp, file: 'spec.yaml' });
      expect(result.diagnostics).toEqual([]);
      await rm(tmp, { recursive: true, force: true });
    }
  });

  it('loads circular schemas without errors', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'circular.yaml' });
    expect(result.diagnostics).toEqual([]);
    const document = result.spec!.document;
    expect(resolvePointer(document, '#/components/schemas/Node/properties/children/items')).toEqual({
      $ref: '#/components/schemas/Node',
    });
    expect(resolvePointer(document, '#/components/schemas/Person/properties/nodes/items')).toEqual({
      $ref: '#/components/schemas/Node',
    });
  });
});

describe('loadOpenApi: problems in files a $ref names', () => {
  it('places a problem inside a referenced file in that file, once, whatever the number of places using it', async () => {
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'quire-multi-'));
    await mkdir(path.join(tmp, 'specs', 'models'), { recursive: true });
    const ok = "{'200': {description: ok, content: {application/json: {schema: {$ref: './models/pet.yaml'}}}}}";
    await writeFile(
      path.join(tmp, 'specs', 'api.yaml'),
      [
        'openapi: 3.0.3',
        "info: {title: t, version: '1'}",
        'paths:',
        '  /a:',
        `    get: {responses: ${ok}}`,
        '  /b:',
        `    get: {responses: ${ok}}`,
        '',
      ].join('\n'),
    );
    await writeFile(
      path.join(tmp, 'specs', 'models', 'pet.yaml'),
      ['type: object', 'properties:', '  id:', '    type: strng', '  owner:', "    $ref: './owner.json'", ''].join(
        '\n',
      ),
    );
    await writeFile(
      path.join(tmp, 'specs', 'models', 'owner.json'),
      '{\n  "type": "object",\n  "required": "name"\n}\n',
    );
    const result = await loadOpenApi({ root: tmp, file: 'specs/api.yaml' });
    const invalid = result.diagnostics.filter((d) => d.rule === 'openapi-invalid');
    expect(invalid.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual([
      'specs/models/owner.json:3:3',
      'specs/models/pet.yaml:4:5',
    ]);
    expect(invalid[1]!.message).toMatch(/^`type: strng` is not a type.* \(reached from 2 places through `\$ref`s\)$/);
    await rm(tmp, { recursive: true, force: true });
  });
});

describe('loadOpenApi: validation', () => {
  it('loads an invalid 3.0 YAML document with located openapi-invalid warnings', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'invalid.yaml' });
    expect(result.spec).toBeDefined();
    const invalid = result.diagnostics.filter((d) => d.rule === 'openapi-invalid');
    expect(invalid.every((d) => d.severity === 'warning' && d.file === 'invalid.yaml')).toBe(true);
    const at = (pointer: string) => invalid.find((d) => d.path === pointer);
    expect(at('#/info')).toMatchObject({ line: 2, column: 1, message: 'the required property `version` is missing' });
    expect(at('#/paths/~1pets/get/responses/200')).toMatchObject({
      line: 13,
      column: 9,
      message: 'the required property `description` is missing',
    });
  });

  it('locates a problem inside an array at the array element (YAML)', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'invalid.yaml' });
    const parameter = result.diagnostics.find((d) => d.path === '#/paths/~1pets/get/parameters/0');
    // `- name: limit` on line 9: the parameter's map starts at `name`.
    expect(parameter).toMatchObject({ rule: 'openapi-invalid', line: 9, column: 11 });
  });

  it('locates problems in a JSON document, array elements included', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'invalid.json' });
    expect(result.spec).toBeDefined();
    const at = (pointer: string) => result.diagnostics.find((d) => d.path === pointer);
    expect(at('#/info')).toMatchObject({ rule: 'openapi-invalid', line: 3, column: 3 });
    expect(at('#/info')?.message).toBe('the required property `version` is missing');
    expect(at('#/servers/1')).toMatchObject({ rule: 'openapi-invalid', line: 6, column: 5 });
    expect(at('#/servers/1')?.message).toBe('the required property `url` is missing');
  });

  it('locates a problem behind local $refs where it is written, not at the $ref it was reached through', async () => {
    for (const file of ['invalid-behind-ref.yaml', 'invalid-behind-ref.json']) {
      const result = await loadOpenApi({ root: FIXTURES, file });
      const text = await readFile(path.join(FIXTURES, file), 'utf8');
      const lines = text.split('\n');
      // `name`'s `type: [string, null]` (3.1 syntax in a 3.0 file), reached through PetList → Pets.
      const row = lines.findIndex((l) => /^\s+"?type"?: \[/.test(l)) + 1;
      const problems = result.diagnostics.filter(
        (d) => d.rule === 'openapi-invalid' && d.path?.endsWith('/properties/name/type'),
      );
      // Reported through the operation, and through each schema that refers to Pets: all of them at `type`.
      expect(
        problems.map((d) => d.path).some((p) => p?.startsWith('#/paths/~1pets/get/responses/200/')),
        file,
      ).toBe(true);
      for (const problem of problems) {
        expect(problem, file).toMatchObject({ line: row, column: (lines[row - 1] ?? '').search(/\S/) + 1 });
      }
      // One problem per message as written, however many places reach it (the validator's two complaints about
      // `type` stay two).
      expect(new Set(problems.map((d) => d.message)).size, file).toBe(problems.length);
      for (const problem of problems) {
        expect(problem.message, file).toMatch(/ \(reached from 3 places through `\$ref`s\)$/);
      }
    }
  });

  it('points a property that is not allowed at the property itself', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'unknown-key.yaml' });
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        rule: 'openapi-invalid',
        path: '#/info/summary',
        line: 5,
        column: 3,
        message: 'the property `summary` is not allowed here',
      }),
    ]);
  });

  it('locates the problems of a Swagger 2.0 file, checked as converted, where the file has their place', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'swagger2-invalid.json' });
    expect(result.spec?.convertedFrom).toBe('2.0');
    const invalid = result.diagnostics.filter((d) => d.rule === 'openapi-invalid');
    const text = await readFile(path.join(FIXTURES, 'swagger2-invalid.json'), 'utf8');
    const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    // A root `license` (it belongs in `info`) keeps its place in the conversion.
    expect(invalid).toContainEqual(
      expect.objectContaining({ path: '#/license', line: lineOf('"license"'), column: 3 }),
    );
    // An unknown schema key: under `components/schemas` in the conversion, under `definitions` in the file, and
    // reached from the response (`content/*/*/schema` in the conversion, `schema` in the file): one problem there.
    const desc = invalid.filter((d) => d.message.startsWith('the property `desc` is not allowed here'));
    expect(desc).toEqual([
      expect.objectContaining({
        line: lineOf('"desc"'),
        message: 'the property `desc` is not allowed here (reached from 2 places through `$ref`s)',
      }),
    ]);
    expect(desc[0]?.hint).toContain('checked as converted to OpenAPI 3.0');
  });

  it("hands the Swagger 2.0 rules its conversion hides to a later validation (the build's), located in the file", async () => {
    const file = path.join(tmp, 'hidden-swagger2.yaml');
    const body = [
      '      parameters:',
      '        - name: pet',
      '          in: body',
      '      responses: { "200": { description: ok } }',
    ];
    await writeFile(
      file,
      ['swagger: "2.0"', 'info: { title: t, version: "1" }', 'paths:', '  /pets:', '    post:', ...body].join('\n'),
    );
    const result = await loadOpenApi({ root: tmp, file: 'hidden-swagger2.yaml', validate: 'later' });
    expect(result.diagnostics).toEqual([]);
    const { validateOpenApi } = await import('../../../src/openapi/validate-openapi.js');
    expect(await validateOpenApi(result.validation!)).toEqual([
      {
        severity: 'warning',
        rule: 'openapi-invalid',
        file: 'hidden-swagger2.yaml',
        line: 7,
        column: 11,
        path: '#/paths/~1pets/post/parameters/0',
        message:
          'the body parameter `pet` has no `schema`, which Swagger 2.0 requires of a body parameter to say what the body holds',
        hint: 'Add `schema:` with the type of the body: a `$ref` to one of `definitions`, or the schema written here.',
      },
    ]);
  });

  it('accepts a 3.1 server variable with a description (a valid Server Variable Object field)', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'server-variables.yaml' });
    expect(result.spec).toBeDefined();
    expect(result.diagnostics).toEqual([]);
  });

  it('skips validation when asked', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'invalid.yaml', validate: false });
    expect(result.diagnostics).toEqual([]);
    expect(result.spec?.version).toBe('3.0.3');
  });
});
