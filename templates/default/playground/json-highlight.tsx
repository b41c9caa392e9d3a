/**
 * JSON pretty-printed with token colours (keys, strings, numbers, literals) from one regular expression pass: a
 * response of megabytes must not hold up the page, so past {@link HIGHLIGHT_LIMIT} characters the text is shown
 * plain.
 */
import type { VNode } from 'preact';

/** Characters past which a body is shown without colours. */
export const HIGHLIGHT_LIMIT = 200_000;

const TOKEN = /("(?:\\.|[^"\\])*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;

/** The JSON text as spans. */
export function highlightJson(text: string): (VNode | string)[] {
  if (text.length > HIGHLIGHT_LIMIT) return [text];
  const out: (VNode | string)[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) out.push(text.slice(last, index));
    const [whole, string, colon, literal, number] = match;
    if (string !== undefined) {
      out.push(<span class={colon ? 'q-pg-json-key' : 'q-pg-json-string'}>{string}</span>);
      if (colon) out.push(colon);
    } else if (literal !== undefined) out.push(<span class="q-pg-json-literal">{literal}</span>);
    else if (number !== undefined) out.push(<span class="q-pg-json-number">{number}</span>);
    else out.push(whole);
    last = index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
