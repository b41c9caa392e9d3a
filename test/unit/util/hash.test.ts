import { describe, expect, it } from 'vitest';
import { contentHash, createContentHash } from '../../../src/util/hash.js';

describe('contentHash', () => {
  it('is the hex SHA-1 of the text (cache keys and banner ids depend on it)', () => {
    expect(contentHash('')).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709');
    expect(contentHash('hello')).toBe('aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d');
  });

  it('hashes bytes like the same text in UTF-8', () => {
    expect(contentHash(Buffer.from('héllo'))).toBe(contentHash('héllo'));
  });

  it('takes SHA-256 when asked', () => {
    expect(contentHash('hello', 'sha256')).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
  });
});

describe('createContentHash', () => {
  it('gives the digest of the parts joined', () => {
    expect(createContentHash().update('hel').update(Buffer.from('lo')).digest('hex')).toBe(contentHash('hello'));
  });
});
