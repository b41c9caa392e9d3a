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

/** Thrown by a stage that found a page over a limit; the compiler reports its diagnostic as is. */
export class PageLimitError extends Error {
  constructor(readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
  }
}

/** Columns of indentation that only lists nested past the depth limit need (four per level at most). */
const MAX_INDENT = MAX_MARKDOWN_DEPTH * 4;

const HINT =
  'Flatten the page: split deeply nested lists, quotes or components into sections, tables or separate pages.';

/** A page's text over the size limit, or nested past the depth limit in a way visible without parsing. */
export function sourceLimitProblem(text: string, file: string): Diagnostic | undefined {
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
  const crowded = blockCountExcess(text);
  if (crowded !== undefined) {
    return withCodeFrame(
      {
        severity: 'error',
        rule: 'page-too-large',
        file,
        ...offsetToPosition(text, crowded),
        message: `This page holds more than ${MAX_PAGE_BLOCKS.toLocaleString('en-US')} paragraphs, list items and table cells (here the count passes it); it is not compiled.`,
        hint: 'Split it into several pages, or move large tables and lists into a file that the page links to.',
      },
      text,
    );
  }
  const emphasis = emphasisRunExcess(text);
  if (emphasis !== undefined) {
    return withCodeFrame(
      {
        severity: 'error',
        rule: 'page-too-large',
        file,
        ...offsetToPosition(text, emphasis),
        message: `This paragraph holds more than ${MAX_EMPHASIS_RUNS.toLocaleString('en-US')} runs of \`*\` and \`_\` (the Markdown parser takes minutes to pair them); the page is not compiled.`,
        hint: 'Split the paragraph, put literal `*` and `_` in code (`` `a_b` ``) or escape them (`\\*`, `\\_`).',
      },
      text,
    );
  }
  const tags = tagDepthExcess(text);
  if (tags !== undefined) {
    return withCodeFrame(
      {
        severity: 'error',
        rule: 'page-too-deep',
        file,
        ...offsetToPosition(text, tags),
        message: `This page nests lists, quotes, components or HTML elements more than ${MAX_MARKDOWN_DEPTH} deep; it is not compiled.`,
        hint: HINT,
      },
      text,
    );
  }
  const brackets = bracketDepthExcess(text);
  if (brackets !== undefined) {
    return withCodeFrame(
      {
        severity: 'error',
        rule: 'page-too-deep',
        file,
        ...offsetToPosition(text, brackets),
        message: `This page nests brackets more than ${MAX_BRACKET_DEPTH} deep (an expression the parser cannot follow); it is not compiled.`,
        hint: HINT,
      },
      text,
    );
  }
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
            hint: HINT,
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

/**
 * The offset of the line where the page's blocks and table cells pass {@link MAX_PAGE_BLOCKS}, or undefined. A block
 * starts at a line after a blank one or at a line that opens one itself (a list item, heading, quote, table row,
 * tag); each `|` of a line counts a table cell. Lines inside fenced code count nothing (a code block is one node).
 * An estimate from above, in one pass, without parsing.
 */
function blockCountExcess(text: string): number | undefined {
  let count = 0;
  let blank = true;
  let fence: string | undefined;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let first = start;
    while (first < end && (text.charCodeAt(first) === 32 || text.charCodeAt(first) === 9)) first++;
    const c = text.charCodeAt(first);
    const opener = c === 96 /* ` */ || c === 126 /* ~ */ ? fenceOpener(text, first, end) : undefined;
    if (fence !== undefined) {
      if (opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length) fence = undefined;
    } else if (opener !== undefined) {
      fence = opener;
      count++;
    } else if (first === end) blank = true;
    else {
      if (blank || c === 45 || c === 42 || c === 43 || c === 35 || c === 62 || c === 124 || c === 60 || isDigit(c))
        count++;
      for (let i = first; i < end; i++) if (text.charCodeAt(i) === 124 /* | */) count++;
      blank = false;
    }
    if (count > MAX_PAGE_BLOCKS) return start;
    start = end + 1;
  }
  return undefined;
}

/**
 * The offset where one paragraph's runs of `*` and `_` pass {@link MAX_EMPHASIS_RUNS}, or undefined. A blank
 * line ends a paragraph; fenced code and backtick spans on a line count nothing.
 */
function emphasisRunExcess(text: string): number | undefined {
  let runs = 0;
  let fence: string | undefined;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let first = start;
    while (first < end && (text.charCodeAt(first) === 32 || text.charCodeAt(first) === 9)) first++;
    const c = text.charCodeAt(first);
    const opener = c === 96 || c === 126 ? fenceOpener(text, first, end) : undefined;
    if (fence !== undefined) {
      if (opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length) fence = undefined;
    } else if (opener !== undefined) {
      fence = opener;
      runs = 0;
    } else if (first === end) runs = 0;
    else {
      let inCode = false;
      for (let i = first; i < end; i++) {
        const ch = text.charCodeAt(i);
        if (ch === 96 /* ` */) inCode = !inCode;
        else if (!inCode && (ch === 42 || ch === 95) && text.charCodeAt(i - 1) !== ch && ++runs > MAX_EMPHASIS_RUNS)
          return i;
      }
    }
    start = end + 1;
  }
  return undefined;
}

/** The run of 3+ backticks or tildes that opens (or closes) a fence at `at`, or undefined. */
function fenceOpener(text: string, at: number, end: number): string | undefined {
  const c = text.charCodeAt(at);
  let i = at;
  while (i < end && text.charCodeAt(i) === c) i++;
  return i - at >= 3 ? text.slice(at, i) : undefined;
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

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
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
 * Tags left open past which the parser itself overflows the stack (at a depth that depends on the caller's stack,
 * from about 3,000): refused before parsing, so the error is the same everywhere. Shallower excess is the tree
 * check's (`treeDepthProblem`).
 */
const MAX_OPEN_TAGS = MAX_MARKDOWN_DEPTH * 10;

/** Elements HTML never closes (`<br>`), which Markdown pages may write without `/>`. */
const VOID_TAGS = /^(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;

/**
 * Where tags left open (`<Note>` without `</Note>`, outside code) go past {@link MAX_OPEN_TAGS}: the offset of
 * the tag that took them past the tree's limit on the way; undefined when they never do. Self-closing (`<br />`) and void (`<br>`) tags do not count.
 */
function tagDepthExcess(text: string): number | undefined {
  let depth = 0;
  let deepAt = 0;
  let nextGt = 0;
  let fence: string | undefined;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let first = start;
    while (first < end && (text.charCodeAt(first) === 32 || text.charCodeAt(first) === 9)) first++;
    const c = text.charCodeAt(first);
    const opener = c === 96 || c === 126 ? fenceOpener(text, first, end) : undefined;
    if (fence !== undefined) {
      if (opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length) fence = undefined;
    } else if (opener !== undefined) fence = opener;
    else {
      let inCode = false;
      for (let i = first; i < end; i++) {
        const ch = text.charCodeAt(i);
        if (ch === 96 /* ` */) inCode = !inCode;
        if (inCode || ch !== 60 /* < */) continue;
        const next = text.charCodeAt(i + 1);
        if (next === 47 /* / */) {
          if (depth > 0) depth--;
          continue;
        }
        if (!isLetter(next)) continue;
        // The next `>` of the text, found again only once passed (one scan of the text in all).
        if (nextGt !== -1 && nextGt < i) nextGt = text.indexOf('>', i);
        const close = nextGt;
        const name = /^[A-Za-z][\w.:-]*/.exec(text.slice(i + 1, i + 65))?.[0] ?? '';
        if (close >= 0 && close < end && text.charCodeAt(close - 1) === 47 /* / */) continue;
        if (VOID_TAGS.test(name)) continue;
        // Reported where the nesting passes the tree's own limit, as the tree check would.
        if (++depth === MAX_MARKDOWN_DEPTH) deepAt = i;
        if (depth > MAX_OPEN_TAGS) return deepAt;
      }
    }
    start = end + 1;
  }
  return undefined;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
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
          hint: HINT,
        },
        source,
      );
    }
    const children = (node as { children?: Node[] }).children;
    if (children) for (const child of children) stack.push({ node: child, depth: depth + 1 });
  }
  return undefined;
}
