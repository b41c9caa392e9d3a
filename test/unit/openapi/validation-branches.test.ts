import { describe, expect, it } from 'vitest';
import type { OpenApiSpec } from '../../../src/openapi/spec-document.js';
import { validateOpenApi } from '../../../src/openapi/validate-openapi.js';
import { mergeTypeErrors } from '../../../src/openapi/validation-branches.js';

/** Validates a 3.0 document written as JSON text, and gives its problems as `pointer: message`. */
async function problems(components: Record<string, unknown>, paths: Record<string, unknown> = {}): Promise<string[]> {
  const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths, components };
  const text = JSON.stringify(document, null, 2);
  const spec: OpenApiSpec = { file: 'openapi.json', document, version: '3.0.3' };
  const diagnostics = await validateOpenApi({ spec, text });
  return diagnostics.map((d) => `${d.path}: ${d.message}`).sort();
}

// The schema's `oneOf` reports every branch's own errors; one mistake must read as one problem.
describe('validation problems of oneOf branches', () => {
  it('gives a security scheme of no known type one problem that lists the types', async () => {
    expect(await problems({ securitySchemes: { mtls: { type: 'mutualTLS' } } })).toEqual([
      '#/components/securitySchemes/mtls/type: `type` is the string "mutualTLS", which is not one of the values allowed here: `apiKey`, `http`, `oauth2` or `openIdConnect`',
    ]);
  });

  it('keeps the missing property of the branch that applies, and nothing of the others', async () => {
    expect(await problems({ securitySchemes: { basic: { type: 'http' } } })).toEqual([
      '#/components/securitySchemes/basic: the required property `scheme` is missing',
    ]);
    expect(await problems({ securitySchemes: { key: { type: 'apiKey', name: 'k' } } })).toEqual([
      '#/components/securitySchemes/key: the required property `in` is missing',
    ]);
  });

  it('says a single enum error as what the value is and what it may be', async () => {
    expect(await problems({ securitySchemes: { key: { type: 'apiKey', name: 'k', in: 'body' } } })).toEqual([
      '#/components/securitySchemes/key/in: `in` is the string "body", which is not one of the values allowed here: `header`, `query` or `cookie`',
    ]);
  });

  it('reports nothing for valid schemes', async () => {
    expect(
      await problems({
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://example.com/.well-known/openid-configuration' },
        },
      }),
    ).toEqual([]);
  });
});

describe('validation problems of required-property choices', () => {
  it('says a parameter needs `schema` or `content`, not that both are missing', async () => {
    const paths = {
      '/a': { get: { parameters: [{ name: 'q', in: 'query' }], responses: { '200': { description: 'ok' } } } },
    };
    expect(await problems({}, paths)).toEqual([
      '#/paths/~1a/get/parameters/0: one of the properties `schema` or `content` is required, and it has neither',
    ]);
  });
});

/** Validates a document of this version (JSON text) and gives its problems as `pointer: message`, sorted. */
async function problemsOf(version: string, parts: Record<string, unknown>): Promise<string[]> {
  const document = { openapi: version, info: { title: 't', version: '1' }, paths: {}, ...parts };
  const spec: OpenApiSpec = { file: 'openapi.json', document, version };
  const diagnostics = await validateOpenApi({ spec, text: JSON.stringify(document, null, 2) });
  return diagnostics.map((d) => `${d.path}: ${d.message}`).sort();
}

const ok = { '200': { description: 'ok' } };
const withParameter = (parameter: Record<string, unknown>) => ({
  paths: { '/a': { get: { parameters: [parameter], responses: ok } } },
});

describe('validation problems of a oneOf that several branches match', () => {
  it('says a parameter without `in` lacks `in`, not the `required` of the path form it does not match', async () => {
    expect(await problemsOf('3.0.3', withParameter({ name: 'q', schema: { type: 'string' } }))).toEqual([
      '#/paths/~1a/get/parameters/0: the required property `in` is missing',
    ]);
  });
});

describe('validation problems of fields that exclude each other', () => {
  it('says a 3.0 parameter has both `schema` and `content`, or both `example` and `examples`', async () => {
    const both = { name: 'q', in: 'query', schema: {}, content: { 'application/json': { schema: {} } } };
    expect(await problemsOf('3.0.3', withParameter(both))).toEqual([
      '#/paths/~1a/get/parameters/0: it has both `schema` and `content`, which exclude each other: it takes one of the two',
    ]);
    const examples = { name: 'q', in: 'query', schema: {}, example: 1, examples: { one: { value: 1 } } };
    expect(await problemsOf('3.0.3', withParameter(examples))).toEqual([
      '#/paths/~1a/get/parameters/0: it has both `example` and `examples`, which exclude each other: it takes one of the two',
    ]);
    expect(await problemsOf('3.0.3', withParameter({ ...both, ...examples }))).toEqual([
      '#/paths/~1a/get/parameters/0: it has both `example` and `examples`, which exclude each other: it takes one of the two',
      '#/paths/~1a/get/parameters/0: it has both `schema` and `content`, which exclude each other: it takes one of the two',
    ]);
  });

  it('says the same of a 3.1 parameter, and of a 3.1 license with both `identifier` and `url`', async () => {
    const both = { name: 'q', in: 'query', schema: {}, content: { 'application/json': { schema: {} } } };
    expect(await problemsOf('3.1.0', withParameter(both))).toEqual([
      '#/paths/~1a/get/parameters/0: it has both `schema` and `content`, which exclude each other: it takes one of the two',
    ]);
    const license = { name: 'MIT', identifier: 'MIT', url: 'https://opensource.org/licenses/MIT' };
    expect(await problemsOf('3.1.0', { info: { title: 't', version: '1', license } })).toEqual([
      '#/info/license: it has both `identifier` and `url`, which exclude each other: it takes one of the two',
    ]);
  });
});

describe('validation problems of the OpenAPI 3.1 type forms in a 3.0 document', () => {
  it('says a list of types, or the type `null`, is not OpenAPI 3.0, once, with what to write instead', async () => {
    const schemas = {
      A: { type: ['string', 'null'] },
      B: { type: 'null' },
      C: { properties: { type: { type: 'string' } } },
    };
    expect(await problemsOf('3.0.3', { components: { schemas } })).toEqual([
      '#/components/schemas/A/type: `type` is a list of types here, which is OpenAPI 3.1: an OpenAPI 3.0 schema has one type (for a value that may be null, its type and `nullable: true`)',
      '#/components/schemas/B/type: `null` is not a type in OpenAPI 3.0: a value that may be null has its type and `nullable: true`',
    ]);
  });
});

describe('validation problems said in the terms of the mistake', () => {
  it('says a path parameter is always required, in 3.0 and 3.1, in an operation and in the components', async () => {
    const path = { name: 'id', in: 'path', required: false, schema: { type: 'string' } };
    const message =
      'a path parameter is always required: write `required: true` (a path cannot leave out one of its parts)';
    for (const version of ['3.0.3', '3.1.0']) {
      const parts = {
        paths: { '/a/{id}': { get: { parameters: [path], responses: ok } } },
        components: { parameters: { Id: path } },
      };
      expect(await problemsOf(version, parts)).toEqual([
        `#/components/parameters/Id/required: ${message}`,
        `#/paths/~1a~1{id}/get/parameters/0/required: ${message}`,
      ]);
    }
  });

  it('says a response key that is no status code is not one, and what keys a response takes', async () => {
    for (const version of ['3.0.3', '3.1.0']) {
      const responses = { OK: { description: 'ok' }, 'x-note': 'fine', '200': { description: 'ok' } };
      expect(await problemsOf(version, { paths: { '/a': { get: { responses } } } })).toEqual([
        '#/paths/~1a/get/responses/OK: `OK` is not a status code: a response is keyed by an HTTP status code (`200`), a range (`2XX`) or `default`',
      ]);
    }
  });
});

describe('mergeTypeErrors', () => {
  it('folds the type errors of one value into one that names every type, and leaves other errors and values', () => {
    const merged = mergeTypeErrors([
      { instancePath: '/a', keyword: 'type', params: { type: 'object' } },
      { instancePath: '/b', keyword: 'required', params: { missingProperty: 'x' } },
      { instancePath: '/a', keyword: 'type', params: { type: 'boolean' } },
      { instancePath: '/c', keyword: 'type', params: { type: 'string,number' } },
    ]);
    expect(merged).toEqual([
      { instancePath: '/a', keyword: 'type', params: { type: ['object', 'boolean'] } },
      { instancePath: '/b', keyword: 'required', params: { missingProperty: 'x' } },
      { instancePath: '/c', keyword: 'type', params: { type: ['string', 'number'] } },
    ]);
  });
});
