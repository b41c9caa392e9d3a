import { describe, expect, it } from 'vitest';
import { expandedSize } from '../../../src/openapi/expanded-size.js';
import type { JsonObject } from '../../../src/openapi/spec-document.js';

/** Schemas S0..S(levels-1) with `width` properties each pointing at the next one; the last is a string. */
function fanOut(levels: number, width: number): JsonObject {
  const schemas: JsonObject = {};
  for (let level = 0; level < levels; level++) {
    const properties: JsonObject = {};
    for (let i = 0; i < width; i++) properties[`p${i}`] = { $ref: `#/components/schemas/S${level + 1}` };
    schemas[`S${level}`] = { type: 'object', properties };
  }
  schemas[`S${levels}`] = { type: 'string' };
  return { components: { schemas } };
}

describe('expandedSize', () => {
  it('counts each value once per place a reference copies it to', () => {
    // root, components, schemas; S0 (object, type, properties, 2 copies of S1); S1 (object, type); S1 again.
    expect(expandedSize(fanOut(1, 2), 1000)).toBe(3 + 3 + 2 * 2 + 2);
    expect(expandedSize({ a: { $ref: '#/b' }, b: [1, 2] }, 1000)).toBe(1 + 3 + 3);
  });

  it('grows with the width to the power of the depth, and stops counting past the limit', () => {
    expect(expandedSize(fanOut(4, 10), 10_000_000)).toBeGreaterThan(10_000);
    const size = expandedSize(fanOut(12, 10), 1_000_000);
    expect(size).toBeGreaterThan(1_000_000);
    expect(size).toBeLessThan(2_000_000);
  });

  it('leaves a reference whose value holds a circular one as one value, as the dereferencer does', () => {
    const document: JsonObject = {
      components: {
        schemas: {
          Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } },
          List: {
            type: 'object',
            properties: Object.fromEntries(
              Array.from({ length: 50 }, (_, i) => [`n${i}`, { $ref: '#/components/schemas/Node' }]),
            ),
          },
        },
      },
    };
    expect(expandedSize(document, 1_000_000)).toBeLessThan(200);
  });

  it('follows a reference to a missing pointer as a single value', () => {
    expect(expandedSize({ a: { $ref: '#/nope' } }, 100)).toBe(2);
  });
});
