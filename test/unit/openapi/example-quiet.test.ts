import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateExample } from '../../../src/openapi/example-values.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateExample', () => {
  it('writes nothing to the console for schemas the sampler has doubts about, and still gives an example', () => {
    const warn = vi.spyOn(console, 'warn');
    const document = { openapi: '3.0.3' };
    const merged = generateExample(
      document,
      { allOf: [{ type: 'string' }, { type: 'integer' }] },
      { direction: 'response' },
    );
    const date = generateExample(
      document,
      { type: 'string', format: 'date-time', maxLength: 10 },
      { direction: 'response' },
    );
    expect(merged).not.toBeUndefined();
    expect(typeof date).toBe('string');
    expect(warn).not.toHaveBeenCalled();
    // The console is given back.
    expect(console.warn).toBe(warn);
  });

  it('fills the leaves of a schema nested as deep as readers follow one', () => {
    const schema = {
      type: 'object',
      properties: {
        a: {
          type: 'object',
          properties: {
            b: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  c: { type: 'string', example: 'leaf' },
                  d: { type: 'object', properties: { e: { type: 'integer', example: 7 } } },
                },
              },
            },
          },
        },
      },
    };
    expect(generateExample({ openapi: '3.0.3' }, schema, { direction: 'response' })).toEqual({
      a: { b: [{ c: 'leaf', d: { e: 7 } }] },
    });
  });

  it('goes shallower when the deep example would pass a screenful', () => {
    // Five levels of ten properties each: deep, it is far past a screenful; shallower, it is not.
    let schema: Record<string, unknown> = { type: 'string', example: 'x'.repeat(40) };
    for (let level = 0; level < 5; level++)
      schema = { type: 'object', properties: Object.fromEntries([...Array(10).keys()].map((i) => [`p${i}`, schema])) };
    const value = generateExample({ openapi: '3.0.3' }, schema, { direction: 'response' });
    expect(JSON.stringify(value, null, 2).length).toBeLessThanOrEqual(4000);
    expect(Object.keys(value as object)).toHaveLength(10);
  });

  it('gives a discriminator property the value that selects the schema, from the mapping or the schema name', () => {
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const document = {
      openapi: '3.0.3',
      components: {
        schemas: {
          Shape: {
            oneOf: [ref('Circle'), ref('Square')],
            discriminator: { propertyName: 'kind', mapping: { circle: '#/components/schemas/Circle', sq: 'Square' } },
          },
          Circle: { type: 'object', properties: { kind: { type: 'string' }, radius: { type: 'number' } } },
          Square: { type: 'object', properties: { kind: { type: 'string' }, side: { type: 'number' } } },
          Pet: {
            type: 'object',
            properties: { petType: { type: 'string' } },
            discriminator: { propertyName: 'petType', mapping: { dog: ref('Dog').$ref } },
          },
          Dog: { allOf: [ref('Pet'), { type: 'object', properties: { bark: { type: 'boolean' } } }] },
          Cat: { allOf: [ref('Pet'), { type: 'object', properties: { purr: { type: 'boolean' } } }] },
        },
      },
    };
    const example = (name: string) => generateExample(document, ref(name), { direction: 'request' });
    expect(example('Shape')).toEqual({ kind: 'circle', radius: 0 });
    expect(example('Square')).toEqual({ kind: 'sq', side: 0 });
    expect(example('Dog')).toEqual({ petType: 'dog', bark: true });
    // Not in the mapping: the schema's name, as OpenAPI says.
    expect(example('Cat')).toEqual({ petType: 'Cat', purr: true });
  });

  it('reads a discriminator written inline in a request body, not only on a component schema', () => {
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const body = {
      oneOf: [ref('One'), ref('Two')],
      discriminator: { propertyName: 'discrim', mapping: { 'Option One': ref('One').$ref } },
    };
    const option = (extra: string) => ({
      type: 'object',
      properties: { discrim: { type: 'string' }, [extra]: { type: 'number' } },
    });
    const document = {
      openapi: '3.0.3',
      paths: { '/a': { patch: { requestBody: { content: { 'application/json': { schema: body } } } } } },
      components: { schemas: { One: option('one'), Two: option('two') } },
    };
    expect(generateExample(document, body, { direction: 'request' })).toEqual({ discrim: 'Option One', one: 0 });
    expect(generateExample(document, ref('Two'), { direction: 'request' })).toEqual({ discrim: 'Two', two: 0 });
  });
});
