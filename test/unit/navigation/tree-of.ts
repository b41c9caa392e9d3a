/**
 * A resolved tree from a small navigation literal, as load-site builds it: parsed with NavigationSchema, every
 * page it lists present. Shared by the unit tests of the lookups and indexes on a tree.
 */
import { expect } from 'vitest';
import type { Locate } from '../../../src/config/json-path.js';
import { NavigationSchema, type Navigation } from '../../../src/config/schema/navigation.js';
import { pagePathToUrl } from '../../../src/content/page-path.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { resolveNavigation, type ResolveNavigationInput } from '../../../src/navigation/resolve-navigation.js';
import type { NavDivision, NavigationTree } from '../../../src/navigation/types.js';

const locate: Locate = () => undefined;

/** What a test may add to the navigation: other pages, the OpenAPI stage's hooks. */
export interface TreeOptions extends Pick<ResolveNavigationInput, 'expandApi' | 'endpointUrl'> {
  /** Page paths of the site; default: the `pages` strings of the navigation. */
  pages?: readonly string[];
}

/** The resolved tree of a navigation literal and its diagnostics. */
export function resolveLiteral(
  navigation: unknown,
  options: TreeOptions = {},
): { tree: NavigationTree; diagnostics: Diagnostic[] } {
  const { pages, ...hooks } = options;
  const parsed = NavigationSchema.parse(navigation) as Navigation;
  const listed = new Set<string>(pages);
  if (!pages) {
    JSON.stringify(parsed, (key, value: unknown) => {
      if (key === 'pages' && Array.isArray(value)) for (const p of value) if (typeof p === 'string') listed.add(p);
      return value;
    });
  }
  return resolveNavigation({
    navigation: parsed,
    pages: new Map(
      [...listed].map((p) => [p, { path: p, url: pagePathToUrl(p), file: `${p}.mdx`, ext: '.mdx' as const }]),
    ),
    locate,
    ...hooks,
  });
}

/** The tree of a navigation whose listed pages (`pages` strings) all exist; fails the test on an error. */
export function treeOf(navigation: unknown, options: TreeOptions = {}): NavigationTree {
  const { tree, diagnostics } = resolveLiteral(navigation, options);
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return tree;
}

/** The first division (depth-first) labelled `label`. */
export function divisionNamed(tree: NavigationTree, label: string): NavDivision {
  const found = tree.divisions.find((d) => d.label === label);
  if (!found) throw new Error(`no division ${label}`);
  return found;
}
