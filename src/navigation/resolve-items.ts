/**
 * The leaves of the walk: groups, page paths and endpoint references, turned into `NavGroupNode`s and
 * `NavEntryNode`s (docs-json.md §2.2 groups, §2.5 endpoints).
 */
import { nearestName } from '../util/nearest-name.js';
import { formatJsonPath, type JsonPath } from '../config/json-path.js';
import type { NavGroup } from '../config/schema/navigation.js';
import { normalizePagePath } from '../content/page-path.js';
import { report } from '../diagnostics/report.js';
import { checkChildKeys } from './child-kinds.js';
import { endpointPlaceholderUrl, parseEndpointRef } from './endpoint-ref.js';
import { inheritSettings, type NavPlace, type ResolveContext, type Scope } from './resolve-context.js';
import type { BulkApiRequest, NavEntryNode, NavGroupNode, NavItem } from './types.js';
import { MAX_NAVIGATION_DEPTH } from '../util/limits.js';
import { normalizeUrlPath } from '../util/url-path.js';

/** Resolves one element of a `pages` array: a page path, an endpoint reference, a nested group. */
export function resolvePageItem(ctx: ResolveContext, value: unknown, at: NavPlace): NavItem | undefined {
  if (typeof value === 'string') {
    const entry = resolveEntry(ctx, value, at);
    return entry === undefined ? undefined : { type: 'entry', entry };
  }
  const { path } = at;
  if (value && typeof value === 'object' && 'group' in value) {
    if (at.scope.groups.length >= MAX_NAVIGATION_DEPTH) {
      // Sidebars of this depth cannot be read, and every later walk of the tree is recursive.
      report(ctx, path, {
        severity: 'error',
        rule: 'nav-too-deep',
        message: `groups are nested more than ${MAX_NAVIGATION_DEPTH} deep here; this group is left out.`,
        hint: 'Flatten the navigation: move deep groups into their own tab, dropdown or page.',
      });
      return undefined;
    }
    return { type: 'group', group: resolveGroup(ctx, value as NavGroup, at) };
  }
  if (value && typeof value === 'object' && 'sourceRef' in value) {
    const message = 'multi-repo `sourceRef` entries are a hosted-platform feature; this one is skipped.';
    report(ctx, path, {
      severity: 'warning',
      rule: 'nav-source-ref',
      message,
      hint: "Copy the other repository's pages into this site to list them here.",
    });
  }
  return undefined;
}

/** Resolves a group and everything below it; returns its id. */
export function resolveGroup(ctx: ResolveContext, group: NavGroup, at: NavPlace): number {
  const { path, scope } = at;
  const id = ctx.tree.groups.length;
  // A group holding both specs uses only `openapi` (§2.5 rule 6).
  const own = group.openapi !== undefined ? { ...group, asyncapi: undefined } : group;
  const inherited = inheritSettings(scope.inherited, own, path);
  const hidden = scope.hidden || group.hidden === true;
  const node: NavGroupNode = {
    id,
    label: group.group,
    configPath: path,
    division: scope.division,
    parent: scope.group,
    expanded: group.expanded === true,
    nested: scope.group !== null,
    hidden,
    items: [],
    inherited,
    ...(group.icon !== undefined ? { icon: group.icon } : {}),
    ...(group.tag !== undefined ? { tag: group.tag } : {}),
  };
  const searchable = group.searchable ?? scope.searchable;
  const boost = group.boost ?? scope.boost;
  if (searchable !== undefined) node.searchable = searchable;
  if (boost !== undefined) node.boost = boost;
  ctx.tree.groups.push(node);

  const { problem } = checkChildKeys('group', group, path);
  if (problem)
    report(ctx, problem.path, {
      severity: problem.severity,
      rule: problem.rule,
      message: problem.message,
      hint: problem.hint,
    });

  const inner: Scope = { ...scope, group: id, groups: [...scope.groups, id], hidden, inherited };
  if (searchable !== undefined) inner.searchable = searchable;
  if (boost !== undefined) inner.boost = boost;
  if (typeof group.root === 'string') {
    const rootEntry = resolveEntry(ctx, group.root, { path: [...path, 'root'], scope: inner, groupRoot: true });
    if (rootEntry !== undefined) node.rootEntry = rootEntry;
  }
  const pages = group.pages ?? [];
  pages.forEach((value, index) => {
    const item = resolvePageItem(ctx, value, { path: [...path, 'pages', index], scope: inner });
    if (item) node.items.push(item);
  });
  expandBulkApi(ctx, { owner: { type: 'group', id }, node: own, path, scope: inner }, (generated, at) => {
    const item = resolvePageItem(ctx, generated, { path: at, scope: inner });
    if (item) node.items.push(item);
  });
  return id;
}

/** A division or group that may list a whole spec, as `expandBulkApi` reads it. */
export interface BulkApiNode extends NavPlace {
  /** The division or group (by id) the generated items go into. */
  owner: BulkApiRequest['owner'];
  /** Its config (`openapi`/`asyncapi` keys). */
  node: Readonly<Record<string, unknown>>;
}

/**
 * Records a node that generates pages from a whole spec (§2.5 rule 3: it has `openapi`/`asyncapi` and no
 * endpoint below relies on it implicitly) and, when the OpenAPI stage provided `expandApi`, resolves what it
 * generates in place: `add` is called for each generated item, with the JSON path it stands for.
 */
export function expandBulkApi(
  ctx: ResolveContext,
  bulk: BulkApiNode,
  add: (generated: unknown, path: JsonPath) => void,
): void {
  const { owner, node, path, scope } = bulk;
  for (const kind of ['openapi', 'asyncapi'] as const) {
    const spec = node[kind] !== undefined ? scope.inherited[kind] : undefined;
    if (!spec || ctx.implicitSpecUses.has(formatJsonPath(spec.declaredAt))) continue;
    const request = { kind, owner, spec };
    const generated = ctx.expandApi?.(request);
    ctx.tree.bulkApi.push({ ...request, expanded: generated !== undefined });
    for (const [index, item] of (generated ?? []).entries()) add(item, [...path, kind, index]);
  }
}

/** Where an entry is written. */
interface EntryPlace extends NavPlace {
  /** A group's `root` page: a page path, never read as an endpoint reference. */
  groupRoot?: boolean;
}

/** Resolves a page path or endpoint reference into an entry; `undefined` (with a diagnostic) when missing. */
function resolveEntry(ctx: ResolveContext, raw: string, at: EntryPlace): number | undefined {
  const { path, scope, groupRoot } = at;
  const endpoint = groupRoot ? undefined : parseEndpointRef(raw);
  let url: string;
  let pagePath: string;
  let entryEndpoint: NavEntryNode['endpoint'];
  let placeholder = false;
  if (endpoint) {
    const spec = endpoint.explicitSpec ?? scope.inherited.openapi?.sources[0];
    const inherited = scope.inherited.openapi;
    if (!endpoint.explicitSpec && inherited) ctx.implicitSpecUses.add(formatJsonPath(inherited.declaredAt));
    entryEndpoint = { ...endpoint, ...(spec !== undefined ? { spec: spec.replace(/^\.?\/+/, '') } : {}) };
    ({ url, placeholder } = endpointUrl(ctx, entryEndpoint, scope));
    pagePath = url.replace(/^\/+/, '');
  } else {
    // A name of nothing but spaces (`" "`, a tab) names no page: not the home page, which `/` names.
    if (raw.trim() === '') {
      report(ctx, path, {
        severity: 'warning',
        rule: 'nav-missing-page',
        message: `the page name ${JSON.stringify(raw)} names no page; it is left out of the navigation.`,
        hint: 'Write the page path from the folder that holds docs.json, without its extension (`index`, `guides/setup`).',
      });
      return undefined;
    }
    const page = findPage(ctx, raw);
    if (!page) {
      reportMissingPage(ctx, raw, path);
      return undefined;
    }
    url = page.url;
    pagePath = page.path;
  }
  const id = ctx.tree.entries.length;
  const entry: NavEntryNode = {
    id,
    kind: endpoint ? 'endpoint' : 'page',
    url,
    pagePath,
    configPath: path,
    division: scope.division,
    groups: scope.groups,
    hidden: scope.hidden,
    inDefaultDivision: scope.inDefaultDivision,
    inherited: scope.inherited,
    ...(scope.searchable !== undefined ? { searchable: scope.searchable } : {}),
    ...(scope.boost !== undefined ? { boost: scope.boost } : {}),
    ...(scope.version !== undefined ? { version: scope.version } : {}),
    ...(scope.language !== undefined ? { language: scope.language } : {}),
    ...(groupRoot ? { groupRoot } : {}),
    ...(entryEndpoint ? { endpoint: entryEndpoint } : {}),
    ...(placeholder ? { placeholder } : {}),
  };
  ctx.tree.entries.push(entry);
  (ctx.tree.byUrl[url] ??= []).push(id);
  return id;
}

function findPage(ctx: ResolveContext, raw: string) {
  const pagePath = normalizePagePath(raw);
  return (
    ctx.pages.get(pagePath) ??
    ctx.pages.get(pagePath ? `${pagePath}/index` : 'index') ??
    // `a/index` where `a.mdx` is the page at that URL (`a/index.mdx` beside it was left out, said by the scan).
    (pagePath.endsWith('/index') ? ctx.pages.get(pagePath.slice(0, -'/index'.length)) : undefined)
  );
}

/**
 * One page per endpoint and the URL its placement asks for: an operation listed again where it gets the same
 * URL (a second group, a selective list beside a bulk one) is the same page, while one placed under another
 * `directory` (each language's API tab) gets a page there too, as on the platform. A different endpoint landing
 * on a taken URL gets `-1`, `-2`…
 */
function endpointUrl(
  ctx: ResolveContext,
  endpoint: NonNullable<NavEntryNode['endpoint']>,
  scope: Scope,
): { url: string; placeholder: boolean } {
  // `GET /users/{id}/` and `GET /users/{id}` are the same operation (§2.5).
  const path = endpoint.webhook ? endpoint.path : endpoint.path.replace(/(.)\/+$/, '$1');
  const given = ctx.endpointUrl?.(endpoint, scope.inherited);
  const placeholder = given === undefined;
  // A page named `index` is its folder's page (`/api-reference/index` is served as `/api-reference`), as MDX pages are.
  const wanted = normalizeUrlPath(
    given ?? endpointPlaceholderUrl({ ...endpoint, path }, scope.inherited.openapi?.directory),
  );
  const identity = `${endpoint.spec ?? ''}|${endpoint.method}|${path}|${wanted.toLowerCase()}`;
  const known = ctx.endpointUrls.get(identity);
  if (known) return { url: known, placeholder };
  // An MDX page at that URL that documents this very operation (`openapi: GET /users`, as a scrape of the
  // platform's pages writes them) is its page: the entry leads there, rather than to a second page at `-1`.
  const documented = !ctx.endpointOwners.has(wanted.toLowerCase()) && pageDocuments(ctx, wanted, { ...endpoint, path });
  let url = wanted;
  if (!documented)
    for (let n = 1; ctx.endpointOwners.has(url.toLowerCase()) || pageAt(ctx, url); n++) url = `${wanted}-${n}`;
  ctx.endpointUrls.set(identity, url);
  ctx.endpointOwners.set(url.toLowerCase(), identity);
  return { url, placeholder };
}

/** Whether the MDX page at `url` binds the same operation in its frontmatter (method and path; spec if both name one). */
function pageDocuments(
  ctx: ResolveContext,
  url: string,
  endpoint: { method: string; path: string; webhook?: boolean; spec?: string },
): boolean {
  const pagePath = url.slice(1);
  const owner = ctx.pages.has(pagePath)
    ? pagePath
    : ctx.pages.has(`${pagePath}/index`)
      ? `${pagePath}/index`
      : undefined;
  const written = owner === undefined ? undefined : ctx.pageApiRef?.(owner);
  const bound = written === undefined ? undefined : parseEndpointRef(written);
  if (!bound || bound.method !== endpoint.method || Boolean(bound.webhook) !== Boolean(endpoint.webhook)) return false;
  const trim = (value: string) => (endpoint.webhook ? value : value.replace(/(.)\/+$/, '$1'));
  if (trim(bound.path) !== trim(endpoint.path)) return false;
  const name = (file: string) => file.replace(/^.*\//, '').replace(/\.(json|ya?ml)$/i, '');
  return !bound.explicitSpec || !endpoint.spec || name(bound.explicitSpec) === name(endpoint.spec);
}

/** Whether an MDX page has the URL `url` (`/a/b`: the page `a/b` or `a/b/index`). */
function pageAt(ctx: ResolveContext, url: string): boolean {
  const pagePath = url.slice(1);
  return ctx.pages.has(pagePath) || ctx.pages.has(pagePath ? `${pagePath}/index` : 'index');
}

function reportMissingPage(ctx: ResolveContext, raw: string, path: JsonPath): void {
  const pagePath = normalizePagePath(raw);
  const segments = pagePath.split('/');
  if (segments.includes('..')) {
    report(ctx, path, {
      severity: 'warning',
      rule: 'nav-missing-page',
      message: `page \`${pagePath}\` points outside the site's folder (the one holding docs.json), where no page is read; it is left out of the navigation.`,
      hint: "Move the page into the site's folder and list it by its path from there, without `..`.",
    });
    return;
  }
  if (segments.some((segment) => segment === '' || segment === '.')) {
    const cleaned = segments.filter((segment) => segment !== '' && segment !== '.').join('/');
    report(ctx, path, {
      severity: 'warning',
      rule: 'nav-missing-page',
      message: `page \`${pagePath}\` has an empty folder name (\`//\` or \`/./\`), which no page's path has; it is left out of the navigation.`,
      hint: `Write it \`${cleaned}\`${pageAt(ctx, `/${cleaned}`) ? ', which is a page' : ''}.`,
    });
    return;
  }
  const unread = ctx.unreadPage?.(pagePath);
  if (unread?.why === 'folder') {
    report(ctx, path, {
      severity: 'warning',
      rule: 'nav-missing-page',
      message: `page \`${pagePath}\` is left out of the navigation: ${unread.file} is a folder, not a page file.`,
      hint: `Rename the folder ${unread.file}, or list one of the pages in it.`,
    });
    return;
  }
  const ignored = unread?.file;
  if (ignored && /^_?snippets$/.test(segments[0]!)) {
    report(ctx, path, {
      severity: 'warning',
      rule: 'nav-missing-page',
      message: `page \`${pagePath}\` is a snippet: files under ${segments[0]}/ are included into pages, never built as pages of their own; it is left out of the navigation.`,
      hint: `List the pages that include ${ignored} instead, or move it out of ${segments[0]}/ to make it a page.`,
    });
    return;
  }
  if (ignored) {
    report(ctx, path, {
      severity: 'warning',
      rule: 'nav-missing-page',
      message: `page \`${pagePath}\` is left out of the navigation: ${ignored} exists, but in a folder that is not read (the site root's build, dist, coverage, .cache, tmp and temp folders, the output folder, tool folders, or a pattern of .mintignore).`,
      hint: `Move ${ignored} into a folder that is read (the hosted platform ignores these folders too), or remove the pattern from .mintignore.`,
    });
    return;
  }
  const suggestion = suggestPage(ctx, pagePath);
  const hint = suggestion
    ? `Did you mean \`${suggestion}\`? Otherwise create ${pagePath}.mdx or remove the entry.`
    : `Create ${pagePath}.mdx (or .md), or remove the entry.`;
  const message = `page \`${pagePath}\` does not exist: there is no ${pagePath}.mdx or ${pagePath}.md; it is left out of the navigation.`;
  // A warning, as Mintlify's own build gives ("referenced in the docs.json navigation but the file does not
  // exist"): live sites carry such stale entries (a page deleted, a translation not written yet) and build there.
  // `--strict` still fails on it.
  report(ctx, path, { severity: 'warning', rule: 'nav-missing-page', message, hint });
}

/** The closest existing page path, when close enough to be a plausible typo or move. */
function suggestPage(ctx: ResolveContext, pagePath: string): string | undefined {
  ctx.pagePaths ??= [...ctx.pages.keys()];
  return nearestName(pagePath, ctx.pagePaths);
}
