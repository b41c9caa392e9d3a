/**
 * Nesting limits of a page. The remark/rehype transforms, MDX's JavaScript generation and the renderer walk
 * trees recursively: a page of 5,000 nested `<Note>`s or `>` markers overflows the stack, and micromark takes
 * minutes over thousands of nested containers before that. The source is checked before parsing (the cheap
 * cases: blockquote markers, indentation), the tree right after (iteratively), and the page is then replaced by
 * a located error, as for a syntax error.
 */
import type { Node } from 'unist';
import { offsetToPosition, withCodeFrame, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { MAX_EMPHASIS_RUNS, MAX_MARKDOWN_DEPTH, MAX_PAGE_BLOCKS, MAX_PAGE_BYTES } from '../../util/limits.js';
import { blockCountExcess, emphasisRunExcess, isDigit, tagDepthExcess } from './source-scan.js';

/** Thrown by a stage that found a page over a limit; the compiler reports its diagnostic as is. */
export class PageLimitError extends Error {
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
  }
}

/** Columns of indentation that only lists nested past the depth limit need (four per level at most). */
const MAX_INDENT = MAX_MARKDOWN_DEPTH * 4;

/** What to do about a page nested too deep (also when the parser itself ran out of stack, syntax-error.ts). */
export const FLATTEN_HINT =
  'Flatten the page: split deeply nested lists, quotes or components into sections, tables or separate pages.';

/** A page's text over the size limit, or nested past the depth limit in a way visible without parsing. */
export function sourceLimitProblem(text: string, file: string): Diagnostic | undefined {
  /** The error of a scan that stopped at `offset`, with the code around it. */
  const located = (
    offset: number | undefined,
    problem: { rule: string; message: string; hint: string },
  ): Diagnostic | undefined =>
    offset === undefined
      ? undefined
      : withCodeFrame({ severity: 'error', file, ...offsetToPosition(text, offset), ...problem }, text);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_PAGE_BYTES) {
    return {
      severity: 'error',
      rule: 'page-too-large',
      file,
      line: 1,
      column: 1,
      message: `This page is ${(bytes / 1024 / 1024).toFixed(1)} MB; pages larger than ${MAX_PAGE_BYTES / 1024 / 1024} MB are not compiled.`,
      hint: 'Split it into several pages, or move large data into a file that the page links to.',
    };
  }
  const found =
    located(blockCountExcess(text), {
      rule: 'page-too-large',
      message: `This page holds more than ${MAX_PAGE_BLOCKS.toLocaleString('en-US')} paragraphs, list items and table cells (here the count passes it); it is not compiled.`,
      hint: 'Split it into several pages, or move large tables and lists into a file that the page links to.',
    }) ??
    located(emphasisRunExcess(text), {
      rule: 'page-too-large',
      message: `This paragraph holds more than ${MAX_EMPHASIS_RUNS.toLocaleString('en-US')} runs of \`*\` and \`_\`, counting each marker of a long run (the Markdown parser takes minutes to pair them); the page is not compiled.`,
      hint: 'Split the paragraph, put literal `*` and `_` in code (`` `a_b` ``) or escape them (`\\*`, `\\_`).',
    }) ??
    located(tagDepthExcess(text), {
      rule: 'page-too-deep',
      message: `This page nests lists, quotes, components or HTML elements more than ${MAX_MARKDOWN_DEPTH} deep; it is not compiled.`,
      hint: FLATTEN_HINT,
    }) ??
    located(bracketDepthExcess(text), {
      rule: 'page-too-deep',
      message: `This page nests brackets more than ${MAX_BRACKET_DEPTH} deep (an expression the parser cannot follow); it is not compiled.`,
      hint: FLATTEN_HINT,
    });
  if (found) return found;
  let line = 1;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let quotes = 0;
    let markers = 0;
    let indent = 0;
    let i = start;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 62 /* > */) quotes++;
      else if (c === 32 || c === 9) {
        // Spaces after a list marker are part of it, not indentation.
        if (markers === 0) indent += c === 9 ? 4 : 1;
      } else {
        // A list marker (`-`, `*`, `+`, `1.`, `1)`) and its space open one more container on the same line.
        const after = listMarkerEnd(text, i, end);
        if (after === undefined) break;
        markers++;
        i = after - 1;
      }
      if (markers > MAX_MARKDOWN_DEPTH && isThematicBreak(text, start, end)) break;
      if (quotes + markers > MAX_MARKDOWN_DEPTH || indent > MAX_INDENT) {
        const what =
          quotes + markers > MAX_MARKDOWN_DEPTH
            ? markers === 0
              ? `quotes nested more than ${MAX_MARKDOWN_DEPTH} deep`
              : `lists or quotes nested more than ${MAX_MARKDOWN_DEPTH} deep on one line`
            : `a line indented more than ${MAX_INDENT} columns`;
        return withCodeFrame(
          {
            severity: 'error',
            rule: 'page-too-deep',
            file,
            line,
            column: i - start + 1,
            message: `This page has ${what}; it is not compiled.`,
            hint: FLATTEN_HINT,
          },
          text,
        );
      }
    }
    line++;
    start = end + 1;
  }
  return undefined;
}

/** The offset after a list marker and the space that must follow it at `at`, or undefined when none starts there. */
function listMarkerEnd(text: string, at: number, end: number): number | undefined {
  const c = text.charCodeAt(at);
  let next: number;
  if (c === 45 /* - */ || c === 42 /* * */ || c === 43 /* + */) next = at + 1;
  else {
    // An ordered marker: one to nine digits, then `.` or `)`.
    let digits = 0;
    while (at + digits < end && digits < 10 && isDigit(text.charCodeAt(at + digits))) digits++;
    if (digits === 0 || digits > 9) return undefined;
    const delimiter = text.charCodeAt(at + digits);
    if (delimiter !== 46 /* . */ && delimiter !== 41 /* ) */) return undefined;
    next = at + digits + 1;
  }
  const space = text.charCodeAt(next);
  return next < end && (space === 32 || space === 9) ? next : undefined;
}

/** A line of only `-`, `*` or `_` and spaces: a thematic break, whatever its length, not nested lists. */
function isThematicBreak(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 45 && c !== 42 && c !== 95 && c !== 32 && c !== 9) return false;
  }
  return true;
}

/**
 * Unclosed brackets past which acorn (expressions) overflows the stack at a depth that depends on the caller's
 * stack: a limit of its own keeps the error the same everywhere.
 */
const MAX_BRACKET_DEPTH = MAX_MARKDOWN_DEPTH * 5;

/** The offset where `(`, `[` and `{` left open pass MAX_BRACKET_DEPTH; undefined when they never do. */
function bracketDepthExcess(text: string): number | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) {
      if (++depth > MAX_BRACKET_DEPTH) return i;
    } else if ((c === 41 || c === 93 || c === 125) && depth > 0) depth--;
  }
  return undefined;
}

/** The first node nested more than the limit deep in `tree` (a page's or a snippet's), as an error. */
export function treeDepthProblem(tree: Node, file: string, source: string): Diagnostic | undefined {
  const stack: { node: Node; depth: number }[] = [{ node: tree, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > MAX_MARKDOWN_DEPTH) {
      const start = node.position?.start;
      return withCodeFrame(
        {
          severity: 'error',
          rule: 'page-too-deep',
          file,
          ...(start ? { line: start.line, column: start.column } : {}),
          message: `This page nests lists, quotes, components or HTML elements more than ${MAX_MARKDOWN_DEPTH} deep; it is not compiled.`,
          hint: FLATTEN_HINT,
        },
        source,
      );
    }
    const children = (node as { children?: Node[] }).children;
    if (children) for (const child of children) stack.push({ node: child, depth: depth + 1 });
  }
  return undefined;
}
