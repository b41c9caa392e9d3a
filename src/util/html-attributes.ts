/**
 * The attributes of rendered or raw HTML that the build reads and changes: URLs (for the base path) and what would
 * run code (see script-url.ts). A regular expression finds the candidates and a look back from each one tells an
 * attribute of a tag from text that spells one out: the few candidates of a page are checked, not its thousands
 * of tags.
 */
import { type UnsafeAttribute, unsafeHtmlAttribute } from './script-url.js';

/**
 * An attribute whose value is a URL (`srcset` holds several) or an event handler (`on…`), double- or
 * single-quoted as renderers write them, or unquoted as raw HTML may. Groups: the space before it, its name,
 * the `=` with its spaces, then the value double-quoted, single-quoted or unquoted.
 */
export const URL_OR_HANDLER_ATTRIBUTE =
  /(\s)(href|src|poster|action|formaction|data|cite|background|data-src|xlink:href|srcset|on[a-z][\w:.-]*)(\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
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
  return { space, name, equals, double, single, unquoted, offset };
}

/**
 * The start of a tag up to one of its attributes: `<name` and whole attributes only. Text before a match (a code
 * block showing `<a href="…">`, whose `<` renderers escape) or a match inside another attribute's value fails it.
 */
const TAG_SO_FAR = /^<[a-zA-Z][\w:.-]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*$/;
/** The text of a script or style element, which is not HTML and may spell out tags of its own. */
const RAW_TEXT = /(<(script|style)\b[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>)[\s\S]*?<\/\2\s*>/gi;

/**
 * For an offset of `html`, where the tag that the text there is an attribute of starts; -1 when it is text, part
 * of another attribute's value, or inside a script or style. Looks back to the last `<` only.
 */
export function attributeOfTag(html: string): (offset: number) => number {
  const rawText: [number, number][] = [];
  if (/<(script|style)\b/i.test(html))
    for (const match of html.matchAll(RAW_TEXT)) {
      rawText.push([match.index + match[1]!.length, match.index + match[0].length]);
    }
  return (offset) => {
    // The tag's own `<` is the nearest one unless an attribute value before the match holds a `<` of its own
    // (hast writes `alt="a < b"` as it is): then an earlier one. A `>` between any other `<` and the match fails.
    let start = html.lastIndexOf('<', offset);
    for (let tries = 0; start >= 0 && tries < 8; tries++, start = html.lastIndexOf('<', start - 1))
      if (TAG_SO_FAR.test(html.slice(start, offset)))
        return rawText.some(([from, to]) => offset >= from && offset < to) ? -1 : start;
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
  const inTag = attributeOfTag(html);
  return html.replace(URL_OR_HANDLER_ATTRIBUTE, (whole: string, ...groups: unknown[]) => {
    const { name, double, single, unquoted, offset } = attributeMatch(groups);
    const reason = unsafeHtmlAttribute(name, double ?? single ?? unquoted ?? '');
    if (!reason) return whole;
    const start = inTag(offset);
    if (start < 0) return whole;
    const tag = /^<([^\s/>]+)/.exec(html.slice(start, offset + 1))?.[1] ?? '';
    onDrop({ offset: offset + 1, tag, name, reason });
    return '';
  });
}
