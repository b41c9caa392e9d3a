import { describe, expect, it } from 'vitest';
import { changeAffectsPages, classifyChange, inIgnoredFolder, pageUpdateFor } from '../../../src/dev/change-kind.js';

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
    // Content folders named like build output, below the root.
    ['guides/dist/deploy.mdx', 'page'],
    ['sdk/test-results/report.md', 'page'],
  ] as const)('%s is a %s change', (file, kind) => {
    expect(classifyChange(file)).toBe(kind);
  });

  it.each([
    'dist/index.html',
    'test-results/corpora/shot.png',
    'node_modules/pkg/index.js',
    'guides/node_modules/pkg/readme.md',
    '.git/HEAD',
    '.quire-cache/pages.json',
    'guides/.setup.mdx.swp',
    'guides/setup.mdx~',
    '4913',
    '.env',
    '.DS_Store',
    // `sed -i` writes beside the file it edits, then renames: no extension, no content.
    'v2/getting-started/sedQx12ab',
    'LICENSE',
  ])('ignores %s', (file) => {
    expect(classifyChange(file)).toBe('ignored');
    expect(changeAffectsPages(classifyChange(file))).toBe(false);
  });

  it('ignores build output at the root only, and tool folders at any depth (what the watcher skips)', () => {
    expect(inIgnoredFolder('dist/guides/index.html')).toBe(true);
    expect(inIgnoredFolder('guides/dist/deploy.mdx')).toBe(false);
    expect(inIgnoredFolder('a/b/.git/HEAD')).toBe(true);
    expect(inIgnoredFolder('a/.quire-cache/x.json')).toBe(true);
    // The folder itself is listed; only what it holds is skipped.
    expect(inIgnoredFolder('dist')).toBe(false);
    expect(inIgnoredFolder('../elsewhere/dist/x')).toBe(false);
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

describe('pageUpdateFor', () => {
  it.each([
    [['page'], 'in-place'],
    [['snippet'], 'in-place'],
    [['config'], 'in-place'],
    [['page', 'snippet', 'config'], 'in-place'],
    [['style-or-script'], 'reload'],
    [['asset'], 'reload'],
    [['page', 'asset'], 'reload'],
  ] as const)('%j → %s', (kinds, expected) => {
    expect(pageUpdateFor(kinds, { siteBroken: false })).toBe(expected);
  });

  it('reloads while the site cannot load, whatever changed (the error page has no in-place updater)', () => {
    expect(pageUpdateFor(['config'], { siteBroken: true })).toBe('reload');
    expect(pageUpdateFor(['page'], { siteBroken: true })).toBe('reload');
  });
});
