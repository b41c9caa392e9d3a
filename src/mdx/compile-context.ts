import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Where } from '../diagnostics/report.js';
import { contentHash } from '../util/hash.js';
import type { CodeHighlighter } from './code/code-highlighter.js';
import type { createModuleCompiler } from './snippets/module-compiler.js';
import type { createSourceCache } from './snippets/source-cache.js';
import type { QuireNodeData } from './mdx-nodes.js';
import type { StaticTree } from './runtime/static-tree.js';
import type { ClientCode, PageCompilerOptions, PageIcon, PageLink, PageUpdate, TocItem } from './types.js';

/** What the compiler holds for the whole build (created once by `createPageCompiler`). */
export interface CompilerServices {
  options: PageCompilerOptions;
  variables: Readonly<Record<string, string>>;
  sources: ReturnType<typeof createSourceCache>;
  modules: ReturnType<typeof createModuleCompiler>;
  highlighter: CodeHighlighter;
}

/** The state of one page's compilation, shared by the plugins through `file.data.quire`. */
export interface CompileContext {
  /** Root-relative page file. */
  file: string;
  format: 'md' | 'mdx';
  services: CompilerServices;
  diagnostics: Diagnostic[];
  /** Where a node was written (`locateNode`): this makes the context the one `report()` takes, with a node. */
  locate: (node: Node | undefined) => Where;
  dependencies: Set<string>;
  features: Set<string>;
  toc: TocItem[];
  updates: PageUpdate[];
  anchors: string[];
  links: PageLink[];
  icons: PageIcon[];
  text: string;
  /** The page as Markdown (its `.md` twin's content; see markdown/page-markdown.ts). */
  markdown: string;
  /** Local names standing for imports that could not be resolved (rendered as placeholders, reported once). */
  placeholders: Set<string>;
  /** The page's element tree, when it has no JavaScript of its own (see runtime/static-tree.ts). */
  tree?: StaticTree;
  /** What a browser runs for the page's interactive components (plugins/recma-client-code.ts). */
  client?: ClientCode;
}

declare module 'vfile' {
  interface DataMap {
    quire: CompileContext;
  }
}

/** The page's context; plugins only run inside `compile`, which always sets it. */
export function contextOf(file: VFile): CompileContext {
  const ctx = file.data.quire;
  if (!ctx) throw new Error('quire: MDX plugin run outside createPageCompiler().compile');
  return ctx;
}

/** Where a node was written: in the snippet it came from, if any, else in `file` (the page). */
export function locateNode(node: Node | undefined, file: string): Where {
  const start = node?.position?.start;
  return {
    file: (node?.data as QuireNodeData | undefined)?.quireFile ?? file,
    ...(start?.line ? { line: start.line, column: start.column } : {}),
  };
}

/** A page's context before its compile: nothing collected yet but the diagnostics it starts with. */
export function createCompileContext(
  page: Pick<CompileContext, 'file' | 'format' | 'services' | 'diagnostics'>,
): CompileContext {
  return {
    file: page.file,
    format: page.format,
    services: page.services,
    diagnostics: [...page.diagnostics],
    locate: (node) => locateNode(node, page.file),
    dependencies: new Set(),
    features: new Set(),
    toc: [],
    updates: [],
    anchors: [],
    links: [],
    icons: [],
    text: '',
    markdown: '',
    placeholders: new Set(),
  };
}

/**
 * The compiler's services for one page, with file access that notes what the page's compile looked at: the
 * hash of each file read, and the existence of each file only checked (see `CompiledPage.inputs`).
 */
export function recordInputs(services: CompilerServices): {
  services: CompilerServices;
  inputs: Map<string, string | boolean>;
} {
  const inputs = new Map<string, string | boolean>();
  const { readFile, fileExists } = services.options;
  const options = {
    ...services.options,
    readFile(file: string) {
      const text = readFile(file);
      inputs.set(file, text === undefined ? '' : contentHash(text));
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
