import { describe, expect, it } from 'vitest';
import { writtenSegments } from '../../../src/openapi/converted-places.js';
import { escapeSegment, pointerSegments } from '../../../src/openapi/resolve-ref.js';

/** A Swagger 2.0 file's value: an operation whose body and form parameters come before the others. */
const file = {
  swagger: '2.0',
  parameters: { Pet: { name: 'pet', in: 'body', schema: {} }, Limit: { name: 'limit', in: 'query', type: 'integer' } },
  paths: {
    '/pets/{id}': {
      parameters: [
        { name: 'photo', in: 'formData', type: 'file' },
        { name: 'id', in: 'path', type: 'string' },
      ],
      post: {
        parameters: [
          { $ref: '#/parameters/Pet' },
          { name: 'id', in: 'path', type: 'string' },
          { $ref: '#/parameters/Limit' },
        ],
      },
    },
  },
};

/** The file's place of a place in the conversion, both as JSON pointers. */
function placeOf(pointer: string, written: unknown = file): string {
  return `/${writtenSegments(pointerSegments(pointer), () => written)
    .map(escapeSegment)
    .join('/')}`;
}

describe('writtenSegments', () => {
  it('finds the reusable parts where Swagger 2.0 keeps them', () => {
    expect(placeOf('/components/schemas/Pet/properties/age/type')).toBe('/definitions/Pet/properties/age/type');
    expect(placeOf('/components/securitySchemes/key')).toBe('/securityDefinitions/key');
    expect(placeOf('/components/parameters/Limit/schema/type')).toBe('/parameters/Limit/type');
    expect(placeOf('/components/responses/Gone/content/application~1json/schema/type')).toBe(
      '/responses/Gone/schema/type',
    );
    expect(placeOf('/info/license')).toBe('/info/license');
  });

  it('counts the body and form parameters the conversion took out of a list, through `$ref`s', () => {
    expect(placeOf('/paths/~1pets~1{id}/post/parameters/0')).toBe('/paths/~1pets~1{id}/post/parameters/1');
    expect(placeOf('/paths/~1pets~1{id}/post/parameters/1/schema/type')).toBe(
      '/paths/~1pets~1{id}/post/parameters/2/type',
    );
    expect(placeOf('/paths/~1pets~1{id}/parameters/0')).toBe('/paths/~1pets~1{id}/parameters/1');
    // A file whose list cannot be read keeps the index.
    expect(placeOf('/paths/~1pets~1{id}/post/parameters/1', null)).toBe('/paths/~1pets~1{id}/post/parameters/1');
  });

  it("finds a request body's schema in its body parameter, and a form field in its formData parameter", () => {
    expect(placeOf('/paths/~1pets~1{id}/post/requestBody/content/application~1json/schema/properties/age/type')).toBe(
      '/paths/~1pets~1{id}/post/parameters/0/schema/properties/age/type',
    );
    // The path item's form parameter, for an operation that lists none of its own.
    expect(
      placeOf('/paths/~1pets~1{id}/put/requestBody/content/multipart~1form-data/schema/properties/photo/type'),
    ).toBe('/paths/~1pets~1{id}/parameters/0/type');
  });

  it('finds a response schema and a response header where Swagger 2.0 writes them', () => {
    expect(placeOf('/paths/~1pets/get/responses/200/content/*~1*/schema/properties/age/type')).toBe(
      '/paths/~1pets/get/responses/200/schema/properties/age/type',
    );
    expect(placeOf('/paths/~1pets/get/responses/200/headers/X-Rate/schema/type')).toBe(
      '/paths/~1pets/get/responses/200/headers/X-Rate/type',
    );
  });
});
