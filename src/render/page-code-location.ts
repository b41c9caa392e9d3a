import { parse } from 'acorn';
import { offsetToPosition } from '../diagnostics/diagnostic.js';
import { PAGE_CODE_FILENAME, PAGE_CODE_FIRST_LINE } from '../mdx/runtime/render-compiled-page.js';

/** Where in a page's (or snippet's) source the code that failed was written. */
export interface CodeLocation {
  file: string;
  line: number;
  column: number;
}

/** What is known about a failure of page code when it is reported. */
export interface PageCodeFailure {
  /** The compiled page (`CompiledPage.code`) the error came from. */
  code: string;
  /** The error's stack as V8 wrote it, when the error had one (a timeout has none). */
  stack?: string;
  /**
   * Source files to look in, first the most likely: the page itself, or the snippet module that failed, then the
   * page's other dependencies (snippets are compiled into the page).
   */
  files: readonly string[];
  /** Reads a root-relative source file; undefined when it cannot be read. */
  read: (file: string) => string | undefined;
}

/**
 * Finds where failing page code was written. The compiled page is all there is at render time (no source map is
 * kept: the compile stays as fast as it is), so this works backwards, on the error path only: the stack names a
 * position in the compiled code; the expression there, widened while its text is still found, is looked up in the
 * code parts (expressions, `import`/`export` blocks; all of a `.jsx`/`.js` file) of the page and its snippets.
 * Undefined when the stack names no position in the page's code or its text is found nowhere.
 */
export function locatePageCode(failure: PageCodeFailure): CodeLocation | undefined {
  const sources = failure.files.flatMap((file) => {
    const text = failure.read(file);
    return text === undefined ? [] : [{ file, text, regions: codeRegions(file, text), normal: normalize(text) }];
  });
  const offset = failure.stack === undefined ? undefined : compiledOffset(failure.code, failure.stack);
  if (offset === undefined) return undefined;
  let located: CodeLocation | undefined;
  for (const text of enclosingTexts(failure.code, offset)) {
    // The widest text still found: `process.exit(0)` rather than the `process` a sentence may also contain.
    const found = findInSources(sources, text);
    if (!found) break;
    located = found;
  }
  return located;
}

/**
 * The first code part of a page (its first expression or `import`/`export` block): what a failure without a
 * position (a timeout stops the code wherever it is) is reported at.
 */
export function firstCodeLocation(file: string, text: string): CodeLocation | undefined {
  const first = codeRegions(file, text)[0];
  return first ? { file, ...offsetToPosition(text, first[0]) } : undefined;
}

/** The offset in the compiled code of the first stack frame in it (see `PAGE_CODE_FILENAME`). */
function compiledOffset(code: string, stack: string): number | undefined {
  const escaped = PAGE_CODE_FILENAME.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const frame = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
  if (!frame) return undefined;
  const line = Number(frame[1]) - PAGE_CODE_FIRST_LINE + 1;
  const column = Number(frame[2]);
  if (line < 1) return undefined;
  let start = 0;
  for (let l = 1; l < line; l++) {
    start = code.indexOf('\n', start) + 1;
    if (start === 0) return undefined;
  }
  return start + column - 1;
}

interface AcornNode {
  type: string;
  start: number;
  end: number;
}

/** The texts of the compiled code's expressions around `offset`, innermost first, up to the enclosing statement. */
function enclosingTexts(code: string, offset: number): string[] {
  let program: AcornNode;
  try {
    program = parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowReturnOutsideFunction: true,
    }) as unknown as AcornNode;
  } catch {
    return [];
  }
  const chain: AcornNode[] = [];
  let node: AcornNode | undefined = program;
  while (node) {
    chain.push(node);
    node = childAt(node, offset);
  }
  const texts: string[] = [];
  for (const n of chain.reverse()) {
    // Expressions only: a statement around one adds nothing to find, and its column would be less precise.
    if (/Statement|Declarat|Function|Program|Property/.test(n.type)) break;
    texts.push(code.slice(n.start, n.end));
  }
  return texts;
}

/** The child node of `node` whose range holds `offset`. */
function childAt(node: AcornNode, offset: number): AcornNode | undefined {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (typeof child !== 'object' || child === null || typeof (child as AcornNode).type !== 'string') continue;
      const c = child as AcornNode;
      if (c.start <= offset && offset < c.end) return c;
    }
  }
  return undefined;
}

interface Source {
  file: string;
  text: string;
  /** Code parts of the file as [start, end) offsets, in order. */
  regions: Array<[number, number]>;
  /** The text normalized (see `normalize`). */
  normal: { text: string; offsets: number[] };
}

/**
 * The first place, in source order of `sources`, where `text` is written inside a code part. A name the page
 * never defines is compiled to `undefined` (remark-components.ts), so in `text` that word stands for any name.
 */
function findInSources(sources: readonly Source[], text: string): CodeLocation | undefined {
  const wanted = normalize(text).text;
  if (!wanted) return undefined;
  const pattern = new RegExp(
    wanted
      .split(/\bundefined\b/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[A-Za-z_$][\\w$]*'),
    'g',
  );
  for (const source of sources) {
    const { text: normal, offsets } = source.normal;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(normal); match; match = pattern.exec(normal)) {
      const at = match.index;
      const length = match[0].length;
      const start = offsets[at]!;
      const wordStart = !(isWord(normal[at - 1]) && isWord(normal[at]));
      const wordEnd = !(isWord(normal[at + length - 1]) && isWord(normal[at + length]));
      if (wordStart && wordEnd && source.regions.some(([s, e]) => s <= start && start < e))
        return { file: source.file, ...offsetToPosition(source.text, start) };
      // Every start, overlapping ones too: the next search starts one character on.
      pattern.lastIndex = at + 1;
    }
  }
  return undefined;
}

function isWord(char: string | undefined): boolean {
  return char !== undefined && /[\w$]/.test(char);
}

/**
 * Code text in one spelling, so that the compiler's printing of an expression matches the author's: no
 * whitespace (a space only between two word characters), one kind of quote. `offsets` maps back to the text.
 */
function normalize(text: string): { text: string; offsets: number[] } {
  let out = '';
  const offsets: number[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (/\s/.test(char)) {
      let j = i;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      if (isWord(out[out.length - 1]) && isWord(text[j])) {
        out += ' ';
        offsets.push(i);
      }
      i = j;
      continue;
    }
    out += char === "'" ? '"' : char;
    offsets.push(i);
    i++;
  }
  return { text: out, offsets };
}

/**
 * The code parts of a source file: all of a JavaScript file; in MDX, the `import`/`export` blocks and the `{…}`
 * expressions (in text and in attributes), outside frontmatter, code blocks and inline code.
 */
export function codeRegions(file: string, text: string): Array<[number, number]> {
  if (/\.(jsx?|tsx?|mjs|cjs)$/i.test(file)) return [[0, text.length]];
  const regions: Array<[number, number]> = [];
  let i = 0;
  const frontmatter = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(text);
  if (frontmatter) i = frontmatter[0].length;
  let fence: string | undefined;
  while (i < text.length) {
    const lineEnd = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i) + 1;
    const line = text.slice(i, lineEnd);
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && !line.trim().slice(marker.length))
        fence = undefined;
      i = lineEnd;
      continue;
    }
    if (marker) {
      fence = marker;
      i = lineEnd;
      continue;
    }
    if (/^(import|export)\s/.test(line)) {
      // An ESM block runs to the next blank line.
      const blank = /\n[ \t]*(\r?\n|$)/g;
      blank.lastIndex = i;
      const end = blank.exec(text)?.index ?? text.length;
      regions.push([i, end]);
      i = end;
      continue;
    }
    i = scanLine(text, [i, lineEnd], regions);
  }
  return regions;
}

/** Adds the `{…}` expressions starting on `line` (its offsets); returns where scanning goes on. */
function scanLine(text: string, line: [start: number, end: number], regions: Array<[number, number]>): number {
  let [i, lineEnd] = line;
  while (i < lineEnd) {
    const char = text[i];
    if (char === '\\') i += 2;
    else if (char === '`') {
      const run = /^`+/.exec(text.slice(i))![0];
      const close = text.indexOf(run, i + run.length);
      i = close === -1 || close >= lineEnd ? i + run.length : close + run.length;
    } else if (char === '{') {
      const end = closingBrace(text, i);
      regions.push([i, end]);
      // An expression may span lines: go on after it.
      if (end >= lineEnd) return end;
      i = end;
    } else i++;
  }
  return lineEnd;
}

/** The offset after the `}` that closes the `{` at `open` (skipping strings), or the end of the text. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'" || char === '`') {
      const close = text.indexOf(char, i + 1);
      if (close !== -1) i = close;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i + 1;
  }
  return text.length;
}
