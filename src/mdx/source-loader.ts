import type { Root } from 'mdast';
import { parseFrontmatter } from '../content/frontmatter.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { preprocessSource } from './preprocess-source.js';
import { syntaxDiagnostic } from './syntax-error.js';

/** A parsed source: its tree (positions in file coordinates), or the syntax error that stopped it. */
export interface LoadedSource {
  tree?: Root;
  frontmatter: Record<string, unknown>;
  diagnostics: Diagnostic[];
}

/** Parses a text into mdast (the processor's parser only: no transforms). */
export type ParseFn = (text: string, format: 'md' | 'mdx', file: string) => Root;

/**
 * Turns a whole file into the text the parser sees: frontmatter blanked out line for line (so positions stay
 * those of the file), then the text fixes of `preprocessSource`.
 */
export function prepareSource(
  source: string,
  file: string,
  format: 'md' | 'mdx',
  variables: Readonly<Record<string, string>>,
  frontmatter?: { data: Record<string, unknown>; bodyLine: number },
): { text: string; frontmatter: Record<string, unknown>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  let data: Record<string, unknown>;
  let body: string;
  if (frontmatter) {
    data = frontmatter.data;
    body = source.replace(/^\uFEFF/, '').split('\n').slice(frontmatter.bodyLine - 1).join('\n');
    body = '\n'.repeat(frontmatter.bodyLine - 1) + body;
  } else {
    const parsed = parseFrontmatter(source, file);
    data = parsed.data;
    diagnostics.push(...parsed.diagnostics);
    body = '\n'.repeat(parsed.bodyLine - 1) + parsed.body;
  }
  const pre = preprocessSource(body, { format, variables });
  for (const v of pre.unknownVariables) {
    diagnostics.push({
      severity: 'warning',
      rule: 'unknown-variable',
      file,
      line: v.line,
      column: v.column,
      message: `\`{{${v.name}}}\` is not a variable defined in docs.json, so it is shown as written.`,
      hint: `Add "${v.name}" to \`variables\` in docs.json, or write \`\\{\\{${v.name}}}\` to show the braces on purpose.`,
    });
  }
  return { text: pre.text, frontmatter: data, diagnostics };
}

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
