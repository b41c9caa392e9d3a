/**
 * Markdown as OpenAPI and AsyncAPI specs write it (CommonMark with GFM tables, lists, code and links), to HTML.
 * Not MDX: spec texts are full of `<` and `{` that MDX would read as JSX. Spec texts come from people we do not
 * know: raw HTML is left out (rendered as text), and links keep only safe schemes.
 */
import { toHtml } from 'hast-util-to-html';
import type { Element, Root as HastRoot, RootContent } from 'hast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toHast } from 'mdast-util-to-hast';
import { gfm } from 'micromark-extension-gfm';

const SAFE_URL = /^(https?:|mailto:|tel:|#|\/|\.{0,2}\/|[^:]*$)/i;

/** Characters and starts of line that make a text more than one plain paragraph. */
const MARKUP = /[\\`*_[\]<>&!|~#]|https?:|www\.|@|^\s*([-+>=]|\d+[.)])|\n\s*\n|^ {4}|\t/m;

/** Renders spec Markdown to safe HTML; never throws (an unreadable text comes back escaped). */
export function markdownToHtml(markdown: string): string {
  const text = markdown.trim();
  // Most spec descriptions are one plain sentence: the same `<p>` the parser would give, without parsing.
  if (!MARKUP.test(text)) return text ? `<p>${text.replace(/[ \t]*\n[ \t]*/g, '\n')}</p>` : '';
  try {
    const mdast = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
    const hast = toHast(mdast) as HastRoot;
    sanitize(hast);
    return toHtml(hast);
  } catch {
    return toHtml({ type: 'text', value: markdown });
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
