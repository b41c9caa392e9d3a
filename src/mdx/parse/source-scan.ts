/**
 * One-pass scans of a page's text before parsing, for what would make the parser run out of memory or time:
 * too many blocks and table cells, too many emphasis markers in one paragraph, tags nested thousands deep. Each
 * gives the offset where its limit is passed, or undefined. Estimates from above, without parsing: fenced code
 * counts as one block and nothing inside it counts.
 */
import { MAX_EMPHASIS_RUNS, MAX_MARKDOWN_DEPTH, MAX_PAGE_BLOCKS } from '../../util/limits.js';

/** One line of the text outside fenced code: its start, its first non-blank character, its end. */
interface Line {
  start: number;
  first: number;
  end: number;
}

/** What a scan does with each line outside fenced code, and with each fence that opens (both may stop it). */
interface LineVisitor {
  line(line: Line): number | undefined;
  fence?(start: number): number | undefined;
}

/** Walks the lines of `text` outside fenced code; stops at the first offset a visitor returns. */
function scanLines(text: string, visitor: LineVisitor): number | undefined {
  let fence: string | undefined;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let first = start;
    while (first < end && (text.charCodeAt(first) === 32 || text.charCodeAt(first) === 9)) first++;
    const c = text.charCodeAt(first);
    const opener = c === 96 /* ` */ || c === 126 /* ~ */ ? fenceOpener(text, first, end) : undefined;
    let stop: number | undefined;
    if (fence !== undefined) {
      if (opener !== undefined && opener[0] === fence[0] && opener.length >= fence.length) fence = undefined;
    } else if (opener !== undefined) {
      fence = opener;
      stop = visitor.fence?.(start);
    } else stop = visitor.line({ start, first, end });
    if (stop !== undefined) return stop;
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

/** First characters of a line that open a block on their own: a list item, heading, quote, table row or tag. */
const BLOCK_OPENERS = new Set([45 /* - */, 42 /* * */, 43 /* + */, 35 /* # */, 62 /* > */, 124 /* | */, 60 /* < */]);

/**
 * Where the page's blocks and table cells pass {@link MAX_PAGE_BLOCKS}: a block starts at a line after a blank
 * one or at a line that opens one itself; each `|` of a line counts a table cell.
 */
export function blockCountExcess(text: string): number | undefined {
  let count = 0;
  let blank = true;
  return scanLines(text, {
    fence: (start) => (++count > MAX_PAGE_BLOCKS ? start : undefined),
    line: ({ start, first, end }) => {
      if (first === end) {
        blank = true;
        return undefined;
      }
      const c = text.charCodeAt(first);
      if (blank || BLOCK_OPENERS.has(c) || isDigit(c)) count++;
      for (let i = first; i < end; i++) if (text.charCodeAt(i) === 124 /* | */) count++;
      blank = false;
      return count > MAX_PAGE_BLOCKS ? start : undefined;
    },
  });
}

/**
 * Where one paragraph's runs of `*` and `_` pass {@link MAX_EMPHASIS_RUNS}: a blank line or a fence ends a
 * paragraph; backtick spans on a line count nothing. A run counts once, unless it is longer than three: the parser
 * pairs a long run marker by marker (`*` × 20,000 around a word took 92 s), so it counts its length. A line of
 * markers alone (a thematic break, `______`) counts nothing.
 */
export function emphasisRunExcess(text: string): number | undefined {
  let runs = 0;
  return scanLines(text, {
    fence: () => {
      runs = 0;
      return undefined;
    },
    line: ({ first, end }) => {
      if (first === end) runs = 0;
      if (isMarkerLine(text, first, end)) return undefined;
      let inCode = false;
      for (let i = first; i < end; i++) {
        const c = text.charCodeAt(i);
        if (c === 96 /* ` */) inCode = !inCode;
        else if (!inCode && (c === 42 || c === 95) && text.charCodeAt(i - 1) !== c) {
          let next = i + 1;
          while (next < end && text.charCodeAt(next) === c) next++;
          const length = next - i;
          runs += length > 3 ? length : 1;
          if (runs > MAX_EMPHASIS_RUNS) return i;
          i = next - 1;
        }
      }
      return undefined;
    },
  });
}

/** True for a line of one marker (`*`, `_` or `-`) and spaces only: a thematic break, never emphasis. */
function isMarkerLine(text: string, first: number, end: number): boolean {
  let marker = 0;
  for (let i = first; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) continue;
    if (c !== 42 && c !== 95 && c !== 45) return false;
    if (marker && c !== marker) return false;
    marker = c;
  }
  return marker !== 0;
}

/**
 * Tags left open past which the parser itself overflows the stack (at a depth that depends on the caller's stack,
 * from about 3,000): refused before parsing, so the error is the same everywhere. Shallower excess is the tree
 * check's (nesting-limit.ts).
 */
const MAX_OPEN_TAGS = MAX_MARKDOWN_DEPTH * 10;

/** Elements HTML never closes (`<br>`), which Markdown pages may write without `/>`. */
const VOID_TAGS = /^(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;

/**
 * Where tags left open (`<Note>` without `</Note>`, outside code) go past {@link MAX_OPEN_TAGS}: the offset of the
 * tag that took them past the tree's limit on the way. Self-closing (`<br />`) and void (`<br>`) tags do not count.
 */
export function tagDepthExcess(text: string): number | undefined {
  let depth = 0;
  let deepAt = 0;
  // The next `>` of the text, found again only once passed (one scan of the text in all).
  let nextGt = 0;
  return scanLines(text, {
    line: ({ first, end }) => {
      let inCode = false;
      for (let i = first; i < end; i++) {
        const c = text.charCodeAt(i);
        if (c === 96 /* ` */) inCode = !inCode;
        if (inCode || c !== 60 /* < */) continue;
        const next = text.charCodeAt(i + 1);
        if (next === 47 /* / */) {
          if (depth > 0) depth--;
          continue;
        }
        if (!isLetter(next)) continue;
        if (nextGt !== -1 && nextGt < i) nextGt = text.indexOf('>', i);
        if (nextGt >= 0 && nextGt < end && text.charCodeAt(nextGt - 1) === 47 /* / */) continue;
        const name = /^[A-Za-z][\w.:-]*/.exec(text.slice(i + 1, i + 65))?.[0] ?? '';
        if (VOID_TAGS.test(name)) continue;
        // Reported where the nesting passes the tree's own limit, as the tree check would.
        if (++depth === MAX_MARKDOWN_DEPTH) deepAt = i;
        if (depth > MAX_OPEN_TAGS) return deepAt;
      }
      return undefined;
    },
  });
}

/** `0`–`9`. */
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
