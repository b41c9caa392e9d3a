import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildRedirects, fragmentScript } from '../../../src/render/redirects.js';
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

  it('leaves out a source outside the output or on a file the build writes, with a warning each', () => {
    const out = buildRedirects(
      [
        { source: '/../x', destination: '/' },
        { source: '/sitemap.xml', destination: '/' },
        { source: '/a\\..\\b', destination: '/' },
        { source: '/kept', destination: '/' },
      ],
      { base: '/', pageUrls: new Set(['/']) },
    );
    expect([...out.pages.keys()]).toEqual(['kept/index.html']);
    expect(out.redirectsFile).toBe('/kept / 308\n');
    expect(out.diagnostics.map((d) => [d.rule, d.path, d.message])).toEqual([
      [
        'redirect-source-reserved',
        'redirects[0].source',
        'The redirect from /../x is left out: its source has a `.` or `..` segment.',
      ],
      [
        'redirect-source-reserved',
        'redirects[1].source',
        'The redirect from /sitemap.xml is left out: its source takes `/sitemap.xml`, which the build writes itself.',
      ],
      [
        'redirect-source-reserved',
        'redirects[2].source',
        'The redirect from /a\\..\\b is left out: its source holds a backslash or a control character.',
      ],
    ]);
  });

  it('leaves out a source with a query (hosts never match one), with a warning, and builds the rest', () => {
    const out = buildRedirects(
      [
        { source: '/models?ref=portkey.ai', destination: '/' },
        { source: '/kept', destination: '/' },
      ],
      { base: '/', pageUrls: new Set(['/']) },
    );
    expect([...out.pages.keys()]).toEqual(['kept/index.html']);
    expect(out.diagnostics.map((d) => [d.severity, d.rule, d.message])).toEqual([
      [
        'warning',
        'redirect-query',
        "The redirect from /models?ref=portkey.ai is left out: a redirect's source is a path, and hosts never match the query after `?`.",
      ],
    ]);
  });

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
        '/docs/beta /docs/v2 308',
        '/docs/articles/concepts-* /docs/collections/overview 308',
        '/docs/gone https://elsewhere.dev/x 308',
        '/docs/guides/setup /docs/somewhere 308',
        '',
      ].join('\n'),
    );
    expect(out.diagnostics.map((d) => d.rule)).toEqual(['redirect-shadows-page']);
  });

  it('escapes a space in a path of _redirects, where spaces separate the fields of a rule', () => {
    const out = buildRedirects([{ source: '/old page', destination: '/new page' }], { base: '/', pageUrls: new Set() });
    expect(out.redirectsFile).toBe('/old%20page /new%20page 308\n');
    expect(matchRedirect(parseRedirectsFile(out.redirectsFile), '/old%20page')?.location).toBe('/new%20page');
  });

  it('writes a page for each existing page a pattern destination matches, so patterns work on any host', () => {
    const out = buildRedirects(
      [
        { source: '/beta/:slug*', destination: '/v2/:slug*' },
        { source: '/spec/latest/:page', destination: '/spec/2025/:page' },
        { source: '/mixed/:a/:b', destination: '/only/:a' },
      ],
      {
        base: '/docs/',
        pageUrls: new Set(['/v2/intro', '/v2/guides/setup', '/spec/2025/tools', '/beta/kept', '/v2/kept', '/only/x']),
      },
    );
    expect([...out.pages.keys()].sort()).toEqual([
      'beta/guides/setup/index.html',
      'beta/intro/index.html',
      'spec/latest/tools/index.html',
    ]);
    expect(out.pages.get('beta/guides/setup/index.html')).toContain('url=/docs/v2/guides/setup');
  });

  it('matches a `/:slug*` source without any segment too (`/beta` → `/v2`), as Next.js does', () => {
    const out = buildRedirects([{ source: '/beta/:slug*', destination: '/v2/:slug*' }], {
      base: '/',
      pageUrls: new Set(['/v2', '/v2/intro']),
    });
    expect([...out.pages.keys()].sort()).toEqual(['beta/index.html', 'beta/intro/index.html']);
    expect(out.pages.get('beta/index.html')).toContain('url=/v2"');
    expect(out.redirectsFile).toBe('/beta/* /v2/:splat 308\n/beta /v2 308\n');
    const hostRules = parseRedirectsFile(out.redirectsFile);
    expect(matchRedirect(hostRules, '/beta')?.location).toBe('/v2');
    expect(matchRedirect(hostRules, '/beta/a/b')?.location).toBe('/v2/a/b');
  });

  it('reads destinations as page links: no .mdx extension, no trailing /index', () => {
    const out = buildRedirects(
      [
        { source: '/a', destination: 'guides/setup.mdx#x' },
        { source: '/b', destination: '/automations/index' },
      ],
      {
        base: '/',
        pageUrls: new Set(),
      },
    );
    expect(out.pages.get('a/index.html')).toContain('url=/guides/setup#x');
    expect(out.pages.get('b/index.html')).toContain('url=/automations"');
  });

  it('redirects a #fragment source in the browser, with a warning, and leaves it out of _redirects', () => {
    const out = buildRedirects(
      [
        { source: '/old#install', destination: '/setup' },
        { source: '/old#usage', destination: '/use' },
        { source: '/page#moved', destination: '/elsewhere#here' },
      ],
      { base: '/', pageUrls: new Set(['/page']) },
    );
    expect(out.redirectsFile).toBe('');
    expect(out.diagnostics.map((d) => [d.rule, d.severity, d.path])).toEqual([
      ['redirect-fragment', 'warning', 'redirects[0].source'],
      ['redirect-fragment', 'warning', 'redirects[1].source'],
      ['redirect-fragment', 'warning', 'redirects[2].source'],
    ]);
    // No page at /old: a redirect page picks the target by fragment (the first one without a match).
    const old = out.pages.get('old/index.html')!;
    expect(old).toContain('"install":"/setup","usage":"/use"');
    expect(old).toContain('<noscript><meta http-equiv="refresh" content="0; url=/setup"></noscript>');
    // /page exists: the page itself sends #moved on.
    expect(out.pages.has('page/index.html')).toBe(false);
    expect(out.fragmentRedirects.get('/page')).toEqual({ moved: '/elsewhere#here' });
  });

  it('sends readers on by the #fragment they arrive with, decoded or as written', () => {
    const out = buildRedirects(
      [
        { source: '/old#install', destination: '/setup' },
        { source: '/old#café', destination: '/cafe' },
        { source: '/old#100%', destination: '/full' },
        { source: '/old/:slug*#api', destination: '/v2/:slug*#reference' },
      ],
      { base: '/docs/', pageUrls: new Set(['/v2/client']) },
    );
    /** Where the redirect page at `file` sends a browser that opens it with `hash`. */
    const go = (html: string, hash: string): string | undefined => {
      const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
      let target: string | undefined;
      runInNewContext(script, { location: { hash, replace: (to: string) => (target = to) } });
      return target;
    };
    const old = out.pages.get('old/index.html')!;
    expect(go(old, '#install')).toBe('/docs/setup');
    expect(go(old, '#caf%C3%A9')).toBe('/docs/cafe');
    // A lone % does not decode: the fragment is matched as written instead of stopping the script.
    expect(go(old, '#100%')).toBe('/docs/full');
    // No rule for the bare path, or another fragment: the first target, the reader's fragment kept.
    expect(go(old, '#other')).toBe('/docs/setup#other');
    // A pattern with a fragment is expanded for every page its destination matches, the fragment sent on.
    const client = out.pages.get('old/client/index.html')!;
    expect(go(client, '#api')).toBe('/docs/v2/client#reference');
    // On a page that lives at the source path, the page's own script does it; other fragments stay.
    const script = fragmentScript({ moved: '/docs/elsewhere' });
    expect(go(script, '#moved')).toBe('/docs/elsewhere');
    expect(go(script, '#stays')).toBeUndefined();
    expect(go(script, '#%')).toBeUndefined();
  });

  it('parses and applies _redirects rules with params and splats', () => {
    const parsed = parseRedirectsFile(buildRedirects(rules, { base: '/', pageUrls: new Set() }).redirectsFile);
    expect(matchRedirect(parsed, '/beta/a/b')).toEqual({ location: '/v2/a/b', status: 308 });
    expect(matchRedirect(parsed, '/moved/page/')).toEqual({ location: '/guides/setup#install', status: 307 });
    expect(matchRedirect(parsed, '/articles/concepts-x')).toEqual({ location: '/collections/overview', status: 308 });
    expect(matchRedirect(parsed, '/nothing')).toBeUndefined();
  });
});
