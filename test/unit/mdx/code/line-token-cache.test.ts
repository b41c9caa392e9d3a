import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHighlighter, type Highlighter } from 'shiki';
import { createLineTokenCache } from '../../../../src/mdx/code/line-token-cache.js';

// Lines that repeat in different grammar states: the cache must not hand one state's tokens to another.
const SAMPLES: [string, string][] = [
  ['python', 'x = 1\ns = """\nx = 1\n\nx = 1\n"""\nx = 1'],
  ['python', 'import requests\n\nresponse = requests.get(\n    "https://x",\n    headers={\n      "A": "b"\n    },\n)'],
  // The heredoc's end is a back-reference: `EOF` ends the first body and is text in the second.
  ['bash', 'cat <<EOF\nEOF\nx=1\ncat <<END\nEOF\nx=1\nEND\nx=1'],
  ['bash', "curl 'https://x/v1' \\\n  --header 'A: b' \\\n  --data 'c=d'"],
  ['javascript', 'const a = `\nconst a = 1;\n`;\nconst a = 1;\r\n/* \r\nconst a = 1;\r\n*/\r\nconst a = 1;'],
  ['markdown', '# T\n\n```js\nconst a = 1;\n```\n\nconst a = 1;\n\n```python\nconst a = 1;\n```'],
  ['yaml', 'a: |\n  b: 1\nb: 1\n\n\n  b: 1'],
  ['javascript', ''],
  ['javascript', '\n\n'],
];

describe('line token cache', () => {
  let highlighter: Highlighter;
  beforeAll(async () => {
    highlighter = await createHighlighter({
      themes: ['github-light'],
      langs: ['python', 'bash', 'javascript', 'markdown', 'yaml'],
    });
  });
  afterAll(() => highlighter.dispose());

  const uncached = (code: string, lang: string) =>
    highlighter.codeToTokensBase(code, { lang: lang as never, theme: 'github-light' });

  it.each([
    ['a large cache', 1 << 20],
    ['a cache that keeps almost nothing', 40],
  ])('gives the tokens of a whole-block tokenize, with %s, first and second time', (_name, maxChars) => {
    const cache = createLineTokenCache(highlighter, { theme: 'github-light', maxChars });
    for (let round = 0; round < 2; round++) {
      for (const [lang, code] of SAMPLES)
        expect(cache.tokenize(code, lang), `${lang}: ${code}`).toEqual(uncached(code, lang));
    }
  });

  it('tokenizes a line seen in the same state only once', () => {
    let calls = 0;
    const counting = new Proxy(highlighter, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'codeToTokensBase') return value;
        return (...args: Parameters<Highlighter['codeToTokensBase']>) => {
          calls++;
          return target.codeToTokensBase(...args);
        };
      },
    });
    const cache = createLineTokenCache(counting, { theme: 'github-light', maxChars: 1 << 20 });
    cache.tokenize("curl 'https://x/a' \\\n  --header 'A: b'", 'bash');
    expect(calls).toBe(2);
    cache.tokenize("curl 'https://x/b' \\\n  --header 'A: b'", 'bash');
    expect(calls).toBe(3);
    // The same text in another language is another line.
    cache.tokenize("  --header 'A: b'", 'python');
    expect(calls).toBe(4);
  });
});
