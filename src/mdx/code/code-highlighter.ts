import {
  bundledLanguages,
  bundledThemes,
  createCssVariablesTheme,
  createHighlighter,
  type Highlighter,
  loadWasm,
  type LanguageRegistration,
  type ShikiTransformer,
  type ThemedToken,
} from 'shiki';
import {
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
} from '@shikijs/transformers';
import { toHtml } from 'hast-util-to-html';
import type { Element, Root } from 'hast';
import { CSS_VARIABLES_THEME, DEFAULT_DARK_THEME, DEFAULT_LIGHT_THEME, type CodeThemes } from './code-themes.js';
import type { FenceMeta } from './fence-meta.js';
import { createLineTokenCache } from './line-token-cache.js';
import { mergeThemes } from './merged-theme.js';
import { mergeWhitespaceTokens, tokensToCodeHtml } from './shiki-tokens.js';

/**
 * Starts loading Shiki's regular expression engine (a WebAssembly module, ~100 ms), which every highlighter of the
 * thread shares, ahead of the first one.
 */
export function preloadCodeHighlighter(): Promise<void> {
  return loadWasm(import('shiki/wasm')).catch(() => undefined);
}

/** A highlighted block: the `<pre>` element's attributes and its inner HTML (the `<code>` element). */
export interface HighlightedCode {
  className: string;
  style: string;
  html: string;
}

/** The Shiki highlighter of one build: themes loaded once, languages loaded when a page first needs them. */
export interface CodeHighlighter {
  /** Loads the grammars of these fence languages (unknown ones are ignored: they render as plain text). */
  prepare(languages: Iterable<string>): Promise<void>;
  /** Highlights with both themes in one pass (CSS variables `--shiki-light` / `--shiki-dark`). Never throws. */
  highlight(code: string, meta: FenceMeta): HighlightedCode;
  dispose(): void;
}

/**
 * Characters of highlighted blocks (and their code) kept per thread, the oldest dropped first. A count limit
 * (20,000 blocks) let the cache hold hundreds of MB per thread on a site of thousands of pages whose blocks
 * never repeat; repeats (snippets, translated pages) still hit within this budget.
 */
const CACHE_CHARS = 16 * 1024 * 1024;
/**
 * Characters of lines (with their start state's name) and of their tokens kept per thread, about 10 MB of memory;
 * see line-token-cache.ts. Stripe's request samples (4,600 distinct lines) fit in a third of it.
 */
const LINE_CACHE_CHARS = 4 * 1024 * 1024;
/**
 * How long Shiki may tokenize one line before it leaves the rest of the line unhighlighted. Its default (500 ms)
 * is wall time, so on a busy machine the same page came out highlighted differently from one build to the next
 * (seen on two shared cores at load 10). A line that takes this long is a grammar gone wrong, not a slow machine.
 */
const TOKENIZE_LINE_TIME_LIMIT_MS = 10_000;
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'nocopy', 'none']);
/** Fence names people use that Shiki knows under another name. */
const ALIASES: Record<string, string> = {
  env: 'dotenv',
  console: 'shellsession',
  terminal: 'bash',
  curl: 'bash',
  cli: 'bash',
  npm: 'bash',
  pnpm: 'bash',
  yarn: 'bash',
  bun: 'bash',
  golang: 'go',
  'c#': 'csharp',
  node: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  gql: 'graphql',
  conf: 'ini',
  dockerfile: 'docker',
};

/** The languages a bundled grammar embeds only when they are loaded (`embeddedLangsLazy`). */
async function lazyEmbeds(name: string): Promise<string[]> {
  const load = (bundledLanguages as Record<string, (() => Promise<{ default: LanguageRegistration[] }>) | undefined>)[
    name
  ];
  if (!load) return [];
  try {
    return (await load()).default.flatMap((grammar) => grammar.embeddedLangsLazy ?? []);
  } catch {
    return [];
  }
}

/** Creates the highlighter with the site's themes; a theme Shiki does not know falls back to the defaults. */
export async function createCodeHighlighter(
  themes: CodeThemes,
  readFile: (path: string) => string | undefined,
  /**
   * `foldThemes: false` keeps Shiki's two-pass dual-theme path; `directHtml: false` always goes through
   * Shiki's syntax tree and transformers (tests compare the paths); `lineCache: false` tokenizes every line
   * (tests compare the tokens).
   */
  options: {
    foldThemes?: boolean;
    directHtml?: boolean;
    lineCache?: boolean;
    /**
     * The languages the site's code fences name. A grammar that embeds others only when they are loaded
     * (Markdown, MDX, Vue...) gets those of them that the site uses, loaded before its first block; the others
     * never, so a block comes out the same whichever pages its render thread handled before.
     */
    languages?: Iterable<string>;
  } = {},
): Promise<CodeHighlighter> {
  const themeInput = (name: string) =>
    name === CSS_VARIABLES_THEME ? createCssVariablesTheme({ name, variablePrefix: '--mint-' }) : name;
  const known = (name: string) => name === CSS_VARIABLES_THEME || name in bundledThemes;
  const light = known(themes.light) ? themes.light : DEFAULT_LIGHT_THEME;
  const dark = known(themes.dark) ? themes.dark : DEFAULT_DARK_THEME;
  const highlighter: Highlighter = await createHighlighter({
    themes: [...new Set([light, dark])].map(themeInput) as never,
    langs: [],
    warnings: false,
  });
  const single = options.foldThemes === false ? undefined : await singlePass(highlighter, light, dark);

  const custom = new Set<string>();
  for (const file of themes.customLanguages) {
    try {
      const grammar = JSON.parse(readFile(file.replace(/^\/+/, '')) ?? 'null') as LanguageRegistration | null;
      if (!grammar?.name) continue;
      await highlighter.loadLanguage(grammar);
      custom.add(grammar.name.toLowerCase());
      for (const alias of grammar.aliases ?? []) custom.add(alias.toLowerCase());
    } catch {
      // A broken grammar leaves its blocks as plain text; the config stage reports unreadable files.
    }
  }

  const resolve = (language: string): string => {
    const lower = language.toLowerCase();
    if (PLAIN.has(lower)) return 'text';
    if (lower === 'ansi' || custom.has(lower)) return lower;
    const name = ALIASES[lower] ?? lower;
    return name in bundledLanguages ? name : 'text';
  };
  const loading = new Map<string, Promise<void>>();
  const siteLanguages = new Set([...(options.languages ?? [])].map((language) => resolve(language)));
  const loadGrammar = (name: string): Promise<void> => {
    let promise = loading.get(name);
    if (!promise) {
      promise = highlighter
        .loadLanguage(name as never)
        .then(warmUp)
        .catch(() => undefined);
      loading.set(name, promise);
    }
    return promise;
  };
  // Shiki colours the first dual-theme highlight of a freshly loaded grammar (embedded ones included) with a
  // stale theme (light tokens all take one colour). Highlighting a throwaway token once per grammar fixes it.
  // By grammar, not by name: a grammar Shiki recreates (see `noteGrammar`) needs it again.
  const warmed = new WeakSet<object>();
  const warmUpGrammar = (lang: string): void => {
    const grammar = highlighter.getLanguage(lang);
    if (warmed.has(grammar)) return;
    warmed.add(grammar);
    if (single) highlighter.codeToTokensBase('a', { lang: lang as never, theme: single.name as never });
    else highlighter.codeToTokens('a', { lang: lang as never, themes: { light, dark } });
  };
  const warmUp = (): void => {
    for (const lang of highlighter.getLoadedLanguages()) warmUpGrammar(lang);
  };
  const cache = new Map<string, HighlightedCode>();
  let cachedChars = 0;
  // Shiki recreates a grammar that embeds a language lazily when that language loads (a later page's fence):
  // the new one colours differently from the one blocks and lines were cached with, and is not warmed up yet.
  const grammars = new Map<string, unknown>();
  const noteGrammar = (lang: string): void => {
    const grammar = highlighter.getLanguage(lang);
    const known = grammars.get(lang);
    if (known === grammar) return;
    grammars.set(lang, grammar);
    warmUpGrammar(lang);
    if (known === undefined) return;
    cache.clear();
    cachedChars = 0;
    lineTokens?.clear();
  };
  const lineTokens =
    single && options.lineCache !== false
      ? createLineTokenCache(highlighter, {
          theme: single.name,
          tokenizeTimeLimit: TOKENIZE_LINE_TIME_LIMIT_MS,
          maxChars: LINE_CACHE_CHARS,
        })
      : undefined;
  const entryChars = (key: string, value: HighlightedCode): number => key.length + value.html.length;
  const transformers: ShikiTransformer[] = [
    transformerNotationDiff({ matchAlgorithm: 'v3' }),
    transformerNotationHighlight({ matchAlgorithm: 'v3' }),
    transformerNotationFocus({ matchAlgorithm: 'v3' }),
    transformerNotationErrorLevel({ matchAlgorithm: 'v3' }),
    transformerMetaLines(),
  ];

  return {
    dispose() {
      cache.clear();
      cachedChars = 0;
      highlighter.dispose();
    },
    async prepare(languages) {
      const wanted = new Set<string>();
      for (const language of languages) {
        const name = resolve(language);
        if (name !== 'text' && name !== 'ansi' && !custom.has(name)) wanted.add(name);
      }
      // Languages that embed others only when loaded (Markdown, MDX, Vue... highlight the code blocks they hold
      // with whatever grammars the thread happens to have): the site's languages among those are loaded before
      // the first block (and theirs), so a block comes out the same whichever pages its thread rendered before.
      for (const name of wanted) {
        for (const embedded of await lazyEmbeds(name)) if (siteLanguages.has(embedded)) wanted.add(embedded);
      }
      await Promise.all([...wanted].map(loadGrammar));
    },
    highlight(code, meta) {
      let lang = resolve(meta.language);
      if (lang !== 'text' && lang !== 'ansi' && !highlighter.getLoadedLanguages().includes(lang)) lang = 'text';
      if (lang !== 'text' && lang !== 'ansi') noteGrammar(lang);
      // The same block often appears on many pages (snippets, translated pages): highlight it once.
      const key = `${lang}\u0000${meta.highlight.join(',')}\u0000${meta.focus.join(',')}\u0000${code}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const result = highlightUncached(code, lang, meta);
      cache.set(key, result);
      cachedChars += entryChars(key, result);
      for (const [oldKey, oldValue] of cache) {
        if (cachedChars <= CACHE_CHARS || oldKey === key) break;
        cache.delete(oldKey);
        cachedChars -= entryChars(oldKey, oldValue);
      }
      return result;
    },
  };

  function highlightUncached(code: string, lang: string, meta: FenceMeta): HighlightedCode {
    const dualOptions = {
      lang,
      tokenizeTimeLimit: TOKENIZE_LINE_TIME_LIMIT_MS,
      themes: { light, dark },
      defaultColor: false as const,
      transformers,
      meta: { __raw: '', highlightLines: meta.highlight, focusLines: meta.focus },
    };
    // ANSI colours come from the theme's terminal palette, which the folded theme does not carry.
    const folded = single && lang !== 'ansi' ? single : undefined;
    if (folded && options.directHtml !== false && transformersIdle(code, meta)) {
      try {
        const lines =
          lineTokens && lang !== 'text'
            ? lineTokens.tokenize(code, lang)
            : highlighter.codeToTokensBase(code, {
                lang: lang as never,
                theme: folded.name as never,
                tokenizeTimeLimit: TOKENIZE_LINE_TIME_LIMIT_MS,
              });
        const html = tokensToCodeHtml(mergeWhitespaceTokens(lines.map((line) => line.map(folded.toDualToken))));
        return { className: folded.dualClass, style: folded.rootStyle, html };
      } catch {
        // An unusable grammar: the tree path below falls back to plain text.
      }
    }
    const highlight = (language: string) =>
      folded
        ? highlighter.codeToHast(code, {
            lang: language,
            theme: folded.name as never,
            tokenizeTimeLimit: TOKENIZE_LINE_TIME_LIMIT_MS,
            rootStyle: folded.rootStyle,
            mergeWhitespaces: false,
            transformers: [folded.transformer, ...transformers],
            meta: dualOptions.meta,
          })
        : highlighter.codeToHast(code, { ...dualOptions, lang: language });
    let root: Root;
    try {
      root = highlight(lang);
    } catch {
      root = highlight('text');
    }
    const pre = root.children.find((n): n is Element => n.type === 'element');
    if (!pre) return { className: 'shiki', style: '', html: '' };
    // Shiki's hast uses `class`, not hast's usual `className`.
    const cls = pre.properties.class ?? pre.properties.className;
    let className = Array.isArray(cls) ? cls.join(' ') : String(cls ?? 'shiki');
    if (folded && className.startsWith(folded.classPrefix))
      className = folded.dualClass + className.slice(folded.classPrefix.length);
    return {
      className,
      style: String(pre.properties.style ?? ''),
      html: toHtml(pre.children),
    };
  }
}

/** The folded light+dark theme in use, and what makes its output read exactly like the dual-theme output. */
interface SinglePass {
  name: string;
  /** `shiki <name>`: the start of the `<pre>` class Shiki writes for the folded theme. */
  classPrefix: string;
  /** `shiki shiki-themes <light> <dark>`: what the dual-theme path writes instead. */
  dualClass: string;
  /** The dual-theme `<pre>` style (`--shiki-light:…;--shiki-dark:…;--shiki-light-bg:…;--shiki-dark-bg:…`). */
  rootStyle: string;
  /** Turns the folded theme's tokens into dual-theme tokens (first of the transformers). */
  transformer: ShikiTransformer;
  /** The same, for one token. */
  toDualToken: (token: ThemedToken) => ThemedToken;
}

/**
 * True when the transformers cannot change a block: no line marks from the fence meta, no `[!code …]`
 * notation, and no ` //` (the notation transformers split comment tokens there even without a notation).
 */
function transformersIdle(code: string, meta: FenceMeta): boolean {
  return meta.highlight.length === 0 && meta.focus.length === 0 && !/\[!code/i.test(code) && !/\s\/\//.test(code);
}

/**
 * Registers the folded theme when the two themes allow it (see mergeThemes): every block is then tokenized
 * once instead of twice, with the same HTML.
 */
async function singlePass(highlighter: Highlighter, light: string, dark: string): Promise<SinglePass | undefined> {
  const name = `quire-folded:${light}:${dark}`;
  const merged = mergeThemes(highlighter.getTheme(light), highlighter.getTheme(dark), name);
  if (!merged) return undefined;
  await highlighter.loadTheme(merged.theme);
  // The `<pre>` class and style do not depend on the code: take them from the dual-theme path once.
  const sample = highlighter.codeToHast('', { lang: 'text', themes: { light, dark }, defaultColor: false });
  const pre = sample.children.find((n): n is Element => n.type === 'element');
  const cls = pre?.properties.class;
  return {
    name,
    classPrefix: `shiki ${name}`,
    dualClass: Array.isArray(cls) ? cls.join(' ') : String(cls ?? 'shiki'),
    rootStyle: String(pre?.properties.style ?? ''),
    toDualToken: merged.toDualToken,
    transformer: {
      name: 'quire:unfold-theme',
      tokens(lines) {
        return mergeWhitespaceTokens(lines.map((line) => line.map(merged.toDualToken)));
      },
    },
  };
}

/** Marks the lines named by the fence meta (`{1,3}`, `highlight=`, `focus=`) like the notation transformers do. */
function transformerMetaLines(): ShikiTransformer {
  return {
    name: 'quire:meta-lines',
    line(node, line) {
      const meta = this.options.meta as { highlightLines?: number[]; focusLines?: number[] } | undefined;
      if (meta?.highlightLines?.includes(line)) {
        this.addClassToHast(node, 'highlighted');
        this.addClassToHast(this.pre, 'has-highlighted');
      }
      if (meta?.focusLines?.includes(line)) {
        this.addClassToHast(node, 'focused');
        this.addClassToHast(this.pre, 'has-focused');
      }
      return node;
    },
  };
}
