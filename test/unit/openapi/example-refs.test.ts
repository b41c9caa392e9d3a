import { describe, expect, it } from 'vitest';
import { ESCAPED_REF, escapeDataRefs, restoreDataRefs } from '../../../src/openapi/example-refs.js';

/** Every `$ref` string left in a value (escaped ones are under another key). */
function refs(value: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key === '$ref' && typeof child === 'string') out.push(child);
        walk(child);
      }
    }
  };
  walk(value);
  return out.sort();
}

/** Every escaped `$ref` string. */
function escaped(value: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key === ESCAPED_REF && typeof child === 'string') out.push(child);
        walk(child);
      }
    }
  };
  walk(value);
  return out.sort();
}

function spec() {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/users': {
        post: {
          parameters: [
            { name: 'filter', in: 'query', schema: { type: 'object' }, example: { $ref: 'data/param-example.json' } },
          ],
          requestBody: {
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/User' },
                example: { $ref: 'https://example.com/media-example.json' },
                examples: {
                  inline: { summary: 'Inline', value: { nested: { $ref: '#/not/a/pointer' } } },
                  shared: { $ref: '#/components/examples/Shared' },
                },
              },
            },
          },
          responses: {
            default: { $ref: '#/components/responses/Error' },
            '200': { $ref: '#/components/responses/Ok' },
          },
        },
      },
    },
    components: {
      schemas: {
        default: { type: 'object', properties: { a: { type: 'string' } } },
        User: {
          type: 'object',
          default: { $ref: './default-user.json' },
          enum: [{ $ref: 'enum-a.json' }, 'plain'],
          examples: [{ $ref: '../examples/user.json' }, { list: [{ $ref: 'deep.json' }] }],
          properties: {
            example: { $ref: '#/components/schemas/Example' },
            default: { $ref: '#/components/schemas/default' },
            examples: { type: 'array', items: { $ref: '#/components/schemas/Example' } },
            enum: { $ref: '#/components/schemas/Example' },
            tag: { type: 'string', const: { $ref: 'const.json' }, 'x-default': { $ref: 'xdefault.json' } },
          },
        },
        Example: { type: 'string' },
      },
      examples: {
        Shared: { summary: 'Shared', value: { $ref: 'file-in-value.yaml' } },
        External: { externalValue: 'https://example.com/ext.json' },
      },
      responses: {
        Error: { description: 'Error' },
        Ok: { description: 'Ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } } },
      },
    },
  };
}

const DATA_REFS = [
  '#/not/a/pointer',
  '../examples/user.json',
  './default-user.json',
  'const.json',
  'data/param-example.json',
  'deep.json',
  'enum-a.json',
  'file-in-value.yaml',
  'https://example.com/media-example.json',
  'xdefault.json',
];

const REAL_REFS = [
  '#/components/examples/Shared',
  '#/components/responses/Error',
  '#/components/responses/Ok',
  '#/components/schemas/Example',
  '#/components/schemas/Example',
  '#/components/schemas/Example',
  '#/components/schemas/User',
  '#/components/schemas/User',
  '#/components/schemas/default',
];

describe('escapeDataRefs', () => {
  it('escapes $ref inside example, default, enum, const, x-default, examples arrays and Example values', () => {
    const document = spec();
    const count = escapeDataRefs(document);
    expect(count).toBe(DATA_REFS.length);
    expect(escaped(document)).toEqual(DATA_REFS);
    // Every reference left is a real one: schemas, responses, an examples-map entry.
    expect(refs(document)).toEqual(REAL_REFS);
  });

  it('keeps the escaped value beside the rest of the data object', () => {
    const document = spec();
    escapeDataRefs(document);
    const media = document.paths['/users'].post.requestBody.content['application/json'];
    expect(media.example).toEqual({ [ESCAPED_REF]: 'https://example.com/media-example.json' });
    expect(media.examples.inline).toEqual({
      summary: 'Inline',
      value: { nested: { [ESCAPED_REF]: '#/not/a/pointer' } },
    });
    expect(media.examples.shared).toEqual({ $ref: '#/components/examples/Shared' });
  });

  it('does not touch a property NAMED example, default, examples or enum', () => {
    const document = spec();
    escapeDataRefs(document);
    const properties = document.components.schemas.User.properties;
    expect(properties.example).toEqual({ $ref: '#/components/schemas/Example' });
    expect(properties.default).toEqual({ $ref: '#/components/schemas/default' });
    expect(properties.examples.items).toEqual({ $ref: '#/components/schemas/Example' });
    expect(properties.enum).toEqual({ $ref: '#/components/schemas/Example' });
  });

  it('does not touch responses.default or a schema named default', () => {
    const document = spec();
    escapeDataRefs(document);
    expect(document.paths['/users'].post.responses.default).toEqual({ $ref: '#/components/responses/Error' });
    expect(document.components.schemas.default).toEqual({ type: 'object', properties: { a: { type: 'string' } } });
  });

  it('escapes nothing in a spec without data references', () => {
    const document = {
      openapi: '3.0.3',
      paths: { '/a': { get: { responses: { default: { $ref: '#/components/responses/E' } } } } },
      components: { schemas: { S: { type: 'string', example: 'x', default: 'y', enum: ['x', 'y'] } } },
    };
    const before = structuredClone(document);
    expect(escapeDataRefs(document)).toBe(0);
    expect(document).toEqual(before);
  });

  it('escapes each shared data object once', () => {
    const shared = { $ref: 'shared.json' };
    const document = { components: { schemas: { A: { example: shared }, B: { default: shared } } } };
    expect(escapeDataRefs(document)).toBe(1);
    expect(shared).toEqual({ [ESCAPED_REF]: 'shared.json' });
  });

  it('treats Swagger 2.0 response examples (media type → value) as data', () => {
    const document = {
      swagger: '2.0',
      paths: {
        '/a': {
          get: {
            responses: {
              '200': {
                description: 'ok',
                schema: { $ref: '#/definitions/A' },
                examples: { 'application/json': { $ref: 'https://example.com/a.json' } },
              },
            },
          },
        },
      },
      definitions: { A: { type: 'object' } },
    };
    escapeDataRefs(document);
    expect(document.paths['/a'].get.responses['200'].examples['application/json']).toEqual({
      [ESCAPED_REF]: 'https://example.com/a.json',
    });
    expect(document.paths['/a'].get.responses['200'].schema).toEqual({ $ref: '#/definitions/A' });
  });
});

describe('restoreDataRefs', () => {
  it('brings every escaped reference back as written', () => {
    const document = spec();
    escapeDataRefs(document);
    restoreDataRefs(document);
    expect(document).toEqual(spec());
    expect(escaped(document)).toEqual([]);
  });

  it('restores objects shared between places once, and survives cycles', () => {
    const data: Record<string, unknown> = { [ESCAPED_REF]: 'x.json' };
    const cyclic: Record<string, unknown> = { a: data, b: [data] };
    cyclic.self = cyclic;
    restoreDataRefs(cyclic);
    expect(data).toEqual({ $ref: 'x.json' });
  });
});
