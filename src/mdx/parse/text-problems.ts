/**
 * Problems in a page's text that the parsers accept without a word: an unclosed `<!--` hides the rest of the
 * page, bytes that are not UTF-8 become `�`, and NUL bytes are dropped or shown as they come. Each is a located
 * warning so the author learns of it before the readers do.
 */
import { offsetToPosition, withCodeFrame, type Diagnostic } from '../../diagnostics/diagnostic.js';

/** Located warnings for an unclosed HTML comment, invalid UTF-8 and NUL bytes in `source` (the file as read). */
export function textProblems(source: string, file: string, options: { validUtf8?: boolean } = {}): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (offset: number, problem: Pick<Diagnostic, 'rule' | 'message' | 'hint'>) =>
    out.push(withCodeFrame({ severity: 'warning', file, ...offsetToPosition(source, offset), ...problem }, source));
  const comment = unclosedComment(source);
  if (comment !== undefined) {
    at(comment, {
      rule: 'unclosed-comment',
      message: 'This `<!--` is never closed, so everything after it is hidden from the page.',
      hint: 'Close the comment with `-->`, or write `&lt;!--` to show the characters.',
    });
  }
  // A file whose bytes are UTF-8 holds `�` as itself (a page about the character, axiom's `isutf8`).
  const replacement = options.validUtf8 ? -1 : source.indexOf('\uFFFD');
  if (replacement >= 0) {
    at(replacement, {
      rule: 'invalid-utf8',
      message: 'The file is not valid UTF-8 here: its bytes are shown as `�`.',
      hint: 'Save the file as UTF-8 (editors call it "UTF-8" or "Unicode").',
    });
  }
  const nul = source.indexOf('\u0000');
  if (nul >= 0) {
    at(nul, {
      rule: 'nul-byte',
      message: 'The file holds a NUL byte (a binary file, or text saved as UTF-16?).',
      hint: 'Save the file as UTF-8 text, or remove the byte.',
    });
  }
  return out;
}

/** The offset of the last `<!--` that no `-->` follows, outside fenced code blocks; undefined when none. */
function unclosedComment(source: string): number | undefined {
  const open = source.lastIndexOf('<!--');
  if (open < 0 || source.indexOf('-->', open + 4) >= 0) return undefined;
  // Inside a code fence it is an example: count the fences before it.
  const fences = source.slice(0, open).match(/^ {0,3}(```|~~~)/gm)?.length ?? 0;
  return fences % 2 === 0 ? open : undefined;
}
