import { describe, expect, it } from 'vitest';
import { refusedRefShows } from '../../../src/openapi/external-refs.js';

describe('refusedRefShows', () => {
  it('says what a page shows in place of a reference that resolves to nothing, by what it stands for', () => {
    expect(refusedRefShows(['paths', '/a', 'get', 'parameters', 0])).toBe('the parameter it stands for is left out');
    expect(refusedRefShows(['components', 'parameters', 'Limit'])).toBe('the parameter it stands for is left out');
    expect(refusedRefShows(['paths', '/a', 'parameters', 1])).toBe('the parameter it stands for is left out');
    expect(refusedRefShows(['paths', '/a', 'get', 'requestBody'])).toBe('the request body shows without content');
    expect(refusedRefShows(['components', 'requestBodies', 'Pet'])).toBe('the request body shows without content');
    expect(refusedRefShows(['paths', '/a', 'get', 'responses', '200'])).toBe(
      'the response shows without a description or content',
    );
    expect(refusedRefShows(['components', 'schemas', 'Pet', 'properties', 'owner'])).toBe(
      'it is shown as an empty schema',
    );
  });

  it('reads a schema property named like a part of an operation as a schema', () => {
    const properties = ['components', 'schemas', 'Job', 'properties'];
    expect(refusedRefShows([...properties, 'parameters', 'items'])).toBe('it is shown as an empty schema');
    expect(refusedRefShows([...properties, 'responses'])).toBe('it is shown as an empty schema');
    expect(refusedRefShows([...properties, 'requestBody'])).toBe('it is shown as an empty schema');
  });
});
