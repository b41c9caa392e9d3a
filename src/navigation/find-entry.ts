/**
 * Lookups on a resolved tree: which occurrence of a URL a page view is about, the chain of divisions above a
 * section, the section a page outside the navigation borrows, and the same page in another version/language.
 */
import type { NavDivision, NavEntryNode, NavigationTree } from './types.js';
import { normalizeUrlPath } from '../util/url-path.js';

/**
 * `/foo/index` ≡ `/foo`, trailing slash ignored (§2.4). `/index` stays the home even written as a folder
 * (`/index/`, `/index/index`), where a route URL would name the page of `index/index.mdx`.
 */
export function canonicalUrl(url: string): string {
  const path = normalizeUrlPath(url);
  return path === '/index' ? '/' : path;
}

/**
 * The entry a URL shows. A page listed in several divisions (versions, languages) belongs to the one whose
 * label (or a word of it: `Version 2025-06-18`) is a segment of the URL, else to the default division, else to
 * the first listing.
 */
export function findEntryForUrl(tree: NavigationTree, url: string): NavEntryNode | undefined {
  const ids = tree.byUrl[url] ?? tree.byUrl[canonicalUrl(url)];
  if (!ids || ids.length === 0) return undefined;
  if (ids.length === 1) return tree.entries[ids[0]!];
  const segments = new Set(
    url
      .split('/')
      .filter(Boolean)
      .map((s) => s.toLowerCase()),
  );
  let best: NavEntryNode | undefined;
  let bestScore = -1;
  for (const id of ids) {
    const entry = tree.entries[id]!;
    const named = (label: string | undefined) => label !== undefined && labelTokens(label).some((t) => segments.has(t));
    const labelled = (named(entry.version) ? 1 : 0) + (named(entry.language) ? 1 : 0);
    const score = labelled * 4 + (entry.inDefaultDivision ? 2 : 0) + (entry.hidden ? 0 : 1);
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A division label and its words, lower case: `Version 2025-06-18 (latest)` → it, `version`, `2025-06-18`, `latest`.
 * No empty token: `switchTargetUrl` would take the empty side of an added or removed segment for a label.
 */
export function labelTokens(label: string): string[] {
  const lower = label.toLowerCase();
  return [lower, ...lower.split(/[\s()[\],]+/)].filter(Boolean);
}

/** Divisions from the root down to `id`. */
export function divisionChain(tree: NavigationTree, id: number): NavDivision[] {
  const chain: NavDivision[] = [];
  for (let at: number | null = id; at !== null; at = tree.divisions[at]!.parent) chain.unshift(tree.divisions[at]!);
  return chain;
}

/**
 * The section shown around a page that is not in the navigation: the section of the listed page sharing the
 * longest leading URL segments with it (a hidden `/v1/x` sits with `/v1/...`), else the default section.
 */
export function fallbackSection(tree: NavigationTree, url: string): NavDivision {
  const segments = url.split('/').filter(Boolean);
  let best: NavEntryNode | undefined;
  let bestShared = 0;
  for (const entry of tree.entries) {
    if (entry.hidden) continue;
    const other = entry.url.split('/').filter(Boolean);
    let shared = 0;
    while (shared < segments.length && shared < other.length && segments[shared] === other[shared]) shared++;
    const tieBreak = shared === bestShared && shared > 0 && !best?.inDefaultDivision && entry.inDefaultDivision;
    const better = shared > bestShared || tieBreak;
    if (better) {
      best = entry;
      bestShared = shared;
    }
  }
  return best ? tree.divisions[best.division]! : defaultSection(tree, tree.divisions[0]!);
}

/** Follows default (else first visible) children down to a division without child divisions. */
export function defaultSection(tree: NavigationTree, from: NavDivision): NavDivision {
  let at = from;
  while (at.children.length) {
    const children = at.children.map((id) => tree.divisions[id]!);
    const next =
      children.find((c) => c.isDefault && !c.hidden && c.href === undefined) ??
      children.find((c) => !c.hidden && c.href === undefined) ??
      children.find((c) => c.href === undefined);
    if (!next) break;
    at = next;
  }
  return at;
}

/** Where the reader switches from: `switchTargetUrl`'s starting point. */
export interface SwitchFrom {
  /** The URL the reader is on (no base); undefined for a page outside the navigation. */
  url: string | undefined;
  /** Label of the division the reader is in (`v1`, `fr`): URL segments matching it, or the target's, are labels. */
  currentLabel?: string;
}

/**
 * Where switching to `target` (another version/language) takes a reader on `from.url` (§2.4): the same URL when
 * the target lists it, else a page whose URL differs by exactly one segment, substituted, added or removed (one
 * where that segment is the target's or the current division's label preferred), else the target's first page.
 * Candidates come from `tree.switchIndex`, so the cost does not grow with the size of the target.
 */
export function switchTargetUrl(tree: NavigationTree, target: NavDivision, from: SwitchFrom): string | undefined {
  const { url, currentLabel } = from;
  if (target.href !== undefined || url === undefined) return target.firstUrl;
  const canonical = canonicalUrl(url);
  const current = canonical.split('/').filter(Boolean);
  const inTarget = (id: number) => id >= target.entryStart && id < target.entryEnd;
  const exact = (tree.switchIndex[`=${canonical}`] ?? []).find(inTarget);
  if (exact !== undefined) return tree.entries[exact]!.url;
  const candidates = new Set<number>();
  const add = (key: string): void => {
    for (const id of tree.switchIndex[key] ?? []) if (inTarget(id)) candidates.add(id);
  };
  add(`-${canonical}`);
  current.forEach((_, i) => {
    add(`~${joinPath(current.map((seg, j) => (j === i ? '?' : seg)))}`);
    add(`=${joinPath(current.filter((_, j) => j !== i))}`);
  });
  const labels = new Set([...labelTokens(target.label), ...labelTokens(currentLabel ?? '')]);
  const isLabel = (segment: string) => labels.has(segment.toLowerCase());
  // Strong: the URLs differ only by labels (`/v1/x` ↔ `/v2/x`, `/x` ↔ `/fr/x`). Weak: one side is a label and the
  // other is not (`/guide` ↔ `/fr` is another page, the French home): used only when nothing strong exists.
  let weak: number | undefined;
  let fallback: number | undefined;
  for (const id of [...candidates].sort((a, b) => a - b)) {
    const diff = segmentDifference(current, canonicalUrl(tree.entries[id]!.url).split('/').filter(Boolean));
    if (diff === undefined || diff === 'same') continue;
    if ((diff.from === '' || isLabel(diff.from)) && (diff.to === '' || isLabel(diff.to))) return tree.entries[id]!.url;
    if (isLabel(diff.from) || isLabel(diff.to)) weak ??= id;
    fallback ??= id;
  }
  const chosen = weak ?? fallback;
  return chosen !== undefined ? tree.entries[chosen]!.url : target.firstUrl;
}

/**
 * Keys under which an entry can be found by a URL one segment away: `=/a/b/c` (itself), `~/a/?/c` with each
 * segment in turn wildcarded (substitution) and `-/a/c` with each segment in turn removed (the other URL lacks it).
 */
export function switchIndexKeys(url: string): string[] {
  const canonical = canonicalUrl(url);
  const segments = canonical.split('/').filter(Boolean);
  const keys = [`=${canonical}`];
  segments.forEach((_, i) => {
    keys.push(`~${joinPath(segments.map((seg, j) => (j === i ? '?' : seg)))}`);
    keys.push(`-${joinPath(segments.filter((_, j) => j !== i))}`);
  });
  return keys;
}

function joinPath(segments: readonly string[]): string {
  return `/${segments.join('/')}`;
}

/**
 * How two paths differ when they differ by exactly one segment (substituted, inserted or removed): the segment
 * on each side (`''` for none). `'same'` for equal paths; `undefined` for anything else.
 */
function segmentDifference(current: string[], candidate: string[]): { from: string; to: string } | 'same' | undefined {
  const delta = candidate.length - current.length;
  if (Math.abs(delta) > 1) return undefined;
  let i = 0;
  while (i < current.length && i < candidate.length && current[i] === candidate[i]) i++;
  if (delta === 0 && i === current.length) return 'same';
  const skipCurrent = delta <= 0 ? 1 : 0;
  const skipCandidate = delta >= 0 ? 1 : 0;
  for (let j = i + skipCurrent, k = i + skipCandidate; j < current.length || k < candidate.length; j++, k++) {
    if (current[j] !== candidate[k]) return undefined;
  }
  return { from: skipCurrent ? current[i]! : '', to: skipCandidate ? candidate[i]! : '' };
}
