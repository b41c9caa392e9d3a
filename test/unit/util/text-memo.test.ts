import { describe, expect, it } from 'vitest';
import { createTextMemo } from '../../../src/util/text-memo.js';

describe('text memo', () => {
  it('gives back what it keeps', () => {
    const memo = createTextMemo(100);
    expect(memo.get('a')).toBeUndefined();
    memo.set('a', 'one');
    memo.set('b', 'two');
    expect(memo.get('a')).toBe('one');
    expect(memo.get('b')).toBe('two');
    memo.set('a', 'uno');
    expect(memo.get('a')).toBe('uno');
  });

  it('drops the oldest entries past its budget, and never keeps an entry over it', () => {
    const memo = createTextMemo(10);
    memo.set('a', '1234'); // 5
    memo.set('b', '1234'); // 10
    expect(memo.get('a')).toBe('1234');
    memo.set('c', '12'); // 13: a goes
    expect(memo.get('a')).toBeUndefined();
    expect(memo.get('b')).toBe('1234');
    expect(memo.get('c')).toBe('12');
    memo.set('d', '1234567890');
    expect(memo.get('d')).toBeUndefined();
    expect(memo.get('b')).toBe('1234');
  });

  it('counts a replaced entry once', () => {
    const memo = createTextMemo(10);
    memo.set('a', '1234');
    for (let i = 0; i < 5; i++) memo.set('b', '1234');
    expect(memo.get('a')).toBe('1234');
    expect(memo.get('b')).toBe('1234');
  });
});
