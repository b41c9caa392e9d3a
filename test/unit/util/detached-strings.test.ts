import { describe, expect, it } from 'vitest';
import { detachedStrings } from '../../../src/util/detached-strings.js';

describe('detachedStrings', () => {
  it('gives the same strings in the same order', () => {
    const html = `<h2 id="getting-started-with-the-api">x</h2><p id="a-second-long-identifier">y</p>`;
    const ids = [...html.matchAll(/id="([^"]*)"/g)].map((match) => match[1]!);
    expect(detachedStrings(ids)).toEqual(['getting-started-with-the-api', 'a-second-long-identifier']);
  });

  it('keeps empty strings, and strings that hold the separator it joins with', () => {
    expect(detachedStrings(['', 'a', ''])).toEqual(['', 'a', '']);
    expect(detachedStrings(['x\u0000y', 'z'])).toEqual(['x\u0000y', 'z']);
    expect(detachedStrings([])).toEqual([]);
  });
});
