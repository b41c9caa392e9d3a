import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/openapi/spec-document.js';
import { checkExampleFields, checkSchemaRules } from '../../../src/openapi/schema-rules.js';

/** A document of this version and these parts, and its problems as `pointer: message`. */
function problems(version: string, parts: JsonObject): string[] {
  const document = { openapi: version, info: { title: 't', version: '1' }, paths: {}, ...parts };
  return checkSchemaRules(document, version).map((p) => `${p.pointer}: ${p.message}`);
}

/** One operation whose 200 response has this JSON schema. */
function responding(schema: unknown): JsonObject {
  return {
    paths: {
      '/a': { get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema } } } } } },
    },
  };
}

describe('checkSchemaRules: OpenAPI 3.1 schemas (JSON Schema 2020-12)', () => {
  it('finds nothing in schemas that keep the rules, nor in example data, defaults or extensions', () => {
    const schema = {
      type: ['object', 'null'],
      required: ['id'],
      properties: {
        id: { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10 },
        // A property named like a keyword is a property.
        required: { type: 'boolean' },
        tags: { type: 'array', items: { type: 'string' } },
      },
      example: { type: 'int', required: true },
      default: { type: 'int' },
      'x-meta': { type: 'int' },
    };
    expect(problems('3.1.0', { components: { schemas: { Thing: schema } }, ...responding({ $ref: '#/x' }) })).toEqual(
      [],
    );
  });

  it('finds a `type` that is not a JSON Schema type, alone or in a list, and a type listed twice', () => {
    expect(
      problems('3.1.0', {
        components: {
          schemas: {
            A: { type: 'object', properties: { age: { type: 'int' }, at: { type: ['string', 'nul', 'string'] } } },
          },
        },
      }),
    ).toEqual([
      '/components/schemas/A/properties/age/type: `int` is not a JSON Schema type: a `type` is one of `string`, `number`, `integer`, `boolean`, `object`, `array` or `null`',
      '/components/schemas/A/properties/at/type/1: `nul` is not a JSON Schema type: a `type` is one of `string`, `number`, `integer`, `boolean`, `object`, `array` or `null`',
      '/components/schemas/A/properties/at/type/2: `type` lists `string` twice, and JSON Schema requires each type once',
    ]);
    const [found] = checkSchemaRules({ openapi: '3.1.0', components: { schemas: { A: { type: 'double' } } } }, '3.1.0');
    expect(found?.hint).toBe('Write `type: number` with `format: double`.');
  });

  it('finds `required` that is not a list of names (`required: true` on a property)', () => {
    const found = checkSchemaRules(
      {
        openapi: '3.1.0',
        ...responding({ type: 'object', properties: { name: { type: 'string', required: true } }, required: 'name' }),
      },
      '3.1.0',
    );
    expect(found.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/paths/~1a/get/responses/200/content/application~1json/schema/required: `required` is not a list of property names, which JSON Schema requires it to be',
      "/paths/~1a/get/responses/200/content/application~1json/schema/properties/name/required: `required: true` is not how a JSON Schema marks a property required: `required` is the list of an object's required properties",
    ]);
    expect(found[1]?.hint).toBe(
      'Remove it here, and list the property in `required: [...]` of the object schema that holds it.',
    );
  });

  it('finds the 3.0 boolean form of `exclusiveMinimum` and `exclusiveMaximum`, with the number to write', () => {
    const found = checkSchemaRules(
      {
        openapi: '3.1.0',
        components: {
          parameters: {
            Limit: {
              name: 'limit',
              in: 'query',
              schema: { minimum: 1, exclusiveMinimum: true, exclusiveMaximum: false },
            },
          },
        },
      },
      '3.1.0',
    );
    expect(found.map((p) => [`${p.pointer}: ${p.message}`, p.hint])).toEqual([
      [
        '/components/parameters/Limit/schema/exclusiveMinimum: `exclusiveMinimum: true` is the OpenAPI 3.0 form: in OpenAPI 3.1 (JSON Schema 2020-12), `exclusiveMinimum` is the bound itself, a number',
        'Write `exclusiveMinimum: 1` in place of `minimum` and this flag.',
      ],
      [
        '/components/parameters/Limit/schema/exclusiveMaximum: `exclusiveMaximum: false` is the OpenAPI 3.0 form: in OpenAPI 3.1 (JSON Schema 2020-12), `exclusiveMaximum` is the bound itself, a number',
        'Remove it: `maximum` alone is inclusive.',
      ],
    ]);
  });

  it('reaches the schemas of parameters, headers, bodies, responses, callbacks, webhooks and nested keywords', () => {
    // A new object at each place: one reached twice (a YAML alias) is checked at its first place only.
    const bad = () => ({ type: 'int' });
    const json = (schema: unknown) => ({ 'application/json': { schema } });
    const found = problems('3.2.0', {
      paths: {
        'x-ext': { get: { parameters: [{ schema: bad() }] } },
        '/a': {
          parameters: [{ name: 'p', in: 'query', schema: bad() }],
          post: {
            parameters: [{ name: 'q', in: 'query', content: json(bad()) }],
            requestBody: { content: json({ allOf: [bad()], items: [bad()], $defs: { D: bad() } }) },
            responses: {
              200: { description: 'ok', headers: { 'X-Rate': { schema: bad() } } },
              'x-ext': { content: json(bad()) },
            },
            callbacks: { done: { '{$request.body#/url}': { post: { requestBody: { content: json(bad()) } } } } },
          },
        },
      },
      webhooks: { ping: { post: { requestBody: { content: json({ properties: { a: { not: bad() } } }) } } } },
      components: { headers: { H: { schema: bad() } }, responses: { R: { content: json({ $ref: '#/no' }) } } },
    });
    expect(found.map((line) => line.split(': ')[0])).toEqual([
      '/components/headers/H/schema/type',
      '/paths/~1a/parameters/0/schema/type',
      '/paths/~1a/post/parameters/0/content/application~1json/schema/type',
      '/paths/~1a/post/requestBody/content/application~1json/schema/allOf/0/type',
      '/paths/~1a/post/requestBody/content/application~1json/schema/items/0/type',
      '/paths/~1a/post/requestBody/content/application~1json/schema/$defs/D/type',
      '/paths/~1a/post/responses/200/headers/X-Rate/schema/type',
      '/paths/~1a/post/callbacks/done/{$request.body#~1url}/post/requestBody/content/application~1json/schema/type',
      '/webhooks/ping/post/requestBody/content/application~1json/schema/properties/a/not/type',
    ]);
  });

  it('leaves schemas of another dialect alone (`jsonSchemaDialect`, `$schema`)', () => {
    const bad = { type: 'int' };
    expect(
      problems('3.1.0', { jsonSchemaDialect: 'http://json-schema.org/draft-04/schema#', ...responding(bad) }),
    ).toEqual([]);
    expect(problems('3.1.0', responding({ $schema: 'http://json-schema.org/draft-04/schema#', ...bad }))).toEqual([]);
    expect(
      problems('3.1.0', { jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base', ...responding(bad) }),
    ).toHaveLength(1);
  });
});

describe('checkSchemaRules: OpenAPI 3.0 schemas', () => {
  it('finds an array schema without `items`, and nothing the 3.0 validator checks itself', () => {
    expect(
      problems('3.0.3', {
        components: { schemas: { A: { type: 'object', properties: { tags: { type: 'array' }, n: { type: 'int' } } } } },
        ...responding({ type: 'array', items: { type: 'array', items: {} } }),
      }),
    ).toEqual([
      '/components/schemas/A/properties/tags/type: this schema is `type: array` without `items`, which OpenAPI 3.0 requires to say what the array holds',
    ]);
  });

  it('reads anything else without throwing', () => {
    for (const paths of [null, [], { '/a': null }, { '/a': { get: { parameters: 'x', responses: [] } } }])
      for (const version of ['3.0.3', '3.1.0'])
        expect(() =>
          problems(version, { paths, components: { schemas: [], parameters: { P: null } } } as JsonObject),
        ).not.toThrow();
  });
});

describe('checkExampleFields: `example` and `examples` together', () => {
  const both = { example: 'x', examples: { one: { value: 'y' } } };
  const document = (version: string): JsonObject => ({
    openapi: version,
    info: { title: 't', version: '1' },
    paths: {
      '/a': {
        get: {
          parameters: [{ name: 'q', in: 'query', schema: { type: 'string', example: 'a', examples: ['a'] }, ...both }],
          responses: {
            200: {
              description: 'ok',
              headers: { 'X-Rate': { schema: { type: 'integer' }, ...both } },
              content: { 'application/json': { schema: { type: 'string' }, ...both } },
            },
          },
        },
      },
    },
    components: { parameters: { Q: { name: 'q', in: 'query', schema: { type: 'string' }, example: 'x' } } },
  });

  it('finds them on 3.1 and 3.2 parameters, headers and media types, not on schemas (where both are allowed)', () => {
    for (const version of ['3.1.0', '3.2.0']) {
      expect(checkExampleFields(document(version), version).map((p) => p.pointer)).toEqual([
        '/paths/~1a/get/parameters/0',
        '/paths/~1a/get/responses/200/headers/X-Rate',
        '/paths/~1a/get/responses/200/content/application~1json',
      ]);
    }
  });

  it('leaves 3.0 to the validator, whose schema says it', () => {
    expect(checkExampleFields(document('3.0.3'), '3.0.3')).toEqual([]);
  });
});
