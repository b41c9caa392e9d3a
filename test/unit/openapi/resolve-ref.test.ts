import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointerSegments, refName, resolvePointer } from '../../../src/openapi/resolve-ref.js';

/** Every segment decoded, escapes or not: what the plain-segment shortcut must agree with. */
function decodedEverywhere(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  if (!body) return [];
  return body
    .replace(/^\//, '')
    .split('/')
    .map((part) => {
      let decoded = part;
      try {
        decoded = decodeURIComponent(part);
      } catch {}
      return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
    });
}

describe('JSON pointers', () => {
  it.each([
    ['#/components/schemas/User', ['components', 'schemas', 'User']],
    ['#/paths/~1users~1{id}/get', ['paths', '/users/{id}', 'get']],
    ['#/a~0b/c%20d/100%', ['a~b', 'c d', '100%']],
    ['#/x~01', ['x~1']],
    ['#', []],
    ['', []],
  ])('%s → %j', (pointer, segments) => {
    expect(pointerSegments(pointer)).toEqual(segments);
  });

  it('decodes any pointer as decoding every segment would', () => {
    const piece = fc.constantFrom('a', 'B', '/', '~', '0', '1', '%', '2', '5', 'F', '{', '}', ' ', 'é');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
        const pointer = `#/${pieces.join('')}`;
        expect(pointerSegments(pointer)).toEqual(decodedEverywhere(pointer));
      }),
      { numRuns: 3000, seed: 7 },
    );
  });

  it('resolves escaped and plain segments alike', () => {
    const document = { paths: { '/users/{id}': { get: { ok: 1 } } }, 'a b': ['x', 'y'] };
    expect(resolvePointer(document, '#/paths/~1users~1%7Bid%7D/get')).toEqual({ ok: 1 });
    expect(resolvePointer(document, '#/a%20b/1')).toBe('y');
    expect(refName('#/components/schemas/User~1Admin')).toBe('User/Admin');
  });
});
