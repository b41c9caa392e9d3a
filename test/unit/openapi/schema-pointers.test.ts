import { describe, expect, it } from 'vitest';
import { pointerIn } from '../../../src/openapi/schema-pointers.js';
import { resolvePointer } from '../../../src/openapi/resolve-ref.js';

describe('pointerIn', () => {
  const inline = { type: 'object', properties: { city: { type: 'string' } } };
  const document = {
    openapi: '3.1.0',
    paths: { '/users/{id}': { post: { requestBody: { content: { 'application/json': { schema: inline } } } } } },
    components: { schemas: { List: { type: 'array', items: { type: 'object' } } } },
  };

  it('names where an object sits, with escaped segments, and the pointer resolves back to it', () => {
    const pointer = pointerIn(document, inline);
    expect(pointer).toBe('#/paths/~1users~1{id}/post/requestBody/content/application~1json/schema');
    expect(resolvePointer(document, pointer!)).toBe(inline);
    const items = document.components.schemas.List.items;
    expect(pointerIn(document, items)).toBe('#/components/schemas/List/items');
    expect(pointerIn(document, inline.properties.city)).toBe(`${pointer}/properties/city`);
  });

  it('knows nothing of an object made from the document (a merged schema)', () => {
    expect(pointerIn(document, { ...inline })).toBeUndefined();
  });

  it('gives an object reached twice its first place in document order', () => {
    const shared = { type: 'string' };
    const doc = { a: { x: shared }, b: { y: shared } };
    expect(pointerIn(doc, shared)).toBe('#/a/x');
  });
});
