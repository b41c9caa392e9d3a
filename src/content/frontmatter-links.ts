/**
 * Links a page's frontmatter gives the layout: `url` (the page's sidebar entry links there), the `href` of its
 * own `contextual` options, and the head's `canonical` and `og:`/`twitter:` URLs. Like docs.json's links (config/schema/href.ts), a `javascript:` or `vbscript:`
 * one would run code in the reader's browser: it is left out, with a located warning. Pure; called by the
 * frontmatter parser on the data it read.
 */
import { type Diagnostic, withCodeFrame } from '../diagnostics/diagnostic.js';
import { pageScriptScheme } from '../util/script-url.js';

/** Where the frontmatter is, for the warnings' places. */
export interface FrontmatterText {
  /** The page's text up to the end of the frontmatter. */
  block: string;
  file: string;
  /** The whole page, for code frames. */
  source: string;
}

const HINT = 'Link to a "/path", "#anchor" or https:// address.';

/** Leaves out (reported) the frontmatter links that run code; changes `data` in place. */
export function dropScriptLinks(data: Record<string, unknown>, at: FrontmatterText): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const warn = (key: string, message: string): void => {
    // Keys with a colon of their own (`og:image`) are written quoted.
    const written = [`${key}:`, `"${key}":`, `'${key}':`];
    const index = at.block.split('\n').findIndex((line) => written.some((start) => line.startsWith(start)));
    diagnostics.push(
      withCodeFrame(
        {
          severity: 'warning',
          rule: 'unsafe-url',
          file: at.file,
          line: index >= 0 ? index + 1 : 2,
          column: 1,
          message,
          hint: HINT,
        },
        at.source,
      ),
    );
  };
  const url = data.url;
  const urlScheme = typeof url === 'string' ? pageScriptScheme(url) : undefined;
  if (urlScheme) {
    delete data.url;
    warn(
      'url',
      `The page's \`url\` is a ${urlScheme}: URL, which runs code in the reader's browser, so it is left out.`,
    );
  }
  // The head's links: `canonical`, and the URLs of the `og:`/`twitter:` tags (`og:url`, `og:image`…).
  for (const key of Object.keys(data)) {
    if (key !== 'canonical' && !/^(?:og|twitter):/i.test(key)) continue;
    const value = data[key];
    const scheme = typeof value === 'string' ? pageScriptScheme(value) : undefined;
    if (!scheme) continue;
    delete data[key];
    warn(key, `The page's \`${key}\` is a ${scheme}: URL, which runs code in the reader's browser, so it is left out.`);
  }
  const contextual = data.contextual;
  if (contextual && typeof contextual === 'object' && Array.isArray((contextual as { options?: unknown }).options)) {
    const options = (contextual as { options: unknown[] }).options;
    const kept = options.filter((option) => {
      const scheme = optionScheme(option);
      if (scheme)
        warn(
          'contextual',
          `A \`contextual\` option's href is a ${scheme}: URL, which runs code in the reader's browser, so the option is left out.`,
        );
      return !scheme;
    });
    if (kept.length !== options.length) data.contextual = { ...contextual, options: kept };
  }
  return diagnostics;
}

/** The script scheme of a custom option's link: `href` as text, or `{ base }` with a query. */
function optionScheme(option: unknown): 'javascript' | 'vbscript' | undefined {
  if (!option || typeof option !== 'object') return undefined;
  const href = (option as { href?: unknown }).href;
  if (typeof href === 'string') return pageScriptScheme(href);
  if (href && typeof href === 'object' && typeof (href as { base?: unknown }).base === 'string')
    return pageScriptScheme((href as { base: string }).base);
  return undefined;
}
