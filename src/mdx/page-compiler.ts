import { createHash } from 'node:crypto';
import type { Root } from 'mdast';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { createCodeHighlighter } from './code/code-highlighter.js';
import { resolveCodeThemes } from './code/code-themes.js';
import type { CompileContext, CompilerServices } from './compile-context.js';
import { errorPageCode } from './runtime/error-page.js';
import { recordFrontmatterIcon } from './plugins/icon-uses.js';
import { createModuleCompiler } from './snippets/module-compiler.js';
import { VFile } from 'vfile';
import { createPageParser, type PageParser } from './parse/page-parser.js';
import { prepareSource } from './parse/prepare-source.js';
import { createSourceCache } from './snippets/source-cache.js';
import { syntaxDiagnostic } from './parse/syntax-error.js';
import type { CompileInput, CompiledPage, PageCompiler, PageCompilerOptions } from './types.js';
import { unravel } from './snippets/unravel.js';

/**
 * Creates the compiler of a build: the processors (MDX and Markdown; see createPageParser), the Shiki highlighter (themes
 * loaded once, languages on first use) and the caches of parsed snippets and compiled component modules.
 * Reuse it for every page; it holds no per-page state.
 */
export async function createPageCompiler(options: PageCompilerOptions): Promise<PageCompiler> {
  const variables = options.variables ?? {};
  const highlighter = await createCodeHighlighter(resolveCodeThemes(options.codeblocks), options.readFile);
  const parser = createPageParser();
  const parse = (text: string, format: 'md' | 'mdx', file: string): Root => {
    const { tree } = parser.parse(new VFile({ value: text, path: file }), format);
    unravel(tree);
    return tree;
  };
  const services: CompilerServices = {
    options,
    variables,
    sources: createSourceCache(parse, variables),
    modules: createModuleCompiler(),
    highlighter,
  };
  return { compile: (input) => compilePage(input, services, parser), dispose: () => highlighter.dispose() };
}

async function compilePage(input: CompileInput, services: CompilerServices, parser: PageParser): Promise<CompiledPage> {
  const format = input.format ?? (input.file.toLowerCase().endsWith('.md') ? 'md' : 'mdx');
  const prepared = prepareSource(input.source, input.file, format, services.variables, input.frontmatter);
  const recorded = recordInputs(services);
  const ctx: CompileContext = {
    file: input.file,
    format,
    services: recorded.services,
    diagnostics: [...prepared.diagnostics],
    dependencies: new Set(),
    features: new Set(),
    toc: [],
    updates: [],
    anchors: [],
    links: [],
    icons: [],
    text: '',
    placeholders: new Set(),
  };
  recordFrontmatterIcon(ctx, prepared.frontmatter, input.source);
  let code: string;
  try {
    // unified's `process`, in its three steps: the parser picks the processor (see createPageParser).
    const file = new VFile({ value: prepared.text, path: input.file, data: { quire: ctx } });
    const { tree, pipeline } = parser.parse(file, format);
    code = String(pipeline.stringify(await pipeline.run(tree as never, file), file));
  } catch (error) {
    const diagnostic = isParseError(error) ? syntaxDiagnostic(error, input.file, input.source) : internalError(error, input.file);
    ctx.diagnostics.push(diagnostic);
    code = errorPageCode(diagnostic);
  }
  return {
    frontmatter: prepared.frontmatter,
    code,
    toc: ctx.toc,
    ...(ctx.updates.length ? { updates: ctx.updates } : {}),
    text: ctx.text,
    diagnostics: ctx.diagnostics,
    dependencies: [...ctx.dependencies].sort(),
    features: [...ctx.features].sort(),
    anchors: ctx.anchors,
    links: ctx.links,
    icons: ctx.icons,
    inputs: Object.fromEntries([...recorded.inputs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  };
}

/**
 * The compiler's services for one page, with file access that notes what the page's compile looked at: the
 * hash of each file read, and the existence of each file only checked (see `CompiledPage.inputs`).
 */
function recordInputs(services: CompilerServices): { services: CompilerServices; inputs: Map<string, string | boolean> } {
  const inputs = new Map<string, string | boolean>();
  const { readFile, fileExists } = services.options;
  const options = {
    ...services.options,
    readFile(file: string) {
      const text = readFile(file);
      inputs.set(file, text === undefined ? '' : createHash('sha1').update(text).digest('hex'));
      return text;
    },
    fileExists(file: string) {
      const exists = fileExists(file);
      if (typeof inputs.get(file) !== 'string') inputs.set(file, exists);
      return exists;
    },
  };
  return { services: { ...services, options }, inputs };
}

/**
 * Parse errors come as vfile messages (micromark, acorn, mdast-util-mdx-jsx); anything else is a bug in a
 * plugin. A message has a `source` and `ruleId`, but not always a place: an unclosed `<Note>` at the end of the
 * file names its position only in the text.
 */
function isParseError(error: unknown): boolean {
  const e = error as { line?: unknown; place?: unknown; source?: unknown; ruleId?: unknown; fatal?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  return typeof e.line === 'number' || Boolean(e.place) || (typeof e.source === 'string' && typeof e.ruleId === 'string');
}

function internalError(error: unknown, file: string): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  return {
    severity: 'error',
    rule: 'mdx-compile',
    file,
    message: `This page could not be compiled: ${message}`,
    hint: 'This is likely a bug in Quire; please report it with the page.',
  };
}
