import { pageLink, withBase } from '../util/base-path.js';
import { escapeAttribute, escapeHtml } from '../util/escape-html.js';
import { isExternalHref } from '../util/is-external-href.js';
import { reservedUrlProblem } from '../util/reserved-urls.js';
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
  /**
   * Redirects of a section of a page that exists (`/old#section` while `/old` is a page): by page URL (no base),
   * fragment → target. The page sends readers who arrive with that fragment on, in the browser.
   */
  fragmentRedirects: Map<string, Record<string, string>>;
  /**
   * Every redirected URL (no base; pattern sources expanded for the pages they match) → fragment (`''` for the
   * whole page) → target (no base): what the link checker follows.
   */
  sources: Map<string, Map<string, string>>;
  diagnostics: Diagnostic[];
}

interface RedirectOptions {
  base: string;
  pageUrls: ReadonlySet<string>;
  /**
   * URLs the site serves as files (pages' Markdown twins, `/llms.txt`…): a redirect from one is never used, and
   * its page would need a folder where the file is.
   */
  fileUrls?: ReadonlySet<string>;
  locate?: Locate;
}

/**
 * Turns docs.json `redirects` into what a static host can serve: an HTML page per source (meta refresh, canonical
 * and a script that keeps the `#hash`), and a `_redirects` file with every rule. Pattern sources (`:param`, `*`)
 * also get a page for each existing page their destination matches (`/old/:slug*` → `/new/:slug*` writes
 * `/old/x` for every `/new/x`), so they work on any static host. A source with a `#fragment` (which never
 * reaches a host) redirects in the browser. A source that is also a page is left to the page. Pure.
 */
export function buildRedirects(rules: readonly RedirectRule[], options: RedirectOptions): RedirectOutput {
  const lines: string[] = [];
  const diagnostics: Diagnostic[] = [];
  /** Output path → fragment ('' for none) → target, in docs.json order. */
  const byPath = new Map<string, Map<string, string>>();
  const add = (path: string, fragment: string, target: string) => {
    const targets = byPath.get(path) ?? new Map<string, string>();
    if (!targets.has(fragment)) targets.set(fragment, target);
    byPath.set(path, targets);
  };
  for (const [index, rule] of rules.entries()) {
    const [rawSource = '', fragment = ''] = rule.source.trim().split('#');
    const source = `/${rawSource.replace(/^\/+/, '')}`;
    const destination = rule.destination.trim();
    // docs.json semantics (§1.3.15): permanent 308 by default, 307 with `permanent: false`; both keep the method.
    const status = rule.permanent === false ? 307 : 308;
    const internal = !isExternalHref(destination);
    const target = internal ? pageLink(`/${destination.replace(/^\/+/, '')}`) : destination;
    const where = () => options.locate?.(['redirects', index, 'source']);
    // A host matches a redirect on the path alone: a source with a query (`/models?ref=x`) never matches anything.
    if (rawSource.includes('?')) {
      diagnostics.push(
        located(where(), index, {
          rule: 'redirect-query',
          message: `The redirect from ${rule.source.trim()} is left out: a redirect's source is a path, and hosts never match the query after \`?\`.`,
          hint: 'Write the source without its query (`/models`), or remove the redirect.',
        }),
      );
      continue;
    }
    const reserved = reservedUrlProblem(source);
    if (reserved) {
      diagnostics.push(
        located(where(), index, {
          rule: 'redirect-source-reserved',
          message: `The redirect from ${rule.source.trim()} is left out: its source ${reserved}.`,
          hint: 'Give a source path of the site that the build does not write itself, without `.` or `..` segments.',
        }),
      );
      continue;
    }
    if (fragment) {
      diagnostics.push(
        located(where(), index, {
          rule: 'redirect-fragment',
          message: `The #${fragment} of the redirect from ${rule.source.trim()} never reaches a static host: readers are sent on by a script in the page.`,
          hint: 'Nothing to do unless readers have JavaScript off; a source without `#` redirects on the host too.',
        }),
      );
    } else {
      lines.push(
        `${toHostPattern(withBase(source, options.base), 'source')} ${toHostPattern(withBase(target, options.base), 'destination')} ${status}`,
      );
      // Hosts' `/beta/*` needs a segment after the `/`: the zero-segment case of `/beta/:slug*` is a rule of its own.
      const bare = zeroSegmentRule(source, target);
      if (bare)
        lines.push(
          `${toHostPattern(withBase(bare.source, options.base), 'source')} ${toHostPattern(withBase(bare.target, options.base), 'destination')} ${status}`,
        );
    }
    if (isPattern(source)) {
      // With a fragment too: each expanded old path sends that section on, in the browser.
      if (internal) for (const [from, to] of expandPattern(source, target, options.pageUrls)) add(from, fragment, to);
      continue;
    }
    const normalized = source.replace(/\/+$/, '') || '/';
    if (options.fileUrls?.has(normalized)) {
      diagnostics.push(
        located(where(), index, {
          rule: 'redirect-shadows-page',
          message: `The redirect from ${source} is never used: the site serves a file at that URL (a page's Markdown twin, or a file of the project).`,
          hint: 'Remove the redirect: readers who follow that URL get the file.',
        }),
      );
      continue;
    }
    if (options.pageUrls.has(normalized) && !fragment) {
      diagnostics.push(
        located(where(), index, {
          rule: 'redirect-shadows-page',
          message: `The redirect from ${source} is never used: a page has that URL.`,
          hint: 'Remove the redirect, or move the page.',
        }),
      );
      continue;
    }
    add(normalized, fragment, target);
  }
  const pages = new Map<string, string>();
  const fragmentRedirects = new Map<string, Record<string, string>>();
  for (const [path, targets] of byPath) {
    const withBases = Object.fromEntries([...targets].map(([fragment, to]) => [fragment, withBase(to, options.base)]));
    if (options.pageUrls.has(path)) {
      fragmentRedirects.set(path, withBases);
      continue;
    }
    // Without a rule for the bare path, the first fragment's target stands in for it.
    const fallback = withBases[''] ?? Object.values(withBases)[0]!;
    pages.set(urlToOutputFile(path), redirectPage(fallback, withBases));
  }
  return {
    pages,
    redirectsFile: lines.length ? `${lines.join('\n')}\n` : '',
    fragmentRedirects,
    sources: byPath,
    diagnostics,
  };
}

function located(
  where: ReturnType<Locate> | undefined,
  index: number,
  problem: Pick<Diagnostic, 'rule' | 'message' | 'hint'>,
): Diagnostic {
  return {
    severity: 'warning',
    ...problem,
    file: where?.file ?? 'docs.json',
    ...(where ? { line: where.line, column: where.column } : {}),
    path: `redirects[${index}].source`,
  };
}

/**
 * A source ending in `/:name*` (zero or more segments) with nothing after it matched: `/beta/:slug*` →
 * `/v2/:slug*` is also `/beta` → `/v2`. Undefined for any other source.
 */
function zeroSegmentRule(source: string, target: string): { source: string; target: string } | undefined {
  const tail = /\/:([A-Za-z_]\w*)\*$/.exec(source);
  if (!tail || tail.index === 0) return undefined;
  const name = tail[1]!;
  const [, path = target, rest = ''] = /^([^?#]*)(.*)$/s.exec(target) ?? [];
  const bareTarget = path.replace(new RegExp(`/?:${name}\\*(?=/|$)`), '') || '/';
  return { source: source.slice(0, tail.index), target: `${bareTarget}${rest}` };
}

/** Next.js-style sources: `/beta/:slug*`, `/articles/concepts-*`. */
function isPattern(source: string): boolean {
  return /[*:]/.test(source.replace(/^https?:\/\//, ''));
}

/** The pattern's parts: literal text, named parameters (`:slug`, `:slug*` any depth) and `*` splats. */
function patternParts(pattern: string): { regex: RegExp; names: string[] } | undefined {
  const names: string[] = [];
  let regex = '';
  for (const part of pattern.split(/(:[A-Za-z_]\w*[*+?]?|\*)/)) {
    if (part === '*') {
      names.push('*');
      regex += '(.*)';
    } else if (/^:[A-Za-z_]\w*[*+?]?$/.test(part)) {
      const deep = /[*+]$/.test(part);
      names.push(part.replace(/^:|[*+?]$/g, ''));
      // `/beta/:slug*` is zero or more segments, as in Next.js: `/beta` itself matches, the `/` goes with them.
      if (part.endsWith('*') && regex.endsWith('/')) regex = `${regex.slice(0, -1)}(?:/(.*))?`;
      else regex += deep ? '(.*)' : '([^/]+)';
    } else regex += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  try {
    return { regex: new RegExp(`^${regex}$`), names };
  } catch {
    return undefined;
  }
}

/**
 * Source path → page URL for every page the destination pattern matches, its parameters put back into the
 * source pattern; only when the source names no parameter the destination lacks.
 */
function expandPattern(source: string, target: string, pageUrls: ReadonlySet<string>): [string, string][] {
  // A destination's `#anchor` or `?query` is not part of the page URL it matches; it goes on to the target.
  const [, targetPath = target, tail = ''] = /^([^?#]*)(.*)$/s.exec(target) ?? [];
  const to = patternParts(targetPath);
  const from = patternParts(source);
  if (!to || !from || from.names.some((name) => !to.names.includes(name))) return [];
  const out: [string, string][] = [];
  for (const url of pageUrls) {
    const match = to.regex.exec(url);
    if (!match) continue;
    const values = new Map(to.names.map((name, i) => [name, match[i + 1] ?? '']));
    let index = 0;
    const path = source.replace(/:[A-Za-z_]\w*[*+?]?|\*/g, (part) => {
      const name = part === '*' ? '*' : part.replace(/^:|[*+?]$/g, '');
      index++;
      return values.get(name) ?? '';
    });
    const normalized = path.replace(/\/+/g, '/').replace(/\/+$/, '') || '/';
    if (index > 0 && !pageUrls.has(normalized) && !/[*:]/.test(normalized)) out.push([normalized, `${url}${tail}`]);
  }
  return out;
}

/**
 * Next.js patterns → the `_redirects` dialect: `:slug*` (any depth) becomes the `*` splat, and in the
 * destination `:slug*` or `*` becomes `:splat`; plain `:param` segments mean the same in both.
 */
function toHostPattern(url: string, side: 'source' | 'destination'): string {
  // Fields of a rule are separated by spaces: one inside a path is its escape, as the request's path has it.
  const spaced = url.replace(/ /g, '%20');
  if (side === 'source') return spaced.replace(/:[A-Za-z_]\w*[*+]/g, '*');
  return spaced.replace(/:[A-Za-z_]\w*[*+]|\*/g, ':splat');
}

/**
 * Script expression: the key of `m` (fragment → target) that the address's `#fragment` names, decoded
 * (`#caf%C3%A9` is `café`) or as written when it does not decode (a lone `%`), else null.
 */
const FRAGMENT_KEY =
  '(function(r){var h=r;try{h=decodeURIComponent(r)}catch(e){}var o=Object.prototype.hasOwnProperty;return o.call(m,h)?h:o.call(m,r)?r:null})(location.hash.slice(1))';

/** The title of every redirect page (static-site.ts tells them from real pages by it). */
export const REDIRECT_PAGE_TITLE = 'Redirecting…';

/**
 * A page that sends the reader on at once, with or without JavaScript, and tells crawlers where to go. With
 * `byFragment` (fragment → target, '' for none), the script picks the target by the `#fragment` the reader came with.
 */
export function redirectPage(target: string, byFragment?: Record<string, string>): string {
  const href = escapeAttribute(target);
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const fragments = Object.fromEntries(Object.entries(byFragment ?? {}).filter(([fragment]) => fragment));
  const keepHash = `location.replace(t.indexOf('#')<0?t+location.hash:t)`;
  // With fragments the script alone decides (a refresh would race it); without JavaScript the refresh still goes.
  const script =
    Object.keys(fragments).length > 0
      ? `var t=${json(target)},m=${json(fragments)},k=${FRAGMENT_KEY};if(k!==null)location.replace(m[k]);else ${keepHash};`
      : `var t=${json(target)};${keepHash};`;
  const refresh = `<meta http-equiv="refresh" content="0; url=${href}">`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${REDIRECT_PAGE_TITLE}</title>
<link rel="canonical" href="${href}">
<meta name="robots" content="noindex">
${Object.keys(fragments).length > 0 ? `<noscript>${refresh}</noscript>` : refresh}
<script>${script}</script>
</head>
<body><p>This page has moved to <a href="${href}">${escapeHtml(target)}</a>.</p></body>
</html>
`;
}

/**
 * A script that sends a reader who arrived with one of the fragments on to its target (before any other
 * redirect on the page): `/old#section` → `/new`.
 */
export function fragmentScript(byFragment: Record<string, string>): string {
  const map = JSON.stringify(Object.fromEntries(Object.entries(byFragment).filter(([fragment]) => fragment)));
  return `<script>(function(){var m=${map.replace(/</g, '\\u003c')},k=${FRAGMENT_KEY};if(k!==null)location.replace(m[k]);})();</script>`;
}
