/**
 * "Did you mean …?" for a name that is not there (a page path, a URL, an anchor): the candidate the author most
 * likely meant, or nothing when none is close enough to help; `/` is no useful suggestion for `/nowhere`.
 */
import { closest, distance } from 'fastest-levenshtein';

/**
 * The candidate closest to `wanted`, when it is plausibly what was meant, tried in this order:
 * - a few edits away (a quarter of its length, at least 2): a typo;
 * - the same last `/` segment in another folder (`/quickstart` for `/guides/quickstart`): a page that moved;
 * - the only candidate sharing three quarters of its start: a renamed page that kept the start of its name;
 * - its nearest dotted parent (`customer` for `customer.address.zip`): an API field below a known one.
 */
export function nearestName(wanted: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(wanted, candidates as string[]);
  if (distance(wanted, best) <= Math.max(2, Math.floor(wanted.length / 4))) return best;
  const name = wanted.slice(wanted.lastIndexOf('/') + 1);
  if (name) {
    const namesakes = candidates.filter((c) => c !== wanted && c.slice(c.lastIndexOf('/') + 1) === name);
    if (namesakes.length) return closest(wanted, namesakes);
  }
  const needed = Math.max(4, Math.ceil(wanted.length * 0.75));
  const sharing = candidates.filter((candidate) => commonPrefixLength(candidate, wanted) >= needed);
  if (sharing.length === 1) return sharing[0];
  const parents = candidates.filter((c) => wanted.startsWith(`${c}.`));
  return parents.length ? parents.reduce((a, b) => (b.length > a.length ? b : a)) : undefined;
}

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
