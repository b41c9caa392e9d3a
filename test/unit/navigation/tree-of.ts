/**
 * A resolved tree from a small navigation literal, as load-site builds it: parsed with NavigationSchema, every
 * page it lists present. Shared by the unit tests of the lookups and indexes on a tree.
 */
import { expect } from 'vitest';
import type { Locate } from '../../../src/config/json-path.js';
import { NavigationSchema, type Navigation } from '../../../src/config/schema/navigation.js';
import { pagePathToUrl } from '../../../src/content/page-path.js';
import { resolveNavigation } from '../../../src/navigation/resolve-navigation.js';
import type { NavDivision, NavigationTree } from '../../../src/navigation/types.js';

const locate: Locate = () => undefined;

/** The tree of a navigation whose listed pages (`pages` strings) all exist; fails the test on an error. */
export function treeOf(navigation: unknown): NavigationTree {
  const parsed = NavigationSchema.parse(navigation) as Navigation;
  const pages = new Set<string>();
  JSON.stringify(parsed, (key, value: unknown) => {
    if (key === 'pages' && Array.isArray(value)) for (const p of value) if (typeof p === 'string') pages.add(p);
    return value;
  });
  const { tree, diagnostics } = resolveNavigation({
    navigation: parsed,
    pages: new Map(
      [...pages].map((p) => [p, { path: p, url: pagePathToUrl(p), file: `${p}.mdx`, ext: '.mdx' as const }]),
    ),
    locate,
  });
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return tree;
}

/** The first division (depth-first) labelled `label`. */
export function divisionNamed(tree: NavigationTree, label: string): NavDivision {
  const found = tree.divisions.find((d) => d.label === label);
  if (!found) throw new Error(`no division ${label}`);
  return found;
}
