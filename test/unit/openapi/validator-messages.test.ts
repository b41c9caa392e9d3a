import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../../src/openapi/load-openapi.js';
import type { OpenApiSpec } from '../../../src/openapi/spec-document.js';
import { validateOpenApi } from '../../../src/openapi/validate-openapi.js';

/**
 * The OpenAPI schema validator's errors ("must be array", "must NOT have fewer than 1 items") said in the terms of
 * the spec: the key, what it holds, what it must hold, and what to write instead.
 */
async function problems(version: string, document: Record<string, unknown>): Promise<string[]> {
  const full = { openapi: version, info: { title: 't', version: '1' }, paths: {}, ...document };
  const spec: OpenApiSpec = { file: 'openapi.json', document: full, version };
  const diagnostics = await validateOpenApi({ spec, text: JSON.stringify(full, null, 2) });
  return diagnostics.map((d) => `${d.path}: ${d.message} | ${d.hint}`).sort();
}

const ok = { '200': { description: 'ok' } };
const withSchema = (schema: unknown) => ({
  paths: {
    '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } },
  },
});
const at = '#/paths/~1a/get/responses/200/content/application~1json/schema';

describe('validator problems in plain words', () => {
  it('says a list written as a single value is a list, with how to write one', async () => {
    expect(await problems('3.0.3', { servers: 'https://api.example.com', security: { key: [] } })).toEqual([
      '#/security: `security` must be a list, but it is an object here | Write `security` as a list, even of one item: one `- ` line per item in YAML, `[ … ]` in JSON.',
      '#/servers: `servers` must be a list, but it is the string "https://api.example.com" here | Write `servers` as a list, even of one item: one `- ` line per item in YAML, `[ … ]` in JSON.',
    ]);
  });

  it('says a quoted number is a string, and a response written as its description is not a response', async () => {
    const paths = {
      '/a': {
        get: {
          parameters: [{ name: 'n', in: 'query', schema: { type: 'integer', minimum: '1' } }],
          responses: { ...ok, '201': 'Created' },
        },
      },
    };
    expect(await problems('3.0.3', { paths })).toEqual([
      '#/paths/~1a/get/parameters/0/schema/minimum: `minimum` must be a number, but it is the string "1" here | Write the number without quotes: `minimum: 1`.',
      '#/paths/~1a/get/responses/201: the response `201` must be an object (keys and values), but it is the string "Created" here | A response is an object with a description: `"201": { description: "Created" }`.',
    ]);
  });

  it('says `required: true` on a property is not how a schema marks it, and names the list to add it to', async () => {
    const schema = { type: 'object', properties: { id: { type: 'string', required: true } } };
    expect(await problems('3.0.3', withSchema(schema))).toEqual([
      `${at}/properties/id/required: \`required: true\` does not mark a property as required: an object schema lists the names of its required properties in its own \`required\` list | Remove \`required: true\` here, and add \`id\` to the \`required\` list of the object that holds it (\`required: [id]\`).`,
    ]);
  });

  it('says an empty list, a negative length and an unknown type plainly, with the type meant', async () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'string', enum: [] },
        b: { type: 'string', maxLength: -1 },
        c: { type: 'strin' },
        d: { type: 'int' },
        e: { type: 'int64' },
      },
    };
    expect(await problems('3.0.3', withSchema(schema))).toEqual([
      `${at}/properties/a/enum: \`enum\` is an empty list: it needs at least 1 item | Add an item, or remove \`enum\`.`,
      `${at}/properties/b/maxLength: \`maxLength\` is the number -1: it must be 0 or more | OpenAPI tools reject this; Quire still builds the pages it can read.`,
      `${at}/properties/c/type: \`type: strin\` is not a type: a schema's type is \`array\`, \`boolean\`, \`integer\`, \`number\`, \`object\` or \`string\` | Did you mean \`type: string\`?`,
      `${at}/properties/d/type: \`type: int\` is not a type: a schema's type is \`array\`, \`boolean\`, \`integer\`, \`number\`, \`object\` or \`string\` | Write \`type: integer\`.`,
      `${at}/properties/e/type: \`type: int64\` is not a type: a schema's type is \`array\`, \`boolean\`, \`integer\`, \`number\`, \`object\` or \`string\` | Write \`type: integer\` with \`format: int64\`.`,
    ]);
  });

  it('gives a value that may have one of several types one problem that names them all', async () => {
    const schema = { type: 'object', additionalProperties: 'yes' };
    expect(await problems('3.0.3', withSchema(schema))).toEqual([
      `${at}/additionalProperties: \`additionalProperties\` must be a schema (an object), \`true\` or \`false\`, but it is the string "yes" here | Write \`additionalProperties: true\` (other keys allowed, of any value), \`false\` (no other keys) or the schema of the other keys’ values.`,
    ]);
  });

  it('suggests the value meant for a misspelt one', async () => {
    const paths = { '/a': { get: { parameters: [{ name: 'q', in: 'querry', schema: {} }], responses: ok } } };
    expect(await problems('3.0.3', { paths })).toEqual([
      '#/paths/~1a/get/parameters/0/in: `in` is the string "querry", which is not one of the values allowed here: `path`, `query`, `header` or `cookie` | Did you mean `query`?',
    ]);
  });

  it('says an `info.version` written as a number, and still checks the rest of the document', async () => {
    for (const version of ['3.0.3', '3.1.0']) {
      const found = await problems(version, {
        info: { title: 't', version: 1.5 },
        paths: { '/a': { get: { responses: { '200': {} } } } },
      });
      expect(found).toEqual([
        '#/info/version: `version` must be a string, but it is the number 1.5 here | Put the value in quotes: `version: "1.5"` (unquoted, YAML reads it as a number).',
        '#/paths/~1a/get/responses/200: the required property `description` is missing | Add `description:` saying what the response means (OpenAPI requires one, even a short one).',
      ]);
    }
  });

  it('gives an OpenAPI 3.1 object one problem for one wrong value, not one for each key its branch knows', async () => {
    const securitySchemes = { key: { type: 'apiKey', name: 'k', in: 'body' } };
    expect(await problems('3.1.0', { components: { securitySchemes } })).toEqual([
      '#/components/securitySchemes/key/in: `in` is the string "body", which is not one of the values allowed here: `query`, `header` or `cookie` | Use one of `query`, `header` or `cookie`.',
    ]);
    // A key that is not allowed where nothing else is wrong is still one.
    expect(await problems('3.1.0', { info: { title: 't', version: '1', owner: 'me' } })).toEqual([
      '#/info/owner: the property `owner` is not allowed here | OpenAPI tools reject this; Quire still builds the pages it can read.',
    ]);
  });

  it('says nothing of the object left in place of a `$ref` to nothing, whose own warning says it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quire-refused-'));
    try {
      const content = "{$ref: '#/components/schemas/Nope'}";
      await writeFile(
        path.join(dir, 'spec.yaml'),
        `openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      responses: {'200': {description: ok, content: ${content}}}\n`,
      );
      const result = await loadOpenApi({ root: dir, file: 'spec.yaml' });
      expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.rule}`)).toEqual(['6:54 openapi-ref-unresolved']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('quotes a version written as a number the way the file writes it, in OpenAPI 3 and Swagger 2.0 alike', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quire-version-'));
    try {
      const rest = "paths:\n  /a:\n    get:\n      responses: {'200': {description: ok}}\n";
      await writeFile(path.join(dir, 'v3.yaml'), `openapi: 3.0.3\ninfo:\n  title: t\n  version: 1.0\n${rest}`);
      await writeFile(path.join(dir, 'v2.yaml'), `swagger: '2.0'\ninfo:\n  title: t\n  version: 2.10\n${rest}`);
      for (const [file, written] of [
        ['v3.yaml', '1.0'],
        ['v2.yaml', '2.10'],
      ] as const) {
        const result = await loadOpenApi({ root: dir, file });
        expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.path} ${d.hint}`)).toEqual([
          `4:3 #/info/version Put the value in quotes: \`version: "${written}"\` (unquoted, YAML reads it as a number).`,
        ]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
