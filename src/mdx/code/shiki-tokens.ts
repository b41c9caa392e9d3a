import type { ThemedToken } from 'shiki';
import { escapeAttributeLikeHast, escapeTextLikeHast } from '../../util/escape-html.js';

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

/**
 * The inner HTML of Shiki's `<pre>` (its `<code>` element) for dual-theme tokens, as `toHtml(tokensToHast(…))`
 * writes it when no transformer changes anything: one `<span class="line">` per line, joined by newlines, one
 * `<span style>` per token. Skips building and serializing a syntax tree for every block.
 */
export function tokensToCodeHtml(lines: ThemedToken[][]): string {
  let html = '<code>';
  for (let i = 0; i < lines.length; i++) {
    if (i > 0) html += '\n';
    html += '<span class="line">';
    for (const token of lines[i]!) {
      const style = token.htmlStyle ? styleText(token.htmlStyle) : '';
      html += style ? `<span style="${escapeAttributeLikeHast(style)}">` : '<span>';
      html += `${escapeTextLikeHast(token.content)}</span>`;
    }
    html += '</span>';
  }
  return `${html}</code>`;
}

function styleText(style: Record<string, string> | string): string {
  if (typeof style === 'string') return style;
  let out = '';
  for (const key in style) out += `${out ? ';' : ''}${key}:${style[key]}`;
  return out;
}
