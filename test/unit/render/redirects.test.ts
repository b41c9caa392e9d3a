import { describe, expect, it } from 'vitest';
import { buildRedirects } from '../../../src/render/redirects.js';
import { matchRedirect, parseRedirectsFile } from '../../../src/render/redirect-rules.js';

describe('buildRedirects', () => {
  const rules = [
    { source: '/old', destination: '/new' },
    { source: 'moved/page', destination: '/guides/setup#install', permanent: false },
    { source: '/beta/:slug*', destination: '/v2/:slug*' },
    { source: '/articles/concepts-*', destination: '/collections/overview' },
    { source: '/gone', destination: 'https://elsewhere.dev/x' },
    { source: '/guides/setup', destination: '/somewhere' },
  ];

  it('writes an HTML page per plain source and every rule into _redirects, with the base', () => {
    const out = buildRedirects(rules, { base: '/docs/', pageUrls: new Set(['/guides/setup']) });
    expect([...out.pages.keys()]).toEqual(['old/index.html', 'moved/page/index.html', 'gone/index.html']);
    const page = out.pages.get('old/index.html')!;
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/new">');
    expect(page).toContain('<link rel="canonical" href="/docs/new">');
    expect(page).toContain('location.replace');
    expect(out.pages.get('gone/index.html')).toContain('url=https://elsewhere.dev/x');
    expect(out.redirectsFile).toBe(
      [
        '/docs/old /docs/new 308',
        '/docs/moved/page /docs/guides/setup#install 307',
        '/docs/beta/* /docs/v2/:splat 308',
        '/docs/articles/concepts-* /docs/collections/overview 308',
        '/docs/gone https://elsewhere.dev/x 308',
        '/docs/guides/setup /docs/somewhere 308',
        '',
      ].join('\n'),
    );
    expect(out.diagnostics.map((d) => d.rule)).toEqual(['redirect-shadows-page']);
  });

  it('parses and applies _redirects rules with params and splats', () => {
    const parsed = parseRedirectsFile(buildRedirects(rules, { base: '/', pageUrls: new Set() }).redirectsFile);
    expect(matchRedirect(parsed, '/beta/a/b')).toEqual({ location: '/v2/a/b', status: 308 });
    expect(matchRedirect(parsed, '/moved/page/')).toEqual({ location: '/guides/setup#install', status: 307 });
    expect(matchRedirect(parsed, '/articles/concepts-x')).toEqual({ location: '/collections/overview', status: 308 });
    expect(matchRedirect(parsed, '/nothing')).toBeUndefined();
  });
});
