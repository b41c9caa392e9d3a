import { withBase } from '../util/base-path.js';
import { escapeAttribute, escapeHtml } from '../util/escape-html.js';
import { isExternalHref } from '../util/is-external-href.js';
import type { Locate } from '../config/json-path.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { urlToOutputFile } from '../site/output-path.js';

export interface RedirectRule {
  source: string;
  destination: string;
  permanent?: boolean;
}

export interface RedirectOutput {
  /** HTML redirect pages by output file (`old/page/index.html`). */
  pages: Map<string, string>;
  /** Text of `_redirects` (Netlify / Cloudflare Pages format), one rule per line. */
  redirectsFile: string;
  diagnostics: Diagnostic[];
}

/**
 * Turns docs.json `redirects` into what a static host can serve: an HTML page per plain source (meta refresh,
 * canonical and a script that keeps the `#hash`), and a `_redirects` file with every rule, the only place
 * where `:param` and `*` sources can work. A source that is also a page is left to the page. Pure.
 */
export function buildRedirects(
  rules: readonly RedirectRule[],
  options: { base: string; pageUrls: ReadonlySet<string>; locate?: Locate },
): RedirectOutput {
  const pages = new Map<string, string>();
  const lines: string[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [index, rule] of rules.entries()) {
    const source = `/${rule.source.trim().replace(/^\/+/, '')}`;
    const destination = rule.destination.trim();
    // docs.json semantics (§1.3.15): permanent 308 by default, 307 with `permanent: false`; both keep the method.
    const status = rule.permanent === false ? 307 : 308;
    const target = withBase(
      isExternalHref(destination) ? destination : `/${destination.replace(/^\/+/, '')}`,
      options.base,
    );
    lines.push(
      `${toHostPattern(withBase(source, options.base), 'source')} ${toHostPattern(target, 'destination')} ${status}`,
    );
    if (isPattern(source)) continue;
    const normalized = source.replace(/\/+$/, '') || '/';
    if (options.pageUrls.has(normalized)) {
      const where = options.locate?.(['redirects', index, 'source']);
      diagnostics.push({
        severity: 'warning',
        rule: 'redirect-shadows-page',
        file: where?.file ?? 'docs.json',
        ...(where ? { line: where.line, column: where.column } : {}),
        path: `redirects[${index}].source`,
        message: `The redirect from ${source} is never used: a page has that URL.`,
        hint: 'Remove the redirect, or move the page.',
      });
      continue;
    }
    pages.set(urlToOutputFile(normalized), redirectPage(target));
  }
  return { pages, redirectsFile: lines.length ? `${lines.join('\n')}\n` : '', diagnostics };
}

/** Next.js-style sources: `/beta/:slug*`, `/articles/concepts-*`. */
function isPattern(source: string): boolean {
  return /[*:]/.test(source.replace(/^https?:\/\//, ''));
}

/**
 * Next.js patterns → the `_redirects` dialect: `:slug*` (any depth) becomes the `*` splat, and in the
 * destination `:slug*` or `*` becomes `:splat`; plain `:param` segments mean the same in both.
 */
function toHostPattern(url: string, side: 'source' | 'destination'): string {
  if (side === 'source') return url.replace(/:[A-Za-z_]\w*[*+]/g, '*');
  return url.replace(/:[A-Za-z_]\w*[*+]|\*/g, ':splat');
}

/** A page that sends the reader on at once, with or without JavaScript, and tells crawlers where to go. */
export function redirectPage(target: string): string {
  const href = escapeAttribute(target);
  const script = JSON.stringify(target).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting…</title>
<link rel="canonical" href="${href}">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${href}">
<script>var t=${script};location.replace(t.indexOf('#')<0?t+location.hash:t);</script>
</head>
<body><p>This page has moved to <a href="${href}">${escapeHtml(target)}</a>.</p></body>
</html>
`;
}
