import { VFile } from 'vfile';
import { createCodeHighlighter } from './code/code-highlighter.js';
import { resolveCodeThemes } from './code/code-themes.js';
import { parseFenceMeta } from './code/fence-meta.js';
import { escapeAttribute } from '../util/escape-html.js';
import { createCompileContext, recordInputs, type CompileContext, type CompilerServices } from './compile-context.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { createPageParser, type PageParser } from './parse/page-parser.js';
import { PageLimitError, sourceLimitProblem, treeDepthProblem } from './parse/nesting-limit.js';
import { prepareSource } from './parse/prepare-source.js';
import { compileErrorDiagnostic } from './parse/syntax-error.js';
import { recordFrontmatterIcon } from './plugins/icon-uses.js';
import { errorPageCode } from './runtime/error-page.js';
import { createModuleCompiler } from './snippets/module-compiler.js';
import { createSourceCache } from './snippets/source-cache.js';
import type { CompileInput, CompiledPage, PageCompiler, PageCompilerOptions } from './types.js';

/**
 * Creates the compiler of a build: the processors (MDX and Markdown, each with and without GFM autolink literals;
 * see createPageParser), the Shiki highlighter (themes loaded once, languages on first use) and the caches of
 * parsed snippets and compiled component modules. Reuse it for every page; it holds no per-page state.
 */
export async function createPageCompiler(options: PageCompilerOptions): Promise<PageCompiler> {
  const variables = options.variables ?? {};
  const highlighter = await createCodeHighlighter(resolveCodeThemes(options.codeblocks), options.readFile, {
    ...(options.languages ? { languages: options.languages } : {}),
  });
  const parser = createPageParser();
  const services: CompilerServices = {
    options,
    variables,
    sources: createSourceCache(parser, variables),
    modules: createModuleCompiler(),
    highlighter,
  };
  const highlight = async (code: string, language: string): Promise<string> => {
    await highlighter.prepare([language]);
    const out = highlighter.highlight(code, parseFenceMeta(language, ''));
    return `<pre class="${escapeAttribute(out.className)}" style="${escapeAttribute(out.style)}">${out.html}</pre>`;
  };
  return {
    compile: (input) => compilePage(input, services, parser),
    highlight,
    dispose: () => highlighter.dispose(),
  };
}

/**
 * One page's compile. Its stages, each in its folder: parse/ (the text, then the tree), snippets/ (imports resolved,
 * snippets inlined), plugins/ (components checked; ids, TOC, links, icons and search text collected), code/ (code
 * blocks and math rendered), runtime/ (what the compiled page calls when it is rendered). pipeline.ts orders the
 * transforms; they share the page's state through `file.data.quire` (see compile-context.ts).
 */
async function compilePage(input: CompileInput, services: CompilerServices, parser: PageParser): Promise<CompiledPage> {
  const format = input.format ?? (input.file.toLowerCase().endsWith('.md') ? 'md' : 'mdx');
  // parse/: the text the parser sees (frontmatter blanked, variables replaced, MDX fixes), and its warnings.
  // parse/nesting-limit: a page too large, or nested too deep to parse in reasonable time, is not parsed at all.
  const limit = sourceLimitProblem(input.source, input.file);
  const prepared = limit
    ? { text: '', frontmatter: input.frontmatter?.data ?? {}, diagnostics: [limit] }
    : prepareSource(input.source, {
        file: input.file,
        format,
        variables: services.variables,
        frontmatter: input.frontmatter,
        ...(input.validUtf8 ? { validUtf8: true } : {}),
      });
  const recorded = recordInputs(services);
  const ctx = createCompileContext({
    file: input.file,
    format,
    services: recorded.services,
    diagnostics: prepared.diagnostics,
  });
  // plugins/: the frontmatter's icon, checked with the components' icons when the page is rendered.
  recordFrontmatterIcon(ctx, prepared.frontmatter, input.source);
  let code: string;
  // unified's `process`, in its three steps: the parser picks the processor (see createPageParser).
  const compile = async (parse: (file: VFile) => ReturnType<PageParser['parse']>): Promise<string> => {
    const file = new VFile({ value: prepared.text, path: input.file, data: { quire: ctx } });
    ctx.tree = undefined;
    // parse/: the tree.
    const { tree, pipeline } = parse(file);
    const deep = treeDepthProblem(tree, input.file, input.source);
    if (deep) throw new PageLimitError(deep);
    // snippets/, plugins/, code/, then MDX's compile to JavaScript (pipeline.ts).
    const program = await pipeline.run(tree as never, file);
    // runtime/: the page as a function body, which renderCompiledPage runs.
    return String(pipeline.stringify(program, file));
  };
  const mark = ctxMark(ctx);
  try {
    if (limit) throw new PageLimitError(limit);
    code = await compile((file) => parser.parse(file, format));
  } catch (error) {
    if (error instanceof PageLimitError) {
      mark.reset();
      ctx.diagnostics.push(error.diagnostic);
      return limitedPage(error.diagnostic, prepared.frontmatter, ctx);
    }
    // Math syntax (`$` in prose: `%1$s … %2$s`, prices) can make a page MDX itself accepts invalid: read it again
    // as plain MDX + GFM before reporting anything.
    mark.reset();
    const fallback = /\$/.test(prepared.text)
      ? await compile((file) => parser.parsePlain(file, format)).catch(() => undefined)
      : undefined;
    if (fallback !== undefined) {
      code = fallback;
      ctx.diagnostics.push(mathFallbackDiagnostic(input.file));
    } else {
      mark.reset();
      // runtime/error-page: a page that does not compile shows the problem in place of its content.
      const diagnostic = compileErrorDiagnostic(error, input.file, input.source);
      ctx.diagnostics.push(diagnostic);
      code = errorPageCode(diagnostic);
    }
  }
  const tree = ctx.tree;
  return {
    frontmatter: prepared.frontmatter,
    code: tree ? '' : code,
    ...(tree ? { tree } : {}),
    toc: ctx.toc,
    ...(ctx.updates.length ? { updates: ctx.updates } : {}),
    text: ctx.text,
    ...(ctx.client && !tree ? { client: ctx.client } : {}),
    markdown: ctx.markdown,
    diagnostics: ctx.diagnostics,
    dependencies: [...ctx.dependencies].sort(),
    features: [...ctx.features].sort(),
    anchors: ctx.anchors,
    links: ctx.links,
    icons: ctx.icons,
    inputs: Object.fromEntries([...recorded.inputs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  };
}

/** A page over a limit: the error shown in its place, and nothing collected from it. */
function limitedPage(diagnostic: Diagnostic, frontmatter: Record<string, unknown>, ctx: CompileContext): CompiledPage {
  const diagnostics = ctx.diagnostics.includes(diagnostic) ? ctx.diagnostics : [...ctx.diagnostics, diagnostic];
  return {
    frontmatter,
    code: errorPageCode(diagnostic),
    toc: [],
    text: '',
    diagnostics: [...new Set(diagnostics)],
    dependencies: [],
    features: [],
    anchors: [],
    links: [],
    icons: [],
    inputs: {},
  };
}

/**
 * What the context holds before a compile, to go back to when a second reading replaces the first: a failed
 * attempt must leave no TOC entry, link, feature or warning behind.
 */
function ctxMark(ctx: CompileContext): { reset(): void } {
  const lengths = {
    diagnostics: ctx.diagnostics.length,
    toc: ctx.toc.length,
    updates: ctx.updates.length,
    anchors: ctx.anchors.length,
    links: ctx.links.length,
    icons: ctx.icons.length,
  };
  const sets = {
    dependencies: new Set(ctx.dependencies),
    features: new Set(ctx.features),
    placeholders: new Set(ctx.placeholders),
  };
  const text = ctx.text;
  const markdown = ctx.markdown;
  return {
    reset() {
      for (const key of Object.keys(lengths) as (keyof typeof lengths)[]) ctx[key].length = lengths[key];
      for (const key of Object.keys(sets) as (keyof typeof sets)[]) {
        ctx[key].clear();
        for (const value of sets[key]) ctx[key].add(value);
      }
      ctx.text = text;
      ctx.markdown = markdown;
      ctx.client = undefined;
    },
  };
}

/** A page read without math syntax because with it the page was not valid MDX. */
function mathFallbackDiagnostic(file: string): Diagnostic {
  return {
    severity: 'warning',
    rule: 'math-fallback',
    file,
    line: 1,
    column: 1,
    message:
      'This page is not valid MDX when `$…$` is read as math (a `$` in text, such as `%1$s` or a price), so it is built without math.',
    hint: 'Escape a dollar sign that is not math as `\\$`, or put the text in `code`; then math works on this page again.',
  };
}
