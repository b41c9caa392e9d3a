/** Links to pages end with `/` under seo.trailingSlash (src/render/trailing-slash-links.ts). */
import { describe, expect, it } from 'vitest';
import { trailingSlashLinks } from '../../../src/render/trailing-slash-links.js';

const pages = new Set(['/guides/setup', '/api/users']);
const isPage = (path: string) => pages.has(path);

describe('trailingSlashLinks', () => {
  it('ends links to pages with /, fragments and queries after it; leaves files, assets and other sites', () => {
    const html =
      '<a href="/docs/guides/setup">a</a><a href="/docs/guides/setup#install">b</a><a href="/docs/api/users?x=1">c</a>' +
      '<a href="/docs/guides/setup/">d</a><a href="/docs/logo.png">e</a><link href="/docs/_quire/quire.css">' +
      '<a href="https://example.com/guides/setup">f</a><a href="/other/guides/setup">g</a><a href="#top">h</a>';
    expect(trailingSlashLinks(html, '/docs/', isPage)).toBe(
      '<a href="/docs/guides/setup/">a</a><a href="/docs/guides/setup/#install">b</a><a href="/docs/api/users/?x=1">c</a>' +
        '<a href="/docs/guides/setup/">d</a><a href="/docs/logo.png">e</a><link href="/docs/_quire/quire.css">' +
        '<a href="https://example.com/guides/setup">f</a><a href="/other/guides/setup">g</a><a href="#top">h</a>',
    );
    expect(trailingSlashLinks('<a href="/guides/setup">a</a>', '/', isPage)).toBe('<a href="/guides/setup/">a</a>');
  });
});
