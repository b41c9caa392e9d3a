/**
 * The link checker: every internal link and `#anchor` of the site, followed as a reader's browser would on the
 * built site (through redirects, to root aliases and static files, into the ids of the page it lands on and the
 * API fields it loads on demand). Pure: the build gathers the links and ids while it renders, and calls it once.
 */
import { platformFieldTarget } from './api-field-alias.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { PageLink } from '../mdx/types.js';
import { FRAGMENT_ANCHOR_PREFIX } from '../openapi/page-model.js';
import { isRootRelative, resolvePageHref } from '../util/base-path.js';
import { isExternalHref } from '../util/is-external-href.js';
import { nearestName } from '../util/nearest-name.js';
import { decodeUrlPath, normalizeUrlPath, safeDecode } from '../util/url-path.js';
import type { LazyLevel } from './page-links.js';

/** The links of one page, and where its relative ones resolve from. */
export interface LinkSource {
  /** The page file's path as a URL, no base: `/guides/index` (relative links resolve from it). */
  from: string;
  links: readonly PageLink[];
}

/** The ids of one page or API fragment, and the left-out API levels whose fragments hold more. */
export interface LinkTargets {
  ids: readonly string[];
  lazy?: readonly LazyLevel[];
}

export interface CheckLinksInput {
  /** Every URL a page is served at (no base): routes (hidden pages included) and root aliases. */
  routes: ReadonlySet<string>;
  /** Page URL → the links written in it. A `#anchor` alone names an id of that page. */
  linksByPage: ReadonlyMap<string, LinkSource>;
  /** Page URL or API fragment URL (no base) → its ids. A page not here (it failed to render) is not checked into. */
  idsByPage: ReadonlyMap<string, LinkTargets>;
  /** Redirected URL → fragment (`''` for the whole page) → target, no base (`buildRedirects(...).sources`). */
  redirects: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Files the output holds besides pages (no base): `/images/a.png`, `/openapi.json`, `/llms.txt`. */
  files: ReadonlySet<string>;
  /** Ids the theme puts on every page (`header`, `sidebar`): suggested only when a page has no other. */
  chromeIds?: ReadonlySet<string>;
  /**
   * Why nothing is published at a URL path (no base) though something is there: a page file in a folder that is
   * not read, a file of a kind that is not published. A link to it says so rather than that nothing is there.
   */
  whyUnpublished?: (urlPath: string) => { why: string; hint: string } | undefined;
}

/** Where a link lands: a page (and the fragment it must have), a file, or nothing. */
type Landing =
  | { page: string; fragment: string }
  | { file: string }
  | { external: string }
  /** Redirects that lead back to where they started, or on and on. */
  | { loop: true }
  | undefined;

/** Redirect hops followed before a chain counts as going nowhere (a loop). */
const MAX_HOPS = 5;
/** Left-out API levels opened, one inside the other, looking for an anchor (the page's script tries as many). */
const MAX_LEVELS = 8;

/** One `broken-link` warning per link that leads nowhere, located where it is written, with the closest target. */
export function checkLinks(input: CheckLinksInput): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // Hints by target: a broken link is often written on many pages (a snippet, a versioned copy), and the closest
  // page is a Levenshtein distance to every page and file.
  const hints = new Map<string, string | undefined>();
  const ids = idSets(input);
  let pages: string[] | undefined;
  let files: string[] | undefined;
  for (const [pageUrl, source] of input.linksByPage) {
    for (const link of source.links) {
      const target = linkTarget(link.href, pageUrl, source.from);
      if (!target) continue;
      const landing = follow(input, target, 0);
      if (landing && 'loop' in landing) {
        const why = 'its redirects lead in a circle (or through more than 5 redirects) and reach no page.';
        diagnostics.push(
          brokenLink(link, target, { why, hint: 'Point one of the redirects of that chain at a page of the site.' }),
        );
      } else if (!landing) {
        const unpublished = input.whyUnpublished?.(target.path);
        if (unpublished) {
          diagnostics.push(brokenLink(link, target, unpublished));
          continue;
        }
        if (!hints.has(target.path)) {
          pages ??= [...input.routes];
          files ??= [...input.files];
          // A link to a file (`/images/a.pgn`) is most likely a file, any other a page (not `/favicon.png`).
          const [first, then] = /\.[a-z0-9]+$/i.test(target.path) ? [files, pages] : [pages, files];
          const near = nearestName(target.path, first) ?? nearestName(target.path, then);
          hints.set(
            target.path,
            near
              ? `The closest page is ${near}.`
              : "No page's URL is close to it: check the path (a page's URL is its file's path from the folder holding docs.json, without the extension).",
          );
        }
        const end = input.redirects.has(target.path) ? redirectEnd(input, target.path) : undefined;
        if (end !== undefined) {
          const near = nearestName(end, (pages ??= [...input.routes]));
          diagnostics.push(
            brokenLink(link, target, {
              why: `it is a redirect to ${end}, where no page, redirect or file is.`,
              hint: `Point the redirect (docs.json \`redirects\`) at a page of the site${near ? `: the closest to ${end} is ${near}` : ''}.`,
            }),
          );
          continue;
        }
        const hint = hints.get(target.path);
        diagnostics.push(brokenLink(link, target, { why: 'no page, redirect or file has this URL.', hint }));
      } else if ('page' in landing && landing.fragment && !hasAnchor(input, ids, landing)) {
        const key = `${landing.page}#${landing.fragment}`;
        if (!hints.has(key)) {
          const own = suggestable(input.idsByPage.get(landing.page)?.ids ?? [], input.chromeIds);
          const near = nearestName(landing.fragment, own);
          hints.set(
            key,
            near
              ? `The closest anchor of ${landing.page} is #${near}.`
              : own.length
                ? `No anchor of ${landing.page} is close to it; its anchors include ${own
                    .slice(0, 3)
                    .map((id) => `#${id}`)
                    .join(', ')}.`
                : `${landing.page} has no anchors: link to the page itself.`,
          );
        }
        const why = `${landing.page} has no element with the id "${landing.fragment}".`;
        diagnostics.push(brokenLink(link, target, { why, hint: hints.get(key) }));
      }
    }
  }
  return diagnostics;
}

/** The ids of each page and fragment as a set, made on first use (API pages have thousands). */
function idSets(input: CheckLinksInput): (url: string) => Set<string> | undefined {
  const sets = new Map<string, Set<string>>();
  return (url) => {
    let set = sets.get(url);
    if (!set) {
      const targets = input.idsByPage.get(url);
      if (!targets) return undefined;
      set = new Set(targets.ids);
      sets.set(url, set);
    }
    return set;
  };
}

/** A link's target as a URL path (decoded, no trailing slash) and fragment; undefined for links not checked. */
function linkTarget(
  href: string,
  pageUrl: string,
  from: string,
): { written: string; resolved: string; path: string; fragment: string } | undefined {
  const written = href.trim();
  if (!written || isExternalHref(written) || written.startsWith('?')) return undefined;
  const resolved = written.startsWith('#') ? `${pageUrl}${written}` : resolvePageHref(written, from);
  if (!isRootRelative(resolved)) return undefined;
  const { path, fragment } = splitUrl(resolved);
  return { written, resolved, path, fragment };
}

/** `/a/b/?q#x` → `/a/b`, `x`: path and fragment decoded, no trailing slash. */
function splitUrl(url: string): { path: string; fragment: string } {
  const [, path = '', fragment = ''] = /^([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/s.exec(url) ?? [];
  // The path as route keys have it: escapes decoded except those of `%`, `?`, `#` and `/` (url-path.ts).
  return { path: normalizeUrlPath(decodeUrlPath(path)), fragment: safeDecode(fragment) };
}

/** Where `path#fragment` lands: through redirects (a fragment's own first), to a page, root alias or file. */
function follow(input: CheckLinksInput, at: { path: string; fragment: string }, hops: number): Landing {
  const { path, fragment } = at;
  if (hops > MAX_HOPS) return { loop: true };
  const redirect = input.redirects.get(path);
  const byFragment = fragment ? redirect?.get(fragment) : undefined;
  if (byFragment !== undefined) return followTarget(input, { target: byFragment, fragment: '' }, hops);
  if (input.routes.has(path)) return { page: path, fragment };
  if (redirect) {
    // Without a rule for the bare path, the redirect page sends readers to its first fragment's target.
    const to = redirect.get('') ?? redirect.values().next().value!;
    return followTarget(input, { target: to, fragment }, hops);
  }
  if (input.files.has(path)) return { file: path };
  // The Markdown twin of a page (`/guides/setup.md`).
  if (/\.md$/i.test(path) && input.routes.has(normalizeUrlPath(path.slice(0, -3)))) return { file: path };
  return undefined;
}

/** Where a chain of redirects from `path` ends: the first path of it that nothing answers (without its fragment). */
function redirectEnd(input: CheckLinksInput, path: string): string | undefined {
  let at = path;
  for (let hops = 0; hops <= MAX_HOPS; hops++) {
    const redirect = input.redirects.get(at);
    if (!redirect) return input.routes.has(at) || input.files.has(at) ? undefined : at;
    const to = redirect.get('') ?? redirect.values().next().value!;
    if (isExternalHref(to)) return undefined;
    at = splitUrl(to.startsWith('/') ? to : `/${to}`).path;
  }
  return undefined;
}

/** A redirect's target, keeping the reader's fragment when the target names none (the redirect page does). */
function followTarget(input: CheckLinksInput, to: { target: string; fragment: string }, hops: number): Landing {
  const { target } = to;
  if (isExternalHref(target)) return { external: target };
  const next = splitUrl(target.startsWith('/') ? target : `/${target}`);
  return follow(input, { path: next.path, fragment: target.includes('#') ? next.fragment : to.fragment }, hops + 1);
}

/**
 * Whether `page` has the id, on load or once the reader's browser has loaded the left-out API levels that may
 * hold it (their fields' ids start with the opening field's anchor, as the page's script puts them there).
 * A fragment the build did not see is given the benefit of the doubt.
 */
function hasAnchor(
  input: CheckLinksInput,
  idsOf: (url: string) => Set<string> | undefined,
  at: { page: string; fragment: string },
): boolean {
  const id = at.fragment;
  const own = idsOf(at.page);
  if (!own || own.has(id)) return true;
  // An API field linked the hosted platform's way (`#body-messages`) lands on the field.
  if (platformFieldTarget(id, own) !== undefined) return true;
  // Levels the reader's browser may open, one inside the other, with the anchor their fields go under.
  let levels: LazyLevel[] = [...(input.idsByPage.get(at.page)?.lazy ?? [])];
  for (let depth = 0; depth < MAX_LEVELS && levels.length > 0; depth++) {
    const next: LazyLevel[] = [];
    for (const { href, prefix } of levels) {
      if (prefix !== '' && !id.startsWith(`${prefix}.`)) continue;
      const ids = idsOf(href);
      if (!ids) return true;
      // A fragment's ids are `__q_fragment__.field`; the page's script puts the opening field's anchor in place
      // of the prefix (at the top of a response, nothing): the id is looked up the other way round.
      const raw = prefix ? `${FRAGMENT_ANCHOR_PREFIX}${id.slice(prefix.length)}` : `${FRAGMENT_ANCHOR_PREFIX}.${id}`;
      if (ids.has(raw)) return true;
      const place = (text: string): string =>
        prefix ? text.replaceAll(FRAGMENT_ANCHOR_PREFIX, prefix) : text.replaceAll(`${FRAGMENT_ANCHOR_PREFIX}.`, '');
      for (const inner of input.idsByPage.get(href)?.lazy ?? [])
        next.push({ href: inner.href, prefix: place(inner.prefix) });
    }
    levels = next;
  }
  return false;
}

/** The ids to suggest: the page's own when it has any besides the theme's. */
function suggestable(ids: readonly string[], chrome: ReadonlySet<string> | undefined): readonly string[] {
  const own = chrome ? ids.filter((id) => !chrome.has(id)) : ids;
  return own.length ? own : ids;
}

function brokenLink(
  link: PageLink,
  target: { written: string; resolved: string },
  problem: { why: string; hint: string | undefined },
): Diagnostic {
  const { why, hint } = problem;
  const shown = target.written === target.resolved ? target.written : `${target.written} (${target.resolved})`;
  return {
    severity: 'warning',
    rule: 'broken-link',
    message: `Broken link ${shown}: ${why}`,
    ...(hint ? { hint } : {}),
    file: link.file,
    ...(link.line !== undefined ? { line: link.line } : {}),
    ...(link.column !== undefined ? { column: link.column } : {}),
  };
}
