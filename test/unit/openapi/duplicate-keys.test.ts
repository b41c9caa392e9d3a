import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DuplicateKey,
  duplicateKeyDiagnostics,
  MAX_DUPLICATE_KEY_WARNINGS,
} from '../../../src/openapi/duplicate-keys.js';
import { loadOpenApi } from '../../../src/openapi/load-openapi.js';
import { listOperations } from '../../../src/openapi/operations.js';
import { parseSpecText } from '../../../src/openapi/parse-spec-text.js';

const YAML_SPEC = [
  'openapi: 3.1.0',
  'info: {title: T, version: "1"}',
  'paths:',
  '  /items:',
  '    get: {summary: a, responses: {"200": {description: x}}}',
  '    get: {summary: b, responses: {"200": {description: y}}}',
  '',
].join('\n');

const JSON_SPEC = [
  '{',
  '  "openapi": "3.1.0",',
  '  "info": {"title": "T", "version": "1"},',
  '  "paths": {',
  '    "/items": {',
  '      "get": {"summary": "a", "responses": {"200": {"description": "x"}}},',
  '      "get": {"summary": "b", "responses": {"200": {"description": "y"}}}',
  '    }',
  '  }',
  '}',
  '',
].join('\n');

/** The warning both specs above get, where their second `get` is written. */
function getWarning(file: string, [line, column]: [number, number], firstLine: number) {
  return {
    severity: 'warning',
    rule: 'spec-duplicate-key',
    file,
    line,
    column,
    path: '#/paths/~1items',
    message: `the key \`get\` is written twice in this object (first on line ${firstLine}): the value written here, the later one, is used and the one on line ${firstLine} is ignored.`,
    hint: 'Keep one `get`: merge the values into it, or rename or remove the others. A key may appear once per object, and other tools keep the first value or refuse the file.',
  };
}

describe('parseSpecText: keys written twice', () => {
  it('finds a YAML duplicate, and keeps the later value as before', () => {
    const parsed = parseSpecText(YAML_SPEC, 'spec.yaml');
    expect(parsed.error).toBeUndefined();
    expect((parsed.value as { paths: Record<string, { get: { summary: string } }> }).paths['/items']?.get.summary).toBe(
      'b',
    );
    expect(parsed.duplicates).toEqual<DuplicateKey[]>([
      { key: 'get', at: ['paths', '/items'], line: 6, column: 5, firstLine: 5, lastLine: 6, count: 2, last: true },
    ]);
  });

  it('finds a JSON duplicate, and keeps the later value as JSON.parse does', () => {
    const parsed = parseSpecText(JSON_SPEC, 'spec.json');
    expect((parsed.value as { paths: Record<string, { get: { summary: string } }> }).paths['/items']?.get.summary).toBe(
      'b',
    );
    expect(parsed.duplicates).toEqual<DuplicateKey[]>([
      { key: 'get', at: ['paths', '/items'], line: 7, column: 7, firstLine: 6, lastLine: 7, count: 2, last: true },
    ]);
    // JSON text in a .yaml file goes through JSON.parse too.
    expect(parseSpecText(JSON_SPEC, 'spec.yaml').duplicates).toEqual(parsed.duplicates);
  });

  it('finds nested duplicates, inside arrays too, in text order', () => {
    const json = [
      '{"components": {"schemas": {"Pet": {"type": "object", "properties": {',
      '  "id": {"type": "string"},',
      '  "id": {"type": "integer"}',
      '}}}},',
      ' "x-list": [{"a": 1}, {"b": 1, "b": 2, "b": 3}]}',
    ].join('\n');
    const parsed = parseSpecText(json, 'spec.json');
    expect(parsed.duplicates?.map(({ key, at, line, column, last }) => ({ key, at, line, column, last }))).toEqual([
      { key: 'id', at: ['components', 'schemas', 'Pet', 'properties'], line: 3, column: 3, last: true },
      { key: 'b', at: ['x-list', 1], line: 5, column: 32, last: false },
      { key: 'b', at: ['x-list', 1], line: 5, column: 40, last: true },
    ]);
    const yaml = [
      'components:',
      '  schemas:',
      '    Pet:',
      '      properties:',
      '        id: {type: string}',
      '        id: {type: integer}',
      'x-list:',
      '  - a: 1',
      '  - b: 1',
      '    "b": 2',
      '    1: x',
      '    "1": y',
    ].join('\n');
    expect(
      parseSpecText(yaml, 'spec.yaml').duplicates?.map(({ key, at, line, column }) => ({ key, at, line, column })),
    ).toEqual([
      { key: 'id', at: ['components', 'schemas', 'Pet', 'properties'], line: 6, column: 9 },
      { key: 'b', at: ['x-list', 1], line: 10, column: 5 },
      // `1` and `"1"` are one property once read.
      { key: '1', at: ['x-list', 1], line: 12, column: 5 },
    ]);
  });

  it('finds none in specs without duplicates, whatever their strings hold', () => {
    const json = String.raw`{"a": "x\": \"y", "b": {"a": "\\", "c": ["\\\"a\":", "d"]}, "c" : 1, "d"
      : {"": 1, "e": {}}}`;
    const parsed = parseSpecText(json, 'spec.json');
    expect(parsed.value).toMatchObject({ a: 'x": "y', c: 1 });
    expect(parsed).not.toHaveProperty('duplicates');
    expect(parseSpecText('a: 1\nb:\n  a: 1\n  c: [{a: 1}, {a: 2}]\n', 'spec.yaml')).not.toHaveProperty('duplicates');
    expect(parseSpecText(JSON_SPEC.replace('"get": {"summary": "b"', '"put": {"summary": "b"'), 'x.json')).toEqual({
      value: expect.anything(),
    });
  });

  it('finds keys written with escapes as the same key', () => {
    expect(parseSpecText('{"get": 1, "g\\u0065t": 2}', 'spec.json').duplicates?.map((d) => d.key)).toEqual(['get']);
  });

  it('leaves out YAML 1.1 merge keys, which add keys rather than set one', () => {
    const yaml = ['%YAML 1.1', '---', 'base: &b {x: 1}', 'more: &m {y: 1}', 'obj:', '  <<: *b', '  <<: *m', '  z: 1'];
    expect(parseSpecText(yaml.join('\n'), 'spec.yaml')).not.toHaveProperty('duplicates');
  });
});

describe('duplicateKeyDiagnostics', () => {
  const at = (line: number, last: boolean, count = 3): DuplicateKey => ({
    key: 'get',
    at: [],
    line,
    column: 1,
    firstLine: 1,
    lastLine: 3,
    count,
    last,
  });

  it('says which value is used when a key is written three times', () => {
    expect(duplicateKeyDiagnostics([at(2, false), at(3, true)], 'a.yaml').map((d) => [d.path, d.message])).toEqual([
      [
        '#',
        'the key `get` is written 3 times in this object (first on line 1): the value written here is ignored, like every one but the last (line 3), which is used.',
      ],
      [
        '#',
        'the key `get` is written 3 times in this object (first on line 1): the value written here, the last one, is used and the others are ignored.',
      ],
    ]);
  });

  it(`lists the first ${MAX_DUPLICATE_KEY_WARNINGS} of a file and counts the others`, () => {
    const many = Array.from({ length: MAX_DUPLICATE_KEY_WARNINGS + 3 }, (_, i) => ({ ...at(i + 2, true, 2) }));
    const diagnostics = duplicateKeyDiagnostics(many, 'a.yaml');
    expect(diagnostics).toHaveLength(MAX_DUPLICATE_KEY_WARNINGS + 1);
    expect(diagnostics.at(-1)).toEqual({
      severity: 'warning',
      rule: 'spec-duplicate-key',
      file: 'a.yaml',
      line: 1,
      column: 1,
      message: '3 more keys are written twice in a.yaml; in each object the last value is used.',
    });
  });

  it('shows an empty or odd key quoted', () => {
    const [empty] = duplicateKeyDiagnostics([{ ...at(2, true, 2), key: '' }], 'a.yaml');
    expect(empty?.message).toMatch(/^the key "" is written twice/);
  });
});

describe('loadOpenApi: keys written twice', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'quire-duplicate-keys-'));
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  async function site(name: string, files: Record<string, string>): Promise<string> {
    const root = path.join(tmp, name);
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    return root;
  }

  it('warns at a YAML entry file and builds from the later operation', async () => {
    const root = await site('yaml', { 'spec.yaml': YAML_SPEC });
    const result = await loadOpenApi({ root, file: 'spec.yaml', validate: false });
    expect(result.diagnostics).toEqual([getWarning('spec.yaml', [6, 5], 5)]);
    expect(listOperations(result.spec!).map((op) => `${op.method} ${op.path} ${op.operation.summary}`)).toEqual([
      'GET /items b',
    ]);
  });

  it('warns at a JSON entry file', async () => {
    const root = await site('json', { 'spec.json': JSON_SPEC });
    const result = await loadOpenApi({ root, file: 'spec.json', validate: false });
    expect(result.diagnostics).toEqual([getWarning('spec.json', [7, 7], 6)]);
  });

  it('warns once in each file a `$ref` reaches, whole or through a pointer', async () => {
    const root = await site('refs', {
      'openapi.yaml': [
        'openapi: 3.1.0',
        'info: {title: T, version: "1"}',
        'paths:',
        '  /items:',
        "    $ref: 'paths/items.yaml'",
        '  /other:',
        '    get:',
        '      responses:',
        '        "200":',
        '          description: ok',
        '          content:',
        "            application/json: {schema: {$ref: 'schemas.json#/Pet'}}",
        '  /third:',
        '    get:',
        '      responses:',
        '        "200":',
        '          description: ok',
        '          content:',
        "            application/json: {schema: {$ref: 'schemas.json#/Owner'}}",
        '',
      ].join('\n'),
      'paths/items.yaml': [
        'get: {summary: a, responses: {"200": {description: x}}}',
        'get: {summary: b, responses: {"200": {description: y}}}',
        '',
      ].join('\n'),
      'schemas.json': '{\n  "Pet": {"type": "object", "type": "string"},\n  "Owner": {"type": "string"}\n}\n',
    });
    const result = await loadOpenApi({ root, file: 'openapi.yaml', validate: false });
    // In the order the references reach the files.
    expect(result.diagnostics).toEqual([
      { ...getWarning('paths/items.yaml', [2, 1], 1), path: '#' },
      {
        ...getWarning('schemas.json', [2, 29], 2),
        path: '#/Pet',
        message:
          'the key `type` is written twice in this object (first on line 2): the value written here, the later one, is used and the one on line 2 is ignored.',
        hint: 'Keep one `type`: merge the values into it, or rename or remove the others. A key may appear once per object, and other tools keep the first value or refuse the file.',
      },
    ]);
    expect(listOperations(result.spec!).find((op) => op.path === '/items')?.operation.summary).toBe('b');
  });

  it('says nothing of a spec without duplicates', async () => {
    const root = await site('clean', {
      'spec.yaml': YAML_SPEC.replace('    get: {summary: b', '    put: {summary: b'),
      'spec.json': JSON_SPEC.replace('"get": {"summary": "b"', '"put": {"summary": "b"'),
    });
    expect((await loadOpenApi({ root, file: 'spec.yaml', validate: false })).diagnostics).toEqual([]);
    expect((await loadOpenApi({ root, file: 'spec.json', validate: false })).diagnostics).toEqual([]);
  });
});
