import type { ThemedToken } from 'shiki';

const WHITESPACE_ONLY = /^\s+$/;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;

/**
 * Shiki's `mergeWhitespaces: true` step (not exported by @shikijs/core; copied from it, MIT): a whitespace-only
 * token joins the token after it, unless one of them is underlined or struck through. The folded-theme path
 * must run it after turning tokens into dual-theme tokens (which carry no font style), as the dual-theme path
 * does, so the result matches token for token.
 */
export function mergeWhitespaceTokens(lines: ThemedToken[][]): ThemedToken[][] {
  return lines.map((line) => {
    const out: ThemedToken[] = [];
    let carry = '';
    let firstOffset: number | undefined;
    line.forEach((token, index) => {
      const couldMerge = !(token.fontStyle && (token.fontStyle & UNDERLINE || token.fontStyle & STRIKETHROUGH));
      if (couldMerge && WHITESPACE_ONLY.test(token.content) && line[index + 1]) {
        if (firstOffset === undefined) firstOffset = token.offset;
        carry += token.content;
      } else if (carry) {
        if (couldMerge) out.push({ ...token, offset: firstOffset!, content: carry + token.content });
        else out.push({ content: carry, offset: firstOffset! }, token);
        firstOffset = undefined;
        carry = '';
      } else out.push(token);
    });
    return out;
  });
}
