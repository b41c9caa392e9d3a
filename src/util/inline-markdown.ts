import { escapeAttribute, escapeHtml } from './escape-html.js';
import { pageScriptScheme } from './script-url.js';

/**
 * The inline Markdown of one-line texts: the banner and the 404 description in docs.json, and the few component
 * props documented as Markdown (Frame `caption` and `hint`, Prompt `description`). `**bold**` / `__bold__`,
 * `*em*` / `_em_`, `` `code` `` and `[text](url)` cover what sites write there; a full MDX compile for one
 * sentence would be wasted work. One parser for all of them, so a text reads the same wherever it appears.
 */
export type InlineNode =
  | string
  | { type: 'strong' | 'em'; children: InlineNode[] }
  | { type: 'code'; value: string }
  | { type: 'link'; href: string; children: InlineNode[] };

const TOKEN = /(\*\*([^*]+)\*\*|__([^_]+)__|`([^`]+)`|\*([^*]+)\*|_([^_]+)_|\[([^\]]+)\]\(([^)\s]+)\))/;

/**
 * Inline Markdown → nodes: the leftmost token wins, and bold, emphasis and link text nest. A `javascript:` or
 * `vbscript:` link stays text, as written. Unmatched markers are text.
 */
export function parseInlineMarkdown(text: string): InlineNode[] {
  const out: InlineNode[] = [];
  let rest = text;
  for (let guard = 0; rest && guard < 200; guard++) {
    const match = TOKEN.exec(rest);
    if (!match) break;
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const [, , strong, strong2, code, em, em2, linkText, href] = match;
    if (strong ?? strong2) out.push({ type: 'strong', children: parseInlineMarkdown((strong ?? strong2)!) });
    else if (code !== undefined) out.push({ type: 'code', value: code });
    else if (em ?? em2) out.push({ type: 'em', children: parseInlineMarkdown((em ?? em2)!) });
    else if (linkText !== undefined && href !== undefined && !pageScriptScheme(href)) {
      out.push({ type: 'link', href, children: parseInlineMarkdown(linkText) });
    } else out.push(match[0]);
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) out.push(rest);
  return out;
}

/** How links are written by {@link inlineMarkdownToHtml}. */
export interface InlineHtmlOptions {
  /** The href a link gets (for example with the base path); the one written by default. */
  resolveHref?: (href: string) => string;
  /** Whether a link, given its resolved href, opens in a new tab (`target="_blank" rel="noreferrer"`). */
  opensInNewTab?: (href: string) => boolean;
}

/** Inline Markdown → HTML, every text escaped, so no markup of the source gets through. */
export function inlineMarkdownToHtml(text: string, options: InlineHtmlOptions = {}): string {
  return nodesToHtml(parseInlineMarkdown(text), options);
}

function nodesToHtml(nodes: InlineNode[], options: InlineHtmlOptions): string {
  let html = '';
  for (const node of nodes) {
    if (typeof node === 'string') html += escapeHtml(node);
    else if (node.type === 'code') html += `<code>${escapeHtml(node.value)}</code>`;
    else if (node.type === 'link') {
      const href = options.resolveHref ? options.resolveHref(node.href) : node.href;
      const newTab = options.opensInNewTab?.(href) ? ' target="_blank" rel="noreferrer"' : '';
      html += `<a href="${escapeAttribute(href)}"${newTab}>${nodesToHtml(node.children, options)}</a>`;
    } else html += `<${node.type}>${nodesToHtml(node.children, options)}</${node.type}>`;
  }
  return html;
}
