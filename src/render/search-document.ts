/**
 * The part of a rendered page that the search index reads, as a small HTML document of its own. Pagefind's time
 * grows with the bytes it is given, not with the words it keeps: fed whole pages (the chrome, the class
 * attributes, inline icons, code-sample panels it is told to skip), it spent 11.6 s on the Stripe site's 418
 * pages. Fed only what it indexes, it reads a fraction of that. The document keeps exactly what Pagefind uses:
 * the `<html>` tag (its `lang` picks the index), the `data-pagefind-meta`/`-filter` tags of the head, and the
 * element marked `data-pagefind-body` with its text, headings' ids (result anchors), `alt` texts and
 * `data-pagefind-*` attributes; parts marked `data-pagefind-ignore`, scripts, styles and SVG drawings are left
 * out, as Pagefind would leave them out. Of the tags, only those Pagefind treats apart are kept (see
 * `STRUCTURAL`): it adds the text of any other element to its parent's as it is, so leaving such a tag out
 * (a code block's thousand token `<span>`s, `<strong>`, `<a>`, `<pre>`, tables' rows) gives the same index
 * from a quarter fewer bytes.
 *
 * A single pass over the string the render just produced (well-formed HTML from the theme and hast), quote-aware
 * so that a `>` inside an attribute value does not end a tag.
 */

import { RAW_TEXT_ELEMENTS, VOID_ELEMENTS } from '../util/html-elements.js';
import { type HtmlTag, nextTag, nextTagShape, type TagShape } from './html-tag-scanner.js';

/** Elements whose whole subtree the index never reads. */
const DROPPED = new Set(['script', 'style', 'svg', 'template', 'noscript']);
/** The end tag of each raw-text element, made once rather than for every element. */
const END_TAGS = new Map([...RAW_TEXT_ELEMENTS].map((name) => [name, new RegExp(`</${name}`, 'gi')]));

/** The attributes the index reads: `alt` texts and Pagefind's own (and ids of headings, see `openTag`). */
const KEPT_ATTRIBUTE = /\s(?:alt|data-pagefind-[\w-]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/gi;
/** A heading's id: the anchor of a search result's section. */
const ID_ATTRIBUTE = /\sid\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/i;
const HEADING = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/**
 * Tags Pagefind 1.x reads for more than their text (its `fossick/parser.rs`): block elements that end a sentence
 * (headings are weighted too), elements it leaves out with their content (`head`, `label`, `form`, `footer`,
 * `nav`, `iframe`), `img` (alt text, the result image), `br` (a space), form fields and the document's own
 * tags. Other tags without an attribute the index reads are left out, their text kept.
 */
const STRUCTURAL = new Set([
  ...HEADING,
  'p',
  'td',
  'div',
  'ul',
  'li',
  'article',
  'section',
  'head',
  'label',
  'form',
  'footer',
  'nav',
  'iframe',
  'img',
  'br',
  'input',
  'select',
  'textarea',
  'html',
  'body',
  'title',
  'meta',
]);
/**
 * Pagefind's inline elements: inside a heading (a result's anchor) their text counts towards the heading's
 * text, while the text of other elements there does not, so in headings only these are left out.
 */
const INLINE = new Set([
  'a',
  'abbr',
  'acronym',
  'b',
  'bdo',
  'big',
  'button',
  'cite',
  'code',
  'dfn',
  'em',
  'i',
  'kbd',
  'map',
  'object',
  'output',
  'q',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'var',
]);

/**
 * The search document of a page, or `undefined` when the page has no `data-pagefind-body` element (it is then
 * not indexed at all).
 */
export function searchDocument(html: string): string | undefined {
  let htmlTag = '<html>';
  const head: string[] = [];
  let position = 0;
  for (let tag = nextTag(html, position); tag; tag = nextTag(html, position)) {
    position = tag.end;
    if (tag.closing || !tag.name) continue;
    if (tag.name === 'html') htmlTag = html.slice(tag.start, tag.end);
    else if (tag.name === 'meta' && tag.attributes.includes('data-pagefind-')) {
      head.push(html.slice(tag.start, tag.end));
    } else if (hasAttribute(tag, 'data-pagefind-body')) {
      const body = bodyOf(html, tag);
      return `<!DOCTYPE html>${htmlTag}<head>${head.join('')}</head><body>${body}</body></html>`;
    }
    if (RAW_TEXT_ELEMENTS.has(tag.name) && !tag.selfClosing) position = rawTextEnd(html, tag.name, tag.end);
  }
  return undefined;
}

/** An element open in the body: its name, and whether its tags are written. */
interface OpenElement {
  name: string;
  written: boolean;
}

/** The body element and everything in it that the index reads. */
function bodyOf(html: string, root: HtmlTag): string {
  let out = openTag(root);
  const open: OpenElement[] = [{ name: root.name, written: true }];
  let headings = 0;
  let position = root.end;
  while (open.length > 0) {
    const tag = nextTag(html, position);
    if (!tag) break;
    out += html.slice(position, tag.start);
    position = tag.end;
    if (!tag.name) continue;
    if (tag.closing) {
      // Well-formed input closes the innermost element; a stray end tag (raw HTML of a page) is dropped.
      const at = lastOpen(open, tag.name);
      if (at === -1) continue;
      for (let i = open.length - 1; i >= at; i--) {
        const element = open[i]!;
        if (element.written) out += `</${element.name}>`;
        if (HEADING.has(element.name)) headings--;
      }
      open.length = at;
      continue;
    }
    if (DROPPED.has(tag.name) || hasAttribute(tag, 'data-pagefind-ignore')) {
      position = tag.selfClosing || VOID_ELEMENTS.has(tag.name) ? tag.end : skipElement(html, tag);
      continue;
    }
    const written = openTag(tag);
    const write =
      written.length > tag.name.length + 2 || STRUCTURAL.has(tag.name) || (headings > 0 && !INLINE.has(tag.name));
    if (write) out += written;
    if (RAW_TEXT_ELEMENTS.has(tag.name) && !tag.selfClosing) {
      const end = rawTextEnd(html, tag.name, tag.end);
      out += html.slice(tag.end, end);
      position = end;
    } else if (!tag.selfClosing && !VOID_ELEMENTS.has(tag.name)) {
      open.push({ name: tag.name, written: write });
      if (HEADING.has(tag.name)) headings++;
    }
  }
  for (let i = open.length - 1; i >= 0; i--) if (open[i]!.written) out += `</${open[i]!.name}>`;
  return out;
}

/** Index of the innermost open element named `name`, or -1. */
function lastOpen(open: readonly OpenElement[], name: string): number {
  for (let i = open.length - 1; i >= 0; i--) if (open[i]!.name === name) return i;
  return -1;
}

function hasAttribute(tag: HtmlTag, name: string): boolean {
  const at = tag.attributes.indexOf(name);
  if (at === -1) return false;
  const after = tag.attributes.charCodeAt(at + name.length);
  return Number.isNaN(after) || after === 61 /* = */ || after === 47 /* / */ || isSpace(after);
}

/**
 * A tag with only the attributes the index reads. Ids stay on headings only: Pagefind records every element
 * with an id as an anchor of the page, and an API page has one per field (thousands on a Stripe page), which
 * made up most of its indexing time; results link to headings alone.
 */
function openTag(tag: HtmlTag): string {
  const attributes = tag.attributes;
  let kept = '';
  if (HEADING.has(tag.name)) kept = ID_ATTRIBUTE.exec(attributes)?.[0] ?? '';
  if (attributes.includes('alt') || attributes.includes('data-pagefind-')) {
    for (const match of attributes.matchAll(KEPT_ATTRIBUTE)) kept += match[0];
  }
  return `<${tag.name}${kept}>`;
}

/**
 * The position after the end of an element (its end tag matched by counting nested ones of the same name). The
 * tags on the way are only located, not read: a skipped code-sample panel holds thousands of them.
 */
function skipElement(html: string, start: HtmlTag): number {
  if (RAW_TEXT_ELEMENTS.has(start.name)) return rawTextEnd(html, start.name, start.end);
  let depth = 1;
  let position = start.end;
  while (depth > 0) {
    const tag = nextTagShape(html, position);
    if (!tag) return html.length;
    position = tag.end;
    if (tag.comment) continue;
    const { closing, selfClosing } = tag;
    if (!closing && !selfClosing) {
      const raw = rawTextName(html, tag);
      if (raw) position = rawTextEnd(html, raw, position);
    }
    if (!selfClosing && nameIs(html, tag, start.name)) depth += closing ? -1 : 1;
  }
  return position;
}

/** The raw-text element (`RAW_TEXT_ELEMENTS`) a tag is, if any. */
function rawTextName(html: string, tag: Readonly<TagShape>): string | undefined {
  // Each of them is 5, 6 or 8 letters long and starts with `s` or `t` (lower-casing changes no length but that
  // of a name holding U+0130, which then holds a character beyond ASCII), and most tags are not.
  const length = tag.nameEnd - tag.nameStart;
  if (length !== 5 && length !== 6 && length !== 8) return undefined;
  const first = html.charCodeAt(tag.nameStart) | 32;
  if (first !== 115 && first !== 116 && first < 128) return undefined;
  for (const name of RAW_TEXT_ELEMENTS) if (nameIs(html, tag, name)) return name;
  return undefined;
}

/** Whether a tag's name, lower-cased, is `name`, read without making the string. */
function nameIs(html: string, tag: Readonly<TagShape>, name: string): boolean {
  const { nameStart: from, nameEnd: to } = tag;
  for (let i = from; i < to; i++) {
    // Beyond ASCII, lower-casing can change the length or give an ASCII letter (the Kelvin sign gives `k`).
    if (html.charCodeAt(i) >= 128) return html.slice(from, to).toLowerCase() === name;
  }
  if (to - from !== name.length) return false;
  for (let i = 0; i < name.length; i++) {
    let c = html.charCodeAt(from + i);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== name.charCodeAt(i)) return false;
  }
  return true;
}

/** The position after the end tag of a raw-text element (`<script>`...`</script>`) whose start tag ends at `from`. */
function rawTextEnd(html: string, name: string, from: number): number {
  // Only raw-text elements come here (`RAW_TEXT_ELEMENTS`).
  const pattern = END_TAGS.get(name) ?? new RegExp(`</${name}`, 'gi');
  pattern.lastIndex = from;
  const close = pattern.exec(html);
  if (!close) return html.length;
  const end = html.indexOf('>', close.index);
  return end === -1 ? html.length : end + 1;
}

const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 12;
