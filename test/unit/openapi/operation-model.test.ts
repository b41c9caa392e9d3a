import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../../src/openapi/load-openapi.js';
import { type ApiPageSettings, buildOperationModel } from '../../../src/openapi/operation-model.js';
import { listOperations, type SpecOperation } from '../../../src/openapi/operations.js';
import type { OperationModel, SchemaField, SchemaVariants } from '../../../src/openapi/page-model.js';
import type { JsonObject, OpenApiSpec } from '../../../src/openapi/spec-document.js';

const MODELS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/openapi/models');

const markdown = (t: string) => ({ markdown: t, html: `<p>${t}</p>` });
const SETTINGS: ApiPageSettings = { markdown };

let shop: OpenApiSpec;
beforeAll(async () => {
  // Validation is load-openapi.test.ts's business (it reports a valid server variable `description`).
  const loaded = await loadOpenApi({ root: MODELS, file: 'shop.yaml', validate: false });
  expect(loaded.diagnostics).toEqual([]);
  shop = loaded.spec!;
});

function opOf(spec: OpenApiSpec, method: string, at: string): SpecOperation {
  const found = listOperations(spec).find((op) => op.method === method && op.path === at);
  if (!found) throw new Error(`no ${method} ${at}`);
  return found;
}

/** The model of `METHOD /path` (`'GET /a'`). */
function model(spec: OpenApiSpec, endpoint: string, settings: Partial<ApiPageSettings> = {}) {
  const [method = '', at = ''] = endpoint.split(' ');
  return buildOperationModel(spec, opOf(spec, method, at), { ...SETTINGS, ...settings });
}

function specOf(document: JsonObject): OpenApiSpec {
  return {
    file: 'api/openapi.json',
    document: { openapi: '3.1.0', info: { title: 't', version: '1' }, ...document },
    version: '3.1.0',
  };
}

function names(fields: readonly SchemaField[] | undefined): string[] {
  return (fields ?? []).map((f) => f.name);
}

function group(m: OperationModel, location: string): SchemaField[] {
  return m.parameters.find((g) => g.location === location)?.fields ?? [];
}

function sample(m: OperationModel, label: string): string {
  const found = m.requestExamples.find((s) => s.label === label);
  if (!found) throw new Error(`no ${label} sample among ${m.requestExamples.map((s) => s.label).join(', ')}`);
  return found.source;
}

describe('buildOperationModel: the page header', () => {
  it('takes method, path, spec file, title, description and kind from the operation', () => {
    const { model: m, problems } = model(shop, 'POST /stores/{storeId}/orders');
    expect(problems).toEqual([]);
    expect(m.kind).toBe('operation');
    expect(m.method).toBe('POST');
    expect(m.path).toBe('/stores/{storeId}/orders');
    expect(m.spec).toBe('shop.yaml');
    expect(m.title).toBe('Create an order');
    expect(m.description).toEqual({ markdown: 'Creates an **order**.', html: '<p>Creates an **order**.</p>' });
    expect(m.deprecated).toBe(false);
    expect(m.playground).toEqual({ display: 'interactive' });
  });

  it("falls back to its page slug's title without a summary (§2.5: slugToTitle), and lets x-mint.metadata win", () => {
    const spec = specOf({
      paths: {
        '/a': {
          get: { responses: {} },
          put: {
            summary: 'S',
            deprecated: false,
            'x-mint': { metadata: { title: 'Meta', description: 'D', deprecated: true } },
            responses: {},
          },
        },
      },
    });
    // The page of `GET /a` is `…/get-a`.
    expect(model(spec, 'GET /a').model.title).toBe('Get a');
    const put = model(spec, 'PUT /a').model;
    expect(put.title).toBe('Meta');
    expect(put.description?.markdown).toBe('D');
    expect(put.deprecated).toBe(true);
  });
});

describe('buildOperationModel: parameters', () => {
  it('groups parameters by location, in path, query, header, cookie order', () => {
    const { model: m } = model(shop, 'POST /stores/{storeId}/orders');
    expect(m.parameters.map((g) => g.location)).toEqual(['path', 'query', 'header', 'cookie']);
    expect(names(group(m, 'path'))).toEqual(['storeId']);
    expect(names(group(m, 'query'))).toEqual(['limit', 'dryRun', 'verbose']);
    expect(names(group(m, 'header'))).toEqual(['X-Request-Id']);
    expect(names(group(m, 'cookie'))).toEqual(['session']);
    const header = group(m, 'header')[0]!;
    expect(header.type).toBe('string<uuid>');
    expect(header.required).toBe(false);
    expect(header.anchor).toBe('X-Request-Id');
    const dryRun = group(m, 'query')[1]!;
    expect(dryRun.required).toBe(true);
    expect(dryRun.example).toBe('true');
  });

  it('shows the first of named examples (inline or from components.examples) and sends it in the samples', () => {
    const spec = specOf({
      servers: [{ url: 'https://api.example.com' }],
      components: { examples: { shared: { summary: 'A shared one', value: 'from-components' } } },
      paths: {
        '/a': {
          get: {
            parameters: [
              {
                name: 'q',
                in: 'query',
                schema: { type: 'string' },
                examples: { first: { value: 'inline' }, b: { value: 'x' } },
              },
              {
                name: 'r',
                in: 'query',
                schema: { type: 'string' },
                examples: { s: { $ref: '#/components/examples/shared' } },
              },
            ],
            responses: {},
          },
        },
      },
    });
    const { model: m } = model(spec, 'GET /a', { examples: { languages: ['bash'] } });
    expect(group(m, 'query').map((f) => f.example)).toEqual(['"inline"', '"from-components"']);
    expect(sample(m, 'cURL')).toContain('/a?q=inline&r=from-components');
  });

  it('sends a JSON body example written as JSON text as the object it holds, unless the schema says string', () => {
    const body = (schema: object) => ({
      content: { 'application/json': { schema, example: '{\n  "name": "Fluffy"\n}' } },
    });
    const spec = specOf({
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/pets': { put: { requestBody: body({ type: 'object' }), responses: {} } },
        '/notes': { put: { requestBody: body({ type: 'string' }), responses: {} } },
      },
    });
    const python = (key: string) => sample(model(spec, key, { examples: { languages: ['python'] } }).model, 'Python');
    expect(python('PUT /pets')).toContain('json={\n      "name": "Fluffy"\n    }');
    expect(python('PUT /notes')).toContain('json="{\\n  \\"name\\": \\"Fluffy\\"\\n}"');
  });

  it('lets an operation parameter override the path item one of the same name and location', () => {
    const { model: m } = model(shop, 'POST /stores/{storeId}/orders');
    const limit = group(m, 'query')[0]!;
    expect(limit.description?.markdown).toBe('Page size (operation).');
    expect(limit.constraints).toEqual(['<= 100']);
    expect(limit.default).toBeUndefined();
    expect(group(m, 'query').filter((f) => f.name === 'limit')).toHaveLength(1);
    // The path item's storeId is kept.
    expect(group(m, 'path')[0]?.description?.markdown).toBe('The store.');
  });

  it('ignores header parameters named Accept, Content-Type and Authorization (OpenAPI Parameter Object)', () => {
    const spec = specOf({
      servers: [{ url: 'https://api.example.com' }],
      security: [{ bearer: [] }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      paths: {
        '/a': {
          get: {
            parameters: [
              { name: 'Authorization', in: 'header', schema: { type: 'string' } },
              { name: 'accept', in: 'header', schema: { type: 'string' } },
              { name: 'Content-Type', in: 'header', schema: { type: 'string' } },
              { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
            ],
            responses: {},
          },
        },
      },
    });
    const { model: m } = model(spec, 'GET /a', { examples: { languages: ['bash'] } });
    expect(names(group(m, 'header'))).toEqual(['X-Trace']);
    expect(sample(m, 'cURL')).toContain('Authorization: Bearer <token>');
  });

  it("shows a response header's own example, named examples, `content` schema and deprecation", () => {
    const spec = specOf({
      paths: {
        '/a': {
          get: {
            responses: {
              200: {
                description: 'ok',
                headers: {
                  Link: { schema: { type: 'string' }, example: '<https://x.test/?page=2>; rel="next"' },
                  'X-Limit': { schema: { type: 'integer' }, examples: { first: { value: 5000 } } },
                  'X-Left': { schema: { type: 'integer', example: 4999 } },
                  'X-Old': { schema: { type: 'string' }, deprecated: true },
                  'X-Json': { content: { 'application/json': { schema: { type: 'object' } } } },
                },
              },
            },
          },
        },
      },
    });
    const headers = model(spec, 'GET /a').model.responses[0]!.headers;
    expect(headers.map((h) => [h.name, h.example, h.deprecated, h.type])).toEqual([
      ['Link', '"<https://x.test/?page=2>; rel=\\"next\\""', false, 'string'],
      ['X-Limit', '5000', false, 'integer'],
      ['X-Left', '4999', false, 'integer'],
      ['X-Old', undefined, true, 'string'],
      ['X-Json', undefined, false, 'object'],
    ]);
  });

  it('marks path parameters required even when the spec does not', () => {
    const spec = specOf({
      paths: {
        '/users/{id}': {
          parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }],
          get: {
            parameters: [
              { name: 'id', in: 'query', schema: { type: 'string' } },
              { $ref: '#/components/parameters/Version' },
            ],
            responses: {},
          },
        },
      },
      components: { parameters: { Version: { name: 'v', in: 'header', required: true, schema: { type: 'integer' } } } },
    });
    const { model: m } = model(spec, 'GET /users/{id}');
    expect(group(m, 'path').map((f) => [f.name, f.required])).toEqual([['id', true]]);
    // Same name, other location: both kept.
    expect(group(m, 'query').map((f) => [f.name, f.required])).toEqual([['id', false]]);
    expect(group(m, 'header').map((f) => [f.name, f.required, f.type])).toEqual([['v', true, 'integer']]);
    expect(m.parameters.map((g) => g.location)).toEqual(['path', 'query', 'header']);
  });
});

describe('buildOperationModel: body and responses', () => {
  it('shows no example of an externalValue (only its address is in the spec): one made from the schema instead', () => {
    const spec = specOf({
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: {
        '/users/{id}': {
          get: {
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            responses: {
              200: {
                description: 'ok',
                content: {
                  'application/json': {
                    schema: { type: 'object', properties: { name: { type: 'string', example: 'Bob' } } },
                    examples: { bob: { summary: 'Bob', externalValue: 'https://example.com/examples/bob.json' } },
                  },
                },
              },
            },
          },
        },
      },
    });
    const examples = model(spec, 'GET /users/{id}').model.responses[0]!.contents[0]!.examples;
    expect(examples.map((e) => e.generated)).toEqual([true]);
    expect(JSON.parse(examples[0]!.value)).toEqual({ name: 'Bob' });
  });

  it('lists the body per content type, with its required flag, read-only fields hidden', () => {
    const { model: m } = model(shop, 'POST /stores/{storeId}/orders');
    expect(m.body?.required).toBe(true);
    expect(m.body?.description?.markdown).toBe('The order to create.');
    expect(m.body?.contents.map((c) => c.mediaType)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    const json = m.body!.contents[0]!;
    expect(json.schema.type).toBe('object');
    expect(names(json.schema.fields)).toEqual(['item', 'quantity', 'callbackUrl']);
    expect(json.schema.fields.map((f) => f.required)).toEqual([true, false, false]);
    expect(json.examples).toHaveLength(1);
    expect(json.examples[0]?.generated).toBe(true);
    expect(JSON.parse(json.examples[0]!.value)).not.toHaveProperty('id');
  });

  it('marks an optional body not required', () => {
    const spec = specOf({
      paths: {
        '/a': { post: { requestBody: { content: { 'text/plain': { schema: { type: 'string' } } } }, responses: {} } },
      },
    });
    const { model: m } = model(spec, 'POST /a');
    expect(m.body?.required).toBe(false);
    expect(m.body?.contents.map((c) => [c.mediaType, c.schema.type])).toEqual([['text/plain', 'string']]);
    expect(model(specOf({ paths: { '/a': { get: { responses: {} } } } }), 'GET /a').model.body).toBeUndefined();
  });

  it('lists responses per status, with headers, write-only fields hidden', () => {
    const { model: m } = model(shop, 'POST /stores/{storeId}/orders');
    expect(m.responses.map((r) => [r.status, r.description?.markdown])).toEqual([
      ['201', 'Created'],
      ['400', 'Bad request'],
      ['default', 'Unexpected error'],
    ]);
    const created = m.responses[0]!;
    expect(created.headers.map((h) => [h.name, h.type, h.required, h.description?.markdown])).toEqual([
      ['X-Rate-Limit', 'integer', true, 'Requests left.'],
      ['Location', 'string<uri>', false, 'Where the order is.'],
    ]);
    expect(created.headers[0]?.anchor).toBe('response.201.header.X-Rate-Limit');
    expect(created.contents.map((c) => c.mediaType)).toEqual(['application/json']);
    expect(names(created.contents[0]?.schema.fields)).toEqual(['id', 'item', 'quantity']);
    expect(created.contents[0]?.schema.fields[0]?.anchor).toBe('response.id');
    expect(names(m.responses[2]?.contents[0]?.schema.fields)).toEqual(['message']);
    // Fields of the other responses carry their status, whatever the order of the responses.
    expect(m.responses[2]?.contents[0]?.schema.fields[0]?.anchor).toBe('response.default.message');
    expect(m.responses[2]?.headers).toEqual([]);
  });
});

describe('buildOperationModel: response order', () => {
  it('sorts statuses by code, a range after its codes, default last, whatever order the spec lists them in', () => {
    const ok = { description: 'd' };
    const spec = specOf({
      paths: { '/a': { get: { responses: { default: ok, '4XX': ok, '404': ok, '2XX': ok, '201': ok, '200': ok } } } },
    });
    const { model: m } = model(spec, 'GET /a');
    expect(m.responses.map((r) => r.status)).toEqual(['200', '201', '2XX', '404', '4XX', 'default']);
  });
});

describe('schema trees: variants', () => {
  it('shows no variants for an empty anyOf or oneOf', () => {
    const spec = specOf({
      paths: {
        '/a': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { any: { anyOf: [] }, one: { oneOf: [] } } },
                },
              },
            },
            responses: { '204': { description: 'd' } },
          },
        },
      },
    });
    const { model: m } = model(spec, 'POST /a');
    const fields = m.body?.contents[0]?.schema.fields ?? [];
    expect(fields.map((f) => [f.name, f.variants])).toEqual([
      ['any', undefined],
      ['one', undefined],
    ]);
  });

  it("gives a field named like a part of the layout the next anchor, so its link does not land on the layout's", () => {
    // Stripe's POST /v1/quotes has body fields `footer` and `header`; the page's header comes before them, its
    // footer after them.
    const props = { footer: { type: 'string' }, header: { type: 'string' }, title: { type: 'string' } };
    const spec = specOf({
      paths: {
        '/a': {
          post: {
            parameters: [{ name: 'content', in: 'query', schema: { type: 'string' } }],
            requestBody: { content: { 'application/json': { schema: { type: 'object', properties: props } } } },
            responses: { '204': { description: 'd' } },
          },
        },
      },
    });
    const m = model(spec, 'POST /a').model;
    expect(m.parameters[0]!.fields[0]!.anchor).toBe('content-1');
    expect(m.body!.contents[0]!.schema.fields.map((f) => f.anchor)).toEqual(['footer', 'header-1', 'title']);
  });

  it('keeps options that are choices of choices within the page budget', () => {
    // Thirty schemas, each any one of the thirty: opened without a budget, ~30^4 options.
    const names = Array.from({ length: 30 }, (_, i) => `S${i}`);
    const choice = { anyOf: names.map((name) => ({ $ref: `#/components/schemas/${name}` })) };
    const spec = specOf({
      components: { schemas: Object.fromEntries(names.map((name) => [name, choice])) },
      paths: {
        '/a': {
          get: {
            responses: {
              '200': {
                description: 'd',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/S0' } } },
              },
            },
          },
        },
      },
    });
    const count = (variants: SchemaVariants | undefined): number =>
      (variants?.options ?? []).reduce((sum, option) => sum + 1 + count(option.variants), 0);
    const root = model(spec, 'GET /a').model.responses[0]!.contents[0]!.schema;
    // The root's own options, and nested ones as far as the budget (120) goes.
    expect(root.variants!.options).toHaveLength(30);
    expect(count(root.variants)).toBeGreaterThan(30);
    expect(count(root.variants)).toBeLessThanOrEqual(30 + 120 + 30);
  });

  it("shows a map-shaped option's values under {key}, as a map field does", () => {
    // Stripe's metadata: a map of strings, or "" to unset it.
    const metadata = { anyOf: [{ type: 'object', additionalProperties: { type: 'string' } }, { enum: [''] }] };
    const open = { oneOf: [{ type: 'object', properties: { id: { type: 'string' } }, additionalProperties: true }] };
    const spec = specOf({
      paths: {
        '/a': {
          post: {
            requestBody: {
              content: { 'application/json': { schema: { type: 'object', properties: { metadata, open } } } },
            },
            responses: { '204': { description: 'd' } },
          },
        },
      },
    });
    const [meta, other] = model(spec, 'POST /a').model.body!.contents[0]!.schema.fields;
    const map = meta!.variants!.options[0]!;
    expect(map.fields.map((f) => [f.name, f.type, f.anchor])).toEqual([['{key}', 'string', 'metadata.{key}']]);
    expect(meta!.variants!.options[1]!.fields).toEqual([]);
    // A choice of one is that one: its fields, no picker.
    expect(other!.variants).toBeUndefined();
    expect(other!.children?.map((f) => [f.name, f.type])).toEqual([['id', 'string']]);
    expect(other!.additional).toBe(true);
  });
});

describe('buildOperationModel: response headers', () => {
  it('ignores a response header named Content-Type (OpenAPI Response Object)', () => {
    const spec = specOf({
      paths: {
        '/a': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                headers: { 'content-type': { schema: { type: 'string' } }, 'X-A': { schema: { type: 'string' } } },
              },
            },
          },
        },
      },
    });
    expect(model(spec, 'GET /a').model.responses[0]?.headers.map((h) => h.name)).toEqual(['X-A']);
  });
});

describe('buildOperationModel: code samples', () => {
  it('puts x-codeSamples first, then generated samples in examples.languages order', () => {
    const { model: m, problems } = model(shop, 'POST /stores/{storeId}/orders', {
      examples: { languages: ['python', 'curl', 'js'] },
    });
    expect(problems).toEqual([]);
    expect(m.requestExamples.map((s) => s.label)).toEqual(['CLI', 'Python', 'cURL', 'JavaScript']);
    expect(m.requestExamples[0]).toEqual({ language: 'bash', label: 'CLI', source: 'shop orders create --store s1' });
  });

  it('generates cURL, Python and JavaScript by default, with the base URL, parameters and credentials', () => {
    const { model: m } = model(shop, 'POST /stores/{storeId}/orders');
    expect(m.requestExamples.map((s) => s.label)).toEqual(['CLI', 'cURL', 'Python', 'JavaScript']);
    const curl = sample(m, 'cURL');
    expect(curl).toContain('https://eu.api.example.com/v2/stores/{storeId}/orders?');
    expect(curl).toContain('dryRun=true');
    expect(curl).toContain('verbose=false');
    expect(curl).toContain('limit=');
    expect(curl).toContain('X-Request-Id');
    expect(curl).toContain('session=');
    expect(curl).toContain('Authorization: Bearer <token>');
  });

  it("sends each HTTP scheme's own credentials, and a 3.1 type list's type as the placeholder", () => {
    const spec = specOf({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      servers: [{ url: 'https://api.example.com' }],
      components: { securitySchemes: { digest: { type: 'http', scheme: 'digest' } } },
      security: [{ digest: [] }],
      paths: {
        '/items': {
          get: {
            parameters: [
              { name: 'limit', in: 'query', required: true, schema: { type: ['integer', 'null'] } },
              { name: 'X-Retry', in: 'header', required: true, schema: { type: ['null', 'boolean'] } },
            ],
            responses: { 200: { description: 'ok' } },
          },
        },
      },
    });
    const curl = sample(model(spec, 'GET /items').model, 'cURL');
    expect(curl).toContain("--header 'Authorization: Digest <credentials>'");
    expect(curl).not.toContain('Bearer');
    expect(curl).toContain('limit=<integer>');
    expect(curl).toContain('X-Retry: <boolean>');
  });

  it("shows a base schema's discriminator mapping as its variants (allOf inheritance), without looping", () => {
    const pet = { $ref: '#/components/schemas/Pet' };
    const spec = specOf({
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: {
        '/pets': {
          post: {
            requestBody: { content: { 'application/json': { schema: pet } } },
            responses: { 200: { description: 'ok' } },
          },
        },
      },
      components: {
        schemas: {
          Pet: {
            type: 'object',
            properties: { petType: { type: 'string' }, name: { type: 'string' } },
            discriminator: { propertyName: 'petType', mapping: { cat: '#/components/schemas/Cat', dog: 'Dog' } },
          },
          Cat: { allOf: [pet, { type: 'object', properties: { livesLeft: { type: 'integer' } } }] },
          Dog: { allOf: [pet, { type: 'object', properties: { goodBoy: { type: 'boolean' } } }] },
        },
      },
    });
    const root = model(spec, 'POST /pets').model.body!.contents[0]!.schema;
    expect(names(root.fields)).toEqual(['petType', 'name']);
    expect(root.variants?.discriminator).toBe('petType');
    expect(root.variants?.options.map((option) => option.title)).toEqual(['cat', 'dog']);
    expect(root.variants?.options.map((option) => names(option.fields).at(-1))).toEqual(['livesLeft', 'goodBoy']);
    // Inside Cat, its Pet part lists no variants again.
    expect(root.variants?.options[0]?.variants).toBeUndefined();
  });

  it('lists the values of a parameter written as oneOf of consts under its own text, and sends the first', () => {
    const spec = specOf({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/items': {
          get: {
            parameters: [
              {
                name: 'sort',
                in: 'query',
                required: true,
                description: 'Sort order.',
                schema: {
                  type: 'string',
                  oneOf: [
                    { const: 'asc', description: 'Ascending order' },
                    { const: 'desc', description: 'Descending order' },
                  ],
                },
              },
            ],
            responses: { 200: { description: 'ok' } },
          },
        },
      },
    });
    const { model: m } = model(spec, 'GET /items');
    expect(group(m, 'query')[0]!.description?.markdown).toBe(
      'Sort order.\n\n- `"asc"`: Ascending order\n- `"desc"`: Descending order',
    );
    expect(sample(m, 'cURL')).toContain('?sort=asc');
  });

  it('keeps only required parameters with examples.defaults: required', () => {
    const { model: m } = model(shop, 'POST /stores/{storeId}/orders', {
      examples: { languages: ['bash'], defaults: 'required' },
    });
    const curl = sample(m, 'cURL');
    expect(curl).toContain('https://eu.api.example.com/v2/stores/{storeId}/orders?dryRun=true');
    expect(curl).not.toContain('verbose');
    expect(curl).not.toContain('limit');
    expect(curl).not.toContain('X-Request-Id');
    expect(curl).not.toContain('session');
    expect(curl).toContain('Authorization: Bearer <token>');
  });

  it('leaves optional body properties out with examples.defaults: required', () => {
    const required = sample(
      model(shop, 'POST /stores/{storeId}/orders', { examples: { languages: ['bash'], defaults: 'required' } }).model,
      'cURL',
    );
    expect(required).toContain('"item"');
    expect(required).not.toContain('"quantity"');
    expect(required).not.toContain('"callbackUrl"');
    const all = sample(
      model(shop, 'POST /stores/{storeId}/orders', { examples: { languages: ['bash'] } }).model,
      'cURL',
    );
    expect(all).toContain('"item"');
    expect(all).toContain('"quantity"');
  });

  it("reads ReadMe's x-readme.code-samples too", () => {
    const spec = specOf({
      paths: {
        '/a': {
          get: {
            'x-readme': { 'code-samples': [{ name: 'SDK', language: 'node', code: 'await sdk.a();' }] },
            responses: {},
          },
        },
      },
    });
    const { model: m } = model(spec, 'GET /a', { examples: { languages: ['bash'] } });
    expect(m.requestExamples.map((s) => [s.label, s.source])).toEqual([
      ['SDK', 'await sdk.a();'],
      ['cURL', expect.stringContaining('curl')],
    ]);
  });

  it('keeps only x-codeSamples with autogenerate: false', () => {
    const { model: m } = model(shop, 'POST /stores/{storeId}/orders', { examples: { autogenerate: false } });
    expect(m.requestExamples.map((s) => s.label)).toEqual(['CLI']);
  });
});

describe('buildOperationModel: security', () => {
  const schemes = {
    bearer: { type: 'http', scheme: 'bearer' },
    basic: { type: 'http', scheme: 'basic', description: 'Your **login**.' },
    apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
    appId: { type: 'apiKey', in: 'query', name: 'app_id' },
    session: { type: 'apiKey', in: 'cookie', name: 'sid' },
    oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://x/token', scopes: { read: 'r' } } } },
  };

  function securityOf(security: unknown, document: JsonObject = {}) {
    const spec = specOf({
      ...document,
      components: { securitySchemes: schemes },
      paths: { '/a': { get: { ...(security === undefined ? {} : { security }), responses: {} } } },
    });
    return model(spec, 'GET /a').model.security;
  }

  it('makes one option per requirement, combining the schemes of one (`a & b`); `{}` is None', () => {
    const options = securityOf([{ apiKey: [], appId: [] }, { bearer: [] }, {}]);
    expect(options.map((o) => o.title)).toEqual(['apiKey & appId', 'bearer', 'None']);
    expect(options[0]?.schemes.map((s) => [s.name, s.in, s.parameter])).toEqual([
      ['apiKey', 'header', 'X-API-Key'],
      ['appId', 'query', 'app_id'],
    ]);
    expect(options[2]?.schemes).toEqual([]);
  });

  it('describes bearer, basic, apiKey and oauth2 schemes', () => {
    const options = securityOf([
      { bearer: [] },
      { basic: [] },
      { apiKey: [] },
      { appId: [] },
      { session: [] },
      { oauth: ['read'] },
    ]);
    const [bearer, basic, header, query, cookie, oauth] = options.map((o) => o.schemes[0]!);
    expect(bearer).toEqual({
      name: 'bearer',
      type: 'http',
      scheme: 'bearer',
      in: 'header',
      parameter: 'Authorization',
      summary: 'Bearer authentication header of the form `Bearer <token>`.',
    });
    expect(basic?.summary).toBe(
      'Basic authentication header of the form `Basic <encoded-value>`, where `<encoded-value>` is the base64 of `username:password`.',
    );
    expect(basic?.description).toEqual({ markdown: 'Your **login**.', html: '<p>Your **login**.</p>' });
    expect(header?.summary).toBe('API key in the header `X-API-Key`.');
    expect(query?.summary).toBe('API key in the query parameter `app_id`.');
    expect(cookie?.summary).toBe('API key in the cookie `sid`.');
    expect(oauth?.summary).toBe('OAuth 2.0 access token (`Bearer <token>`), flows: clientCredentials.');
    expect(oauth?.scopes).toEqual(['read']);
  });

  it('uses the document security unless the operation has its own; [] means none', () => {
    expect(securityOf(undefined, { security: [{ bearer: [] }] }).map((o) => o.title)).toEqual(['bearer']);
    expect(securityOf([{ basic: [] }], { security: [{ bearer: [] }] }).map((o) => o.title)).toEqual(['basic']);
    expect(securityOf([], { security: [{ bearer: [] }] })).toEqual([]);
  });

  it('names a scheme missing from components', () => {
    const [option] = securityOf([{ ghost: [] }]);
    expect(option?.schemes[0]).toEqual({
      name: 'ghost',
      type: 'unknown',
      summary: 'ghost (not defined in components.securitySchemes)',
    });
  });

  it('puts the first option’s credentials into code samples (apiKey in query and header)', () => {
    const spec = specOf({
      servers: [{ url: 'https://api.example.com' }],
      components: { securitySchemes: schemes },
      paths: { '/a': { get: { security: [{ apiKey: [], appId: [] }], responses: {} } } },
    });
    const curl = sample(model(spec, 'GET /a', { examples: { languages: ['bash'] } }).model, 'cURL');
    expect(curl).toContain('https://api.example.com/a?app_id=<api-key>');
    expect(curl).toContain('X-API-Key: <api-key>');
  });
});

describe('buildOperationModel: parameters in code samples', () => {
  it('writes parameters as their style says, as the playground sends them', () => {
    const spec = specOf({
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/items/{id}': {
          get: {
            parameters: [
              { name: 'id', in: 'path', required: true, style: 'label', schema: { type: 'string' }, example: 'x1' },
              {
                name: 'filter',
                in: 'query',
                style: 'deepObject',
                schema: { type: 'object' },
                example: { color: 'red' },
              },
              { name: 'ids', in: 'query', explode: false, schema: { type: 'array' }, example: [1, 2] },
              { name: 'tags', in: 'query', schema: { type: 'array', items: { type: 'string', enum: ['new', 'old'] } } },
              { name: 'limit', in: 'query', schema: { type: 'integer' } },
            ],
            responses: {},
          },
        },
      },
    });
    const curl = sample(model(spec, 'GET /items/{id}', { examples: { languages: ['bash'] } }).model, 'cURL');
    expect(curl).toContain(
      `https://api.example.com/items/.x1?${encodeURIComponent('filter[color]')}=red&ids=${encodeURIComponent('1,2')}&tags=new&limit=<integer>`,
    );
  });

  it('keeps a path parameter without a value as {name}, after the prefix its style puts first', () => {
    const param = (name: string, style: string) => ({
      name,
      in: 'path',
      required: true,
      style,
      schema: { type: 'string' },
    });
    const spec = specOf({
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/m/{a}/l/{b}/s/{c}': {
          get: { parameters: [param('a', 'matrix'), param('b', 'label'), param('c', 'simple')], responses: {} },
        },
      },
    });
    const curl = sample(model(spec, 'GET /m/{a}/l/{b}/s/{c}', { examples: { languages: ['bash'] } }).model, 'cURL');
    expect(curl).toContain("curl 'https://api.example.com/m/;a={a}/l/.{b}/s/{c}'");
  });
});

describe('buildOperationModel: a file as the body', () => {
  it('uploads the file in cURL, Python and JavaScript, and leaves out clients that cannot show one, saying so', () => {
    const spec = specOf({
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/files/{id}': {
          put: {
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'f1' }],
            requestBody: { content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
            responses: {},
          },
        },
      },
    });
    const { model: m, problems } = model(spec, 'PUT /files/{id}', {
      examples: { languages: ['bash', 'python', 'node', 'go'] },
    });
    expect(sample(m, 'cURL')).toContain("--data-binary '@example-file'");
    expect(sample(m, 'Python')).toContain('data=open("example-file", "rb")');
    expect(sample(m, 'Node.js')).toContain("body: await openAsBlob('example-file'),");
    expect(m.requestExamples.map((s) => s.label)).not.toContain('Go');
    expect(problems).toEqual([
      expect.stringContaining('The Go sample was left out: its generator cannot show a file upload body'),
    ]);
    // No sample sends the schema's placeholder text as the file.
    for (const s of m.requestExamples) expect(s.source).not.toContain("'string'");
  });
});

describe('buildOperationModel: examples by media type', () => {
  it('generates an XML example for an XML response and body, and none for a file', () => {
    const pet = {
      type: 'object',
      xml: { name: 'pet' },
      properties: { id: { type: 'integer', example: 7 }, name: { type: 'string', example: 'Rex' } },
    };
    const spec = specOf({
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/pets': {
          post: {
            requestBody: { content: { 'application/xml': { schema: pet } } },
            responses: {
              '200': {
                description: 'ok',
                content: {
                  'application/json': { schema: pet },
                  'application/xml': { schema: pet },
                  'image/png': { schema: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
        },
      },
    });
    const { model: m } = model(spec, 'POST /pets', { examples: { languages: ['bash'] } });
    const examples = Object.fromEntries(
      m.responses[0]!.contents.map((c) => [c.mediaType, c.examples.map((e) => e.value)]),
    );
    expect(JSON.parse(examples['application/json']![0]!)).toEqual({ id: 7, name: 'Rex' });
    expect(examples['application/xml']).toEqual(['<pet>\n  <id>7</id>\n  <name>Rex</name>\n</pet>\n']);
    expect(examples['image/png']).toEqual([]);
    expect(sample(m, 'cURL')).toContain('<pet>');
  });
});

describe('buildOperationModel: servers and base URL', () => {
  it('fills server variables with their defaults and drops the trailing slash', () => {
    const { model: m } = model(shop, 'POST /stores/{storeId}/orders');
    expect(m.baseUrl).toBe('https://eu.api.example.com/v2');
    expect(m.servers).toEqual([
      {
        url: 'https://{region}.api.example.com/{version}/',
        description: 'Production',
        descriptionHtml: 'Production',
        variables: [
          {
            name: 'region',
            default: 'eu',
            enum: ['eu', 'us'],
            description: 'Data region',
            descriptionHtml: 'Data region',
          },
          { name: 'version', default: 'v2' },
        ],
      },
    ]);
  });

  it('shows the base URL with api.url full, or when there are several servers', () => {
    expect(model(shop, 'POST /stores/{storeId}/orders').model.showBaseUrl).toBe(false);
    expect(model(shop, 'POST /stores/{storeId}/orders', { fullUrl: true }).model.showBaseUrl).toBe(true);
    const two = specOf({
      servers: [{ url: 'https://a.example.com' }, { url: 'https://b.example.com' }],
      paths: { '/a': { get: { responses: {} } } },
    });
    const m = model(two, 'GET /a').model;
    expect(m.showBaseUrl).toBe(true);
    expect(m.baseUrl).toBe('https://a.example.com');
  });

  it('has no base URL without servers, even with api.url full', () => {
    const none = specOf({ paths: { '/a': { get: { responses: {} } } } });
    const m = model(none, 'GET /a', { fullUrl: true }).model;
    expect(m.showBaseUrl).toBe(false);
    expect(m.baseUrl).toBeUndefined();
    expect(m.servers).toEqual([]);
  });

  it('prefers operation servers, then path item servers, then the document’s', () => {
    const spec = specOf({
      servers: [{ url: 'https://doc.example.com' }],
      paths: {
        '/a': {
          servers: [{ url: 'https://path.example.com' }],
          get: { servers: [{ url: 'https://op.example.com' }], responses: {} },
          put: { responses: {} },
        },
        '/b': { get: { responses: {} } },
      },
    });
    expect(model(spec, 'GET /a').model.baseUrl).toBe('https://op.example.com');
    expect(model(spec, 'PUT /a').model.baseUrl).toBe('https://path.example.com');
    expect(model(spec, 'GET /b').model.baseUrl).toBe('https://doc.example.com');
  });
});

describe('buildOperationModel: extensions', () => {
  it('reports a malformed x-mint (a string) as a problem and still builds the page', () => {
    const spec = specOf({ paths: { '/a': { get: { summary: 'A', 'x-mint': 'href: /x', responses: {} } } } });
    const result = model(spec, 'GET /a');
    expect(result.problems).toEqual([
      '`x-mint` must be an object (with `metadata`, `content`, `href`); it is ignored.',
    ]);
    expect(result.model.title).toBe('A');
  });

  it('reports a malformed x-mint.metadata', () => {
    const spec = specOf({
      paths: { '/a': { get: { summary: 'A', 'x-mint': { metadata: 'title: B' }, responses: {} } } },
    });
    const result = model(spec, 'GET /a');
    expect(result.problems).toEqual(['`x-mint.metadata` must be an object of frontmatter keys; it is ignored.']);
    expect(result.model.title).toBe('A');
  });

  it('reports malformed x-codeSamples without throwing', () => {
    const spec = specOf({
      paths: { '/a': { get: { summary: 'A', 'x-codeSamples': { lang: 'bash' }, responses: {} } } },
    });
    const result = model(spec, 'GET /a', { examples: { languages: ['bash'] } });
    expect(result.problems).toEqual([
      'x-codeSamples must be an array of { lang, label?, source } objects, not an object.',
    ]);
    expect(result.model.requestExamples.map((s) => s.label)).toEqual(['cURL']);
  });
});

describe('buildOperationModel: webhooks and callbacks', () => {
  it('builds a 3.1 webhook page', () => {
    const webhook = listOperations(shop).find((op) => op.webhook);
    expect(webhook).toMatchObject({ method: 'POST', path: 'orderPaid', webhook: true });
    const { model: m, problems } = buildOperationModel(shop, webhook!, SETTINGS);
    expect(problems).toEqual([]);
    expect(m.kind).toBe('webhook');
    expect(m.method).toBe('POST');
    expect(m.path).toBe('orderPaid');
    expect(m.title).toBe('Order paid');
    // Webhooks only take their own security, never the document's.
    expect(m.security).toEqual([]);
    expect(m.body?.required).toBe(true);
    // Sent by the API: its read-only `id` is in it, its write-only `callbackUrl` is not.
    expect(names(m.body?.contents[0]?.schema.fields)).toEqual(['id', 'item', 'quantity']);
    expect(m.responses.map((r) => r.status)).toEqual(['200']);
    // The API sends a webhook: its sample is the payload a reader's code receives, not a request to the API.
    expect(m.requestExamples.map((s) => `${s.label} ${s.language}`)).toEqual(['Payload json']);
    expect(Object.keys(JSON.parse(m.requestExamples[0]!.source))).toEqual(expect.arrayContaining(['item', 'quantity']));
  });

  it("shows a webhook payload's read-only fields and hides its write-only ones: the API sends it", () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'string', readOnly: true },
        email: { type: 'string' },
        password: { type: 'string', writeOnly: true },
      },
    };
    const spec = specOf({
      webhooks: {
        'user.created': {
          post: {
            requestBody: { content: { 'application/json': { schema } } },
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    });
    const { model: m } = buildOperationModel(spec, listOperations(spec)[0]!, SETTINGS);
    expect(names(m.body?.contents[0]?.schema.fields)).toEqual(['id', 'email']);
    expect(Object.keys(JSON.parse(m.requestExamples[0]!.source))).toEqual(['id', 'email']);
  });

  it("titles an unnamed webhook by its page slug's title (its prepared name)", () => {
    const spec = specOf({ webhooks: { 'user-created': { post: { responses: {} } } } });
    const webhook = listOperations(spec)[0]!;
    expect(buildOperationModel(spec, webhook, SETTINGS).model.title).toBe('User created');
  });

  it('lists callbacks with their expression and operations', () => {
    const { model: m } = model(shop, 'POST /stores/{storeId}/orders');
    expect(m.callbacks).toHaveLength(1);
    const [callback] = m.callbacks;
    expect(callback?.name).toBe('orderShipped');
    expect(callback?.expression).toBe('{$request.body#/callbackUrl}');
    expect(callback?.operations.map((o) => [o.kind, o.method, o.path, o.title])).toEqual([
      ['operation', 'POST', '{$request.body#/callbackUrl}', 'Order shipped'],
    ]);
    const inner = callback!.operations[0]!;
    expect(inner.callbacks).toEqual([]);
    expect(inner.requestExamples).toEqual([]);
    expect(inner.responses.map((r) => [r.status, r.description?.markdown])).toEqual([['200', 'Received']]);
    expect(names(inner.body?.contents[0]?.schema.fields)).toEqual(['item', 'quantity', 'callbackUrl']);
  });

  it("gives a callback's fields ids the operation's own fields and earlier callbacks left free", () => {
    const body = (name: string) => ({
      content: { 'application/json': { schema: { type: 'object', properties: { [name]: { type: 'string' } } } } },
    });
    const spec = specOf({
      paths: {
        '/projects/{projectId}': {
          post: {
            parameters: [{ name: 'projectId', in: 'path', required: true, schema: { type: 'string' } }],
            requestBody: body('callbackUrl'),
            responses: { 200: { description: 'OK' } },
            callbacks: {
              done: {
                '{$request.body#/callbackUrl}': {
                  post: { requestBody: body('projectId'), responses: { 200: { description: 'OK' } } },
                  put: { requestBody: body('projectId'), responses: { 200: { description: 'OK' } } },
                },
              },
            },
          },
        },
      },
    });
    const { model: m } = model(spec, 'POST /projects/{projectId}');
    const ids = [
      ...m.parameters.flatMap((group) => group.fields.map((f) => f.anchor)),
      ...(m.body?.contents[0]?.schema.fields.map((f) => f.anchor) ?? []),
      ...m.callbacks.flatMap((c) =>
        c.operations.flatMap((o) => o.body?.contents[0]?.schema.fields.map((f) => f.anchor)),
      ),
    ];
    expect(ids).toEqual(['projectId', 'callbackUrl', 'projectId-1', 'projectId-2']);
  });
});

describe('buildOperationModel: server descriptions', () => {
  it('renders inline Markdown in server and variable descriptions, escaping the rest', () => {
    const spec = specOf({
      servers: [
        {
          url: 'https://{region}.example.com',
          description: 'The `prod` API, see [status](https://status.example.com) <b>now</b>',
          variables: { region: { default: 'eu', description: 'An *EU* or US region' } },
        },
      ],
      paths: { '/a': { get: { responses: { '200': { description: 'ok' } } } } },
    });
    const server = model(spec, 'GET /a').model.servers[0]!;
    expect(server.descriptionHtml).toBe(
      'The <code>prod</code> API, see <a href="https://status.example.com">status</a> &lt;b&gt;now&lt;/b&gt;',
    );
    expect(server.variables[0]?.descriptionHtml).toBe('An <em>EU</em> or US region');
  });
});

describe('buildOperationModel: multipart parts encoded as JSON', () => {
  it('sends a part whose encoding says JSON whole, and a file part as a file', () => {
    const spec = specOf({
      paths: {
        '/upload': {
          post: {
            requestBody: {
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: {
                      archive: { type: 'string', format: 'binary' },
                      commit: { type: 'object', properties: { sha: { type: 'string', example: 'abc' } } },
                    },
                  },
                  encoding: { commit: { contentType: 'application/json' } },
                },
              },
            },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    });
    const curl = model(spec, 'POST /upload').model.requestExamples.find((s) => s.language === 'bash')!.source;
    expect(curl).toContain(`--form 'commit={"sha":"abc"}'`);
    expect(curl).toContain("--form 'archive=@example-file'");
    expect(curl).not.toContain('commit[sha]');
  });
});

describe('buildOperationModel: multipart lists and objects', () => {
  it('sends a list as one part per item (files as files), an object as JSON, and flattens only for deepObject', () => {
    const spec = specOf({
      paths: {
        '/upload': {
          put: {
            requestBody: {
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    properties: {
                      files: { type: 'array', items: { type: 'string', format: 'binary' } },
                      tags: { type: 'array', items: { type: 'string' }, example: ['a', 'b'] },
                      meta: { type: 'object', properties: { k: { type: 'string', example: 'v' } } },
                      link: { type: 'object', properties: { create: { type: 'boolean', example: true } } },
                    },
                  },
                  encoding: { link: { style: 'deepObject', explode: true } },
                },
              },
            },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    });
    const curl = model(spec, 'PUT /upload').model.requestExamples.find((s) => s.language === 'bash')!.source;
    const forms = [...curl.matchAll(/--form '([^']*)'/g)].map((m) => m[1]);
    expect(forms).toEqual(['files=@example-file', 'tags=a', 'tags=b', 'meta={"k":"v"}', 'link[create]=true']);
  });
});

describe('buildOperationModel: a form body of no fields', () => {
  it('sends no body and no Content-Type (fetch refuses a body on GET)', () => {
    // Stripe declares an empty form body on every GET operation.
    const empty = { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: {} } } } };
    const spec = specOf({
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/charges': {
          get: { requestBody: empty, responses: { '200': { description: 'ok' } } },
          post: {
            requestBody: {
              content: {
                'application/x-www-form-urlencoded': {
                  schema: { type: 'object', properties: { amount: { type: 'integer', example: 100 } } },
                },
              },
            },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    });
    const get = model(spec, 'GET /charges').model;
    for (const label of ['cURL', 'Python', 'JavaScript']) {
      const source = sample(get, label);
      expect(source).not.toMatch(/Content-Type|URLSearchParams|data=|--data/i);
    }
    const post = model(spec, 'POST /charges').model;
    expect(sample(post, 'cURL')).toContain('amount=100');
    expect(sample(post, 'JavaScript')).toContain('URLSearchParams');
  });
});

describe('buildOperationModel: form bodies as OpenAPI encodes them', () => {
  it('repeats a list field (form, explode) unless its encoding says otherwise; objects stay in brackets', () => {
    const spec = specOf({
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/messages': {
          post: {
            requestBody: {
              content: {
                'application/x-www-form-urlencoded': {
                  schema: {
                    type: 'object',
                    properties: {
                      MediaUrl: { type: 'array', items: { type: 'string' }, example: ['a', 'b'] },
                      Tags: { type: 'array', items: { type: 'string' }, example: ['x', 'y'] },
                      Expand: { type: 'array', items: { type: 'string' }, example: ['p', 'q'] },
                      Metadata: { type: 'object', properties: { k: { type: 'string', example: 'v' } } },
                    },
                  },
                  encoding: { Tags: { style: 'form', explode: false }, Expand: { style: 'deepObject', explode: true } },
                },
              },
            },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    });
    const curl = sample(model(spec, 'POST /messages').model, 'cURL');
    expect(curl.split('\n').slice(3)).toEqual([
      "  --data-urlencode 'MediaUrl=a' \\",
      "  --data-urlencode 'MediaUrl=b' \\",
      "  --data-urlencode 'Tags=x,y' \\",
      "  --data-urlencode 'Expand%5B0%5D=p' \\",
      "  --data-urlencode 'Expand%5B1%5D=q' \\",
      "  --data-urlencode 'Metadata%5Bk%5D=v'",
    ]);
    expect(curl).not.toContain('MediaUrl[0]');
  });
});

describe('buildOperationModel: a parameter given by content', () => {
  it('is its JSON text in the code samples, under its own name', () => {
    const spec = specOf({
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/search': {
          get: {
            parameters: [
              {
                name: 'q',
                in: 'query',
                content: { 'application/json': { schema: { type: 'object', properties: { a: { type: 'integer' } } } } },
              },
            ],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    });
    expect(sample(model(spec, 'GET /search').model, 'cURL')).toContain(
      "curl 'https://api.example.com/search?q=%7B%22a%22%3A0%7D'",
    );
  });
});

describe('buildOperationModel: nesting depth within the field budget', () => {
  const strings = (prefix: string, count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, { type: 'string' }]));
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const specWith = (schemas: JsonObject) =>
    specOf({
      paths: {
        '/a': {
          get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: ref('L1') } } } } },
        },
      },
      components: { schemas },
    });

  it('keeps one level of named schemas when two do not fit', () => {
    const spec = specWith({
      L1: { type: 'object', properties: { id: { type: 'string' }, child: ref('L2') } },
      L2: { type: 'object', properties: strings('f', 150) },
    });
    const fields = model(spec, 'GET /a').model.responses[0]!.contents[0]!.schema.fields;
    expect(names(fields)).toEqual(['id', 'child']);
    expect(fields[1]?.children).toBeUndefined();
    expect(fields[1]?.truncated).toMatchObject({ schema: 'L2', fields: 150 });
  });

  it('keeps two levels when two fit and three do not', () => {
    const spec = specWith({
      L1: { type: 'object', properties: { id: { type: 'string' }, child: ref('L2') } },
      L2: { type: 'object', properties: { name: { type: 'string' }, grandchild: ref('L3') } },
      L3: { type: 'object', properties: strings('g', 150) },
    });
    const fields = model(spec, 'GET /a').model.responses[0]!.contents[0]!.schema.fields;
    const child = fields[1]!;
    expect(names(child.children)).toEqual(['name', 'grandchild']);
    expect(child.children?.[1]?.truncated).toMatchObject({ schema: 'L3', fields: 150 });
  });
});

describe('buildOperationModel: every section keeps its own fields whatever the budget', () => {
  const strings = (prefix: string, count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, { type: 'string' }]));
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

  it('lists the request body and the response fields when the response alone is over the budget', () => {
    // Stripe's POST /v1/charges: a 200 response of 150+ fields showed a body of no fields at all.
    const spec = specOf({
      paths: {
        '/charges': {
          post: {
            requestBody: {
              content: {
                'application/x-www-form-urlencoded': {
                  schema: {
                    type: 'object',
                    properties: { amount: { type: 'integer' }, card: ref('Card'), currency: { type: 'string' } },
                  },
                },
              },
            },
            responses: {
              '200': { description: 'ok', content: { 'application/json': { schema: ref('Charge') } } },
              default: { description: 'error', content: { 'application/json': { schema: ref('Error') } } },
            },
          },
        },
      },
      components: {
        schemas: {
          Card: { type: 'object', properties: strings('c', 3) },
          Charge: { type: 'object', properties: { ...strings('r', 150), source: ref('Card') } },
          Error: { type: 'object', properties: { message: { type: 'string' }, detail: ref('Card') } },
        },
      },
    });
    const built = model(spec, 'POST /charges').model;
    const body = built.body!.contents[0]!.schema;
    expect(names(body.fields)).toEqual(['amount', 'card', 'currency']);
    // The body comes first: its nested level fits in the budget.
    expect(names(body.fields[1]?.children)).toEqual(['c0', 'c1', 'c2']);
    const [ok, error] = built.responses.map((response) => response.contents[0]!.schema);
    expect(ok!.fields).toHaveLength(151);
    // Past the budget a response still lists its own fields; only nested levels are cut.
    expect(names(error!.fields)).toEqual(['message', 'detail']);
    expect(error!.fields[1]?.truncated).toMatchObject({ schema: 'Card', fields: 3 });
  });
});

describe('buildOperationModel: generated examples shared across operations', () => {
  const pet = { $ref: '#/components/schemas/Pet' };
  const spec = specOf({
    paths: {
      '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: pet } } } } } },
      '/b': {
        get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { ...pet } } } } } },
        post: {
          requestBody: { content: { 'application/json': { schema: { ...pet } } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { example: { own: true } } } } },
        },
      },
    },
    components: {
      schemas: {
        Pet: {
          type: 'object',
          properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string', example: 'Rex' } },
        },
      },
    },
  });

  it('generates one example per schema text and direction, whatever the media object', () => {
    const exampleCache = new Map();
    const a = model(spec, 'GET /a', { exampleCache }).model.responses[0]!.contents[0]!.examples;
    const b = model(spec, 'GET /b', { exampleCache }).model.responses[0]!.contents[0]!.examples;
    expect(JSON.parse(a[0]!.value)).toEqual({ id: 0, name: 'Rex' });
    expect(b).toBe(a);
    const post = model(spec, 'POST /b', { exampleCache }).model;
    // The request leaves the read-only id out: not the response's example.
    expect(JSON.parse(post.body!.contents[0]!.examples[0]!.value)).toEqual({ name: 'Rex' });
    // A media type with an example of its own shows it.
    expect(JSON.parse(post.responses[0]!.contents[0]!.examples[0]!.value)).toEqual({ own: true });
  });
});
