import type { Diagnostic } from './diagnostic.js';

/** `file:line:column`, or as much of it as is known. */
export function formatLocation(d: Diagnostic): string {
  if (!d.file) return '';
  const file = printable(d.file);
  if (!d.line) return file;
  return d.column ? `${file}:${d.line}:${d.column}` : `${file}:${d.line}`;
}

/**
 * A file name as one line of text: control characters (a newline, a tab, an escape, which a file name may hold)
 * written as `\n`, `\t`, `\x1b`, so that a diagnostic stays one line and the terminal does not obey them.
 */
function printable(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced.
  return name.replace(/[\u0000-\u001f\u007f]/g, (char) =>
    char === '\n'
      ? '\\n'
      : char === '\t'
        ? '\\t'
        : char === '\r'
          ? '\\r'
          : `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
}

/**
 * One diagnostic as plain text:
 * `docs.json:14:9 error navigation.tabs[1]: message [rule]` then the frame and `hint: ...`.
 */
export function formatDiagnostic(d: Diagnostic, options: { color?: boolean } = {}): string {
  const paint = options.color ? colorize : (_: string, s: string) => s;
  const location = formatLocation(d);
  const label = d.severity === 'error' ? paint('31', 'error') : paint('33', 'warning');
  const head = [location && paint('1', location), label, d.path ? `${shown(d.path)}:` : '', shown(d.message)]
    .filter(Boolean)
    .join(' ');
  const lines = [`${head} ${paint('2', `[${d.rule}]`)}`];
  if (d.frame) lines.push(shown(d.frame).replace(/^/gm, '  '));
  if (d.elsewhere)
    lines.push(`  ${paint('2', `(and ${d.elsewhere} other ${d.elsewhere === 1 ? 'place' : 'places'})`)}`);
  if (d.hint) lines.push(`  ${paint('36', 'hint:')} ${shown(d.hint)}`);
  return lines.join('\n');
}

/**
 * Text of a diagnostic as the terminal should show it: a control character quoted from a page or a config (an
 * escape sequence that would clear the screen or retitle the window, a bell, a NUL) is shown as its picture
 * (`␛`, `␇`, `␀`), one character for one, so a code frame's caret stays under its column. Line breaks and tabs
 * stay.
 */
function shown(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced.
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : code === 0x7f ? '\u2421' : '\ufffd';
  });
}

function colorize(code: string, text: string): string {
  return `\u001b[${code}m${text}\u001b[0m`;
}

/** Stable order for printing: by file, then position, errors before warnings at the same place. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(compareDiagnostics);
}

/** The order `sortDiagnostics` prints in: by file, then position, errors before warnings at the same place. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    (a.file ?? '').localeCompare(b.file ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1)
  );
}

/** Diagnostics of one rule printed per file at most (a page of 100,000 broken links printed 30 MB). */
export const MAX_SHOWN_PER_FILE_RULE = 50;
/** Warnings printed in all at most; errors are always printed. */
export const MAX_SHOWN = 5000;

/**
 * The lines to print for `list`, sorted: every error, and warnings up to {@link MAX_SHOWN_PER_FILE_RULE} of one
 * rule in one file and {@link MAX_SHOWN} in all, then one line that counts the rest by rule.
 */
export function formatDiagnosticList(
  list: readonly Diagnostic[],
  /** `all`: no limit (`quire openapi-check`, whose purpose is the whole list). */
  options: { color?: boolean; all?: boolean } = {},
): string[] {
  const lines: string[] = [];
  const perKey = new Map<string, number>();
  const hidden = new Map<string, number>();
  let shownWarnings = 0;
  for (const d of sortDiagnostics(list)) {
    const key = `${d.file ?? ''}\u0000${d.rule}`;
    const count = (perKey.get(key) ?? 0) + 1;
    perKey.set(key, count);
    const over = count > MAX_SHOWN_PER_FILE_RULE || shownWarnings >= MAX_SHOWN;
    if (d.severity !== 'error' && over && !options.all) {
      hidden.set(d.rule, (hidden.get(d.rule) ?? 0) + 1);
      continue;
    }
    if (d.severity !== 'error') shownWarnings++;
    lines.push(formatDiagnostic(d, { color: options.color === true }));
  }
  if (hidden.size > 0) {
    const total = [...hidden.values()].reduce((a, b) => a + b, 0);
    const byRule = [...hidden]
      .sort((a, b) => b[1] - a[1])
      .map(([rule, n]) => `${n.toLocaleString('en-US')} ${rule}`)
      .join(', ');
    lines.push(
      `… and ${total.toLocaleString('en-US')} more ${total === 1 ? 'warning' : 'warnings'} not shown (${byRule}): at most ${MAX_SHOWN_PER_FILE_RULE} of one kind per file are listed. The counts below include them.`,
    );
  }
  return lines;
}
