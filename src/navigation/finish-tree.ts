/**
 * Indexes computed once after the walk, so that each page's view costs O(its section): every section's entries
 * in order, and the URL each division links to.
 */
import { switchIndexKeys } from './find-entry.js';
import type { NavDivision, NavigationTree } from './types.js';

/** Fills `sectionEntries` and `firstUrl` of every division, and the version/language switch index. */
export function finishTree(tree: NavigationTree): void {
  for (const entry of tree.entries) tree.divisions[entry.division]?.sectionEntries.push(entry.id);
  if (tree.divisions.some((d) => d.kind === 'version' || d.kind === 'language')) {
    for (const entry of tree.entries) {
      for (const key of switchIndexKeys(entry.url)) (tree.switchIndex[key] ??= []).push(entry.id);
    }
  }
  // Children come after their parent in `divisions` (pre-order), so a reverse pass sees children first.
  for (let id = tree.divisions.length - 1; id >= 0; id--) {
    const division = tree.divisions[id]!;
    const url = firstUrlOf(tree, division);
    if (url !== undefined) division.firstUrl = url;
  }
}

function firstUrlOf(tree: NavigationTree, division: NavDivision): string | undefined {
  if (division.href !== undefined) return division.href;
  if (division.sectionEntries.length) {
    const visible = division.sectionEntries.find((id) => !tree.entries[id]!.hidden) ?? division.sectionEntries[0]!;
    return tree.entries[visible]!.url;
  }
  const children = division.children.map((id) => tree.divisions[id]!);
  // Prefer the default child, then a child holding pages over one that is only a link.
  const pick =
    children.find((c) => c.isDefault && !c.hidden && c.firstUrl !== undefined) ??
    children.find((c) => !c.hidden && c.href === undefined && c.firstUrl !== undefined) ??
    children.find((c) => !c.hidden && c.firstUrl !== undefined) ??
    children.find((c) => c.firstUrl !== undefined);
  return pick?.firstUrl;
}
