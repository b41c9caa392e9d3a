import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateExample } from '../../../src/openapi/example-values.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generateExample', () => {
  it('writes nothing to the console for schemas the sampler has doubts about, and still gives an example', () => {
    const warn = vi.spyOn(console, 'warn');
    const document = { openapi: '3.0.3' };
    const merged = generateExample(
      document,
      { allOf: [{ type: 'string' }, { type: 'integer' }] },
      { direction: 'response' },
    );
    const date = generateExample(
      document,
      { type: 'string', format: 'date-time', maxLength: 10 },
      { direction: 'response' },
    );
    expect(merged).not.toBeUndefined();
    expect(typeof date).toBe('string');
    expect(warn).not.toHaveBeenCalled();
    // The console is given back.
    expect(console.warn).toBe(warn);
  });
});
