/**
 * The legacy mint.json upgrade, key by key, against the mapping of docs-json.md §1.7 (Mintlify's
 * `upgradeToDocsConfig`). load-config.test.ts checks that a mint.json site loads; here each mapping rule is pinned
 * on the pure function, including the ones a small site never reaches (versions, footer columns, integrations).
 */
import { describe, expect, it } from 'vitest';
import { upgradeMintConfig } from '../../../src/config/upgrade-mint-json.js';

/** The upgraded value of a mint.json object, which is always an object. */
function upgrade(v1: Record<string, unknown>): Record<string, unknown> {
  return upgradeMintConfig(v1).value as Record<string, unknown>;
}

describe('upgradeMintConfig', () => {
  it('passes a value that is not an object through untouched, with no unknown keys', () => {
    expect(upgradeMintConfig(['a'])).toEqual({ value: ['a'], unknownKeys: [], wrongKinds: [] });
    expect(upgradeMintConfig(null)).toEqual({ value: null, unknownKeys: [], wrongKinds: [] });
  });

  it('lists the top-level keys mint.json does not know, and only those', () => {
    const { unknownKeys } = upgradeMintConfig({ name: 'A', favicon: '/f.png', tabz: [], Colors: {} });
    expect(unknownKeys).toEqual(['tabz', 'Colors']);
  });

  it('writes the docs.json schema, and the default primary colour when mint.json has none', () => {
    const out = upgrade({
      name: 'A',
      favicon: '/f.png',
      logo: '/l.svg',
      redirects: [{ source: '/a', destination: '/b' }],
    });
    expect(out).toMatchObject({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'A',
      favicon: '/f.png',
      logo: '/l.svg',
      redirects: [{ source: '/a', destination: '/b' }],
      colors: { primary: '#16A34A' },
    });
    expect(out.colors).toEqual({ primary: '#16A34A' });
  });

  it.each([
    [{ theme: 'maple' }, 'maple'],
    [{ theme: 'venus' }, 'palm'],
    [{ theme: 'quill' }, 'willow'],
    [{ theme: 'prism' }, 'mint'],
    [{ layout: 'sidenav' }, 'maple'],
    [{ layout: 'solidSidenav' }, 'willow'],
    [{ layout: 'topnav' }, 'mint'],
    [{ theme: 'neon' }, 'neon'],
    // Names that are also properties of every object stay the strings they are.
    [{ theme: 'constructor' }, 'constructor'],
    [{ theme: 'toString' }, 'toString'],
  ])('maps theme and layout %j to the theme %s', (v1, theme) => {
    expect(upgrade(v1).theme).toBe(theme);
  });

  it.each(['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'])(
    'keeps the docs.json theme %s over what the layout would give',
    (theme) => {
      const layout = theme === 'maple' ? 'solidSidenav' : 'sidenav';
      expect(upgrade({ theme, layout }).theme).toBe(theme);
    },
  );

  it('maps colors, background, mode toggle, eyebrows and code blocks', () => {
    const out = upgrade({
      colors: { primary: '#111111', light: '#222222', dark: '#333333', background: { light: '#fff' } },
      backgroundImage: '/bg.png',
      background: { style: 'gradient' },
      modeToggle: { default: 'light', isHidden: false },
      eyebrow: { display: 'breadcrumbs' },
      codeBlock: { mode: 'auto' },
    });
    expect(out.colors).toEqual({ primary: '#111111', light: '#222222', dark: '#333333' });
    expect(out.background).toEqual({ image: '/bg.png', decoration: 'gradient', color: { light: '#fff' } });
    expect(out.appearance).toEqual({ default: 'light', strict: false });
    expect(out.styling).toEqual({ eyebrows: 'breadcrumbs', codeblocks: 'system' });
    expect(upgrade({ codeBlock: { mode: 'dark' } }).styling).toEqual({ codeblocks: 'dark' });
  });

  it('leaves out the sections mint.json does not set', () => {
    const out = upgrade({ name: 'A' });
    for (const key of ['background', 'appearance', 'styling', 'navbar', 'footer', 'api', 'seo', 'fonts', 'search']) {
      expect(out, key).not.toHaveProperty(key);
    }
    expect(out).not.toHaveProperty('integrations');
  });

  it('maps GitHub and Discord links and call-to-action buttons by type, other links by name and URL', () => {
    const out = upgrade({
      topbarLinks: [
        { type: 'github', url: 'https://github.com/acme', name: 'Code' },
        { name: 'Blog', url: 'https://acme.dev/blog' },
        'not a link',
      ],
      topbarCtaButton: { type: 'discord', url: 'https://discord.gg/acme' },
    });
    expect(out.navbar).toEqual({
      links: [
        { type: 'github', href: 'https://github.com/acme', label: 'Code' },
        { label: 'Blog', href: 'https://acme.dev/blog' },
      ],
      primary: { type: 'discord', href: 'https://discord.gg/acme' },
    });
  });

  it('turns footer socials into an object and footer link columns into headers and items', () => {
    const out = upgrade({
      footer: {
        socials: [{ type: 'x', url: 'https://x.com/acme' }, 'junk'],
        links: [
          { title: 'Company', links: [{ label: 'About', url: '/about' }, 'junk'] },
          { header: 'Legal', items: [{ label: 'Terms', href: '/terms' }] },
        ],
      },
    });
    expect(out.footer).toEqual({
      socials: { x: 'https://x.com/acme' },
      links: [
        { header: 'Company', items: [{ label: 'About', href: '/about' }] },
        { header: 'Legal', items: [{ label: 'Terms', href: '/terms' }] },
      ],
    });
    // footerSocials (top level) wins over footer.socials, and an object passes through as it is.
    expect(upgrade({ footerSocials: { github: 'https://github.com/a' }, footer: { socials: [] } }).footer).toEqual({
      socials: { github: 'https://github.com/a' },
    });
  });

  it('maps the API settings: server, auth, playground mode and proxy, example languages, openapi', () => {
    const api = (v1: Record<string, unknown>) => upgrade(v1).api;
    expect(
      api({
        openapi: ['a.json'],
        api: {
          baseUrl: 'https://api.acme.dev',
          auth: { method: 'bearer' },
          playground: { mode: 'show', disableProxy: true },
          request: { example: { languages: ['curl', 'python'] } },
        },
      }),
    ).toEqual({
      openapi: ['a.json'],
      mdx: { server: 'https://api.acme.dev', auth: { method: 'bearer' } },
      playground: { display: 'interactive', proxy: false },
      examples: { languages: ['curl', 'python'] },
    });
    expect(api({ api: { playground: { mode: 'simple', disableProxy: false } } })).toEqual({
      playground: { display: 'simple', proxy: true },
    });
    expect(api({ api: { playground: { mode: 'hide' } } })).toEqual({ playground: { display: 'none' } });
    // An unknown mode is kept, for docs.json validation to report.
    expect(api({ api: { playground: { mode: 'other' } } })).toEqual({ playground: { display: 'other' } });
    expect(api({ api: { playground: { mode: 'constructor' } } })).toEqual({ playground: { display: 'constructor' } });
    expect(api({ api: {} })).toBeUndefined();
  });

  it('maps metadata and seo, fonts and the search prompt', () => {
    const out = upgrade({
      metadata: { 'og:image': '/og.png' },
      seo: { indexHiddenPages: true },
      font: { family: 'Inter', url: 'https://fonts/inter.css', headings: { family: 'Lora' } },
      search: { prompt: 'Ask' },
    });
    expect(out.seo).toEqual({ metatags: { 'og:image': '/og.png' }, indexing: 'all' });
    expect(out.fonts).toEqual({ family: 'Inter', source: 'https://fonts/inter.css', heading: { family: 'Lora' } });
    expect(out.search).toEqual({ prompt: 'Ask' });
    expect(upgrade({ seo: { indexHiddenPages: false } }).seo).toEqual({});
    expect(upgrade({ search: { location: 'top' } })).not.toHaveProperty('search');
  });

  it('merges analytics and integrations, and expands the string forms of intercom and frontchat', () => {
    const out = upgrade({
      analytics: { ga4: { measurementId: 'G-1' } },
      integrations: { intercom: 'abc', frontchat: 'def', posthog: { apiKey: 'k' } },
    });
    expect(out.integrations).toEqual({
      ga4: { measurementId: 'G-1' },
      intercom: { appId: 'abc' },
      frontchat: { snippetId: 'def' },
      posthog: { apiKey: 'k' },
    });
    expect(upgrade({ integrations: { intercom: { appId: 'x' } } }).integrations).toEqual({ intercom: { appId: 'x' } });
  });

  describe('navigation', () => {
    it('keeps plain groups and turns entries that are not objects into empty groups', () => {
      const out = upgrade({ navigation: [{ group: 'Start', pages: ['intro'] }, 'Loose'] });
      expect(out.navigation).toEqual({
        groups: [
          { group: 'Start', pages: ['intro'] },
          { group: 'Loose', pages: [] },
        ],
      });
    });

    it('passes a navigation that is not a list through for docs.json validation to report', () => {
      expect(upgrade({ navigation: { groups: [] } }).navigation).toEqual({ groups: [] });
    });

    it('splits groups into tabs by the URL prefix of their first page, the rest under the primary tab', () => {
      const out = upgrade({
        primaryTab: { name: 'Guides' },
        tabs: [
          { name: 'API', url: '/api/' },
          { name: 'Status', url: 'https://status.acme.dev' },
        ],
        navigation: [
          { group: 'Start', pages: ['/intro'] },
          { group: 'Endpoints', pages: [{ group: 'Users', pages: ['/api/users'] }] },
          { group: 'Empty', pages: [] },
        ],
      });
      expect(out.navigation).toEqual({
        tabs: [
          {
            tab: 'Guides',
            groups: [
              { group: 'Start', pages: ['/intro'] },
              { group: 'Empty', pages: [] },
            ],
          },
          { tab: 'API', groups: [{ group: 'Endpoints', pages: [{ group: 'Users', pages: ['/api/users'] }] }] },
          { tab: 'Status', href: 'https://status.acme.dev' },
        ],
      });
    });

    it('gives a group to the first tab whose prefix matches, and no primary tab when every group has a tab', () => {
      const out = upgrade({
        tabs: [
          { name: 'One', url: 'api' },
          { name: 'Two', url: 'api' },
        ],
        navigation: [{ group: 'Endpoints', pages: ['api/list'] }],
      });
      expect(out.navigation).toEqual({
        tabs: [
          { tab: 'One', groups: [{ group: 'Endpoints', pages: ['api/list'] }] },
          { tab: 'Two', groups: [] },
        ],
      });
    });

    it('splits groups into versions: a group with a version goes to that version only, one without to every version', () => {
      const out = upgrade({
        versions: ['v1', { name: 'v2' }, 3],
        navigation: [
          { group: 'Shared', pages: ['intro'] },
          { group: 'Old', version: 'v1', pages: ['old', { group: 'Nested', version: 'v1', pages: ['n'] }] },
          { group: 'New', version: 'v2', pages: ['new'] },
        ],
      });
      expect(out.navigation).toEqual({
        versions: [
          {
            version: 'v1',
            groups: [
              { group: 'Shared', pages: ['intro'] },
              { group: 'Old', pages: ['old', { group: 'Nested', pages: ['n'] }] },
            ],
          },
          {
            version: 'v2',
            groups: [
              { group: 'Shared', pages: ['intro'] },
              { group: 'New', pages: ['new'] },
            ],
          },
        ],
      });
    });

    it('makes anchors to other sites global links, and folder anchors sections (a leading slash on site paths)', () => {
      const out = upgrade({
        anchors: [
          { name: 'Guide', url: 'guide', icon: 'book' },
          { name: 'Root', url: '/root' },
          { name: 'Mail', url: 'mailto:a@acme.dev' },
          'junk',
        ],
        navigation: [],
      });
      expect(out.navigation).toEqual({
        anchors: [
          { anchor: 'Guide', icon: 'book', href: '/guide' },
          { anchor: 'Root', href: '/root' },
        ],
        global: { anchors: [{ anchor: 'Mail', href: 'mailto:a@acme.dev' }] },
      });
    });

    it('puts the groups whose pages are in a folder anchor under it, the others under the top anchor', () => {
      const out = upgrade({
        topAnchor: { name: 'Docs', icon: 'house' },
        anchors: [
          { name: 'Guides', url: 'guides', icon: 'book' },
          { name: 'Blog', url: 'https://blog.acme.dev' },
        ],
        navigation: [
          { group: 'Start', pages: ['introduction'] },
          { group: 'Guides', pages: ['guides/first', 'guides/second'] },
        ],
      });
      expect(out.navigation).toEqual({
        anchors: [
          { anchor: 'Docs', icon: 'house', groups: [{ group: 'Start', pages: ['introduction'] }] },
          { anchor: 'Guides', icon: 'book', groups: [{ group: 'Guides', pages: ['guides/first', 'guides/second'] }] },
        ],
        global: { anchors: [{ anchor: 'Blog', href: 'https://blog.acme.dev' }] },
      });
    });
  });
});
