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
