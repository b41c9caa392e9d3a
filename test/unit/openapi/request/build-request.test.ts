import { describe, expect, it } from 'vitest';
import { buildHttpRequest, formFields } from '../../../../src/openapi/request/build-request.js';
import { initialValues } from '../../../../src/openapi/request/initial-values.js';
import type { RequestSpec, RequestValues } from '../../../../src/openapi/request/request-spec.js';
import { toSampleRequest } from '../../../../src/openapi/request/to-sample-request.js';
import { validateValues } from '../../../../src/openapi/request/validate-values.js';

function spec(extra: Partial<RequestSpec> = {}): RequestSpec {
  return {
    method: 'POST',
    path: '/stores/{store}/orders',
    servers: [
      { url: 'https://api.shop.test/v1/', variables: [] },
      {
        url: '{scheme}://localhost:{port}',
        variables: [
          { name: 'scheme', default: 'http' },
          { name: 'port', default: '8080' },
        ],
      },
    ],
    parameters: [
      {
        name: 'store',
        in: 'path',
        required: true,
        style: 'simple',
        explode: false,
        allowReserved: false,
        deprecated: false,
        schema: { type: 'string' },
      },
      {
        name: 'limit',
        in: 'query',
        required: false,
        style: 'form',
        explode: true,
        allowReserved: false,
        deprecated: false,
        schema: { type: 'integer', minimum: 1, default: 10 },
        example: 25,
      },
      {
        name: 'tags',
        in: 'query',
        required: false,
        style: 'form',
        explode: false,
        allowReserved: false,
        deprecated: false,
        schema: { type: 'array', items: { type: 'string' } },
      },
      {
        name: 'X-Trace',
        in: 'header',
        required: false,
        style: 'simple',
        explode: false,
        allowReserved: false,
        deprecated: false,
        schema: { type: 'string' },
      },
      {
        name: 'session',
        in: 'cookie',
        required: false,
        style: 'form',
        explode: true,
        allowReserved: false,
        deprecated: false,
        schema: { type: 'string' },
      },
    ],
    security: [
      { title: 'bearer', schemes: [{ name: 'bearer', type: 'http', scheme: 'bearer' }] },
      { title: 'basic', schemes: [{ name: 'basic', type: 'http', scheme: 'basic' }] },
      {
        title: 'key & app',
        schemes: [
          { name: 'key', type: 'apiKey', in: 'query', parameter: 'api_key' },
          { name: 'app', type: 'apiKey', in: 'cookie', parameter: 'app_id' },
        ],
      },
      { title: 'oauth', schemes: [{ name: 'oauth', type: 'oauth2' }] },
    ],
    responses: [],
    defs: {},
    prefill: false,
    body: {
      required: true,
      contents: [
        {
          mediaType: 'application/json',
          schema: { type: 'object', required: ['note'], properties: { note: { type: 'string' } } },
          example: { note: 'gift' },
        },
        {
          mediaType: 'application/x-www-form-urlencoded',
          schema: { type: 'object' },
          encoding: { tags: { style: 'form', explode: false } },
        },
        { mediaType: 'multipart/form-data', schema: { type: 'object' } },
        { mediaType: 'application/octet-stream', schema: { type: 'string', format: 'binary' } },
      ],
    },
    ...extra,
  };
}

function values(extra: Partial<RequestValues> = {}): RequestValues {
  return {
    server: 0,
    serverVariables: {},
    parameters: {
      path: { store: 'main st' },
      query: { limit: 5, tags: ['a', 'b'] },
      header: { 'X-Trace': 't-1' },
      cookie: { session: 's1' },
    },
    securityIndex: 0,
    credentials: { bearer: { kind: 'bearer', token: 'tok_123' } },
    contentIndex: 0,
    body: { kind: 'json', text: '{"note":"hi"}' },
    ...extra,
  };
}

describe('buildHttpRequest', () => {
  it('puts every parameter where its location and style say, with the bearer token', () => {
    const request = buildHttpRequest(spec(), values());
    expect(request).toEqual({
      method: 'POST',
      url: 'https://api.shop.test/v1/stores/main%20st/orders?limit=5&tags=a,b',
      headers: [
        { name: 'X-Trace', value: 't-1' },
        { name: 'Authorization', value: 'Bearer tok_123' },
        { name: 'Cookie', value: 'session=s1' },
      ],
      body: { kind: 'json', mediaType: 'application/json', text: '{"note":"hi"}' },
    });
  });

  it('masks credentials for display, and leaves out empty optional values', () => {
    const request = buildHttpRequest(
      spec(),
      values({ parameters: { path: { store: 's' }, query: { limit: '', tags: [] } } }),
      { mask: true },
    );
    expect(request.url).toBe('https://api.shop.test/v1/stores/s/orders');
    expect(request.headers).toEqual([{ name: 'Authorization', value: 'Bearer <token>' }]);
  });

  it('writes a parameter given by `content` as its media type text (JSON), under its own name', () => {
    const filter = {
      name: 'q',
      in: 'query' as const,
      required: false,
      style: 'form' as const,
      explode: true,
      allowReserved: false,
      mediaType: 'application/json',
      deprecated: false,
      schema: { type: 'object' as const },
    };
    const request = buildHttpRequest(
      spec({ parameters: [filter] }),
      values({ parameters: { query: { q: { a: 0, b: 'x y' } } } }),
    );
    expect(request.url).toBe(
      'https://api.shop.test/v1/stores/{store}/orders?q=%7B%22a%22%3A0%2C%22b%22%3A%22x%20y%22%7D',
    );
  });

  it('fills server variables, from the values or their defaults', () => {
    const request = buildHttpRequest(
      spec({ parameters: [] }),
      values({ server: 1, serverVariables: { port: '9999' } }),
    );
    expect(request.url).toBe('http://localhost:9999/stores/{store}/orders');
  });

  it('writes basic credentials as base64 of user:password (UTF-8), API keys in query and cookie', () => {
    const basic = buildHttpRequest(
      spec({ parameters: [] }),
      values({ securityIndex: 1, credentials: { basic: { kind: 'basic', username: 'zoë', password: 'p:w' } } }),
    );
    expect(basic.headers).toEqual([
      { name: 'Authorization', value: `Basic ${Buffer.from('zoë:p:w').toString('base64')}` },
    ]);
    const keys = buildHttpRequest(
      spec({ parameters: [] }),
      values({
        securityIndex: 2,
        credentials: { key: { kind: 'apiKey', value: 'k&1' }, app: { kind: 'apiKey', value: 'a1' } },
      }),
    );
    expect(keys.url).toBe('https://api.shop.test/v1/stores/{store}/orders?api_key=k%261');
    expect(keys.headers).toEqual([{ name: 'Cookie', value: 'app_id=a1' }]);
    const oauth = buildHttpRequest(
      spec({ parameters: [] }),
      values({ securityIndex: 3, credentials: { oauth: { kind: 'bearer', token: 'o1' } } }),
    );
    expect(oauth.headers).toEqual([{ name: 'Authorization', value: 'Bearer o1' }]);
  });

  it('sends form bodies with nested objects in brackets and arrays by their encoding', () => {
    const request = buildHttpRequest(
      spec({ parameters: [] }),
      values({
        contentIndex: 1,
        body: {
          kind: 'form',
          value: {
            amount: 100,
            metadata: { order: '7', 'a b': 'x' },
            items: [{ price: 'p1' }],
            tags: ['a', 'b'],
            ids: [1, 2],
            empty: '',
          },
        },
      }),
    );
    expect(request.body).toEqual({
      kind: 'form',
      mediaType: 'application/x-www-form-urlencoded',
      fields: [
        { name: 'amount', value: '100' },
        { name: 'metadata[order]', value: '7' },
        { name: 'metadata[a b]', value: 'x' },
        { name: 'items[0][price]', value: 'p1' },
        { name: 'tags', value: 'a,b' },
        { name: 'ids', value: '1' },
        { name: 'ids', value: '2' },
      ],
    });
  });

  it('sends multipart fields, objects as JSON parts, and the chosen files', () => {
    const file = { name: 'a.png', type: 'image/png', size: 3 };
    const request = buildHttpRequest(
      spec({ parameters: [] }),
      values({
        contentIndex: 2,
        body: { kind: 'multipart', fields: { title: 'T', meta: { a: 1 }, tags: ['x', 'y'] }, files: { upload: file } },
      }),
    );
    expect(request.body).toEqual({
      kind: 'multipart',
      fields: [
        { name: 'title', value: 'T' },
        { name: 'meta', value: '{"a":1}' },
        { name: 'tags', value: 'x' },
        { name: 'tags', value: 'y' },
        { name: 'upload', value: file },
      ],
    });
    const binary = buildHttpRequest(
      spec({ parameters: [] }),
      values({ contentIndex: 3, body: { kind: 'binary', file } }),
    );
    expect(binary.body).toEqual({ kind: 'binary', mediaType: 'application/octet-stream', file });
  });

  it('gives the code samples the same request, query and cookies split back', () => {
    const sample = toSampleRequest(buildHttpRequest(spec(), values(), { mask: true }));
    expect(sample).toEqual({
      method: 'POST',
      url: 'https://api.shop.test/v1/stores/main%20st/orders',
      query: [
        { name: 'limit', value: '5' },
        { name: 'tags', value: 'a,b' },
      ],
      headers: [
        { name: 'X-Trace', value: 't-1' },
        { name: 'Authorization', value: 'Bearer <token>' },
        { name: 'Content-Type', value: 'application/json' },
      ],
      cookies: [{ name: 'session', value: 's1' }],
      body: { mimeType: 'application/json', json: { note: 'hi' } },
    });
  });
});

describe('formFields', () => {
  it('follows an explicit form encoding of an object (its properties as fields)', () => {
    expect(
      formFields(
        { mediaType: 'x', schema: {}, encoding: { color: { style: 'form', explode: true } } },
        { color: { R: 1, G: 2 } },
      ),
    ).toEqual([
      { name: 'R', value: '1' },
      { name: 'G', value: '2' },
    ]);
  });
});

describe('initialValues and validateValues', () => {
  it('starts from defaults of required parameters only, and from every example with prefill', () => {
    const plain = initialValues(spec());
    expect(plain.parameters).toEqual({});
    expect(plain.body).toEqual({ kind: 'json', text: '' });
    const prefilled = initialValues(spec({ prefill: true }));
    expect(prefilled.parameters).toEqual({ query: { limit: 25 } });
    expect(prefilled.body).toEqual({ kind: 'json', text: '{\n  "note": "gift"\n}' });
    expect(initialValues(spec(), 1).body).toEqual({ kind: 'form', value: {} });
    expect(initialValues(spec({ servers: [spec().servers[1]!] })).serverVariables).toEqual({
      scheme: 'http',
      port: '8080',
    });
  });

  it("starts key and token credentials at their scheme's x-default, and nothing else", () => {
    const values = initialValues(
      spec({
        security: [
          {
            title: 'key & bearer',
            schemes: [
              { name: 'key', type: 'apiKey', in: 'header', parameter: 'X-Key', default: 'demo-key' },
              { name: 'token', type: 'http', scheme: 'bearer', default: 'sandbox' },
              { name: 'basic', type: 'http', scheme: 'basic' },
            ],
          },
          { title: 'oauth', schemes: [{ name: 'oauth', type: 'oauth2', default: 'abc' }] },
        ],
      }),
    );
    expect(values.credentials).toEqual({
      key: { kind: 'apiKey', value: 'demo-key' },
      token: { kind: 'bearer', token: 'sandbox' },
      oauth: { kind: 'bearer', token: 'abc' },
    });
    expect(initialValues(spec()).credentials).toEqual({});
  });

  it('names missing required values, wrong types, limits and a body that is not JSON', () => {
    const problems = validateValues(
      spec(),
      values({ parameters: { query: { limit: 0, tags: [3] } }, body: { kind: 'json', text: '{"note":' } }),
    );
    expect(problems).toEqual({
      'path:store': 'Required.',
      'query:limit': 'Less than the minimum 1.',
      'query:tags': '[0]: expected string, got integer 3.',
      body: expect.stringMatching(/^The body is not valid JSON: /),
    });
    expect(validateValues(spec(), values({ body: { kind: 'json', text: ' ' } })).body).toBe(
      'The request body is required.',
    );
    expect(validateValues(spec(), values())).toEqual({});
  });
});
