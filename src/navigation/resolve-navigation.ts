/**
 * The navigation resolver: docs.json `navigation` + the page index → a `NavigationTree` and diagnostics.
 * Pure (no disk): every root pattern of docs-json.md §2.1, divisions and their `global` links, groups, pages,
 * endpoint references and `openapi`/`asyncapi`/`directory` inheritance.
 */
import { formatJsonPath, type JsonPath, type Locate } from '../config/json-path.js';
import type { GlobalNavigation, Navigation, NavGroup } from '../config/schema/navigation.js';
import type { PageSource } from '../content/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { report } from '../diagnostics/report.js';
import type { IconRef } from '../icons/icon-ref.js';
import { checkChildKeys, KIND_OF_KEY, LABEL_KEY, type DivisionArrayKey } from './child-kinds.js';
import { inheritSettings, type UnreadPage } from './resolve-context.js';
import { isExternalHref } from '../util/is-external-href.js';
import { linkHref } from '../util/base-path.js';
import type { EndpointUrl, ExpandApi, NavPlace, ResolveContext, Scope } from './resolve-context.js';
import { expandBulkApi, resolveGroup, resolvePageItem } from './resolve-items.js';
import { finishTree } from './finish-tree.js';
import { localeDisplayName } from './locale-name.js';
import type { DivisionKind, GlobalLinkNode, NavDivision, NavigationTree } from './types.js';

export interface ResolveNavigationInput {
  navigation: Navigation;
  /** Pages by page path (`ContentIndex.pages`). */
  pages: ReadonlyMap<string, PageSource>;
  /** Positions of config values, for diagnostics. */
  locate: Locate;
  /** OpenAPI stage hook: config-shaped items generated for a node that lists a whole spec. */
  expandApi?: ExpandApi;
  /** OpenAPI stage hook: the real URL of an endpoint page (else a placeholder URL). */
  endpointUrl?: EndpointUrl;
  /** A page's frontmatter `openapi` reference (`GET /users`), when it has one. */
  pageApiRef?: (pagePath: string) => string | undefined;
  /**
   * Why a page path the content has no page for is still on disk, when it is: its file is in a folder that is not
   * read (an ignored folder, `.mintignore`), or its name is a folder's (`extra.mdx/`).
   */
  unreadPage?: (pagePath: string) => UnreadPage | undefined;
}

/** A division object as the schema gives it, seen through the keys the walk reads. */
type DivisionConfig = Record<string, unknown> & {
  icon?: IconRef;
  hidden?: boolean;
  searchable?: boolean;
  default?: boolean;
  href?: string;
  global?: GlobalNavigation;
};

/**
 * Resolves the navigation into a tree with precomputed indexes (URL → entries, section order, first page of
 * every division). Problems (mixed children, missing pages…) are located diagnostics, never exceptions.
 */
export function resolveNavigation(input: ResolveNavigationInput): { tree: NavigationTree; diagnostics: Diagnostic[] } {
  const ctx: ResolveContext = {
    pages: input.pages,
    locate: input.locate,
    diagnostics: [],
    tree: { divisions: [], groups: [], entries: [], byUrl: {}, bulkApi: [], switchIndex: {} },
    implicitSpecUses: new Set(),
    endpointUrls: new Map(),
    endpointOwners: new Map(),
    ...(input.expandApi ? { expandApi: input.expandApi } : {}),
    ...(input.endpointUrl ? { endpointUrl: input.endpointUrl } : {}),
    ...(input.pageApiRef ? { pageApiRef: input.pageApiRef } : {}),
    ...(input.unreadPage ? { unreadPage: input.unreadPage } : {}),
  };
  const rootScope: Scope = {
    division: 0,
    group: null,
    groups: [],
    hidden: false,
    inherited: {},
    inDefaultDivision: true,
  };
  resolveDivision(ctx, {
    node: input.navigation as DivisionConfig,
    kind: 'root',
    path: ['navigation'],
    parent: null,
    scope: rootScope,
    isDefault: true,
  });
  finishTree(ctx.tree);
  return { tree: ctx.tree, diagnostics: ctx.diagnostics };
}

/** A division to resolve: its config, where it is, and where it sits among its siblings. */
interface DivisionInput extends NavPlace {
  node: DivisionConfig;
  kind: DivisionKind;
  /** The parent division's id; null for the root. */
  parent: number | null;
  /** The one of its siblings shown by default (§2.4). */
  isDefault: boolean;
}

function resolveDivision(ctx: ResolveContext, input: DivisionInput): number {
  const { node, kind, path, parent, scope: outer, isDefault } = input;
  const id = ctx.tree.divisions.length;
  const hidden = outer.hidden || node.hidden === true;
  const inherited = inheritSettings(outer.inherited, node as Parameters<typeof inheritSettings>[1], path);
  const label = kind === 'root' ? '' : divisionLabel(node, kind);
  const division: NavDivision = {
    id,
    kind,
    label,
    configPath: path,
    parent,
    hidden,
    isDefault,
    global: globalLinks(node.global),
    children: [],
    items: [],
    sectionEntries: [],
    entryStart: ctx.tree.entries.length,
    entryEnd: ctx.tree.entries.length,
    inherited,
    ...pickDisplay(node),
  };
  if (typeof node.href === 'string') {
    // A page link as the hosted platform reads it: `/guides/setup.mdx` opens `/guides/setup`.
    division.href = linkHref(node.href);
    division.external = isExternalHref(node.href);
  }
  if (kind === 'language') {
    division.displayName = localeDisplayName(label);
    const overrides = pickRecords(node, ['banner', 'footer', 'navbar']);
    if (overrides) division.overrides = overrides;
  }
  ctx.tree.divisions.push(division);

  const scope: Scope = {
    ...outer,
    division: id,
    group: null,
    groups: [],
    hidden,
    inherited,
    inDefaultDivision: outer.inDefaultDivision && (kind === 'version' || kind === 'language' ? isDefault : true),
    ...(kind === 'version' ? { version: label } : {}),
    ...(kind === 'language' ? { language: label } : {}),
  };
  const searchable = typeof node.searchable === 'boolean' ? node.searchable : outer.searchable;
  if (searchable !== undefined) scope.searchable = searchable;

  const { keys, problem } = checkChildKeys(kind, node, path);
  if (problem)
    report(ctx, problem.path, {
      severity: problem.severity,
      rule: problem.rule,
      message: problem.message,
      hint: problem.hint,
    });
  for (const key of keys) {
    const value = node[key];
    if (key === 'href') continue;
    if (!Array.isArray(value)) continue;
    if (value.length === 0 && NEEDS_ITEMS.has(key)) reportEmpty(ctx, key, [...path, key]);
    if (key === 'groups') {
      value.forEach((group, index) => {
        const id = resolveGroup(ctx, group as NavGroup, { path: [...path, 'groups', index], scope });
        division.items.push({ type: 'group', group: id });
      });
    } else if (key === 'pages') {
      value.forEach((page, index) => {
        const item = resolvePageItem(ctx, page, { path: [...path, 'pages', index], scope });
        if (item) division.items.push(item);
      });
    } else {
      resolveChildDivisions(ctx, division, { key, items: value as DivisionConfig[], path, scope });
    }
  }
  if (division.children.length === 0 && division.href === undefined) {
    expandBulkApi(ctx, { owner: { type: 'division', id }, node, path, scope }, (generated, at) => {
      if (generated && typeof generated === 'object' && 'group' in generated) {
        division.items.push({ type: 'group', group: resolveGroup(ctx, generated as NavGroup, { path: at, scope }) });
      } else {
        const item = resolvePageItem(ctx, generated, { path: at, scope });
        if (item) division.items.push(item);
      }
    });
  } else if (division.children.length > 0) {
    reportUnusedBulkSpec(ctx, node, { path, scope });
  }
  division.entryEnd = ctx.tree.entries.length;
  return id;
}

/**
 * A division whose own `openapi`/`asyncapi` lists a whole spec (no endpoint below names it implicitly) but which
 * holds child divisions: the platform appends the generated groups to a division's `groups`, which such a
 * division does not show, so no page would come of it. Said rather than dropped in silence.
 */
function reportUnusedBulkSpec(ctx: ResolveContext, node: DivisionConfig, at: NavPlace): void {
  for (const kind of ['openapi', 'asyncapi'] as const) {
    const spec = node[kind] !== undefined ? at.scope.inherited[kind] : undefined;
    if (!spec || ctx.implicitSpecUses.has(formatJsonPath(spec.declaredAt))) continue;
    const children = Object.keys(node).filter((key) => Object.hasOwn(KIND_OF_KEY, key));
    report(ctx, [...at.path, kind], {
      severity: 'warning',
      rule: 'nav-unused-spec',
      message: `\`${kind}\` here generates no pages: this division holds ${children.map((k) => `\`${k}\``).join(' and ')}, and a whole spec is only listed in a division's groups or a group's pages.`,
      hint: `Move \`${kind}\` onto the ${children.map((k) => `\`${k}\``).join(' / ')} entries that should list the spec, or name its operations in their pages (\`"GET /path"\`).`,
    });
  }
}

/** Lists that docs.json's schema requires to hold at least one item (docs-json.md §2); menus may be empty. */
const NEEDS_ITEMS: ReadonlySet<string> = new Set(['groups', 'tabs', 'anchors', 'versions', 'languages']);

/** An empty list where one item at least is expected: nothing of it is shown, which the author should know. */
function reportEmpty(ctx: ResolveContext, key: string, path: JsonPath): void {
  report(ctx, path, {
    severity: 'warning',
    rule: 'nav-empty',
    message: `\`${key}\` is empty, so it adds nothing to the navigation (Mintlify requires at least one item here).`,
    hint: `Add an item to \`${key}\`, or remove the key.`,
  });
}

/** The child divisions listed under one key of a division (`tabs`, `versions`…): `path` is the division's. */
interface ChildDivisions extends NavPlace {
  key: DivisionArrayKey;
  items: DivisionConfig[];
}

function resolveChildDivisions(ctx: ResolveContext, division: NavDivision, children: ChildDivisions): void {
  const { key, items, path, scope } = children;
  const kind = KIND_OF_KEY[key];
  division.childKind ??= kind;
  const defaultIndex = chooseDefault(ctx, { kind, items, path: [...path, key] });
  items.forEach((item, index) => {
    const childPath = [...path, key, index];
    const child = resolveDivision(ctx, {
      node: item,
      kind,
      path: childPath,
      parent: division.id,
      scope,
      isDefault: index === defaultIndex,
    });
    division.children.push(child);
  });
}

/** Sibling divisions of one kind, and the JSON path of the array that lists them. */
interface Siblings {
  kind: DivisionKind;
  items: DivisionConfig[];
  path: JsonPath;
}

/** Versions and languages: `default: true`, else the first (§2.4). Other kinds: the first visible section. */
function chooseDefault(ctx: ResolveContext, siblings: Siblings): number {
  const { kind, items, path } = siblings;
  if (kind === 'version' || kind === 'language') {
    const marked = items.flatMap((item, index) => (item.default === true ? [index] : []));
    if (marked.length > 1) {
      report(ctx, [...path, marked[1]!, 'default'], {
        severity: 'warning',
        rule: 'nav-multiple-defaults',
        message: `more than one ${kind} is marked \`default\`; the first one, ${divisionLabel(items[marked[0]!]!, kind)}, is used.`,
        hint: `Keep \`"default": true\` on one ${kind} only.`,
      });
    }
    return marked[0] ?? 0;
  }
  // A division that is only a link cannot be the one shown by default.
  const section = items.findIndex((item) => item.hidden !== true && item.href === undefined);
  const visible = items.findIndex((item) => item.hidden !== true);
  return section !== -1 ? section : visible !== -1 ? visible : 0;
}

function divisionLabel(node: DivisionConfig, kind: Exclude<DivisionKind, 'root'> | DivisionKind): string {
  if (kind === 'root') return '';
  if (kind === 'product' && typeof node.name === 'string') return node.name;
  const value = node[LABEL_KEY[kind]];
  return typeof value === 'string' ? value : '';
}

function pickDisplay(node: DivisionConfig): Partial<NavDivision> {
  const out: Partial<NavDivision> = {};
  if (node.icon !== undefined) out.icon = node.icon;
  if (node.color && typeof node.color === 'object') out.color = node.color as { light?: string; dark?: string };
  if (typeof node.description === 'string') out.description = node.description;
  if (typeof node.tag === 'string') out.tag = node.tag;
  if (node.align === 'start' || node.align === 'end') out.align = node.align;
  return out;
}

function pickRecords(
  node: DivisionConfig,
  keys: readonly ('banner' | 'footer' | 'navbar')[],
): NavDivision['overrides'] {
  const out: NonNullable<NavDivision['overrides']> = {};
  for (const key of keys) {
    const value = node[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) out[key] = value as Record<string, unknown>;
  }
  return Object.keys(out).length ? out : undefined;
}

const GLOBAL_KINDS = [
  ['tabs', 'tab', 'tab'],
  ['anchors', 'anchor', 'anchor'],
  ['dropdowns', 'dropdown', 'dropdown'],
  ['products', 'product', 'product'],
  ['versions', 'version', 'version'],
  ['languages', 'language', 'language'],
] as const;

/** `global` links, in a fixed kind order. */
function globalLinks(global: GlobalNavigation | undefined): GlobalLinkNode[] {
  if (!global) return [];
  const out: GlobalLinkNode[] = [];
  for (const [key, kind, labelKey] of GLOBAL_KINDS) {
    for (const item of (global[key] ?? []) as Record<string, unknown>[]) {
      const href = linkHref(String(item.href ?? ''));
      const written = kind === 'product' && typeof item.name === 'string' ? item.name : String(item[labelKey] ?? '');
      const label = kind === 'language' ? localeDisplayName(written) : written;
      const link: GlobalLinkNode = { kind, label, href, external: isExternalHref(href), hidden: item.hidden === true };
      if (item.icon !== undefined) link.icon = item.icon as IconRef;
      if (typeof item.description === 'string') link.description = item.description;
      else if (kind === 'language') link.description = written;
      if (item.color && typeof item.color === 'object') link.color = item.color as { light?: string; dark?: string };
      out.push(link);
    }
  }
  return out;
}
