/**
 * The one shape every user-facing problem takes, whatever stage found it: config, content, navigation, MDX,
 * OpenAPI. Terminal output, the dev overlay and `--strict` all work from this type.
 */
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Plain sentence saying what is wrong. */
  message: string;
  /** Path of the file relative to the site root (`docs.json`, `guides/setup.mdx`), or absolute outside it. */
  file?: string;
  /** 1-based line. */
  line?: number;
  /** 1-based column. */
  column?: number;
  /** Stable machine name of the check, kebab-case: `config-unknown-key`, `mdx-syntax`, `missing-image`. */
  rule: string;
  /** What to do about it. */
  hint?: string;
  /** JSON path for config problems: `navigation.tabs[1].groups[0]`. */
  path?: string;
  /** Source excerpt with a caret, filled by `withCodeFrame` when the source text is at hand. */
  frame?: string;
  /**
   * Report this problem once per key however many places have it (an icon stand-in used on 200 pages): the
   * collector keeps the first place in printing order and counts the others in `elsewhere`.
   */
  once?: string;
  /** How many other places share this diagnostic's `once` key; set by the collector. */
  elsewhere?: number;
}

/** Turns a 0-based offset into a 1-based line and column. */
export function offsetToPosition(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/** Characters of a source line a code frame shows. */
const FRAME_WIDTH = 200;

/** Adds a two-line-context code frame with a caret under the column. */
export function withCodeFrame(diagnostic: Diagnostic, source: string): Diagnostic {
  if (!diagnostic.line) return diagnostic;
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, diagnostic.line - 2);
  const last = Math.min(lines.length, diagnostic.line + 1);
  const width = String(last).length;
  const out: string[] = [];
  // A minified or generated line can be megabytes long: show a window of it around the column.
  const column = Math.max(0, (diagnostic.column ?? 1) - 1);
  const start = column > FRAME_WIDTH / 2 ? column - FRAME_WIDTH / 2 : 0;
  const clip = (line: string): string => {
    if (line.length <= FRAME_WIDTH && start === 0) return line;
    if (line.length <= start) return '';
    const piece = line.slice(start, start + FRAME_WIDTH);
    return `${start > 0 ? '…' : ''}${piece}${start + FRAME_WIDTH < line.length ? '…' : ''}`;
  };
  for (let n = first; n <= last; n++) {
    const marker = n === diagnostic.line ? '>' : ' ';
    out.push(`${marker} ${String(n).padStart(width)} | ${clip(lines[n - 1] ?? '')}`);
    if (n === diagnostic.line && diagnostic.column) {
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(column - start + (start > 0 ? 1 : 0))}^`);
    }
  }
  return { ...diagnostic, frame: out.join('\n') };
}
