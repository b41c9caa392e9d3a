/**
 * "Each navigation element can contain one type of child element at each level" (docs-json.md §2.1, §2.2).
 * The schema accepts any mix so that this check can say, in one located sentence, what is mixed and how to fix it.
 */
import type { JsonPath } from '../config/json-path.js';
import type { DivisionKind } from './types.js';

/** Keys that hold the children of a division (`href` makes it a link instead). */
export type ChildKey =
  | 'href'
  | 'menu'
  | 'products'
  | 'languages'
  | 'versions'
  | 'tabs'
  | 'dropdowns'
  | 'anchors'
  | 'groups'
  | 'pages';

export type DivisionArrayKey = Exclude<ChildKey, 'href' | 'groups' | 'pages'>;

/** From the leaves up: the order in which a fix "moves the lower kind into the higher one". */
const CHILD_KEYS: readonly ChildKey[] = [
  'pages',
  'groups',
  'href',
  'menu',
  'anchors',
  'dropdowns',
  'tabs',
  'products',
  'versions',
  'languages',
];

/** Division kind of the items of each division array key. */
export const KIND_OF_KEY: Record<DivisionArrayKey, Exclude<DivisionKind, 'root'>> = {
  menu: 'menu',
  anchors: 'anchor',
  dropdowns: 'dropdown',
  tabs: 'tab',
  products: 'product',
  versions: 'version',
  languages: 'language',
};

/** Label key of each division kind in docs.json (`{ "tab": "Guides" }`). */
export const LABEL_KEY: Record<Exclude<DivisionKind, 'root'>, string> = {
  tab: 'tab',
  menu: 'item',
  anchor: 'anchor',
  dropdown: 'dropdown',
  product: 'product',
  version: 'version',
  language: 'language',
};

type Level = DivisionKind | 'group';

const ALLOWED: Record<Level, ReadonlySet<ChildKey>> = {
  root: new Set(['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages']),
  tab: new Set(['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu']),
  menu: new Set(['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages']),
  anchor: new Set(['href', 'languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages']),
  dropdown: new Set(['href', 'languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages']),
  product: new Set(['href', 'languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu']),
  version: new Set(['href', 'languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages']),
  language: new Set(['href', 'versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages']),
  group: new Set(['pages']),
};

const NOUN: Record<Level, string> = {
  root: 'the navigation root',
  tab: 'a tab',
  menu: 'a menu item',
  anchor: 'an anchor',
  dropdown: 'a dropdown',
  product: 'a product',
  version: 'a version',
  language: 'a language',
  group: 'a group',
};

const SINGULAR: Record<ChildKey, string> = {
  pages: 'a page',
  groups: 'a group',
  href: 'a link',
  menu: 'a menu item',
  anchors: 'an anchor',
  dropdowns: 'a dropdown',
  tabs: 'a tab',
  products: 'a product',
  versions: 'a version',
  languages: 'a language',
};

/** A problem found by `checkChildKeys`, to be located at `path`. */
export interface ChildKeyProblem {
  rule: 'nav-mixed-children' | 'nav-disallowed-child';
  /**
   * A warning when the node still builds as the platform builds it (one kind used, the others ignored); an error
   * when this level cannot hold what it lists at all.
   */
  severity: 'error' | 'warning';
  message: string;
  hint: string;
  path: JsonPath;
}

/**
 * The child keys present on a navigation node, in leaf-to-root order, the ones to resolve, and the problem with
 * them if any. A node that mixes kinds (`nav-mixed-children`) is read as the platform's schema reads it, one kind
 * and the rest dropped, with a warning: a link (`href`) stays a link, else the highest kind is kept (a root with
 * `versions` that each hold `tabs`, and a stale `tabs` beside them, keeps its versions); a group keeps its `pages`.
 * A kind this level cannot hold (`nav-disallowed-child`) is an error, except on a group, which ignores it.
 */
export function checkChildKeys(
  level: Level,
  node: Record<string, unknown>,
  path: JsonPath,
): { keys: ChildKey[]; problem?: ChildKeyProblem } {
  const present = CHILD_KEYS.filter((key) => node[key] !== undefined);
  if (present.length > 1) {
    const kept: ChildKey =
      level === 'group' ? 'pages' : present.includes('href') ? 'href' : present[present.length - 1]!;
    const keys = present.includes(kept) ? [kept] : [];
    return { keys, problem: mixedProblem(level, present, { kept, path }) };
  }
  const keys = present;
  const [only] = keys;
  if (only && !ALLOWED[level].has(only)) {
    const allowed = CHILD_KEYS.filter((key) => ALLOWED[level].has(key)).map((key) => `\`${key}\``);
    const ignored = level === 'group';
    return {
      keys: ignored ? [] : keys,
      problem: {
        rule: 'nav-disallowed-child',
        severity: ignored ? 'warning' : 'error',
        message: `${NOUN[level]} cannot hold \`${only}\`${ignored ? '; it is ignored' : ''}.`,
        hint:
          level === 'group'
            ? 'Nest groups inside `pages`: `"pages": ["intro", { "group": "…", "pages": […] }]`.'
            : `Use one of ${listWords(allowed, 'or')} here.`,
        path: [...path, only],
      },
    };
  }
  return { keys };
}

function mixedProblem(
  level: Level,
  keys: readonly ChildKey[],
  at: { kept: ChildKey; path: JsonPath },
): ChildKeyProblem {
  const named = keys.map((key) => `\`${key}\``);
  const subject = level === 'root' ? 'it' : 'this one';
  const both = keys.length === 2 ? 'both ' : '';
  const ignored = keys.filter((key) => key !== at.kept).map((key) => `\`${key}\``);
  const kept = keys.includes(at.kept) ? `\`${at.kept}\` is used, ` : '';
  const message =
    `${NOUN[level]} holds one kind of child, but ${subject} has ${both}${listWords(named, 'and')}: ` +
    `${kept}${listWords(ignored, 'and')} ${ignored.length === 1 ? 'is' : 'are'} ignored.`;
  return { rule: 'nav-mixed-children', severity: 'warning', message, hint: mixedHint(level, keys), path: at.path };
}

function mixedHint(level: Level, keys: readonly ChildKey[]): string {
  if (level === 'group') return 'Nest groups inside `pages`: `"pages": ["intro", { "group": "…", "pages": […] }]`.';
  if (keys.includes('href')) {
    const others = keys.filter((key) => key !== 'href').map((key) => `\`${key}\``);
    return `A division with \`href\` is only a link: remove \`href\`, or remove ${listWords(others, 'and')}.`;
  }
  // keys are ordered from the leaves up: move the lower kind into the higher one.
  const lower = keys[0]!;
  const higher = keys[keys.length - 1]!;
  const move = `Move the ${lower} into ${SINGULAR[higher]}`;
  if (level === 'root') return `${move}.`;
  return `${move}, or the ${higher} into their own ${NOUN[level].replace(/^an? /, '')}.`;
}

function listWords(words: readonly string[], conjunction: string): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}
