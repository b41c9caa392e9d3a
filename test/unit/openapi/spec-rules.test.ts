import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/openapi/spec-document.js';
import { listOperations } from '../../../src/openapi/operations.js';
import { checkSpecRules } from '../../../src/openapi/spec-rules.js';

const ok = { '200': { description: 'ok' } };
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };

/** A 3.1 document of these parts, and its problems as `pointer: message`. */
function problems(parts: JsonObject): string[] {
  const document = { openapi: '3.1.0', info: { title: 't', version: '1' }, ...parts };
  return checkSpecRules(document).map((p) => `${p.pointer}: ${p.message}`);
}

describe('checkSpecRules', () => {
  it('finds nothing in a spec that keeps every rule', () => {
    const document = {
      servers: [{ url: 'https://{region}.example.com', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }],
      tags: [{ name: 'pets' }, { name: 'users' }],
      security: [{ key: [] }, {}],
      components: {
        securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } },
        parameters: { Id: idParam },
      },
      paths: {
        '/pets/{id}': {
          parameters: [{ $ref: '#/components/parameters/Id' }],
          get: { operationId: 'getPet', responses: ok },
          delete: { operationId: 'deletePet', security: [{ key: [] }], responses: ok },
        },
        '/pets/{id}/toys': { get: { operationId: 'toys', parameters: [idParam], responses: ok } },
        '/pets': {
          get: {
            parameters: [
              { name: 'q', in: 'query' },
              { name: 'q', in: 'header' },
            ],
            responses: ok,
          },
        },
      },
      webhooks: { '{notATemplate}': { post: { operationId: 'petChanged', responses: ok } } },
    };
    expect(problems(document)).toEqual([]);
  });

  it('finds a `{name}` of the path with no path parameter, per operation', () => {
    expect(
      problems({
        paths: {
          '/users/{id}/keys/{key}': {
            parameters: [idParam],
            get: { responses: ok },
            put: { parameters: [{ name: 'key', in: 'path', required: true, schema: {} }], responses: ok },
          },
        },
      }),
    ).toEqual([
      '/paths/~1users~1{id}~1keys~1{key}/get: GET /users/{id}/keys/{key} has no path parameter `key` for the `{key}` in its path',
    ]);
  });

  it('finds a path parameter that the path does not name, at the level it is written', () => {
    expect(
      problems({
        paths: {
          '/users': {
            parameters: [{ name: 'org', in: 'path', required: true, schema: {} }],
            get: { parameters: [{ name: 'userId', in: 'path', required: true, schema: {} }], responses: ok },
          },
        },
      }),
    ).toEqual([
      '/paths/~1users/parameters/0: the path parameter `org` is not in the path `/users`: no `{org}` there takes its value',
      '/paths/~1users/get/parameters/0: the path parameter `userId` is not in the path `/users`: no `{userId}` there takes its value',
    ]);
  });

  it('finds a parameter listed twice (header names in any case), through `$ref`s too', () => {
    expect(
      problems({
        components: { parameters: { Trace: { name: 'X-Trace', in: 'header', schema: {} } } },
        paths: {
          '/a': {
            get: {
              parameters: [
                { $ref: '#/components/parameters/Trace' },
                { name: 'x-trace', in: 'header', schema: {} },
                { name: 'q', in: 'query', schema: {} },
                { name: 'Q', in: 'query', schema: {} },
              ],
              responses: ok,
            },
          },
        },
      }),
    ).toEqual(['/paths/~1a/get/parameters/1: the header parameter `x-trace` is listed twice in these parameters']);
  });

  it('finds an operationId used twice, naming the first operation', () => {
    expect(
      problems({
        paths: {
          '/a': { get: { operationId: 'list', responses: ok } },
          '/b': { get: { operationId: 'list', responses: ok }, post: { operationId: 'list', responses: ok } },
        },
      }),
    ).toEqual([
      '/paths/~1b/get/operationId: the operationId `list` of GET /b is also the operationId of GET /a',
      '/paths/~1b/post/operationId: the operationId `list` of POST /b is also the operationId of GET /a',
    ]);
  });

  it('finds discriminator mapping values that name no schema, with the closest one; examples are data', () => {
    const schemas = {
      Pet: {
        type: 'object',
        discriminator: { propertyName: 'kind', mapping: { dog: '#/components/schemas/Dgo', cat: 'Cat', ok: 'Dog' } },
        example: { discriminator: { mapping: { x: '#/nowhere' } } },
      },
      Dog: { type: 'object' },
      Cat: { type: 'object' },
    };
    expect(problems({ paths: {}, components: { schemas } })).toEqual([
      '/components/schemas/Pet/discriminator/mapping/dog: the discriminator maps `dog` to `#/components/schemas/Dgo`, which names no schema of the document',
    ]);
  });

  it("finds a webhook's operationId that an operation of a path has too", () => {
    expect(
      problems({
        paths: { '/orders': { post: { operationId: 'orderCreated', responses: ok } } },
        webhooks: { orderCreated: { post: { operationId: 'orderCreated', responses: ok } } },
      }),
    ).toEqual([
      '/webhooks/orderCreated/post/operationId: the operationId `orderCreated` of POST webhook orderCreated is also the operationId of POST /orders',
    ]);
  });

  it('finds security requirements naming a scheme that is not declared, and says which are', () => {
    const document = {
      security: [{ oauth: ['read'] }],
      components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'k' } } },
      paths: { '/a': { get: { security: [{ key: [], 'my/token': [] }], responses: ok } } },
    };
    const found = checkSpecRules({ openapi: '3.1.0', ...document });
    expect(found.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/security/0/oauth: the security requirement names `oauth`, which is not a scheme of `components.securitySchemes`',
      '/paths/~1a/get/security/0/my~1token: the security requirement names `my/token`, which is not a scheme of `components.securitySchemes`',
    ]);
    expect(found[0]?.hint).toBe('Use one of the declared schemes (`key`) or declare `oauth` there.');
    const none = checkSpecRules({ openapi: '3.1.0', security: [{ oauth: [] }], paths: {} });
    expect(none[0]?.hint).toBe(
      'Declare `oauth` under `components.securitySchemes` (its type, and where the credential goes).',
    );
  });

  it('finds server URL variables that are not defined and defaults outside their enum, at every level', () => {
    expect(
      problems({
        servers: [{ url: 'https://{env}.example.com/{v}', variables: { v: { default: 'v9', enum: ['v1', 'v2'] } } }],
        paths: { '/a': { servers: [{ url: '{scheme}://a.example.com' }], get: { responses: ok } } },
      }),
    ).toEqual([
      '/servers/0/url: the server URL `https://{env}.example.com/{v}` uses `{env}`, which its `variables` do not define',
      '/servers/0/variables/v/default: the default `v9` of the server variable `v` is not one of its `enum` values',
      '/paths/~1a/servers/0/url: the server URL `{scheme}://a.example.com` uses `{scheme}`, which its `variables` do not define',
    ]);
  });

  it('finds a tag declared twice and paths that differ only in their parameter names', () => {
    expect(
      problems({
        tags: [{ name: 'a' }, { name: 'b' }, { name: 'a' }],
        paths: {
          '/pets/{petId}': { get: { parameters: [{ ...idParam, name: 'petId' }], responses: ok } },
          '/pets/{name}': { get: { parameters: [{ ...idParam, name: 'name' }], responses: ok } },
          '/pets/{id}.json': { get: { parameters: [idParam], responses: ok } },
        },
      }),
    ).toEqual([
      '/tags/2: the tag `a` is declared twice in `tags`',
      '/paths/~1pets~1{name}: the path `/pets/{name}` matches the same URLs as `/pets/{petId}`: only the names of their parameters differ',
    ]);
  });

  it('reads malformed parts without throwing', () => {
    expect(
      problems({
        paths: {
          '/a/{x}': { parameters: 'no', get: { parameters: [null, 3, { in: 'path' }], security: [null, 'x'] } },
        },
        servers: [null, { url: 5 }],
        tags: [null, { name: 3 }],
        components: { securitySchemes: [] },
      }),
    ).toEqual(['/paths/~1a~1{x}/get: GET /a/{x} has no path parameter `x` for the `{x}` in its path']);
    expect(checkSpecRules({ paths: [] })).toEqual([]);
  });
});

describe('a key of `paths` without its leading slash', () => {
  const document = {
    openapi: '3.1.0',
    paths: {
      users: { get: { responses: ok } },
      '/items': { get: { responses: ok } },
      'x-internal': { note: 'an extension is no path' },
    },
    webhooks: { order: { post: { responses: ok } } },
  };

  it('is a problem that says what to write', () => {
    expect(checkSpecRules(document)).toEqual([
      {
        pointer: '/paths/users',
        message: 'the path `users` does not start with `/`: it is not read as a path, and its operations get no page',
        hint: 'Write it as `/users`: paths start at the server URL with a slash.',
      },
    ]);
  });

  it('gives no operation, so no page or navigation entry, while webhook names need no slash', () => {
    const spec = { file: 'openapi.json', document, version: '3.1.0' };
    expect(listOperations(spec).map((op) => `${op.method} ${op.path}`)).toEqual(['GET /items', 'POST order']);
  });
});

describe('a path with whitespace', () => {
  it('is a problem that says what a request does with it', () => {
    const document = { openapi: '3.1.0', paths: { '/a b/c': { get: { responses: ok } }, '/items': {} } };
    expect(checkSpecRules(document)).toEqual([
      {
        pointer: '/paths/~1a b~1c',
        message:
          'the path `/a b/c` holds whitespace, which no URL holds as it is: requests go to it with %20 in its place',
        hint: 'Write the path as the server expects it, without spaces, or with %20 where the URL has an encoded space.',
      },
    ]);
  });
});

describe('the parts a document must hold', () => {
  it('asks a 3.0 document for `paths`, and a 3.1 one for paths, components or webhooks', () => {
    expect(checkSpecRules({ openapi: '3.0.3', info: {} }).map((p) => p.message)).toEqual([
      'the required property `paths` is missing: an OpenAPI 3.0.3 document lists its paths there',
    ]);
    expect(checkSpecRules({ openapi: '3.1.0', info: {} }).map((p) => p.message)).toEqual([
      'an OpenAPI 3.1.0 document holds at least one of `paths`, `components` or `webhooks`, and this one has none',
    ]);
    expect(checkSpecRules({ openapi: '3.1.0', components: {} })).toEqual([]);
    expect(checkSpecRules({ openapi: '3.1.0', webhooks: {} })).toEqual([]);
    expect(checkSpecRules({ openapi: '3.0.3', paths: {} })).toEqual([]);
  });
});

describe('rules on 3.2 additional operations', () => {
  it('checks them like the fixed ones, at their place under additionalOperations', () => {
    expect(
      checkSpecRules({
        openapi: '3.2.0',
        paths: { '/f/{id}': { additionalOperations: { COPY: { operationId: 'x', responses: ok } } } },
      }).map((p) => `${p.pointer}: ${p.message}`),
    ).toEqual([
      '/paths/~1f~1{id}/additionalOperations/COPY: COPY /f/{id} has no path parameter `id` for the `{id}` in its path',
    ]);
  });
});
