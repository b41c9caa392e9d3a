import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';

const minimal = {
  theme: 'mint',
  name: 'Acme',
  colors: { primary: '#16A34A' },
  navigation: { pages: ['index'] },
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'quire-config-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function site(name: string, files: Record<string, unknown>): Promise<string> {
  const root = path.join(dir, name);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return root;
}

describe('loadConfig', () => {
  it('loads a folder, a docs.json path, and a subfolder by looking upward', async () => {
    const root = await site('upward', { 'docs.json': minimal, 'guides/deep/page.mdx': '# hi' });
    for (const start of [root, path.join(root, 'docs.json'), path.join(root, 'guides/deep')]) {
      const result = await loadConfig(start);
      expect(result.diagnostics).toEqual([]);
      expect(result.config?.root).toBe(root);
      expect(result.config?.file).toBe(path.join(root, 'docs.json'));
      expect(result.config?.config.name).toBe('Acme');
      expect(result.config?.files).toEqual(['docs.json']);
    }
  });

  it('reports a missing config without throwing', async () => {
    const empty = await site('empty', { '.git/HEAD': 'ref: main' });
    const result = await loadConfig(empty);
    expect(result.config).toBeUndefined();
    expect(result.diagnostics).toMatchObject([{ severity: 'error', rule: 'config-not-found' }]);
    const missing = await loadConfig(path.join(dir, 'does-not-exist'));
    expect(missing.diagnostics[0]?.rule).toBe('config-not-found');
  });

  it('still returns the config when there are only warnings, and strips unknown keys', async () => {
    const root = await site('warnings', { 'docs.json': { ...minimal, colours: { primary: '#000' } } });
    const result = await loadConfig(root);
    expect(result.config).toBeDefined();
    expect(result.config?.config).not.toHaveProperty('colours');
    expect(result.diagnostics).toMatchObject([
      {
        severity: 'warning',
        rule: 'config-unknown-key',
        path: 'colours',
        hint: 'did you mean "colors"?',
        line: 12,
        column: 3,
      },
    ]);
    expect(result.diagnostics[0]?.frame).toContain('"colours"');
  });

  it('ignores a __proto__ key, said where it is, instead of reading its values as the config own', async () => {
    const text = [
      '{',
      '  "theme": "mint", "name": "Acme", "colors": {"primary": "#0D9373"},',
      '  "navigation": {"pages": ["index"]},',
      '  "navbar": {"__proto__": {"description": "nested"}},',
      '  "__proto__": {"description": "PROTO"}',
      '}',
    ].join('\n');
    const result = await loadConfig(await site('proto', { 'docs.json': text }));
    expect(result.config).toBeDefined();
    expect(result.config?.config.description).toBeUndefined();
    expect((result.config?.config.navbar as Record<string, unknown> | undefined)?.description).toBeUndefined();
    expect(result.diagnostics.map((d) => `${d.rule} ${d.line}:${d.column} ${d.message}`)).toEqual([
      'config-unknown-key 4:14 unknown key "__proto__"; it is ignored',
      'config-unknown-key 5:3 unknown key "__proto__"; it is ignored',
    ]);
  });

  it('gives no config when there is an error', async () => {
    const root = await site('error', { 'docs.json': { ...minimal, theme: 'dark' } });
    const result = await loadConfig(root);
    expect(result.config).toBeUndefined();
    expect(result.diagnostics.map((d) => d.rule)).toEqual(['config-invalid-value']);
  });

  it('locates values written in $ref files and lists those files', async () => {
    const root = await site('refs', {
      'docs.json': { ...minimal, navigation: { $ref: './nav/navigation.json' }, redirects: { $ref: 'redirects.json' } },
      'nav/navigation.json': { tabs: [{ tab: 'Guides', groups: [{ $ref: '../groups/start.json' }] }] },
      'groups/start.json': { group: 'Start', pages: ['index', 'quickstart'] },
      'redirects.json': [{ source: '/old', destination: '/new' }],
    });
    const result = await loadConfig(root);
    expect(result.diagnostics).toEqual([]);
    const loaded = result.config!;
    expect(loaded.files).toEqual(['docs.json', 'nav/navigation.json', 'groups/start.json', 'redirects.json']);
    expect(loaded.locate(['navigation', 'tabs', 0])).toEqual({ file: 'nav/navigation.json', line: 3, column: 5 });
    expect(loaded.locate(['navigation', 'tabs', 0, 'groups', 0, 'pages', 1])).toEqual({
      file: 'groups/start.json',
      line: 5,
      column: 5,
    });
    expect(loaded.locate(['redirects', 0, 'source'])).toEqual({ file: 'redirects.json', line: 3, column: 15 });
  });

  it('frames later diagnostics that point into docs.json or a $ref file, and leaves the others alone', async () => {
    const root = await site('frames', {
      'docs.json': { ...minimal, redirects: { $ref: 'redirects.json' } },
      'redirects.json': [{ source: '/old', destination: '/new' }],
    });
    const { withFrame } = (await loadConfig(root)).config!;
    const at = (file: string) => ({ severity: 'error' as const, rule: 'r', message: 'm', file, line: 3, column: 15 });
    expect(withFrame(at('redirects.json')).frame).toContain('> 3 |     "source": "/old",');
    expect(withFrame(at('docs.json')).frame).toContain('> 3 |   "name": "Acme",');
    // A page, a diagnostic without a file, and one that already has its frame come back as they are.
    expect(withFrame(at('index.mdx'))).toEqual(at('index.mdx'));
    const { file: _file, ...nowhere } = at('docs.json');
    expect(withFrame(nowhere)).toEqual(nowhere);
    const framed = { ...at('docs.json'), frame: 'the frame of another source' };
    expect(withFrame(framed)).toEqual(framed);
  });

  it('refuses a $ref file that is a symbolic link to a file outside the site, without reading it', async () => {
    const outside = await site('outside-target', { 'secret.json': { leaked: 'yes' } });
    const root = await site('outside-link', { 'docs.json': { ...minimal, navbar: { $ref: 'navbar.json' } } });
    await symlink(path.join(outside, 'secret.json'), path.join(root, 'navbar.json'));
    const result = await loadConfig(root);
    expect(result.config).toBeUndefined();
    expect(result.diagnostics.map(({ frame: _frame, ...d }) => d)).toEqual([
      {
        severity: 'error',
        rule: 'config-ref-outside',
        message:
          '$ref "navbar.json" points to navbar.json, a symbolic link to a file outside the project folder; it is not read',
        hint: 'referenced files must be inside the folder that holds docs.json, links followed; copy the file into it.',
        file: 'docs.json',
        line: 13,
        column: 13,
      },
    ]);
  });

  it('accepts the lenient forms real sites use', async () => {
    const root = await site('lenient', {
      'docs.json': {
        ...minimal,
        styling: { codeblocks: 'github-dark' },
        banner: { content: 'Hi', color: '#0D9373' },
        fonts: { family: 'Inter', heading: { family: 'Lora' } },
        contextual: { options: ['copy', 'devin-desktop', 'windsurf'] },
        api: { openapi: ['a.json', { source: 'b.yaml', directory: 'b' }] },
      },
    });
    const result = await loadConfig(root);
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.config.fonts).toEqual({ family: 'Inter', heading: { family: 'Lora' } });
  });

  it('warns that mint.json was converted, and locates its unknown keys with a suggestion when one is close', async () => {
    const root = await site('legacy-unknown', {
      'mint.json':
        '{\n  "name": "Old",\n  "favicon": "/f.png",\n  "navigaton": [],\n  "zzzzzz": 1,\n  "navigation": []\n}\n',
    });
    const result = await loadConfig(root);
    // Diagnostics name files relative to the site root.
    const file = 'mint.json';
    expect(result.diagnostics.map(({ frame: _frame, ...d }) => d)).toEqual([
      {
        severity: 'warning',
        rule: 'config-legacy-mint-json',
        message: 'mint.json is the legacy config format; it was converted to docs.json in memory',
        file,
        line: 1,
        column: 1,
        hint: 'move to a docs.json to use current features (tabs with children, products, languages…).',
      },
      {
        severity: 'warning',
        rule: 'config-unknown-key',
        message: 'unknown key "navigaton"; it is ignored',
        path: 'navigaton',
        file,
        line: 4,
        column: 3,
        hint: 'did you mean "navigation"?',
      },
      {
        severity: 'warning',
        rule: 'config-unknown-key',
        message: 'unknown key "zzzzzz"; it is ignored',
        path: 'zzzzzz',
        file,
        line: 5,
        column: 3,
      },
    ]);
    // Located diagnostics carry a code frame of their line; warnings alone still give a config.
    expect(result.diagnostics[1]?.frame).toContain('"navigaton": []');
    expect(result.diagnostics[2]?.frame).toContain('"zzzzzz": 1');
    expect(result.config?.config.name).toBe('Old');
  });

  it('locates what a mint.json wrote where it wrote it, though its groups, tabs and anchors move in docs.json', async () => {
    const lines = [
      '{',
      '  "name": "Old",',
      '  "tabs": [{ "name": "API", "url": "api" }],',
      '  "anchors": [',
      '    { "name": "Blog", "url": "https://example.com", "icon": "newspaper" }',
      '  ],',
      '  "topbarLinks": [{ "name": "Support", "url": "mailto:a@example.com" }],',
      '  "navigation": [',
      '    { "group": "Start", "pages": ["index"] },',
      '    { "group": "API", "pages": ["api/one", 7] },',
      '    { "group": "Nested", "pages": [{ "group": "Deep", "pages": ["deep"] }] }',
      '  ]',
      '}',
    ];
    const root = await site('legacy-positions', { 'mint.json': `${lines.join('\n')}\n` });
    const result = await loadConfig(root);
    const lineOf = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    // `7` is no page: the docs.json path names the tab it moved to, the position is the one in mint.json.
    const row = lineOf('"api/one", 7');
    const invalid = result.diagnostics.find((d) => d.severity === 'error');
    expect(invalid).toMatchObject({
      path: 'navigation.tabs[1].groups[0].pages[1]',
      file: 'mint.json',
      line: row,
      column: (lines[row - 1] ?? '').indexOf(' 7') + 2,
    });
    // Later stages (navigation, icons) locate through the same index.
    const fixed = await site('legacy-positions-valid', {
      'mint.json': `${lines.join('\n').replace('"api/one", 7', '"api/one"')}\n`,
    });
    const loaded = (await loadConfig(fixed)).config;
    expect(loaded?.config.navigation).toMatchObject({ global: { anchors: [{ anchor: 'Blog' }] } });
    const at = (...path: (string | number)[]) => loaded?.locate(path);
    expect(at('navigation', 'global', 'anchors', 0, 'icon')).toMatchObject({ line: lineOf('"newspaper"') });
    expect(at('navigation', 'tabs', 1, 'groups', 0, 'pages', 0)).toMatchObject({ line: lineOf('"api/one"') });
    expect(at('navigation', 'tabs', 0, 'groups', 0)).toMatchObject({ line: lineOf('"Start"'), column: 5 });
    expect(at('navigation', 'tabs', 0, 'groups', 1, 'pages', 0, 'pages', 0)).toMatchObject({
      line: lineOf('"deep"'),
    });
    expect(at('navigation', 'tabs', 1)).toMatchObject({ line: lineOf('"tabs"') });
    expect(at('navbar', 'links', 0)).toMatchObject({ line: lineOf('"Support"') });
    expect(loaded?.locateKey(['name'])).toMatchObject({ line: 2, column: 3 });
  });

  it('upgrades a legacy mint.json', async () => {
    const root = await site('legacy', {
      'mint.json': {
        name: 'Old',
        theme: 'venus',
        favicon: '/favicon.png',
        colors: { primary: '#0D9373', background: { dark: '#0f1117' } },
        modeToggle: { default: 'dark', isHidden: true },
        topbarCtaButton: { name: 'Dashboard', url: 'https://dash.acme.dev' },
        topbarLinks: [{ name: 'Blog', url: 'https://acme.dev/blog' }],
        tabs: [{ name: 'API', url: 'api' }],
        anchors: [{ name: 'Community', icon: 'slack', url: 'https://acme.dev/c' }],
        navigation: [
          { group: 'Start', pages: ['intro', { group: 'More', pages: ['more/a'] }] },
          { group: 'Endpoints', pages: ['api/list'] },
        ],
        footerSocials: [{ type: 'github', url: 'https://github.com/acme' }],
        api: { baseUrl: 'https://api.acme.dev', playground: { mode: 'hide' } },
        openapi: 'openapi.json',
      },
    });
    const result = await loadConfig(root);
    expect(result.diagnostics.map((d) => d.rule)).toEqual(['config-legacy-mint-json']);
    expect(result.config?.file).toBe(path.join(root, 'mint.json'));
    expect(result.config?.config).toMatchObject({
      theme: 'palm',
      colors: { primary: '#0D9373' },
      background: { color: { dark: '#0f1117' } },
      appearance: { default: 'dark', strict: true },
      navbar: {
        primary: { type: 'button', label: 'Dashboard' },
        links: [{ label: 'Blog', href: 'https://acme.dev/blog' }],
      },
      footer: { socials: { github: 'https://github.com/acme' } },
      api: { openapi: 'openapi.json', mdx: { server: 'https://api.acme.dev' }, playground: { display: 'none' } },
      navigation: {
        tabs: [
          {
            tab: 'Documentation',
            groups: [{ group: 'Start', pages: ['intro', { group: 'More', pages: ['more/a'] }] }],
          },
          { tab: 'API', groups: [{ group: 'Endpoints', pages: ['api/list'] }] },
        ],
        global: { anchors: [{ anchor: 'Community', href: 'https://acme.dev/c', icon: 'slack' }] },
      },
    });
  });
});

const corpora = path.resolve('../shared/corpora');
describe.skipIf(!existsSync(corpora))('real sites', () => {
  for (const name of ['mintlify__docs', 'triggerdotdev__trigger.dev', 'modelcontextprotocol__modelcontextprotocol']) {
    it(`${name} loads with no diagnostics`, async () => {
      const result = await loadConfig(path.join(corpora, name));
      expect(result.diagnostics).toEqual([]);
      expect(result.config).toBeDefined();
    });
  }
});
