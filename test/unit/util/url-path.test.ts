import { describe, expect, it } from 'vitest';
import { decodeUrlPath, encodePathChars, normalizeUrlPath, urlPathToFileName } from '../../../src/util/url-path.js';

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

describe('paths with %, ? and #', () => {
  it('encodes only the characters a URL path cannot carry as they are', () => {
    expect(encodePathChars('/api/is-it-up?')).toBe('/api/is-it-up%3F');
    expect(encodePathChars('/api/#admin/100%-ümlauts & co')).toBe('/api/%23admin/100%25-ümlauts & co');
  });

  it('decodes a request path into the route key form, keeping %, ?, # and / escaped', () => {
    expect(decodeUrlPath('/a/%C3%BCmlauts%20x%26y')).toBe('/a/ümlauts x&y');
    expect(decodeUrlPath('/is-it-up%3f')).toBe('/is-it-up%3F');
    expect(decodeUrlPath('/a%2Fb/%23x/100%25')).toBe('/a%2Fb/%23x/100%25');
    expect(decodeUrlPath('/%253F')).toBe('/%253F');
    expect(decodeUrlPath('/bad%E0%A4%A/x%zz')).toBe('/bad%E0%A4%A/x%zz');
    expect(decodeUrlPath(encodePathChars('/what?#%'))).toBe('/what%3F%23%25');
  });

  it('names the file a static host finds after decoding, with no folder made from %2F', () => {
    expect(urlPathToFileName('/api/is-it-up%3F')).toBe('/api/is-it-up?');
    expect(urlPathToFileName('/%23admin/100%25-%C3%BC')).toBe('/#admin/100%-ü');
    expect(urlPathToFileName('/a%2Fb')).toBe('/a%2Fb');
    expect(urlPathToFileName('/%253F')).toBe('/%3F');
  });
});
