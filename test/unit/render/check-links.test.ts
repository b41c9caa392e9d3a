import { describe, expect, it } from 'vitest';
import { checkLinks, type CheckLinksInput } from '../../../src/render/check-links.js';
import { documentTargets } from '../../../src/render/page-links.js';

/** A site of a few pages; `links` are written in `/guides/setup` (file `guides/setup.mdx`). */
function check(hrefs: string[], extra: Partial<CheckLinksInput> = {}): string[] {
  const input: CheckLinksInput = {
    routes: new Set(['/', '/guides/setup', '/guides/other', '/api/users']),
    linksByPage: new Map([
      [
        '/guides/setup',
        {
          from: '/guides/setup',
          links: hrefs.map((href, i) => ({ href, file: 'guides/setup.mdx', line: i + 1, column: 1 })),
        },
      ],
    ]),
    idsByPage: new Map([
      ['/', { ids: ['header', 'welcome'] }],
      ['/guides/setup', { ids: ['header', 'install'] }],
      ['/guides/other', { ids: ['header'] }],
      [
        '/api/users',
        {
          ids: ['header', 'limit', 'customer', 'userId', 'messages.contentType', 'response.data.id'],
          lazy: [
            { href: '/_quire/api/spec/response/Customer.html', prefix: 'customer' },
            { href: '/_quire/api/spec/response/Page.html', prefix: '' },
          ],
        },
      ],
      [
        '/_quire/api/spec/response/Customer.html',
        {
          ids: ['__q_fragment__.name', '__q_fragment__.address'],
          lazy: [{ href: '/_quire/api/spec/response/Address.html', prefix: '__q_fragment__.address' }],
        },
      ],
      ['/_quire/api/spec/response/Address.html', { ids: ['__q_fragment__.city'] }],
      ['/_quire/api/spec/response/Page.html', { ids: ['__q_fragment__.next'] }],
    ]),
    redirects: new Map([
      ['/old', new Map([['', '/guides/other']])],
      ['/loop', new Map([['', '/loop2']])],
      ['/loop2', new Map([['', '/loop']])],
      ['/guides/setup', new Map([['moved', '/guides/other']])],
      ['/gone', new Map([['', '/went']])],
      ['/went', new Map([['', '/guides/setpu']])],
    ]),
    files: new Set(['/images/a.png', '/llms.txt']),
    chromeIds: new Set(['header']),
    ...extra,
  };
  return checkLinks(input).map((d) => `${d.line} ${d.message} ${d.hint ?? ''}`.trim());
}

describe('checkLinks', () => {
  it('accepts pages, root aliases, files, Markdown twins, redirects and links it cannot check', () => {
    expect(
      check([
        '/',
        './other',
        '../guides/other/',
        'other.mdx',
        '/guides/other.md',
        '/images/a.png',
        '/llms.txt',
        '/old',
        '#install',
        '?tab=2',
        'https://example.com/x',
        'mailto:a@b.c',
        '//cdn.example.com/x.js',
        '',
      ]),
    ).toEqual([]);
  });

  it('finds a page whose name holds `?`, `#` or `%` by its escaped URL, as route keys hold it', () => {
    const routes = new Set(['/guides/setup', '/what%3F', '/a%23b', '/x%2520y', '/space y']);
    expect(check(['/what%3F', '/a%23b', '/x%2520y', '/space%20y', '/space y'], { routes })).toEqual([]);
    // Unescaped, `?` and `#` end the path: these are other pages.
    expect(check(['/what?', '/a#b'], { routes }).map((line) => line.split(':')[0])).toEqual([
      '1 Broken link /what?',
      '2 Broken link /a#b',
    ]);
  });

  it('says of a redirect that leads nowhere where its chain ends', () => {
    expect(check(['/gone'])).toEqual([
      '1 Broken link /gone: it is a redirect to /guides/setpu, where no page, redirect or file is. Point the redirect (docs.json `redirects`) at a page of the site: the closest to /guides/setpu is /guides/setup.',
    ]);
  });

  it('reports a page that is nowhere, with the closest page or file', () => {
    expect(check(['/guides/setpu', '../guides/otter', '/images/a.pgn'])).toEqual([
      '1 Broken link /guides/setpu: no page, redirect or file has this URL. The closest page is /guides/setup.',
      '2 Broken link ../guides/otter (/guides/otter): no page, redirect or file has this URL. The closest page is /guides/other.',
      '3 Broken link /images/a.pgn: no page, redirect or file has this URL. The closest page is /images/a.png.',
    ]);
    // A link without an extension is a page's: a close page is suggested before a closer file, and the other
    // way round for a link with one.
    const near = { routes: new Set(['/', '/guides/setup', '/notes-x']), files: new Set(['/notes', '/notes.txt']) };
    expect(check(['/note'], near)[0]).toContain('The closest page is /notes-x.');
    expect(check(['/notes.tx'], near)[0]).toContain('The closest page is /notes.txt.');
    expect(check(['/nowhere-at-all'])).toEqual([
      "1 Broken link /nowhere-at-all: no page, redirect or file has this URL. No page's URL is close to it: check the path (a page's URL is its file's path from the folder holding docs.json, without the extension).",
    ]);
  });

  it('says why nothing is published at a URL when the site knows (a page in a folder that is not read)', () => {
    const lines = check(['/build/guide', '/build/other'], {
      whyUnpublished: (urlPath) =>
        urlPath === '/build/guide' ? { why: 'it is the URL of build/guide.mdx, …', hint: 'Move it.' } : undefined,
    });
    expect(lines).toEqual([
      '1 Broken link /build/guide: it is the URL of build/guide.mdx, … Move it.',
      expect.stringMatching(/^2 Broken link \/build\/other: no page, redirect or file has this URL\./),
    ]);
  });

  it('checks anchors on the page a link lands on, through redirects, suggesting the page’s own ids', () => {
    expect(check(['#instal', '/#welcom', '/old#x', '/guides/other#y', '/guides/setup#moved'])).toEqual([
      '1 Broken link #instal (/guides/setup#instal): /guides/setup has no element with the id "instal". The closest anchor of /guides/setup is #install.',
      '2 Broken link /#welcom: / has no element with the id "welcom". The closest anchor of / is #welcome.',
      // A page with only the theme's ids: those are all there is to list.
      '3 Broken link /old#x: /guides/other has no element with the id "x". No anchor of /guides/other is close to it; its anchors include #header.',
      '4 Broken link /guides/other#y: /guides/other has no element with the id "y". No anchor of /guides/other is close to it; its anchors include #header.',
    ]);
    // Nothing close: no suggestion that would mislead, but what the page has.
    expect(check(['/guides/setup#configuration-options'])).toEqual([
      '1 Broken link /guides/setup#configuration-options: /guides/setup has no element with the id "configuration-options". No anchor of /guides/setup is close to it; its anchors include #install.',
    ]);
  });

  it('finds API fields in the levels a page loads on demand, one inside the other', () => {
    expect(
      check(['/api/users#limit', '/api/users#customer.name', '/api/users#customer.address.city', '/api/users#next']),
    ).toEqual([]);
    expect(check(['/api/users#customer.address.zip', '/api/users#customer.nme'])).toEqual([
      '1 Broken link /api/users#customer.address.zip: /api/users has no element with the id "customer.address.zip". The closest anchor of /api/users is #customer.',
      '2 Broken link /api/users#customer.nme: /api/users has no element with the id "customer.nme". The closest anchor of /api/users is #customer.',
    ]);
  });

  it("accepts API fields linked the hosted platform's way: a kind, then the path in lower case with `-`", () => {
    expect(
      check([
        '/api/users#parameter-user-id',
        '/api/users#body-messages-content-type',
        '/api/users#response-data-id',
        '/api/users#parameter-limit',
      ]),
    ).toEqual([]);
    expect(check(['/api/users#body-messages-role', '/api/users#response-data-name'])).toEqual([
      '1 Broken link /api/users#body-messages-role: /api/users has no element with the id "body-messages-role". No anchor of /api/users is close to it; its anchors include #limit, #customer, #userId.',
      '2 Broken link /api/users#response-data-name: /api/users has no element with the id "response-data-name". No anchor of /api/users is close to it; its anchors include #limit, #customer, #userId.',
    ]);
  });

  it('says that a redirect loop goes nowhere, and does not look into pages it has no ids for', () => {
    expect(check(['/loop'])).toEqual([
      '1 Broken link /loop: its redirects lead in a circle (or through more than 5 redirects) and reach no page. Point one of the redirects of that chain at a page of the site.',
    ]);
    expect(check(['/guides/other#any'], { idsByPage: new Map() })).toEqual([]);
  });
});

describe('documentTargets', () => {
  it('reads every id (entities decoded) and the left-out API levels without the base', () => {
    const html =
      '<h2 id="a&amp;b">A</h2><div class="x" id="box"></div><p data-id="no">x</p>' +
      '<details class="q-api-lazy" data-lazy-href="/docs/_quire/api/s/response/C.html" data-lazy-prefix="customer"></details>';
    expect(documentTargets(html, '/docs/')).toEqual({
      ids: ['a&b', 'box'],
      lazy: [{ href: '/_quire/api/s/response/C.html', prefix: 'customer' }],
    });
  });
});
