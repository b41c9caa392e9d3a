import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listConfigIcons } from '../../../src/icons/config-icons.js';
import { createIconRenderer } from '../../../src/icons/icon-renderer.js';
import { frontmatterKeyPosition } from '../../../src/mdx/plugins/icon-uses.js';
import { configIconDiagnostics, pageIconDiagnostics } from '../../../src/icons/icon-diagnostics.js';
import { DiagnosticCollector } from '../../../src/diagnostics/collector.js';
import { memoryCompiler } from '../mdx/compile-helpers.js';

const root = fileURLToPath(new URL('../../fixtures/icons/site/', import.meta.url));
const icons = createIconRenderer({ root, library: 'fontawesome' });

describe('icons a page asks for', () => {
  it('records component props, fence icons and the frontmatter icon with where they were written', async () => {
    const compiler = await memoryCompiler({ 'snippets/s.mdx': 'Snippet\n\n<Tip icon="lightbulbb">x</Tip>\n' });
    const source = [
      '---',
      'title: T',
      'icon: rokcet',
      '---',
      'import S from "/snippets/s.mdx";',
      '',
      '<Card title="A" icon="rockt">x</Card>',
      '',
      '<Card title="B" icon={<svg viewBox="0 0 1 1" />}>jsx icons are not checked</Card>',
      '',
      'Inline <Icon icon="house" /> and <Icon icon="/images/nope.svg" />.',
      '',
      '```js app.js icon="square-jss"',
      'x',
      '```',
      '',
      '<S />',
    ].join('\n');
    const page = await compiler.compile({ source, file: 'guides/p.mdx' });
    expect(page.icons).toEqual([
      { icon: 'rokcet', source: 'frontmatter icon', file: 'guides/p.mdx', line: 3, column: 7 },
      { icon: 'rockt', source: '<Card icon>', file: 'guides/p.mdx', line: 7, column: 17 },
      { icon: 'house', source: '<Icon icon>', file: 'guides/p.mdx', line: 11, column: 14 },
      { icon: '/images/nope.svg', source: '<Icon icon>', file: 'guides/p.mdx', line: 11, column: 40 },
      { icon: 'lightbulbb', source: '<Tip icon>', file: 'snippets/s.mdx', line: 3, column: 6 },
      { icon: 'square-jss', source: 'code block icon', file: 'guides/p.mdx', line: 13, column: 1 },
    ]);
    const diagnostics = pageIconDiagnostics(page.icons, icons);
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`)).toEqual([
      'guides/p.mdx:3:7 unknown-icon',
      'guides/p.mdx:7:17 unknown-icon',
      'guides/p.mdx:11:40 unknown-icon',
      'snippets/s.mdx:3:6 unknown-icon',
      'guides/p.mdx:13:1 icon-substituted',
    ]);
    expect(diagnostics[1]).toEqual({
      severity: 'warning',
      rule: 'unknown-icon',
      file: 'guides/p.mdx',
      line: 7,
      column: 17,
      message:
        'Unknown icon "rockt" (<Card icon>): Font Awesome, the site\'s icon library, has no icon of that name, nor do Lucide or Tabler. Readers see an empty space in its place (a dashed box in quire dev).',
      hint: 'Did you mean "rocket"? Names come from fontawesome.com/icons; set icons.library in docs.json to use another library.',
    });
    expect(diagnostics[2]!.message).toBe('Icon file not found: /images/nope.svg (<Icon icon>): the image cannot load.');
  });

  it('leaves icons of components the page defines itself alone', async () => {
    const compiler = await memoryCompiler({});
    const page = await compiler.compile({
      source: 'export const Card = (p) => <b>{p.icon}</b>;\n\n<Card icon="not-an-icon" />\n',
      file: 'p.mdx',
    });
    expect(page.icons).toEqual([]);
  });

  it('finds a frontmatter key on its line, or nothing outside the frontmatter', () => {
    expect(frontmatterKeyPosition('---\ntitle: x\nicon:   "rocket"\n---\n', 'icon')).toEqual({ line: 3, column: 9 });
    expect(frontmatterKeyPosition('---\ntitle: x\n---\nicon: rocket\n', 'icon')).toBeUndefined();
    expect(frontmatterKeyPosition('no frontmatter', 'icon')).toBeUndefined();
  });
});

describe('icons in docs.json', () => {
  const config = {
    name: 'x',
    navbar: { links: [{ label: 'GitHub', href: 'https://github.com', icon: 'github' }] },
    navigation: {
      tabs: [
        { tab: 'A', icon: 'book-open', groups: [{ group: 'G', icon: 'rockett', pages: ['a'] }] },
        { tab: 'B', icon: { name: 'house', library: 'lucide' }, pages: ['b'] },
        { tab: 'C', icon: '/images/logo.svg', pages: ['c'] },
      ],
    },
  };

  it('lists every icon key with its JSON path', () => {
    expect(listConfigIcons(config)).toEqual([
      { name: 'github', path: ['navbar', 'links', 0, 'icon'] },
      { name: 'book-open', path: ['navigation', 'tabs', 0, 'icon'] },
      { name: 'rockett', path: ['navigation', 'tabs', 0, 'groups', 0, 'icon'] },
      { name: 'house', library: 'lucide', path: ['navigation', 'tabs', 1, 'icon'] },
      { name: '/images/logo.svg', path: ['navigation', 'tabs', 2, 'icon'] },
    ]);
  });

  it('reports the unknown ones at their place in docs.json, with the JSON path and a code frame', () => {
    const located: unknown[] = [];
    const diagnostics = configIconDiagnostics(
      {
        config: config as never,
        locate: (path) => {
          located.push(path);
          return { file: 'docs.json', line: 12, column: 21 };
        },
        withFrame: (d) => ({ ...d, frame: '> 12 | …' }),
      },
      icons,
    );
    expect(located).toEqual([['navigation', 'tabs', 0, 'groups', 0, 'icon']]);
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        rule: 'unknown-icon',
        file: 'docs.json',
        line: 12,
        column: 21,
        path: 'navigation.tabs[0].groups[0].icon',
        frame: '> 12 | …',
        message:
          'Unknown icon "rockett": Font Awesome, the site\'s icon library, has no icon of that name, nor do Lucide or Tabler. Readers see an empty space in its place (a dashed box in quire dev).',
        hint: 'Did you mean "rocket"? Names come from fontawesome.com/icons; set icons.library in docs.json to use another library.',
      },
    ]);
  });
});

describe('suggestions', () => {
  it('suggests a close name of the site library, and nothing for a name far from all of them', () => {
    expect(icons.suggest('magnifying-glas')).toBe('magnifying-glass');
    expect(createIconRenderer({ root, library: 'lucide' }).suggest('book-opn')).toBe('book-open');
    expect(icons.suggest('zzzzqqqq-xxxx')).toBeUndefined();
  });

  it('reports a stand-in once per name, wherever docs.json and the pages name it', () => {
    const collector = new DiagnosticCollector();
    const fromConfig = configIconDiagnostics(
      {
        config: {
          navigation: {
            groups: [
              { group: 'A', icon: 'gear-complex-code', pages: ['a'] },
              { group: 'B', icon: 'gear-complex-code', pages: ['b'] },
            ],
          },
        } as never,
        locate: (path) => ({ file: 'docs.json', line: path[2] === 0 ? 3 : 7, column: 9 }),
        withFrame: (d) => d,
      },
      icons,
    );
    const fromPages = [
      { icon: 'gear-complex-code', source: '<Card icon>', file: 'z.mdx', line: 2, column: 1 },
      { icon: 'gear-complex-code', source: '<Card icon>', file: 'a.mdx', line: 5, column: 3 },
      { icon: 'house', file: 'a.mdx', line: 6, column: 3 },
    ].flatMap((use) => pageIconDiagnostics([use], icons));
    expect(fromConfig).toHaveLength(2);
    expect(fromPages).toHaveLength(2);
    collector.addAll([...fromConfig, ...fromPages]);
    expect(collector.list).toEqual([
      expect.objectContaining({
        rule: 'icon-substituted',
        severity: 'warning',
        file: 'a.mdx',
        line: 5,
        elsewhere: 3,
        message: expect.stringContaining(
          '(<Card icon>) (a Font Awesome Pro icon?): it is shown as "gear", the nearest free icon',
        ),
      }),
    ]);
    expect(collector.count('warning')).toBe(1);
  });
});
