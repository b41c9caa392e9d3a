/**
 * Example payloads as code: JSON is tokenized (never parsed, so big numbers and key order stay exactly as the
 * spec wrote them), laid out with two-space indents when it arrives on one line, and coloured per token kind.
 * The lines are written as an HTML string (escaped as Preact escapes text): a Stripe page's examples are half of
 * its elements, and building a VNode per token cost more than the rest of the page's markup.
 */
import type { VNode } from 'preact';
import type { TextMemo } from '../../../../src/util/text-memo.js';

type TokenKind = 'key' | 'string' | 'number' | 'literal' | 'punct' | 'space' | 'other';

interface Token {
  kind: TokenKind;
  text: string;
}

const TOKEN = /("(?:[^"\\\n]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false|null)\b|([{}[\],:])|(\s+)|(.)/gy;

/** The token kind of each capture group of {@link TOKEN}, in order. */
const GROUP_KINDS: TokenKind[] = ['string', 'number', 'literal', 'punct', 'space'];

/** Splits JSON text into tokens; a string followed by `:` is a key. Anything unexpected is kept as `other`. */
export function tokenizeJson(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    const group = GROUP_KINDS.findIndex((_, i) => m![i + 1] !== undefined);
    const kind: TokenKind = GROUP_KINDS[group] ?? 'other';
    tokens.push({ kind, text: m[0] });
  }
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.kind !== 'string') continue;
    let j = i + 1;
    while (tokens[j]?.kind === 'space') j++;
    if (tokens[j]?.text === ':') tokens[i]!.kind = 'key';
  }
  return tokens;
}

/** Lays compact JSON tokens out on lines with two-space indents (`{}` and `[]` stay on one line). */
function layout(tokens: Token[]): Token[][] {
  const solid = tokens.filter((token) => token.kind !== 'space');
  const lines: Token[][] = [[]];
  let depth = 0;
  const line = () => lines[lines.length - 1]!;
  const newline = () => lines.push(depth > 0 ? [{ kind: 'space', text: '  '.repeat(depth) }] : []);
  solid.forEach((token, i) => {
    const next = solid[i + 1];
    if (token.text === '{' || token.text === '[') {
      line().push(token);
      if (next && (next.text === '}' || next.text === ']')) return;
      depth++;
      newline();
    } else if (token.text === '}' || token.text === ']') {
      const prev = solid[i - 1];
      if (!(prev && (prev.text === '{' || prev.text === '['))) {
        depth = Math.max(0, depth - 1);
        if (line().some((t) => t.kind !== 'space')) newline();
        else lines[lines.length - 1] = depth > 0 ? [{ kind: 'space', text: '  '.repeat(depth) }] : [];
      }
      line().push(token);
    } else if (token.text === ',') {
      line().push(token);
      newline();
    } else if (token.text === ':') {
      line().push(token, { kind: 'space', text: ' ' });
    } else {
      line().push(token);
    }
  });
  return lines;
}

/** Splits tokens on the newlines of their whitespace (JSON that is already laid out keeps its layout). */
function splitLines(tokens: Token[]): Token[][] {
  const lines: Token[][] = [[]];
  for (const token of tokens) {
    const parts = token.text.split('\n');
    parts.forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) lines[lines.length - 1]!.push({ kind: token.kind, text: part });
    });
  }
  while (lines.length > 1 && lines[lines.length - 1]!.length === 0) lines.pop();
  return lines;
}

/**
 * The text to show as it is, for a non-JSON media type: the string a JSON string value holds (`"<xml/>"` →
 * `<xml/>`), or the value itself when it is not JSON at all (an XML document, a CSV line); undefined for JSON
 * objects, arrays and other values, which are laid out as JSON.
 */
function plainText(value: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : undefined;
  } catch {
    return value;
  }
}

/** Props of a JSON example. */
export interface JsonCodeProps {
  /** JSON text. */
  value: string;
  /** The media type is JSON: colour it; otherwise a string value is shown as its text. */
  json: boolean;
  /** Markup kept across pages: the same payload comes out the same, so it is laid out and coloured once. */
  memo?: TextMemo | undefined;
}

/** A `<pre>` with one `.line` per line (CodeBlock's structure), JSON tokens coloured. */
export function JsonCode(props: JsonCodeProps): VNode {
  const key = `json-code\u0000${props.json ? 1 : 0}\u0000${props.value}`;
  let html = props.memo?.get(key);
  if (html === undefined) {
    html = jsonCodeHtml(props);
    props.memo?.set(key, html);
  }
  return (
    <pre class="q-code__plain q-api-json">
      <code dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  );
}

/** The inner HTML of {@link JsonCode}'s `<code>`. */
function jsonCodeHtml(props: JsonCodeProps): string {
  const text = props.json ? undefined : plainText(props.value);
  let lines: Token[][];
  if (text !== undefined) {
    lines = text.split('\n').map((row) => [{ kind: 'other', text: row }]);
  } else {
    const tokens = tokenizeJson(props.value.trim());
    lines = props.value.trim().includes('\n') ? splitLines(tokens) : layout(tokens);
  }
  return linesHtml(lines);
}

/** One `<span class="line">` per line, `\n` between them, each token kind but space and other in a span. */
export function linesHtml(lines: readonly Token[][]): string {
  let html = '';
  lines.forEach((tokens, i) => {
    if (i > 0) html += '\n';
    html += '<span class="line">';
    for (const token of tokens) {
      html +=
        token.kind === 'space' || token.kind === 'other'
          ? escapeText(token.text)
          : `<span class="q-api-json__${token.kind}">${escapeText(token.text)}</span>`;
    }
    html += '</span>';
  });
  return html;
}

const ESCAPED: Record<string, string> = { '"': '&quot;', '&': '&amp;', '<': '&lt;' };

/** Text as Preact writes it (`"`, `&` and `<` escaped, `>` kept). */
function escapeText(text: string): string {
  return text.replace(/["&<]/g, (char) => ESCAPED[char]!);
}
