import { describe, expect, it } from 'vitest';
import { fileToPagePath, normalizePagePath, pagePathToUrl, slugToTitle } from '../../../src/content/page-path.js';

describe('page paths', () => {
  it('maps files to page paths and URLs (index → /, foo/index → /foo)', () => {
    expect(fileToPagePath('guides/setup.mdx')).toBe('guides/setup');
    expect(fileToPagePath('notes.md')).toBe('notes');
    expect(pagePathToUrl('guides/setup')).toBe('/guides/setup');
    expect(pagePathToUrl('index')).toBe('/');
    expect(pagePathToUrl('api/index')).toBe('/api');
    expect(pagePathToUrl('/api/')).toBe('/api');
    // A file name's own `?`, `#` and `%` are escaped: unescaped, they would end or change the URL's path.
    expect(pagePathToUrl('faq/what?')).toBe('/faq/what%3F');
    expect(pagePathToUrl('a#b')).toBe('/a%23b');
    expect(pagePathToUrl('x%20y')).toBe('/x%2520y');
    expect(pagePathToUrl('with space')).toBe('/with space');
  });

  it('normalizes references as docs.json writes them', () => {
    expect(normalizePagePath('/guides/hidden-page.mdx')).toBe('guides/hidden-page');
    expect(normalizePagePath('./guides/setup/')).toBe('guides/setup');
  });

  it('titles slugs like Mintlify', () => {
    expect(slugToTitle('guides/getting-started')).toBe('Getting started');
    expect(slugToTitle('api_keys')).toBe('Api keys');
  });
});
