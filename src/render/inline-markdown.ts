import { escapeAttribute, escapeHtml } from '../util/escape-html.js';
import { withBase } from './base-path.js';
import { hasUrlScheme } from '../util/is-external-href.js';

/**
 * The "basic MDX" of short config texts (the banner): links, bold, italic and code, nothing else, escaped
 * first so no HTML gets through. A full MDX compile per site for one sentence would be wasted work.
 */
export function renderInlineMarkdown(text: string, base: string): string {
  const codes: string[] = [];
  let html = escapeHtml(text).replace(/`([^`]+)`/g, (_, code: string) => {
    codes.push(`<code>${code}</code>`);
    return `\u0000${codes.length - 1}\u0000`;
  });
  html = html
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => {
      const target = withBase(href.replace(/&amp;/g, '&'), base);
      // Links with a scheme open in a new tab, except `mailto:` (it opens a mail program, not a page).
      const external = hasUrlScheme(target) && !target.startsWith('mailto:');
      return `<a href="${escapeAttribute(target)}"${external ? ' target="_blank" rel="noreferrer"' : ''}>${label}</a>`;
    })
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, (_, a?: string, b?: string) => `<strong>${a ?? b}</strong>`)
    .replace(/(^|[^\w*])\*([^*\s][^*]*)\*|(^|\W)_([^_\s][^_]*)_(?!\w)/g, (_, p1?: string, a?: string, p2?: string, b?: string) =>
      a !== undefined ? `${p1}<em>${a}</em>` : `${p2}<em>${b}</em>`,
    );
  return html.replace(/\u0000(\d+)\u0000/g, (_, i: string) => codes[Number(i)] ?? '');
}
