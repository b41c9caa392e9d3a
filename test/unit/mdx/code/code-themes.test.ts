import { describe, expect, it } from 'vitest';
import { resolveCodeThemes } from '../../../../src/mdx/code/code-themes.js';
import { memoryCompiler, render } from '../compile-helpers.js';

describe('resolveCodeThemes (styling.codeblocks)', () => {
  it.each([
    [undefined, 'github-light', 'github-dark'],
    ['system', 'github-light', 'github-dark'],
    ['dark', 'github-dark', 'github-dark'],
    ['dracula', 'dracula', 'dracula'],
    [{ theme: 'nord' }, 'nord', 'nord'],
    [{ theme: { light: 'min-light', dark: 'min-dark' } }, 'min-light', 'min-dark'],
    [{ theme: 'css-variables' }, 'css-variables', 'css-variables'],
  ])('%j → %s / %s', (codeblocks, light, dark) => {
    expect(resolveCodeThemes(codeblocks)).toMatchObject({ light, dark });
  });

  it('reads custom grammar paths', () => {
    expect(resolveCodeThemes({ languages: { custom: ['/grammars/x.json', 3] } }).customLanguages).toEqual([
      '/grammars/x.json',
    ]);
  });
});

describe('code block themes in output', () => {
  it('css-variables colours come from --mint-* variables', async () => {
    const compiler = await memoryCompiler({}, { codeblocks: { theme: 'css-variables' } });
    const page = await compiler.compile({ source: '```js\nconst a = 1;\n```', file: 'p.mdx' });
    expect(render(page).html).toContain('--shiki-light:var(--mint-token-keyword)');
  });

  it('an unknown theme falls back to the defaults instead of failing', async () => {
    const compiler = await memoryCompiler({}, { codeblocks: { theme: 'no-such-theme' } });
    const page = await compiler.compile({ source: '```js\nconst a = 1;\n```', file: 'p.mdx' });
    expect(render(page).html).toContain('shiki-themes github-light github-dark');
  });

  it('loads a custom TextMate grammar from the project', async () => {
    const grammar = {
      name: 'quirelang',
      scopeName: 'source.quirelang',
      patterns: [{ match: '\\bhello\\b', name: 'keyword.control' }],
    };
    const compiler = await memoryCompiler(
      { 'grammars/q.json': JSON.stringify(grammar) },
      { codeblocks: { languages: { custom: ['/grammars/q.json'] } } },
    );
    const page = await compiler.compile({ source: '```quirelang\nhello world\n```', file: 'p.mdx' });
    expect(render(page).html).toMatch(/--shiki-light:#D73A49[^>]*>hello</);
  });
});
