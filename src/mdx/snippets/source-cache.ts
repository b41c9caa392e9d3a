import type { Root } from 'mdast';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { prepareSource } from '../parse/prepare-source.js';
import { syntaxDiagnostic } from '../parse/syntax-error.js';

/** A parsed source: its tree (positions in file coordinates), or the syntax error that stopped it. */
export interface LoadedSource {
  tree?: Root;
  frontmatter: Record<string, unknown>;
  diagnostics: Diagnostic[];
}

/** Parses a text into mdast (the processor's parser only: no transforms). */
export type ParseFn = (text: string, format: 'md' | 'mdx', file: string) => Root;

/**
 * Parses snippet files once per content: a snippet used by many pages is parsed once per build (and again
 * only when its text changes). Callers get a fresh copy of the tree, which they are free to change.
 */
export function createSourceCache(parse: ParseFn, variables: Readonly<Record<string, string>>) {
  const cache = new Map<string, { source: string; loaded: LoadedSource }>();
  return {
    load(file: string, source: string): LoadedSource {
      let entry = cache.get(file);
      if (!entry || entry.source !== source) {
        entry = { source, loaded: parseSource(parse, source, file, variables) };
        cache.set(file, entry);
      }
      const { tree, ...rest } = entry.loaded;
      return tree ? { ...rest, tree: structuredClone(tree) } : rest;
    },
  };
}

function parseSource(parse: ParseFn, source: string, file: string, variables: Readonly<Record<string, string>>): LoadedSource {
  const format = file.toLowerCase().endsWith('.md') ? 'md' : 'mdx';
  const prepared = prepareSource(source, file, format, variables);
  try {
    return { tree: parse(prepared.text, format, file), frontmatter: prepared.frontmatter, diagnostics: prepared.diagnostics };
  } catch (error) {
    return { frontmatter: prepared.frontmatter, diagnostics: [...prepared.diagnostics, syntaxDiagnostic(error, file, source)] };
  }
}
