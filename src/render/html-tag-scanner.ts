/**
 * Finds the tags of an HTML string one after the other, for passes over the HTML a render just produced (the
 * search document). It reads exactly what the pattern `TAG_PATTERN` matches, tag for tag, without running it: the
 * pattern's attribute part tries three alternatives per character, and on the Stripe site's 160 KB pages it was
 * most of the search document's time. A tag name holding a quote, where the pattern would backtrack into the
 * name, is left to the pattern itself.
 */

/** One tag or comment of the HTML. */
export interface HtmlTag {
  /** Lower-case name; empty for a comment. */
  name: string;
  closing: boolean;
  /** `<x />`: no end tag follows. */
  selfClosing: boolean;
  start: number;
  end: number;
  /** The attribute text, between the name and `>`. */
  attributes: string;
}

/**
 * The definition of a tag: a comment (to `-->` or the end), or `<`, an optional `/`, a name that starts with an
 * ASCII letter, the attributes (quoted values may hold `>`) and `>`. A `<` that starts neither is text.
 */
export const TAG_PATTERN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

const GT = 62;
const SLASH = 47;
const BANG = 33;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const WHITESPACE = /\s/;

/** The next tag or comment at or after `from`; the text before it is everything up to its `start`. */
export function nextTag(html: string, from: number): HtmlTag | undefined {
  for (let at = html.indexOf('<', from); at !== -1; at = html.indexOf('<', at + 1)) {
    if (html.charCodeAt(at + 1) === BANG && html.startsWith('!--', at + 1)) {
      const close = html.indexOf('-->', at + 4);
      const end = close === -1 ? html.length : close + 3;
      return { name: '', closing: false, selfClosing: false, start: at, end, attributes: '' };
    }
    const tag = tagAt(html, at);
    if (tag === AMBIGUOUS) return patternTag(html, at);
    if (tag) return tag;
  }
  return undefined;
}

/** Marks a tag name the loop leaves to the pattern. */
const AMBIGUOUS = Symbol('ambiguous');

/** The tag that starts at `at` (a `<`), undefined when none does. */
function tagAt(html: string, at: number): HtmlTag | undefined | typeof AMBIGUOUS {
  let position = at + 1;
  const closing = html.charCodeAt(position) === SLASH;
  if (closing) position++;
  if (!isAsciiLetter(html.charCodeAt(position))) return undefined;
  const nameStart = position;
  for (position++; position < html.length; position++) {
    const c = html.charCodeAt(position);
    if (c === GT || c === SLASH || c === 32 || (c >= 9 && c <= 13)) break;
    // The pattern's name takes quotes and would give them back to the attributes when that lets it match;
    // beyond ASCII, `\s` has more spaces than the ones above.
    if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) return AMBIGUOUS;
    if (c >= 128 && WHITESPACE.test(html[position]!)) break;
  }
  const nameEnd = position;
  while (position < html.length) {
    const c = html.charCodeAt(position);
    if (c === GT) {
      const attributes = html.slice(nameEnd, position);
      return {
        name: html.slice(nameStart, nameEnd).toLowerCase(),
        closing,
        selfClosing: attributes.endsWith('/'),
        start: at,
        end: position + 1,
        attributes,
      };
    }
    if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
      const close = html.indexOf(c === DOUBLE_QUOTE ? '"' : "'", position + 1);
      // An unclosed quote can be read no other way: no tag starts here.
      if (close === -1) return undefined;
      position = close + 1;
    } else {
      position++;
    }
  }
  return undefined;
}

/** The tag the pattern finds at or after `at`. */
function patternTag(html: string, at: number): HtmlTag | undefined {
  TAG_PATTERN.lastIndex = at;
  const match = TAG_PATTERN.exec(html);
  if (!match) return undefined;
  const attributes = match[3] ?? '';
  return {
    name: match[2]?.toLowerCase() ?? '',
    closing: match[1] === '/',
    selfClosing: attributes.endsWith('/'),
    start: match.index,
    end: match.index + match[0].length,
    attributes,
  };
}

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
