import type { Root } from 'mdast';
import { VFile } from 'vfile';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { PageParser } from '../parse/page-parser.js';
import { sourceLimitProblem, treeDepthProblem } from '../parse/nesting-limit.js';
import { prepareSource } from '../parse/prepare-source.js';
import { syntaxDiagnostic } from '../parse/syntax-error.js';
import { unravel } from './unravel.js';

/** A parsed source: its tree (positions in file coordinates), or the syntax error that stopped it. */
export interface LoadedSource {
  tree?: Root;
  frontmatter: Record<string, unknown>;
  diagnostics: Diagnostic[];
}

/**
 * Parses snippet files once per content: a snippet used by many pages is parsed once per build (and again
 * only when its text changes). Callers get a fresh copy of the tree, which they are free to change.
 */
export function createSourceCache(parser: PageParser, variables: Readonly<Record<string, string>>) {
  const cache = new Map<string, { source: string; loaded: LoadedSource }>();
  return {
    load(file: string, source: string): LoadedSource {
      let entry = cache.get(file);
      if (!entry || entry.source !== source) {
        entry = { source, loaded: parseSource(parser, { file, source, variables }) };
        cache.set(file, entry);
      }
      const { tree, ...rest } = entry.loaded;
      return tree ? { ...rest, tree: structuredClone(tree) } : rest;
    },
  };
}

/** A snippet file to parse: its path, its text, and the docs.json variables replaced in it. */
interface SnippetSource {
  file: string;
  source: string;
  variables: Readonly<Record<string, string>>;
}

function parseSource(parser: PageParser, snippet: SnippetSource): LoadedSource {
  const { file, source, variables } = snippet;
  const format = file.toLowerCase().endsWith('.md') ? 'md' : 'mdx';
  const limit = sourceLimitProblem(source, file);
  if (limit) return { frontmatter: {}, diagnostics: [limit] };
  const prepared = prepareSource(source, { file, format, variables });
  try {
    // The parser only: the page's pipeline transforms the snippet once it is inlined. MDX unravels the page's
    // tree between parsing and the plugins; a snippet's tree needs the same (see `unravel`).
    const { tree } = parser.parse(new VFile({ value: prepared.text, path: file }), format);
    const deep = treeDepthProblem(tree, file, source);
    if (deep) return { frontmatter: prepared.frontmatter, diagnostics: [...prepared.diagnostics, deep] };
    unravel(tree);
    return { tree, frontmatter: prepared.frontmatter, diagnostics: prepared.diagnostics };
  } catch (error) {
    return {
      frontmatter: prepared.frontmatter,
      diagnostics: [...prepared.diagnostics, syntaxDiagnostic(error, file, source)],
    };
  }
}
