/**
 * The attributes of rendered or raw HTML that the build reads and changes: URLs (for the base path) and what would
 * run code (see script-url.ts). A regular expression finds the candidates and a look back from each one tells an
 * attribute of a tag from text that spells one out: the few candidates of a page are checked, not its thousands
 * of tags.
 */
import { isBaseHref, type UnsafeAttribute, unsafeHtmlAttribute } from './script-url.js';

/** The names {@link URL_OR_HANDLER_ATTRIBUTE} finds, as a pattern. */
const NAMES =
  'href|src|poster|action|formaction|data|cite|background|data-src|xlink:href|srcset|srcdoc|to|from|by|values|on[a-z][\\w:.-]*';

/**
 * An attribute whose value is a URL (`srcset` holds several; SVG animations set one with `to`, `from`, `by` and
 * `values`), a document (`srcdoc`) or an event handler (`on…`), double- or single-quoted as renderers write them,
 * or unquoted as raw HTML may. Groups: what separates it from what comes before (whitespace, or a `/`, which
 * browsers read as one: `<img/src="x"/onerror="…">`), its name, the `=` with its spaces, then the value
 * double-quoted, single-quoted or unquoted.
 */
export const URL_OR_HANDLER_ATTRIBUTE = new RegExp(
  `([\\s/])(${NAMES})(\\s*=\\s*)(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`,
  'gi',
);
/**
 * The same, right after the closing quote of the attribute before (`<img src="x"onerror="…">`, which browsers
 * read as two attributes): the first pass consumed that quote with its attribute, so these take a second one.
 */
const GLUED_ATTRIBUTE = new RegExp(`(["'])(${NAMES})(\\s*=\\s*)(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'gi');
const HAS_GLUED_ATTRIBUTE = new RegExp(`["'](?:${NAMES})\\s*=`, 'i');

/** An attribute {@link replaceAttributes} found, with what its replacer needs to decide. */
export interface FoundAttribute {
  match: AttributeMatch;
  /** The text the match covers. */
  whole: string;
  /** Where the tag of an offset starts ({@link attributeOfTag} over `html`). */
  inTag: (offset: number, evenInRawText?: boolean) => number;
  /** The HTML the offsets are in. */
  html: string;
}

/** What {@link replaceAttributes} asks of each attribute it finds: what to put in its place. */
export type AttributeReplacer = (found: FoundAttribute) => string;

/**
 * Calls `replace` for every attribute {@link URL_OR_HANDLER_ATTRIBUTE} finds, then for those glued to the quote of
 * the attribute before, and puts in what it returns.
 */
export function replaceAttributes(html: string, replace: AttributeReplacer): string {
  // The first pass's changes: where each ends in its output, and how much longer the input was up to there.
  const shifts: { end: number; shift: number }[] = [];
  let shift = 0;
  const out = replaceEach(html, URL_OR_HANDLER_ATTRIBUTE, (found) => {
    const replaced = replace(found);
    if (replaced.length !== found.whole.length) {
      const end = found.match.offset - shift + replaced.length;
      shift += found.whole.length - replaced.length;
      shifts.push({ end, shift });
    }
    return replaced;
  });
  if (!HAS_GLUED_ATTRIBUTE.test(out)) return out;
  return replaceEach(out, GLUED_ATTRIBUTE, (found) => {
    let moved = 0;
    for (const change of shifts) if (change.end <= found.match.offset) moved = change.shift;
    return replace({ ...found, match: { ...found.match, sourceOffset: found.match.offset + moved } });
  });
}

function replaceEach(html: string, pattern: RegExp, replace: AttributeReplacer): string {
  const inTag = attributeOfTag(html);
  return html.replace(pattern, (whole: string, ...groups: unknown[]) =>
    replace({ match: attributeMatch(groups), whole, inTag, html }),
  );
}

/**
 * What replaces an attribute left out: nothing, except a separator that belongs to what comes before (the
 * closing quote of the attribute before it) or keeps the tag readable (`/`).
 */
export function keptSeparator(separator: string): string {
  return /\s/.test(separator) ? '' : separator;
}
/** One match of {@link URL_OR_HANDLER_ATTRIBUTE}, read from the arguments `String.replace` gives its callback. */
export interface AttributeMatch {
  space: string;
  name: string;
  equals: string;
  /** The value, in the one of these three that its quoting fills. */
  double: string | undefined;
  single: string | undefined;
  unquoted: string | undefined;
  /** Where the match starts in the HTML. */
  offset: number;
  /**
   * Where it started in the HTML given to {@link replaceAttributes}: its second pass reads the first one's output,
   * in which what the first pass changed before the match moved it.
   */
  sourceOffset: number;
}

/** The groups of a {@link URL_OR_HANDLER_ATTRIBUTE} match (the callback's arguments after the whole match). */
export function attributeMatch(groups: readonly unknown[]): AttributeMatch {
  const [space, name, equals, double, single, unquoted, offset] = groups as [
    string,
    string,
    string,
    string | undefined,
    string | undefined,
    string | undefined,
    number,
  ];
  return { space, name, equals, double, single, unquoted, offset, sourceOffset: offset };
}

/**
 * The start of a tag up to one of its attributes: `<name` and whole attributes only. Text before a match (a code
 * block showing `<a href="…">`, whose `<` renderers escape) or a match inside another attribute's value fails it.
 */
// Attributes apart by whitespace or `/`, or none after a quoted value, as browsers read them; an unquoted value is
// taken whole (the look-ahead makes it possessive: a value of many `/` cannot backtrack into names).
const TAG_SO_FAR =
  /^<[a-zA-Z][\w:.-]*(?:(?:[\s/]+|(?<=["']))[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|(?=([^\s"'=<>`]+))\1))?)*[\s/]*$/;
/** The text of a script or style element, which is not HTML and may spell out tags of its own. */
const RAW_TEXT = /(<(script|style)\b[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>)[\s\S]*?<\/\2\s*>/gi;

/**
 * For an offset of `html`, where the tag that the text there is an attribute of starts; -1 when it is text, part
 * of another attribute's value, or inside a script or style. Looks back to the last `<` only.
 *
 * What is inside a script or style is only guessed (a `<style` in an attribute value, a comment, a `textarea` or
 * SVG starts none in a browser): `evenInRawText` leaves that guess out, for a caller that removes what would run
 * code, where text wrongly read as a tag costs a few characters and the other way round an event handler.
 */
export function attributeOfTag(html: string): (offset: number, evenInRawText?: boolean) => number {
  const rawText: [number, number][] = [];
  if (/<(script|style)\b/i.test(html))
    for (const match of html.matchAll(RAW_TEXT)) {
      rawText.push([match.index + match[1]!.length, match.index + match[0].length]);
    }
  return (offset, evenInRawText = false) => {
    // A match that starts at a quote starts after the value that quote closes: the tag so far includes it.
    const end = html[offset] === '"' || html[offset] === "'" ? offset + 1 : offset;
    // The tag's own `<` is the nearest one unless an attribute value before the match holds a `<` of its own
    // (hast writes `alt="a < b"` as it is): then an earlier one. A `>` between any other `<` and the match fails.
    let start = html.lastIndexOf('<', offset);
    for (let tries = 0; start >= 0 && tries < 8; tries++, start = html.lastIndexOf('<', start - 1))
      if (TAG_SO_FAR.test(html.slice(start, end)))
        return !evenInRawText && rawText.some(([from, to]) => offset >= from && offset < to) ? -1 : start;
    return -1;
  };
}

/** An attribute {@link dropUnsafeAttributes} left out. */
export interface DroppedAttribute {
  /** Where the attribute's name starts in the HTML. */
  offset: number;
  /** The element's tag name and the attribute's name, as written. */
  tag: string;
  name: string;
  reason: UnsafeAttribute;
}

/**
 * Raw HTML (a `.md` page's) without the attributes that would run code: `javascript:`/`vbscript:` URLs and
 * event handlers (see script-url.ts). `onDrop` hears of each, for its diagnostic.
 */
export function dropUnsafeAttributes(html: string, onDrop: (dropped: DroppedAttribute) => void): string {
  if (!html.includes('=')) return html;
  return replaceAttributes(html, ({ match, whole, inTag, html: text }) => {
    const { space, name, double, single, unquoted, offset, sourceOffset } = match;
    let reason = unsafeHtmlAttribute(name, double ?? single ?? unquoted ?? '');
    // Only an `href` can be unsafe for its element's sake (`<base href>`): the look back is for those.
    if (!reason && name.length !== 4) return whole;
    const start = inTag(offset, true);
    if (start < 0) return whole;
    const tag = tagName(text, start);
    if (!reason && isBaseHref(tag, name)) reason = 'base';
    if (!reason) return whole;
    onDrop({ offset: sourceOffset + 1, tag, name, reason });
    return keptSeparator(space);
  });
}

/** The name of the tag that starts at `start` (`<base href…>` → `base`). */
export function tagName(html: string, start: number): string {
  return /^<([^\s/>]+)/.exec(html.slice(start, start + 64))?.[1] ?? '';
}
