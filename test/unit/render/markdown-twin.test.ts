import { describe, expect, it } from 'vitest';
import { leftOutNote } from '../../../src/render/markdown-twin.js';

describe('leftOutNote', () => {
  const url = 'https://docs.example.com/spec3.json';

  it('names the one definition left out', () => {
    expect(leftOutNote(['#/components/schemas/account'], url)).toBe(
      'This part leaves out 1 definition that a `$ref` points at (`#/components/schemas/account`); ' +
        'the whole spec is at https://docs.example.com/spec3.json.',
    );
  });

  it('names the first five of many, nearest first, and counts the rest', () => {
    const refs = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => `#/components/schemas/${name}`);
    expect(leftOutNote(refs, url)).toBe(
      'This part leaves out 7 definitions that its `$ref`s point at (`#/components/schemas/a`, ' +
        '`#/components/schemas/b`, `#/components/schemas/c`, `#/components/schemas/d`, `#/components/schemas/e` ' +
        'and 2 more); the whole spec is at https://docs.example.com/spec3.json.',
    );
  });
});
