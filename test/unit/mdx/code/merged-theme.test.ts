import { describe, expect, it } from 'vitest';
import { bundledThemes, normalizeTheme, type ThemeRegistrationResolved } from 'shiki';
import { createCodeHighlighter } from '../../../../src/mdx/code/code-highlighter.js';
import { parseFenceMeta } from '../../../../src/mdx/code/fence-meta.js';
import { mergeThemes } from '../../../../src/mdx/code/merged-theme.js';

const SAMPLES: [string, string, string?][] = [
  [
    'ts',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's own JavaScript template literal
    "import { a } from './a.js';\n\nexport async function list(limit = 20): Promise<string[]> {\n  // [!code highlight]\n  const r = await fetch(`/v1/${limit}`); // comment\n  return r.json();\n}",
  ],
  [
    'python',
    'import requests\n\ndef get(limit: int = 20) -> list[dict]:\n    """Docstring."""\n    return requests.get("https://x", params={"limit": limit}).json()["data"]',
  ],
  ['bash', 'curl -s https://api.example.com/v1 \\\n  -H "Authorization: Bearer $TOKEN" | jq \'.data[] | .id\''],
  ['json', '{\n  "data": [{ "id": 1, "ok": true, "n": null }],\n  "next": "x"\n}'],
  ['markdown', '# Title\n\n*em* **strong** ~~gone~~ [link](https://x) `code`\n\n> quote'],
  ['diff', '- old line\n+ new line\n  same'],
  ['css', '.a > b:hover { color: #fff !important; --x: calc(1px + 2em); }'],
  ['html', '<div class="a" onclick="go()"><script>let x = 1;</script><style>p{}</style></div>'],
  ['tsx', 'export const A = () => <Card title="x" {...props}>{items.map((i) => <b key={i}>{i}</b>)}</Card>;', '{2}'],
  ['go', 'package main\n\nfunc main() {\n\tfmt.Println("hi") // [!code ++]\n}'],
  ['text', 'plain   text\twith tabs'],
  ['ansi', '\u001b[31mred\u001b[0m normal'],
  ['yaml', 'a:\n  - b: 1\n    c: "two" # three'],
  ['js', 'if (a < b && c > d) x = "<&>";\n\n\tlet s = \'quote " here\';'],
  ['js', 'const url = "http://x"; // a trailing comment'],
  ['unknown-lang', 'a < b & c'],
];

async function outputs(light: string, dark: string, options: { foldThemes: boolean; directHtml?: boolean }) {
  const { foldThemes, directHtml = true } = options;
  const highlighter = await createCodeHighlighter({ light, dark, customLanguages: [] }, () => undefined, {
    foldThemes,
    directHtml,
  });
  const out = [];
  for (const [lang, code, meta] of SAMPLES) {
    const fence = parseFenceMeta(lang, meta ?? '');
    await highlighter.prepare([fence.language]);
    out.push(highlighter.highlight(code, fence));
  }
  highlighter.dispose();
  return out;
}

describe('folded light/dark theme (one tokenizer pass)', () => {
  it.each([
    ['github-light', 'github-dark'],
    ['github-dark', 'github-dark'],
    ['catppuccin-latte', 'catppuccin-mocha'],
    ['css-variables', 'css-variables'],
    ['min-light', 'min-dark'],
  ])('%s / %s gives exactly the dual-theme HTML', async (light, dark) => {
    const folded = await outputs(light, dark, { foldThemes: true });
    const dual = await outputs(light, dark, { foldThemes: false });
    expect(folded).toEqual(dual);
    expect(folded[1]!.className).toBe(`shiki shiki-themes ${light} ${dark}`);
    expect(folded[0]!.html).toContain('--shiki-dark:');
  });

  it('folds themes with the same rule structure, and refuses others', async () => {
    const load = async (name: keyof typeof bundledThemes) =>
      normalizeTheme((await bundledThemes[name]()).default) as ThemeRegistrationResolved;
    expect(mergeThemes(await load('github-light'), await load('github-dark'), 'x')).toBeDefined();
    expect(mergeThemes(await load('dracula'), await load('dracula'), 'x')).toBeDefined();
    expect(mergeThemes(await load('min-light'), await load('min-dark'), 'x')).toBeUndefined();
  });

  it.each([
    ['github-light', 'github-dark'],
    ['css-variables', 'css-variables'],
  ])('%s / %s: HTML written straight from tokens equals the syntax-tree path', async (light, dark) => {
    expect(await outputs(light, dark, { foldThemes: true, directHtml: true })).toEqual(
      await outputs(light, dark, { foldThemes: true, directHtml: false }),
    );
  });
});
