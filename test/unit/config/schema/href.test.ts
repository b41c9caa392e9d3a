/**
 * Link targets (schema/href.ts, docs-json.md §1.5): which strings each kind of link field accepts, and the
 * message a refused one gets in docs.json.
 */
import { describe, expect, it } from 'vitest';
import {
  HrefSchema,
  HttpsUrlSchema,
  isHref,
  isScriptUrl,
  isSecureHref,
  LinkSchema,
  SCRIPT_URL_ERROR,
  SecureHrefSchema,
} from '../../../../src/config/schema/href.js';
import { errorsOf, validateWith } from '../support/validate-text.js';

describe('isScriptUrl', () => {
  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' java\tscript:alert(1)', 'vbscript:x', 'data:text/html,x'])(
    'is true for %j',
    (href) => {
      expect(isScriptUrl(href)).toBe(true);
    },
  );

  it.each(['/javascript:', 'https://x.example/?q=javascript:', 'mailto:a@b.example', 'notes/data:x'])(
    'is false for %j',
    (href) => {
      expect(isScriptUrl(href)).toBe(false);
    },
  );
});

describe('isHref', () => {
  it.each(['/quickstart', '#setup', 'mailto:team@acme.example', 'https://acme.example', 'tel:+123'])(
    'accepts %j',
    (href) => {
      expect(isHref(href)).toBe(true);
    },
  );

  it.each(['quickstart', 'javascript:alert(1)', 'data:text/html,x', ''])('refuses %j', (href) => {
    expect(isHref(href)).toBe(false);
  });
});

describe('isSecureHref', () => {
  it.each(['/pricing', '#top', 'mailto:team@acme.example', 'https://acme.example/blog', 'http://legacy.acme.example'])(
    'accepts %j',
    (href) => {
      expect(isSecureHref(href)).toBe(true);
    },
  );

  it.each([
    ['a protocol-relative host', '//evil.example/x'],
    ['an .svg download', '/logo.svg'],
    ['an .exe download', 'https://acme.example/setup.EXE'],
    ['a .zip download', 'https://acme.example/docs.zip'],
    ['a relative path', 'pricing'],
    ['another scheme', 'ftp://acme.example/file'],
    ['another scheme with a URL in its path', 'ftp://mirror.example/https://acme.example'],
    ['a scheme without a host', 'https:acme.example'],
    ['an unparsable URL', 'https://'],
  ])('refuses %s', (_what, href) => {
    expect(isSecureHref(href)).toBe(false);
  });
});

describe('link schemas', () => {
  it('refuses a script link in a navigation href with the script-link error, and takes any other text', () => {
    expect(LinkSchema.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(SCRIPT_URL_ERROR);
    expect(LinkSchema.safeParse('guides/setup').success).toBe(true);
  });

  it('reports only the script-link error for a script href', () => {
    expect(HrefSchema.safeParse('javascript:alert(1)').error?.issues.map((i) => i.message)).toEqual([SCRIPT_URL_ERROR]);
    expect(HrefSchema.safeParse('quickstart').error?.issues.map((i) => i.message)).toEqual([
      'expected a link: "/path", "#anchor", "mailto:…" or an absolute URL like "https://…"',
    ]);
  });

  it("refuses a script link as api.mdx.server, one or in a list, and takes a site's own base URLs", async () => {
    const paths = async (server: unknown) =>
      (await errorsOf({ api: { mdx: { server } } })).map((d) => `${d.path} ${d.message}`);
    expect(await paths('javascript:alert(1)//')).toEqual([`api.mdx.server ${SCRIPT_URL_ERROR}`]);
    expect(await paths(['https://api.acme.example', 'vbscript:x'])).toEqual([`api.mdx.server[1] ${SCRIPT_URL_ERROR}`]);
    const fine = await validateWith({
      api: { mdx: { server: ['https://api.acme.example', 'http://localhost:8080'] } },
    });
    expect(fine.diagnostics).toEqual([]);
  });

  it('wants a web URL for a social profile', () => {
    expect(HttpsUrlSchema.safeParse('https://github.com/acme').success).toBe(true);
    expect(HttpsUrlSchema.safeParse('/acme').success).toBe(false);
    expect(HttpsUrlSchema.safeParse('https://acme.example/logo.svg').success).toBe(false);
    expect(SecureHrefSchema.safeParse('/acme').success).toBe(true);
  });

  it('reports a footer link to a download at its href', async () => {
    const links = [{ header: 'Get', items: [{ label: 'App', href: 'https://acme.example/app.exe' }] }];
    expect(await errorsOf({ footer: { links } })).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-value',
        message:
          'expected a "/path", "#anchor", "mailto:…" or https:// link (not a .svg, .exe or .zip file), received "https://acme.example/app.exe"',
        hint: 'change "href" as the message says.',
        path: 'footer.links[0].items[0].href',
        file: 'docs.json',
        line: 19,
        column: 21,
      },
    ]);
  });
});

describe('links that end up in every page or in the host rules', () => {
  it('refuses a script link as a redirect destination or a contextual menu entry, at its place', async () => {
    const messages = async (extra: Record<string, unknown>) =>
      (await errorsOf(extra)).map((d) => `${d.path}: ${d.message}`);
    expect(await messages({ redirects: [{ source: '/x', destination: '  JaVaScRiPt:alert(1)' }] })).toEqual([
      `redirects[0].destination: ${SCRIPT_URL_ERROR}`,
    ]);
    const option = { title: 'T', description: 'd' };
    expect(
      await messages({
        contextual: {
          options: [
            { ...option, href: 'javascript:alert(1)' },
            { ...option, href: { base: 'data:text/html,x', query: [] } },
          ],
        },
      }),
    ).toEqual([
      `contextual.options[0].href: ${SCRIPT_URL_ERROR}`,
      `contextual.options[1].href.base: ${SCRIPT_URL_ERROR}`,
    ]);
  });

  it('refuses a line break or tab in a redirect, which would write a rule of its own into _redirects', async () => {
    const problems = await errorsOf({
      redirects: [
        { source: '/y', destination: '/p 200\n/* https://evil.example/ 301!' },
        { source: '/a\tb', destination: '/c' },
      ],
    });
    expect(problems.map((d) => `${d.path}: ${d.message}`)).toEqual([
      'redirects[0].destination: a redirect path cannot hold a line break, a tab or another control character',
      'redirects[1].source: a redirect path cannot hold a line break, a tab or another control character',
    ]);
  });
});
