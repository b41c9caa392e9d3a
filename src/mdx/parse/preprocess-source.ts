/**
 * Text-level fixes made before parsing, all keeping line numbers (and, except for variables, columns) so
 * diagnostics point at the file as written:
 * - `{{name}}` docs.json variables are replaced everywhere, code included (reference §1.3.12);
 * - in MDX, HTML comments `<!-- -->` (a syntax error in MDX, common on real sites) are blanked out;
 * - in MDX, a heading's `{#custom-id}` (an invalid expression) becomes the comment expression `{/*#custom-id*\/}`,
 *   which the anchors plugin reads back;
 * - in MDX prose, an unknown `{{name}}` is escaped so it shows as written instead of running as code.
 * Fenced code and inline code spans are left alone (except for variables).
 */
export interface PreprocessResult {
  text: string;
  /** Unknown `{{name}}` written outside code, with 1-based positions. */
  unknownVariables: { name: string; line: number; column: number }[];
}

const VARIABLE = /\{\{\s*([\w.-]+)\s*\}\}/g;
const FENCE = /^(\s*(?:>\s*)*)(`{3,}|~{3,})/;
/** `{#id}` at the end of a heading; the id may hold spaces (`{#comfy run}`: the anchors plugin turns them into `-`). */
const CUSTOM_ID = /^(\s{0,3}#{1,6}\s.*?)\{#([^\s{}*][^{}*]*)\}(\s*)$/;

/** Runs the fixes over a page or snippet body (frontmatter already blanked). */
export function preprocessSource(
  text: string,
  options: { format: 'md' | 'mdx'; variables: Readonly<Record<string, string>> },
): PreprocessResult {
  const { variables, format } = options;
  const unknownVariables: PreprocessResult['unknownVariables'] = [];
  const hasVariables = text.includes('{{');
  const needsScan = format === 'mdx' && (text.includes('<!--') || text.includes('{#') || hasVariables);
  if (!needsScan) {
    return { text: hasVariables ? replaceVariables(text, variables) : text, unknownVariables };
  }

  const lines = text.split('\n');
  let fence: { char: string; length: number } | undefined;
  let inComment = false;
  // An `import`/`export` block (to its blank line) is JavaScript: a `<!--` there is in a string, not a comment.
  let inEsm = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (!inComment && !fence) inEsm = inEsm ? line.trim() !== '' : /^(?:import|export)\b/.test(line);
    if (fence) {
      const close = FENCE.exec(line);
      if (
        close &&
        close[2]![0] === fence.char &&
        close[2]!.length >= fence.length &&
        line.slice(close[0].length).trim() === ''
      ) {
        fence = undefined;
      }
      lines[i] = replaceVariables(line, variables);
      continue;
    }
    if (!inComment) {
      const open = FENCE.exec(line);
      if (open) {
        fence = { char: open[2]![0]!, length: open[2]!.length };
        lines[i] = replaceVariables(line, variables);
        continue;
      }
    }
    const blanked: { line: string; inComment: boolean } = inEsm ? { line, inComment } : blankComments(line, inComment);
    line = blanked.line;
    inComment = blanked.inComment;
    const id = CUSTOM_ID.exec(line);
    if (id) line = `${id[1]}{/*#${id[2]}*/}${id[3]}`;
    if (line.includes('{{')) {
      line = replaceProseVariables(line, { lineNumber: i + 1, variables, unknown: unknownVariables });
    }
    lines[i] = line;
  }
  return { text: lines.join('\n'), unknownVariables };
}

/** Replaces known `{{name}}` with their (sanitized) values; unknown ones stay as written. */
export function replaceVariables(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    Object.hasOwn(variables, name) ? sanitizeVariable(variables[name]!) : whole,
  );
}

/** A prose line's place and the variables it may use. */
interface ProseLine {
  /** 1-based, for the positions of unknown variables. */
  lineNumber: number;
  variables: Readonly<Record<string, string>>;
  /** Where unknown variables are recorded. */
  unknown: PreprocessResult['unknownVariables'];
}

/** Outside inline code: known variables replaced, unknown ones escaped (`\{\{name}}`) and reported. */
function replaceProseVariables(line: string, prose: ProseLine): string {
  const { lineNumber, variables, unknown } = prose;
  const code = codeSpans(line);
  return line.replace(VARIABLE, (whole, name: string, offset: number) => {
    if (Object.hasOwn(variables, name)) return sanitizeVariable(variables[name]!);
    if (code.some(([from, to]) => offset >= from && offset < to)) return whole;
    // `offset` is in the line as written, which is what the diagnostic points at.
    unknown.push({ name, line: lineNumber, column: offset + 1 });
    return `\\{\\{${whole.slice(2)}`;
  });
}

/** Blanks `<!-- ... -->` (keeping the line's length) outside inline code; tracks comments across lines. */
function blankComments(line: string, inComment: boolean): { line: string; inComment: boolean } {
  if (!inComment && !line.includes('<!--')) return { line, inComment };
  const code = inComment ? [] : codeSpans(line);
  let out = '';
  let i = 0;
  while (i < line.length) {
    if (inComment) {
      const end = line.indexOf('-->', i);
      const stop = end === -1 ? line.length : end + 3;
      out += ' '.repeat(stop - i);
      i = stop;
      if (end !== -1) inComment = false;
      continue;
    }
    const start = line.indexOf('<!--', i);
    if (start === -1 || code.some(([from, to]) => start >= from && start < to) || inAttributeValue(line, start)) {
      const next = start === -1 ? line.length : start + 4;
      out += line.slice(i, next);
      i = next;
      continue;
    }
    out += line.slice(i, start);
    i = start;
    inComment = true;
  }
  return { line: out, inComment };
}

/**
 * Whether `at` is inside an attribute value opened earlier on the line and not closed before it (`title="a <!--`,
 * `code={"<!--`): text of a prop, not a comment.
 */
function inAttributeValue(line: string, at: number): boolean {
  const open = /=\s*\{?\s*(["'`])/g;
  let inside = false;
  for (let m = open.exec(line); m && m.index < at; m = open.exec(line)) {
    const close = line.indexOf(m[1]!, m.index + m[0].length);
    if (close === -1 || close > at) {
      inside = true;
      break;
    }
    open.lastIndex = close + 1;
  }
  return inside;
}

/** [start, end) offsets of backtick code spans on one line. */
function codeSpans(line: string): [number, number][] {
  const spans: [number, number][] = [];
  const ticks = /`+/g;
  let open: { at: number; length: number } | undefined;
  let m: RegExpExecArray | null;
  while ((m = ticks.exec(line))) {
    if (!open) open = { at: m.index, length: m[0].length };
    else if (m[0].length === open.length) {
      spans.push([open.at, m.index + m[0].length]);
      open = undefined;
    }
  }
  return spans;
}

const DANGEROUS_BODIES = /<(script|style|iframe|object|embed|form|link|meta|base)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** A variable's value without markup: dangerous elements lose their bodies, other tags are dropped. */
export function sanitizeVariable(value: string): string {
  return String(value)
    .replace(DANGEROUS_BODIES, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, '');
}
