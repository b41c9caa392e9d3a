/**
 * Markdown as OpenAPI and AsyncAPI specs write it (CommonMark with GFM tables, lists, code and links), to HTML.
 * Not MDX: spec texts are full of `<` and `{` that MDX would read as JSX. Spec texts come from people we do not
 * know: raw HTML is left out (rendered as text), and links keep only safe schemes.
 */
import { toHtml } from 'hast-util-to-html';
import type { Element, Root as HastRoot, RootContent } from 'hast';
import { fromMarkdown, type Options as FromMarkdownOptions } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toHast } from 'mdast-util-to-hast';
import type { Parent as MdastParent } from 'mdast';
import { gfm } from 'micromark-extension-gfm';
import { escapeTextLikeHast } from '../util/escape-html.js';

const SAFE_URL = /^(https?:|mailto:|tel:|#|\/|\.{0,2}\/|[^:]*$)/i;

/**
 * Characters and starts of line that make a text more than one plain paragraph; tested on the text as written,
 * since a first line indented four spaces is a code block. Two spaces before a line end are a hard break.
 */
const MARKUP = /[\\`*_[\]<>&!|~#]|https?:|www\.|@|^\s*([-+>=]|\d+[.)])|\n\s*\n|^ {4}|\t| {2}\n/m;

/**
 * The GFM extensions, made once: they hold no state of a document, and making them per text (GFM's five syntax
 * extensions combined again each time) was a tenth of the parse of a short spec description.
 */
const GFM: FromMarkdownOptions = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };

/** A code span of single backticks around text without backticks or line ends: `` `id` ``. */
const CODE_SPAN = /`([^`\n]+)`/g;

/** Renders spec Markdown to safe HTML; never throws (an unreadable text comes back escaped). */
export function markdownToHtml(markdown: string): string {
  const text = markdown.trim();
  // Most spec descriptions are one plain sentence: the same `<p>` the parser would give, without parsing.
  if (!MARKUP.test(markdown)) return text ? `<p>${text.replace(/[ \t]*\n[ \t]*/g, '\n')}</p>` : '';
  return plainWithCode(markdown, text) ?? parseMarkdownToHtml(markdown);
}

/**
 * A plain paragraph whose only markup is code spans (`` The `id` of the customer ``: 40% of Stripe's texts that
 * are not plain, and as much of the time spent parsing them), as the parser writes it; undefined for any other
 * text. Removing the spans can only add markup to the rest (joined lines, a line start), never hide it.
 */
function plainWithCode(markdown: string, text: string): string | undefined {
  // Runs of several backticks pair only with runs of the same length: left to the parser.
  if (text.includes('``')) return undefined;
  const rest = markdown.replace(CODE_SPAN, '');
  if (rest === markdown || rest.includes('`') || MARKUP.test(rest)) return undefined;
  const html = text
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(CODE_SPAN, (_span, code: string) => `<code>${escapeTextLikeHast(stripCodePadding(code))}</code>`);
  return `<p>${html}</p>`;
}

/** CommonMark: one space comes off each end of a code span that has one at both ends and is not all spaces. */
function stripCodePadding(code: string): string {
  return code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() ? code.slice(1, -1) : code;
}

/** Renders spec Markdown with the parser, no fast path (tests compare the fast paths with it). */
export function parseMarkdownToHtml(markdown: string): string {
  try {
    const mdast = fromMarkdown(markdown, GFM);
    htmlAsText(mdast);
    const hast = toHast(mdast) as HastRoot;
    sanitize(hast);
    return toHtml(hast);
  } catch {
    return toHtml({ type: 'text', value: markdown });
  }
}

/**
 * Raw HTML as the text it is written as (`Bearer <token>`, `<div class="note">…</div>`): `toHast` would drop it,
 * and with it placeholders that API texts are full of. A block of HTML becomes a paragraph of its text.
 */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

function htmlAsText(node: MdastParent): void {
  for (const [index, child] of node.children.entries()) {
    if (child.type === 'html') {
      const text = { type: 'text' as const, value: child.value };
      node.children[index] = (BLOCK_PARENTS.has(node.type) ? { type: 'paragraph', children: [text] } : text) as never;
    } else if ('children' in child) htmlAsText(child as MdastParent);
  }
}

function sanitize(node: HastRoot | Element): void {
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'element') continue;
    for (const key of ['href', 'src'] as const) {
      const value = child.properties[key];
      if (typeof value === 'string' && !SAFE_URL.test(value.trim())) delete child.properties[key];
    }
    if (child.tagName === 'a' && typeof child.properties.href === 'string' && /^https?:/i.test(child.properties.href)) {
      child.properties.target = '_blank';
      child.properties.rel = ['noreferrer'];
    }
    sanitize(child);
  }
}
