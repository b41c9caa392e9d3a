import { linkHref, withBase } from '../util/base-path.js';
import { inlineMarkdownToHtml } from '../util/inline-markdown.js';
import { hasUrlScheme } from '../util/is-external-href.js';

/**
 * The "basic MDX" of short config texts (the banner, the 404 description): links, bold, italic and code, nothing
 * else, escaped so no HTML gets through. Links to pages are read as on the hosted platform
 * (no `.mdx`) and get the base path.
 */
export function renderInlineMarkdown(text: string, base: string): string {
  return inlineMarkdownToHtml(text, {
    resolveHref: (href) => withBase(linkHref(href), base),
    // Links with a scheme open in a new tab, except `mailto:` (it opens a mail program, not a page).
    opensInNewTab: (href) => hasUrlScheme(href) && !href.startsWith('mailto:'),
  });
}
