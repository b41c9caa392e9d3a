import { describe, expect, it } from 'vitest';
import { createCodeHighlighter } from '../../../../src/mdx/code/code-highlighter.js';
import { parseFenceMeta } from '../../../../src/mdx/code/fence-meta.js';

// Markdown and MDX grammars colour the code and JSX they hold with whatever grammars are loaded when they are
// first used ("embeddedLangsLazy"). Which pages a render thread handled before must not change a block's HTML.
const MDX =
  '<Note title="Hi">\n  Some **bold** text\n</Note>\n\n<!-- a comment -->\n\n```tsx\nconst a = <A b="c" />;\n```';
const MARKDOWN = '# Title\n\n<div class="x">html</div>\n\n```python\nprint("hi")\n```';

interface Block {
  language: string;
  code: string;
  /** The site's fence languages. */
  languages?: string[];
}

async function highlight(history: string[], block: Block): Promise<string> {
  const { language, code, languages = ['mdx', 'md', 'tsx', 'html', 'python'] } = block;
  const highlighter = await createCodeHighlighter(
    { light: 'github-light', dark: 'github-dark', customLanguages: [] },
    () => undefined,
    { languages },
  );
  try {
    // Earlier pages of the same thread: their blocks' languages are loaded first.
    for (const earlier of history) {
      await highlighter.prepare([earlier]);
      highlighter.highlight('x', parseFenceMeta(earlier, ''));
    }
    const fence = parseFenceMeta(language, '');
    await highlighter.prepare([language]);
    return highlighter.highlight(code, fence).html;
  } finally {
    highlighter.dispose();
  }
}

describe('languages that embed others lazily', () => {
  it.each([
    ['mdx', MDX, ['tsx', 'html']],
    ['md', MARKDOWN, ['html', 'python']],
  ])('%s blocks read the same whatever the thread loaded before', { timeout: 60_000 }, async (lang, code, earlier) => {
    const alone = await highlight([], { language: lang, code });
    const after = await highlight(earlier, { language: lang, code });
    expect(after).toBe(alone);
    // And the embedded code is coloured as its own language (the JSX tag name, the Python call).
    expect(alone).toMatch(lang === 'mdx' ? /--shiki-light:#005CC5[^>]*>Note</ : /#005CC5[^>]*>print</);
  });

  it('loads only the embedded languages the site uses', { timeout: 60_000 }, async () => {
    // The site writes no tsx fence: MDX's JSX is not coloured as TSX, in any thread.
    expect(await highlight([], { language: 'mdx', code: MDX, languages: ['mdx'] })).not.toMatch(
      /--shiki-light:#005CC5[^>]*>Note</,
    );
  });

  it('a grammar Shiki recreates when a language it embeds loads later colours as a fresh one', {
    timeout: 60_000,
  }, async () => {
    // MDX embeds JavaScript lazily: loading JavaScript after MDX's first block makes Shiki build MDX's grammar anew.
    // Blocks and lines cached with the old grammar, and its warm-up, must not carry over to the new one.
    const first = '<!-- Good -->\nLearn how to [configure](/seo#maps).\n\n```js\nconst a = 1;\n```';
    const second = `${first}\n\n<!-- Not helpful -->\n[Click here](/x) to learn more.`;
    const themes = { light: 'github-light', dark: 'github-dark', customLanguages: [] };
    const mdx = parseFenceMeta('mdx', '');
    const reloaded = await createCodeHighlighter(themes, () => undefined, { languages: ['mdx'] });
    const fresh = await createCodeHighlighter(themes, () => undefined, { languages: ['mdx'] });
    try {
      await reloaded.prepare(['mdx']);
      reloaded.highlight(first, mdx);
      await reloaded.prepare(['javascript']);
      reloaded.highlight('const b = 2;', parseFenceMeta('javascript', ''));
      await fresh.prepare(['javascript']);
      await fresh.prepare(['mdx']);
      expect(reloaded.highlight(second, mdx).html).toBe(fresh.highlight(second, mdx).html);
      // The same block again, now from the block cache of the new grammar.
      expect(reloaded.highlight(first, mdx).html).toBe(fresh.highlight(first, mdx).html);
    } finally {
      reloaded.dispose();
      fresh.dispose();
    }
  });
});
