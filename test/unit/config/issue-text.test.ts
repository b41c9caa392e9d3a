/** The plain-English pieces of config messages (issue-text.ts): how values, types and choices are named. */
import { describe, expect, it } from 'vitest';
import {
  closest,
  describeChoices,
  describeType,
  describeValue,
  didYouMean,
  joinOr,
} from '../../../src/config/issue-text.js';

describe('describeValue', () => {
  it.each([
    [undefined, 'nothing'],
    [null, 'null'],
    ['abc', '"abc"'],
    ['', '""'],
    [42, 'the number 42'],
    [false, 'false'],
    [true, 'true'],
    [[], 'an empty array'],
    [[1], 'an array'],
    [{}, 'an object'],
  ])('names %j as %s', (value, text) => {
    expect(describeValue(value)).toBe(text);
  });

  it('quotes a string of up to 60 characters whole and cuts a longer one to 57 and an ellipsis', () => {
    const sixty = 'x'.repeat(60);
    expect(describeValue(sixty)).toBe(`"${sixty}"`);
    expect(describeValue(`${'y'.repeat(57)}zzzz`)).toBe(`the string "${'y'.repeat(57)}…"`);
  });
});

describe('describeType', () => {
  it.each([
    ['object', 'an object'],
    ['record', 'an object'],
    ['array', 'an array'],
    ['tuple', 'an array'],
    ['int', 'a whole number'],
    ['null', 'null'],
    ['undefined', 'undefined'],
    ['string', 'a string'],
    ['boolean', 'a boolean'],
  ])('names the type %s as %s', (type, text) => {
    expect(describeType(type)).toBe(text);
  });
});

describe('describeChoices', () => {
  it('names one, two, and up to twelve choices in full', () => {
    expect(describeChoices(['a'])).toBe('"a"');
    expect(describeChoices(['a', 2])).toBe('"a" or 2');
    expect(describeChoices(['a', 'b', 'c'])).toBe('one of "a", "b", "c"');
    const twelve = Array.from({ length: 12 }, (_, i) => i);
    expect(describeChoices(twelve)).toBe(`one of ${twelve.join(', ')}`);
  });

  it('cuts a longer list to its first eight and the count', () => {
    const thirteen = Array.from({ length: 13 }, (_, i) => `v${i}`);
    expect(describeChoices(thirteen)).toBe('one of "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", … (13 values)');
  });
});

describe('joinOr', () => {
  it('joins with commas and a final "or", once per item', () => {
    expect(joinOr([])).toBe('');
    expect(joinOr(['a'])).toBe('a');
    expect(joinOr(['a', 'a'])).toBe('a');
    expect(joinOr(['a', 'b'])).toBe('a or b');
    expect(joinOr(['a', 'b', 'a', 'c'])).toBe('a, b or c');
  });
});

describe('closest and didYouMean', () => {
  it('prefers an exact match that differs only in case, then the nearest candidate', () => {
    expect(closest('NAME', ['names', 'name'])).toBe('name');
    expect(closest('colr', ['colour', 'color'])).toBe('color');
    expect(closest('abc', [])).toBeUndefined();
  });

  it('on a tie, keeps the candidate listed first (the schema order)', () => {
    expect(closest('fo', ['fa', 'fb'])).toBe('fa');
    expect(closest('dark', ['dork', 'dirk', 'dank'])).toBe('dork');
  });

  it('allows two edits for short input and a third of the length for long input', () => {
    expect(closest('ab', ['abcd'])).toBe('abcd');
    expect(closest('ab', ['abcde'])).toBeUndefined();
    // 12 characters: up to 4 edits.
    expect(closest('navigationxx', ['navigat'])).toBeUndefined();
    expect(closest('navigationxx', ['navigation'])).toBe('navigation');
    expect(closest('abcdefghijkl', ['abcdefghwxyz'])).toBe('abcdefghwxyz');
    expect(closest('abcdefghijkl', ['abcdefgvwxyz'])).toBeUndefined();
  });

  it('says "did you mean" for a string close to a string choice only', () => {
    expect(didYouMean('mnt', ['mint', 3])).toBe('did you mean "mint"?');
    expect(didYouMean(3, ['mint', 3])).toBeUndefined();
    expect(didYouMean('zzzzzz', ['mint'])).toBeUndefined();
  });
});
