import { describe, expect, it } from 'vitest';
import { normalizeUrlPath } from '../../../src/util/url-path.js';

describe('normalizeUrlPath', () => {
  it('gives a leading slash and no trailing one', () => {
    expect(normalizeUrlPath('/guides/setup/')).toBe('/guides/setup');
    expect(normalizeUrlPath('//guides/setup//')).toBe('/guides/setup');
    expect(normalizeUrlPath('/guides/setup')).toBe('/guides/setup');
  });

  it('drops a final index segment', () => {
    expect(normalizeUrlPath('/api/index')).toBe('/api');
    expect(normalizeUrlPath('/index')).toBe('/');
    expect(normalizeUrlPath('/')).toBe('/');
    expect(normalizeUrlPath('')).toBe('/');
    expect(normalizeUrlPath('/reindex')).toBe('/reindex');
  });

  it('keeps an index folder named with a trailing slash', () => {
    expect(normalizeUrlPath('/a/index/')).toBe('/a/index');
  });

  it('leaves inner segments as written', () => {
    expect(normalizeUrlPath('/a//b/index')).toBe('/a//b');
  });
});
