import { describe, expect, it } from 'vitest';
import { parameterOfHash } from '../../../templates/default/playground/parameter-rows.js';

/**
 * The playground's lookup from an address's fragment to the parameter whose row holds the element it names, on a
 * stand-in document: elements by id, each inside the row (or none) that `closest` finds.
 */
interface FakeRow {
  dataset: Record<string, string>;
  parentElement: null;
  matches(selector: string): boolean;
}

function apiRow(parameter: string): FakeRow {
  return { dataset: { apiParam: parameter }, parentElement: null, matches: () => false };
}

function fakeDocument(elements: Record<string, FakeRow | undefined>): Document {
  const byId = new Map(Object.entries(elements).map(([id, row]) => [id, { closest: () => row ?? null }]));
  return { getElementById: (id: string) => byId.get(id) ?? null } as unknown as Document;
}

describe('parameterOfHash', () => {
  const row = apiRow('path:petId');
  const doc = fakeDocument({
    'petId-1': row,
    'petId-1.name': row,
    petId: undefined,
    '100%': apiRow('query:ratio'),
    café: apiRow('query:café'),
  });

  it('finds the parameter of the row the fragment names, or of a field inside it', () => {
    expect(parameterOfHash(doc, '#petId-1')).toBe('path:petId');
    expect(parameterOfHash(doc, '#petId-1.name')).toBe('path:petId');
  });

  it('finds none for an element outside every parameter row, an unknown id or an empty fragment', () => {
    expect(parameterOfHash(doc, '#petId')).toBeUndefined();
    expect(parameterOfHash(doc, '#nowhere')).toBeUndefined();
    expect(parameterOfHash(doc, '#')).toBeUndefined();
  });

  it('reads the fragment as written first, then percent-decoded, as a browser does', () => {
    expect(parameterOfHash(doc, '#100%')).toBe('query:ratio');
    expect(parameterOfHash(doc, '#caf%C3%A9')).toBe('query:café');
    expect(parameterOfHash(doc, '#%E0%A4%A')).toBeUndefined();
  });
});
