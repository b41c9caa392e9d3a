import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../../src/navigation/find-entry.js';

describe('canonicalUrl', () => {
  it('drops a final index and trailing slashes', () => {
    expect(canonicalUrl('/guides/setup/')).toBe('/guides/setup');
    expect(canonicalUrl('/api/index')).toBe('/api');
    expect(canonicalUrl('/a/index/')).toBe('/a/index');
    expect(canonicalUrl('/')).toBe('/');
  });

  it('takes every spelling of /index for the home', () => {
    expect(canonicalUrl('/index')).toBe('/');
    expect(canonicalUrl('/index/')).toBe('/');
    expect(canonicalUrl('/index/index')).toBe('/');
  });
});
