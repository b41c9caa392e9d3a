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
  const shape = nextTagShape(html, from);
  if (!shape) return undefined;
  const { start, end, nameStart, nameEnd, closing, selfClosing } = shape;
  if (shape.comment) return { name: '', closing: false, selfClosing: false, start, end, attributes: '' };
  return {
    name: html.slice(nameStart, nameEnd).toLowerCase(),
    closing,
    selfClosing,
    start,
    end,
    attributes: html.slice(nameEnd, end - 1),
  };
}

/**
 * Where a tag or comment lies, as {@link nextTagShape} reads it: its name is `html.slice(nameStart, nameEnd)`
 * (empty for a comment), its attributes run from `nameEnd` to the `>` at `end - 1`.
 */
export interface TagShape {
  start: number;
  end: number;
  nameStart: number;
  nameEnd: number;
  closing: boolean;
  selfClosing: boolean;
  comment: boolean;
}

/** The one shape `nextTagShape` fills in and returns. */
const SHAPE: TagShape = {
  start: 0,
  end: 0,
  nameStart: 0,
  nameEnd: 0,
  closing: false,
  selfClosing: false,
  comment: false,
};

/**
 * The tag {@link nextTag} finds, read without making strings or objects, for passes that only look for where
 * an element ends: the same shape object is returned each time, valid until the next call.
 */
export function nextTagShape(html: string, from: number): Readonly<TagShape> | undefined {
  for (let at = html.indexOf('<', from); at !== -1; at = html.indexOf('<', at + 1)) {
    if (html.charCodeAt(at + 1) === BANG && html.startsWith('!--', at + 1)) {
      const close = html.indexOf('-->', at + 4);
      return commentShape(at, close === -1 ? html.length : close + 3);
    }
    const found = tagAt(html, at);
    if (found === AMBIGUOUS) return patternTag(html, at);
    if (found) return SHAPE;
  }
  return undefined;
}

/** Fills in `SHAPE` for a comment from `start` to `end`. */
function commentShape(start: number, end: number): TagShape {
  SHAPE.start = start;
  SHAPE.end = end;
  SHAPE.nameStart = start;
  SHAPE.nameEnd = start;
  SHAPE.closing = false;
  SHAPE.selfClosing = false;
  SHAPE.comment = true;
  return SHAPE;
}

/** Marks a tag name the loop leaves to the pattern. */
const AMBIGUOUS = Symbol('ambiguous');

/** Fills in `SHAPE` with the tag that starts at `at` (a `<`); false when none does. */
function tagAt(html: string, at: number): boolean | typeof AMBIGUOUS {
  let position = at + 1;
  const closing = html.charCodeAt(position) === SLASH;
  if (closing) position++;
  if (!isAsciiLetter(html.charCodeAt(position))) return false;
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
      // `attributes.endsWith('/')`: the attributes are empty when the name ends at the `>`.
      SHAPE.start = at;
      SHAPE.end = position + 1;
      SHAPE.nameStart = nameStart;
      SHAPE.nameEnd = nameEnd;
      SHAPE.closing = closing;
      SHAPE.selfClosing = position > nameEnd && html.charCodeAt(position - 1) === SLASH;
      SHAPE.comment = false;
      return true;
    }
    if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
      const close = html.indexOf(c === DOUBLE_QUOTE ? '"' : "'", position + 1);
      // An unclosed quote can be read no other way: no tag starts here.
      if (close === -1) return false;
      position = close + 1;
    } else {
      position++;
    }
  }
  return false;
}

/** Fills in `SHAPE` with the tag the pattern finds at or after `at`. */
function patternTag(html: string, at: number): TagShape | undefined {
  TAG_PATTERN.lastIndex = at;
  const match = TAG_PATTERN.exec(html);
  if (!match) return undefined;
  const start = match.index;
  const end = start + match[0].length;
  if (match[2] === undefined) return commentShape(start, end);
  const closing = match[1] === '/';
  SHAPE.start = start;
  SHAPE.end = end;
  SHAPE.nameStart = start + (closing ? 2 : 1);
  SHAPE.nameEnd = SHAPE.nameStart + match[2].length;
  SHAPE.closing = closing;
  SHAPE.selfClosing = (match[3] ?? '').endsWith('/');
  SHAPE.comment = false;
  return SHAPE;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
