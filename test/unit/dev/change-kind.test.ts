import { describe, expect, it } from 'vitest';
import { changeAffectsPages, classifyChange } from '../../../src/dev/change-kind.js';

describe('classifyChange', () => {
  it.each([
    ['index.mdx', 'page'],
    ['guides/setup.md', 'page'],
    ['snippets/intro.mdx', 'snippet'],
    ['_snippets/legacy.mdx', 'snippet'],
    ['components/chart.jsx', 'snippet'],
    ['docs.json', 'config'],
    ['config/navbar.json', 'config'],
    ['openapi.yaml', 'config'],
    ['.mintignore', 'config'],
    ['style.css', 'style-or-script'],
    ['analytics.js', 'style-or-script'],
    ['images/logo.png', 'asset'],
    ['files/guide.pdf', 'asset'],
  ] as const)('%s is a %s change', (file, kind) => {
    expect(classifyChange(file)).toBe(kind);
  });

  it.each([
    'dist/index.html',
    'node_modules/pkg/index.js',
    '.git/HEAD',
    '.quire-cache/pages.json',
    'guides/.setup.mdx.swp',
    'guides/setup.mdx~',
    '4913',
    '.env',
    '.DS_Store',
  ])('ignores %s', (file) => {
    expect(classifyChange(file)).toBe('ignored');
    expect(changeAffectsPages(classifyChange(file))).toBe(false);
  });

  it('accepts Windows separators', () => {
    expect(classifyChange('snippets\\intro.mdx')).toBe('snippet');
  });

  it('reloads pages for every change that is not ignored', () => {
    expect(changeAffectsPages('page')).toBe(true);
    expect(changeAffectsPages('config')).toBe(true);
    expect(changeAffectsPages('asset')).toBe(true);
  });
});
