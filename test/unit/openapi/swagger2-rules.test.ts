import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/openapi/spec-document.js';
import { checkSwagger2Rules } from '../../../src/openapi/swagger2-rules.js';

const ok = { '200': { description: 'ok' } };

/** A Swagger 2.0 document of these parts (a valid `info` unless given), and its problems as `pointer: message`. */
function problems(parts: JsonObject): string[] {
  const document = { swagger: '2.0', info: { title: 't', version: '1' }, ...parts };
  return checkSwagger2Rules(document).map((p) => `${p.pointer}: ${p.message}`);
}

describe('checkSwagger2Rules', () => {
  it('finds a scheme or a path in `host` and a `basePath` without its leading /', () => {
    expect(problems({ paths: {}, host: 'https://api.example.com', basePath: 'v1' })).toEqual([
      '/host: `host` is "https://api.example.com": it names the host (and port) alone, without a scheme or a path',
      '/basePath: `basePath` is "v1": it must start with a `/`',
    ]);
    expect(problems({ paths: {}, host: 'api.example.com:8443', basePath: '/v1' })).toEqual([]);
  });

  it('finds nothing in a document that keeps every rule', () => {
    expect(
      problems({
        consumes: ['application/json'],
        parameters: { Pet: { name: 'pet', in: 'body', required: true, schema: { $ref: '#/definitions/Pet' } } },
        responses: { NotFound: { description: 'not found' } },
        paths: {
          'x-note': {},
          '/pets/{id}': {
            parameters: [{ name: 'id', in: 'path', required: true, type: 'string' }],
            put: {
              parameters: [{ $ref: '#/parameters/Pet' }],
              responses: { ...ok, 404: { $ref: '#/responses/NotFound' } },
            },
            post: {
              consumes: ['multipart/form-data; charset=utf-8'],
              parameters: [
                { name: 'photo', in: 'formData', type: 'file' },
                { name: 'tags', in: 'query', type: 'array', items: { type: 'string' } },
                { name: 'X-Trace', in: 'header', type: 'string' },
              ],
              responses: ok,
            },
          },
        },
        definitions: { Pet: { type: 'object' } },
      }),
    ).toEqual([]);
  });

  it("finds OpenAPI 3's keys written into the file, but not properties or examples that happen to share a name", () => {
    expect(
      problems({
        servers: [{ url: 'https://api.example.com' }],
        paths: {
          '/a': {
            post: {
              requestBody: { content: {} },
              responses: {
                '200': {
                  description: 'ok',
                  schema: {
                    type: 'object',
                    properties: { nullable: { type: 'string', nullable: true }, pick: { oneOf: [{ type: 'string' }] } },
                  },
                },
              },
            },
          },
        },
        definitions: { Pet: { type: 'object', properties: { s: { writeOnly: true } }, example: { anyOf: 1 } } },
      }).map((line) => line.replace(/: .*$/, '')),
    ).toEqual([
      '/servers',
      '/paths/~1a/post/requestBody',
      '/paths/~1a/post/responses/200/schema/properties/nullable/nullable',
      '/paths/~1a/post/responses/200/schema/properties/pick/oneOf',
      '/definitions/Pet/properties/s/writeOnly',
    ]);
  });

  it('finds a body parameter without `schema`, where it is written (once for a shared one)', () => {
    expect(
      problems({
        parameters: { Pet: { name: 'pet', in: 'body' } },
        paths: {
          '/a': { post: { parameters: [{ $ref: '#/parameters/Pet' }], responses: ok } },
          '/b': { post: { parameters: [{ name: 'b', in: 'body', required: true }], responses: ok } },
        },
      }),
    ).toEqual([
      '/parameters/Pet: the body parameter `pet` has no `schema`, which Swagger 2.0 requires of a body parameter to say what the body holds',
      '/paths/~1b/post/parameters/0: the body parameter `b` has no `schema`, which Swagger 2.0 requires of a body parameter to say what the body holds',
    ]);
  });

  it('finds a second body parameter, counting the path item’s unless the operation overrides it', () => {
    const body = (name: string) => ({ name, in: 'body', schema: {} });
    expect(
      problems({
        paths: {
          '/a': { parameters: [body('pet')], post: { parameters: [body('owner')], responses: ok } },
          // The operation's `pet` replaces the path item's: one body.
          '/b': { parameters: [body('pet')], post: { parameters: [body('pet')], responses: ok } },
        },
      }),
    ).toEqual([
      '/paths/~1a/post/parameters/0: POST /a has a second body parameter, `owner`, after `pet`: Swagger 2.0 allows one, as a request has one body',
    ]);
  });

  it('finds form parameters next to a body parameter', () => {
    expect(
      problems({
        paths: {
          '/a': {
            post: {
              consumes: ['application/x-www-form-urlencoded'],
              parameters: [
                { name: 'pet', in: 'body', schema: {} },
                { name: 'name', in: 'formData', type: 'string' },
              ],
              responses: ok,
            },
          },
        },
      }),
    ).toEqual([
      '/paths/~1a/post/parameters/1: POST /a has the form parameter `name` and the body parameter `pet`: Swagger 2.0 allows form parameters or a body parameter, not both, as both are the request body',
    ]);
  });

  it('finds a file parameter of an operation that consumes no form type (its own `consumes`, else the document’s)', () => {
    const photo = { name: 'photo', in: 'formData', type: 'file' };
    expect(
      problems({
        consumes: ['application/json'],
        paths: {
          '/a': { post: { parameters: [photo], responses: ok } },
          '/b': { post: { consumes: ['multipart/form-data'], parameters: [photo], responses: ok } },
        },
      }),
    ).toEqual([
      '/paths/~1a/post/parameters/0: POST /a has the file parameter `photo`, and does not consume `multipart/form-data` or `application/x-www-form-urlencoded`, as Swagger 2.0 requires of an operation that takes a file',
    ]);
  });

  it('finds a path parameter that is not `required: true`', () => {
    expect(
      problems({
        paths: {
          '/a/{x}/{y}': {
            parameters: [{ name: 'x', in: 'path', type: 'string' }],
            get: { parameters: [{ name: 'y', in: 'path', required: false, type: 'string' }], responses: ok },
          },
        },
      }),
    ).toEqual([
      '/paths/~1a~1{x}~1{y}/parameters/0: the path parameter `x` is not `required: true`, which Swagger 2.0 requires of every path parameter',
      '/paths/~1a~1{x}~1{y}/get/parameters/0/required: the path parameter `y` is not `required: true`, which Swagger 2.0 requires of every path parameter',
    ]);
  });

  it('finds a parameter without `name` or `in`, or `in` a place Swagger 2.0 does not have', () => {
    expect(
      problems({
        paths: {
          '/a': {
            get: {
              parameters: [
                { in: 'query', type: 'string' },
                { name: 'limit', type: 'integer' },
                { name: 'session', in: 'cookie', type: 'string' },
              ],
              responses: ok,
            },
          },
        },
      }),
    ).toEqual([
      '/paths/~1a/get/parameters/0: the query parameter has no `name`, which Swagger 2.0 requires of every parameter',
      '/paths/~1a/get/parameters/1: the parameter `limit` has no `in`, which Swagger 2.0 requires of every parameter',
      '/paths/~1a/get/parameters/2/in: the parameter `session` is `in: cookie`, which is not a Swagger 2.0 location: it is one of `query`, `header`, `path`, `formData` or `body`',
    ]);
  });

  it('finds a parameter outside the body without a simple `type`, a file outside a form, an array without items', () => {
    expect(
      problems({
        paths: {
          '/a': {
            post: {
              consumes: ['multipart/form-data'],
              parameters: [
                { name: 'limit', in: 'query' },
                { name: 'filter', in: 'query', type: 'object' },
                { name: 'photo', in: 'header', type: 'file' },
                { name: 'tags', in: 'query', type: 'array' },
              ],
              responses: ok,
            },
          },
        },
      }),
    ).toEqual([
      '/paths/~1a/post/parameters/0: the query parameter `limit` has no `type`, which Swagger 2.0 requires of every parameter outside the body',
      '/paths/~1a/post/parameters/1/type: the query parameter `filter` is `type: object`, which a Swagger 2.0 parameter outside the body cannot be: it takes `string`, `number`, `integer`, `boolean`, `array` or `file`',
      '/paths/~1a/post/parameters/2/type: the header parameter `photo` is `type: file`, which Swagger 2.0 allows only `in: formData`',
      '/paths/~1a/post/parameters/3/type: the query parameter `tags` is `type: array` without `items`, which Swagger 2.0 requires to say what the array holds',
    ]);
  });

  it('finds a missing `info`, `info.title`, `info.version` or `paths`', () => {
    expect(problems({ info: { version: '1' }, paths: {} })).toEqual([
      '/info: the required property `title` is missing',
    ]);
    expect(problems({ info: { title: 't' }, paths: {} })).toEqual([
      '/info: the required property `version` is missing',
    ]);
    const document = { swagger: '2.0' };
    expect(checkSwagger2Rules(document).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      ': the required property `info` is missing',
      ': the required property `paths` is missing: a Swagger 2.0 document lists its paths there',
    ]);
  });

  it('finds an operation without `responses`, and a response without `description` (shared ones once)', () => {
    expect(
      problems({
        responses: { Gone: { schema: { type: 'string' } } },
        paths: {
          '/a': {
            get: { summary: 'no responses' },
            put: { responses: { 200: { schema: { type: 'string' } }, 410: { $ref: '#/responses/Gone' }, 'x-a': {} } },
          },
        },
      }),
    ).toEqual([
      '/responses/Gone: the required property `description` is missing',
      '/paths/~1a/get: the required property `responses` is missing',
      '/paths/~1a/put/responses/200: the required property `description` is missing',
    ]);
  });

  it('reads anything else without throwing', () => {
    for (const paths of [
      null,
      [],
      { '/a': null },
      { '/a': { get: [], parameters: 'x' } },
      { '/a': { get: { parameters: [null, 1] } } },
    ])
      expect(() => problems({ paths, parameters: [], responses: 'x' } as JsonObject)).not.toThrow();
  });
});
