import { describe, expect, it } from 'vitest';
import { samplerSpec } from '../../../src/openapi/sampler-spec.js';
import { mapOutsideData } from '../../../src/openapi/example-refs.js';
import { generateExample } from '../../../src/openapi/example-values.js';

describe('generated examples and enum defaults', () => {
  const document = {
    openapi: '3.0.3',
    components: {
      schemas: {
        Pet: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: ['cat', 'dog', 'bird'], default: 'dog' },
            size: { type: 'integer', enum: [1, 2, 3], default: 3 },
            // A default outside the enum is the spec's mistake: the first value stays.
            color: { type: 'string', enum: ['red', 'blue'], default: 'green' },
            // An example of its own decides.
            mood: { type: 'string', enum: ['calm', 'wild'], default: 'wild', example: 'calm' },
            plain: { type: 'string', enum: ['a', 'b'] },
          },
        },
      },
    },
  };

  it('shows the default of an enum, in a referenced schema and in an inline one', () => {
    const byRef = generateExample(document, { $ref: '#/components/schemas/Pet' }, { direction: 'request' });
    expect(byRef).toEqual({ kind: 'dog', size: 3, color: 'red', mood: 'calm', plain: 'a' });
    const inline = {
      type: 'object',
      properties: { status: { type: 'string', enum: ['active', 'paused'], default: 'paused' } },
    };
    const spec = {
      openapi: '3.0.3',
      paths: {
        '/x': {
          get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema: inline } } } } },
        },
      },
    };
    expect(generateExample(spec, inline, { direction: 'response' })).toEqual({ status: 'paused' });
  });

  it('leaves the document as it was', () => {
    const before = JSON.stringify(document);
    samplerSpec(document);
    expect(JSON.stringify(document)).toBe(before);
  });
});

describe('generated examples and the branches the page lists', () => {
  const document = {
    openapi: '3.1.0',
    components: {
      schemas: {
        Ref: { type: 'object', properties: { id: { type: 'string' }, n: { type: 'integer' } } },
        Snowflake: { type: 'string', pattern: '^[0-9]+$' },
        Settings: {
          type: 'object',
          properties: {
            verbosity: { anyOf: [{ type: 'string', enum: ['low', 'medium'], default: 'medium' }, { type: 'null' }] },
            author: { oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Ref' }] },
          },
        },
        Message: {
          oneOf: [{ $ref: '#/components/schemas/Dev' }, { $ref: '#/components/schemas/User' }],
          discriminator: { propertyName: 'role' },
        },
        Dev: { type: 'object', required: ['role'], properties: { role: { type: 'string', enum: ['developer'] } } },
        User: { type: 'object', required: ['role'], properties: { role: { type: 'string', const: 'user' } } },
        Free: { type: 'object', required: ['role'], properties: { role: { type: 'string' } } },
        Any: {
          oneOf: [{ $ref: '#/components/schemas/Free' }],
          discriminator: { propertyName: 'role' },
        },
        Pet: {
          type: 'object',
          required: ['petType'],
          properties: { petType: { type: 'string' } },
          discriminator: { propertyName: 'petType' },
        },
        Dog: {
          allOf: [
            { $ref: '#/components/schemas/Pet' },
            { type: 'object', properties: { petType: { enum: ['dog'] }, bark: { type: 'boolean' } } },
          ],
        },
      },
    },
  };
  const example = (schema: unknown) => generateExample(document, schema, { direction: 'request' });

  it('samples the branch that is not null, first or last', () => {
    expect(example({ oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Ref' }] })).toEqual({
      id: 'string',
      n: 0,
    });
    expect(example({ anyOf: [{ type: ['null'] }, { $ref: '#/components/schemas/Snowflake' }] })).toBe('string');
    // Inside the document, at any depth.
    expect(example({ $ref: '#/components/schemas/Settings' })).toEqual({
      verbosity: 'medium',
      author: { id: 'string', n: 0 },
    });
  });

  it('gives a discriminator without a mapping the value the chosen schema allows, else its name', () => {
    expect(example({ $ref: '#/components/schemas/Message' })).toEqual({ role: 'developer' });
    expect(example({ $ref: '#/components/schemas/User' })).toEqual({ role: 'user' });
    expect(example({ $ref: '#/components/schemas/Dog' })).toEqual({ petType: 'dog', bark: true });
    expect(example({ $ref: '#/components/schemas/Any' })).toEqual({ role: 'Free' });
  });
});

describe('generated examples of wide numbers', () => {
  it('shows 0 for an int64 bounded at its extremes, not a bound JavaScript cannot print exactly', () => {
    // As a spec's JSON gives them.
    const int64 = JSON.parse(
      '{"type": "integer", "format": "int64", "minimum": -9223372036854775808, "maximum": 9223372036854775807}',
    );
    expect(generateExample({ openapi: '3.0.3' }, int64, { direction: 'request' })).toBe(0);
    // Ordinary bounds are the sampler's to use.
    expect(generateExample({ openapi: '3.0.3' }, { type: 'integer', minimum: 5 }, { direction: 'request' })).toBe(5);
  });
});

describe('mapOutsideData', () => {
  it('copies only the way to a changed object, never data values, and maps each original to its stand-in', () => {
    const untouched = { type: 'string' };
    const target = { type: 'string', mark: true };
    const dataLookalike = { mark: true };
    const root = {
      components: { schemas: { A: { properties: { a: target, b: untouched } }, B: untouched } },
      paths: { '/x': { get: { parameters: [{ name: 'p', in: 'query', example: dataLookalike }] } } },
    };
    const { root: out, replaced } = mapOutsideData(root, (value) =>
      value.mark === true ? { ...value, changed: true } : undefined,
    );
    const copy = out as typeof root & { components: { schemas: { A: { properties: { a: { changed?: boolean } } } } } };
    expect(copy).not.toBe(root);
    expect(copy.components.schemas.A.properties.a).toEqual({ type: 'string', mark: true, changed: true });
    // Unchanged parts are shared, data values are not entered.
    expect(copy.components.schemas.B).toBe(untouched);
    expect(copy.paths).toBe(root.paths);
    expect(replaced.get(target)).toBe(copy.components.schemas.A.properties.a);
    expect(replaced.get(root.components.schemas.A)).toBe(copy.components.schemas.A);
    expect(replaced.has(untouched)).toBe(false);
    expect(target).toEqual({ type: 'string', mark: true });
  });

  it('survives a value met twice and a loop of aliases', () => {
    const shared: Record<string, unknown> = { mark: true };
    const loop: Record<string, unknown> = { type: 'object' };
    loop.self = loop;
    const { root: out } = mapOutsideData({ a: shared, b: shared, loop }, (value) =>
      value.mark === true ? { changed: true } : undefined,
    );
    const copy = out as { a: unknown; b: unknown };
    expect(copy.a).toEqual({ changed: true });
    expect(copy.b).toBe(copy.a);
  });
});
