import { describe, expect, it } from 'vitest';
import { liteSchemaContext, plainSummary, toLiteSchema } from '../../../src/openapi/lite-schema.js';
import { listOperations } from '../../../src/openapi/operations.js';
import { buildRequestSpec } from '../../../src/openapi/playground-spec.js';
import type { OpenApiSpec } from '../../../src/openapi/spec-document.js';

const document = {
  openapi: '3.0.3',
  info: { title: 'Shop', version: '1' },
  servers: [
    { url: 'https://api.shop.test/v1', description: 'Production, the **live** one.' },
    {
      url: '{scheme}://localhost:{port}',
      variables: { scheme: { default: 'http', enum: ['http', 'https'] }, port: { default: '8080' } },
    },
  ],
  security: [{ bearer: [] }],
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'Bearer', bearerFormat: 'JWT' },
      key: { type: 'apiKey', in: 'query', name: 'api_key' },
      oauth: {
        type: 'oauth2',
        flows: {
          authorizationCode: {
            authorizationUrl: 'https://auth.shop.test/authorize',
            tokenUrl: 'https://auth.shop.test/token',
            scopes: { 'orders:read': 'Read orders', 'orders:write': 'Write orders' },
          },
        },
      },
    },
    parameters: {
      Limit: { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
    },
    schemas: {
      Order: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'string', readOnly: true },
          note: { type: 'string', nullable: true },
          parent: { $ref: '#/components/schemas/Order' },
          items: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
        },
      },
      Item: {
        type: 'object',
        properties: { sku: { type: 'string' }, qty: { type: 'integer', exclusiveMinimum: true, minimum: 0 } },
      },
    },
  },
  paths: {
    '/orders/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'ord_1' }],
      get: {
        security: [{ key: [] }, { oauth: ['orders:read'] }],
        parameters: [
          { $ref: '#/components/parameters/Limit' },
          {
            name: 'id',
            in: 'query',
            schema: { type: 'array', items: { type: 'string' } },
            style: 'pipeDelimited',
            explode: false,
          },
          { name: 'filter', in: 'query', style: 'deepObject', schema: { type: 'object' } },
          { name: 'Authorization', in: 'header', schema: { type: 'string' } },
          {
            name: 'X-Trace',
            in: 'header',
            description: 'Trace id. Sent back in responses.',
            schema: { type: 'string' },
          },
          { name: 'session', in: 'cookie', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } },
          },
          '404': { description: 'missing' },
        },
      },
      post: {
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/Order' }, example: { note: 'gift' } },
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', properties: { metadata: { type: 'object' } } },
              encoding: { metadata: { style: 'deepObject', explode: true } },
            },
          },
        },
        responses: { '201': { description: 'created' } },
      },
    },
  },
};

const spec: OpenApiSpec = { file: 'shop.json', document, version: '3.0.3' };
const operation = (method: string) => listOperations(spec).find((op) => op.method === method)!;

describe('buildRequestSpec', () => {
  it('gives parameters their location, style and explode default', () => {
    const request = buildRequestSpec(spec, operation('GET'), { prefill: false });
    const byKey = Object.fromEntries(request.parameters.map((p) => [`${p.in}:${p.name}`, p]));
    expect(Object.keys(byKey)).toEqual([
      'path:id',
      'query:limit',
      'query:id',
      'query:filter',
      'header:X-Trace',
      'cookie:session',
    ]);
    expect(byKey['path:id']).toMatchObject({
      required: true,
      style: 'simple',
      explode: false,
      example: 'ord_1',
    });
    expect(byKey['query:id']).toMatchObject({
      style: 'pipeDelimited',
      explode: false,
      schema: { type: 'array', items: { type: 'string' } },
    });
    expect(byKey['query:limit']).toMatchObject({
      style: 'form',
      explode: true,
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    });
    expect(byKey['query:filter']).toMatchObject({ style: 'deepObject', explode: false });
    expect(byKey['header:X-Trace']?.description).toBe('Trace id.');
    expect(byKey['cookie:session']).toMatchObject({ style: 'form', explode: true });
  });

  it('keeps servers with their variables and every security requirement with the scheme definitions', () => {
    const request = buildRequestSpec(spec, operation('GET'), { prefill: false });
    expect(request.servers).toEqual([
      { url: 'https://api.shop.test/v1', description: 'Production, the live one.', variables: [] },
      {
        url: '{scheme}://localhost:{port}',
        variables: [
          { name: 'scheme', default: 'http', enum: ['http', 'https'] },
          { name: 'port', default: '8080' },
        ],
      },
    ]);
    expect(request.security).toEqual([
      { title: 'key', schemes: [{ name: 'key', type: 'apiKey', in: 'query', parameter: 'api_key' }] },
      {
        title: 'oauth',
        schemes: [
          {
            name: 'oauth',
            type: 'oauth2',
            scopes: ['orders:read'],
            flows: {
              authorizationCode: {
                authorizationUrl: 'https://auth.shop.test/authorize',
                tokenUrl: 'https://auth.shop.test/token',
                scopes: ['orders:read', 'orders:write'],
              },
            },
          },
        ],
      },
    ]);
    const post = buildRequestSpec(spec, operation('POST'), { prefill: true });
    expect(post.security).toEqual([
      { title: 'bearer', schemes: [{ name: 'bearer', type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }] },
    ]);
    expect(post.prefill).toBe(true);
  });

  it('carries the x-default of key and token schemes, not of basic ones (§5.5)', () => {
    const withDefaults: OpenApiSpec = {
      ...spec,
      document: {
        ...spec.document,
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', 'x-default': 'sandbox-token' },
            key: { type: 'apiKey', in: 'header', name: 'X-Key', 'x-default': 12345 },
            basic: { type: 'http', scheme: 'basic', 'x-default': 'user:pass' },
          },
        },
        security: [{ bearer: [], key: [], basic: [] }],
      },
    };
    const schemes = buildRequestSpec(withDefaults, operation('POST'), { prefill: false }).security[0]?.schemes;
    expect(schemes?.map((s) => [s.name, s.default])).toEqual([
      ['bearer', 'sandbox-token'],
      ['key', '12345'],
      ['basic', undefined],
    ]);
  });

  it('keeps a cyclic schema as a reference into defs, and response schemas for the check', () => {
    const request = buildRequestSpec(spec, operation('GET'), { prefill: false });
    expect(request.responses).toEqual([
      { status: '200', contents: [{ mediaType: 'application/json', schema: { $ref: 'Order' } }] },
      { status: '404', contents: [] },
    ]);
    const order = request.defs.Order!;
    expect(order.properties?.parent).toEqual({ $ref: 'Order' });
    expect(order.properties?.note).toEqual({ type: ['string', 'null'] });
    expect(order.properties?.id).toEqual({ type: 'string', readOnly: true });
    expect(order.required).toEqual(['id']);
    expect(request.defs.Item?.properties?.qty).toEqual({ type: 'integer', exclusiveMinimum: 0 });
  });

  it('gives bodies their example and form encodings', () => {
    const request = buildRequestSpec(spec, operation('POST'), { prefill: false });
    expect(request.body?.required).toBe(true);
    expect(request.body?.contents.map((c) => c.mediaType)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(request.body?.contents[0]).toMatchObject({ schema: { $ref: 'Order' }, example: { note: 'gift' } });
    expect(request.body?.contents[1]?.encoding).toEqual({ metadata: { style: 'deepObject', explode: true } });
  });
});

describe('toLiteSchema', () => {
  it('stops at the node budget, leaving what is past it open', () => {
    const ctx = liteSchemaContext(document, 2);
    const lite = toLiteSchema(ctx, { $ref: '#/components/schemas/Order' });
    expect(lite).toEqual({ $ref: 'Order' });
    // One node for Order, one for its first property; the rest is past the budget.
    expect(ctx.defs.Order?.properties?.id).toEqual({ type: 'string', readOnly: true });
    expect(ctx.defs.Order?.properties?.note).toEqual({});
    expect(ctx.budget.nodes).toBe(0);
  });

  it('summarises Markdown descriptions as one plain sentence', () => {
    expect(plainSummary('The **order** [id](https://x.test). More text follows here.')).toBe('The order id.');
    expect(plainSummary('`short`')).toBe('short');
  });
});

describe('toLiteSchema: named schemas reused across files', () => {
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const doc = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    components: {
      schemas: {
        A: { type: 'object', properties: { b: ref('B'), n: { type: 'integer', minimum: 1 } } },
        B: { type: 'object', properties: { a: ref('A'), c: ref('C'), s: { type: 'string' } } },
        C: { type: 'array', items: { type: 'string', enum: ['x', 'y'] } },
      },
    },
  };
  /** Converts `roots` in one file (a fresh context): the defs as the file lists them, and the budget left. */
  const file = (roots: string[], nodes: number, memo?: Map<never, never>) => {
    const ctx = liteSchemaContext(doc, nodes, memo);
    const lite = roots.map((root) => toLiteSchema(ctx, ref(root)));
    return { json: JSON.stringify({ lite, defs: ctx.defs }), nodes: ctx.budget.nodes, defs: ctx.defs };
  };

  it('a later file gets the same defs, in the same order, as converting them afresh', () => {
    const memo = new Map();
    const first = file(['A'], 100, memo);
    expect(first).toEqual(file(['A'], 100));
    expect(Object.keys(first.defs)).toEqual(['A', 'B', 'C']);
    const second = file(['A'], 100, memo);
    expect(second.json).toBe(first.json);
    expect(second.nodes).toBe(first.nodes);
    // Reused, not converted again.
    expect(second.defs.B).toBe(first.defs.B);
  });

  it('converts afresh where what is already in the file changes the result', () => {
    const memo = new Map();
    file(['A'], 100, memo);
    // C first: A's entry added C, so it cannot be replayed here; the order stays that of a fresh conversion.
    const later = file(['C', 'A'], 100, memo);
    expect(later.json).toBe(file(['C', 'A'], 100).json);
    expect(Object.keys(later.defs)).toEqual(['C', 'A', 'B']);
    // B's entry found A already there: in a file without A it is converted afresh.
    expect(file(['B'], 100, memo).json).toBe(file(['B'], 100).json);
  });

  it('never reuses a conversion the budget cut, nor one the budget would cut now', () => {
    const memo = new Map();
    const cut = file(['A'], 3, memo);
    expect(cut.json).toBe(file(['A'], 3).json);
    expect(file(['A'], 100, memo).json).toBe(file(['A'], 100).json);
    for (const nodes of [1, 2, 3, 4, 5, 6, 7]) {
      expect(file(['B', 'A'], nodes, memo)).toEqual(file(['B', 'A'], nodes));
      expect(file(['A'], nodes, memo)).toEqual(file(['A'], nodes));
    }
  });
});
