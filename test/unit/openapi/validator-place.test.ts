import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/openapi/spec-document.js';
import { placePointer } from '../../../src/openapi/validator-place.js';

const document: JsonObject = {
  swagger: '2.0',
  paths: {
    '/a': { get: { responses: { '200': { description: 'A' } } } },
    '/a/b': {
      parameters: [{ name: 'shared', in: 'query', type: 'string' }],
      post: {
        parameters: [{ name: 'id', in: 'path', type: 'string' }, { $ref: '#/parameters/limit' }],
        responses: { '404': { description: 'Missing' } },
      },
    },
  },
  parameters: { limit: { name: 'limit', in: 'query', type: 'array' } },
};

describe('placePointer', () => {
  it('finds the longest path the place starts with, then the method and the parameter by name', () => {
    expect(placePointer(document, '/paths/a/b/post/parameters/id')).toBe('/paths/~1a~1b/post/parameters/0');
    expect(placePointer(document, '/paths/a/get/responses/200')).toBe('/paths/~1a/get/responses/200');
  });

  it('follows a parameter given as a reference to find its name', () => {
    expect(placePointer(document, '/paths/a/b/post/parameters/limit')).toBe('/paths/~1a~1b/post/parameters/1');
  });

  it('finds path-level parameters and response codes', () => {
    expect(placePointer(document, '/paths/a/b/parameters/shared')).toBe('/paths/~1a~1b/parameters/0');
    expect(placePointer(document, '/paths/a/b/post/responses/404')).toBe('/paths/~1a~1b/post/responses/404');
  });

  it('stops at the deepest part the document has', () => {
    expect(placePointer(document, '/paths/a/b/post/parameters/nope')).toBe('/paths/~1a~1b/post/parameters');
    expect(placePointer(document, '/paths/a/b/delete')).toBe('/paths/~1a~1b');
  });

  it('names nothing for a place outside the paths or a path the document does not have', () => {
    expect(placePointer(document, '/definitions/Pet')).toBeUndefined();
    expect(placePointer(document, '/paths/c')).toBeUndefined();
    expect(placePointer({ swagger: '2.0' }, '/paths/a')).toBeUndefined();
  });
});
