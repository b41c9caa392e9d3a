/**
 * Converts a legacy mint.json (v1) value into the docs.json (v2) shape, following Mintlify's
 * `upgradeToDocsConfig` mapping (docs-json.md §1.7). Pure; the result is validated like any docs.json.
 */

import type { JsonPath } from './json-path.js';
import type { Origins } from './legacy-origins.js';

type Json = Record<string, unknown>;

/** Keys a mint.json may hold; anything else is reported as unknown. */
export const MINT_JSON_KEYS = [
  '$schema',
  'mintlify',
  'name',
  'logo',
  'theme',
  'layout',
  'favicon',
  'openapi',
  'topbar',
  'sidebar',
  'rounded',
  'api',
  'modeToggle',
  'versions',
  'metadata',
  'codeBlock',
  'colors',
  'eyebrow',
  'topbarCtaButton',
  'topbarLinks',
  'navigation',
  'primaryTab',
  'topAnchor',
  'anchors',
  'tabs',
  'footer',
  'footerSocials',
  'background',
  'backgroundImage',
  'font',
  'feedback',
  'analytics',
  'integrations',
  'isWhiteLabeled',
  'search',
  'redirects',
  'seo',
] as const;

/**
 * The kind of value each mint.json key the conversion reads must hold; a key of another kind is left out of the
 * docs.json (keys copied as they are, such as `name`, are checked there).
 */
const LEGACY_KINDS: Record<string, 'object' | 'list' | 'text'> = {
  colors: 'object',
  modeToggle: 'object',
  eyebrow: 'object',
  codeBlock: 'object',
  background: 'object',
  backgroundImage: 'text',
  topbarLinks: 'list',
  topbarCtaButton: 'object',
  tabs: 'list',
  anchors: 'list',
  versions: 'list',
  topAnchor: 'object',
  primaryTab: 'object',
  footer: 'object',
  api: 'object',
  metadata: 'object',
  seo: 'object',
  font: 'object',
  search: 'object',
  analytics: 'object',
  integrations: 'object',
};

/** A mint.json key whose value is not of the kind the conversion reads, so it is left out. */
export interface LegacyWrongKind {
  key: string;
  expected: 'object' | 'list' | 'text';
  value: unknown;
}

/** The keys of a mint.json value that hold the wrong kind of value for the conversion. */
function wrongKinds(v1: Json): LegacyWrongKind[] {
  const out: LegacyWrongKind[] = [];
  for (const [key, expected] of Object.entries(LEGACY_KINDS)) {
    const value = v1[key];
    if (value === undefined || value === null) continue;
    const fits =
      expected === 'object' ? isObject(value) : expected === 'list' ? Array.isArray(value) : typeof value === 'string';
    if (!fits) out.push({ key, expected, value });
  }
  return out;
}

const LEGACY_THEMES: Record<string, string> = { venus: 'palm', quill: 'willow', prism: 'mint' };
const V2_THEMES = new Set(['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia']);

/**
 * The docs.json equivalent of a mint.json value, the top-level keys it did not recognise, and (for an object)
 * the mint.json path each moved object came from, so that problems found in the docs.json shape are located
 * where the author wrote them (see {@link originalPath}).
 */
export function upgradeMintConfig(v1: unknown): {
  value: unknown;
  unknownKeys: string[];
  wrongKinds: LegacyWrongKind[];
  origins?: Origins;
} {
  if (!isObject(v1)) return { value: v1, unknownKeys: [], wrongKinds: [] };
  const origins: Origins = new WeakMap();
  const known = new Set<string>(MINT_JSON_KEYS);
  const unknownKeys = Object.keys(v1).filter((key) => !known.has(key));
  const out: Json = { $schema: 'https://mintlify.com/docs.json', theme: theme(v1) };
  copy(v1, out, 'name');
  copy(v1, out, 'logo');
  copy(v1, out, 'favicon');
  copy(v1, out, 'redirects');

  const colors = isObject(v1.colors) ? v1.colors : {};
  out.colors = compact({ primary: colors.primary ?? '#16A34A', light: colors.light, dark: colors.dark });
  out.navigation = navigation(v1, origins);

  const background = compact({
    image: v1.backgroundImage,
    decoration: isObject(v1.background) ? v1.background.style : undefined,
    color: isObject(colors.background) ? colors.background : undefined,
  });
  if (Object.keys(background).length) out.background = background;

  if (isObject(v1.modeToggle)) {
    out.appearance = compact({ default: v1.modeToggle.default, strict: v1.modeToggle.isHidden });
  }
  const styling = compact({
    eyebrows: isObject(v1.eyebrow) ? v1.eyebrow.display : undefined,
    codeblocks: isObject(v1.codeBlock) ? (v1.codeBlock.mode === 'dark' ? 'dark' : 'system') : undefined,
  });
  if (Object.keys(styling).length) out.styling = styling;

  const navbar = compact({
    links: topbarLinks(v1.topbarLinks, origins),
    primary: from(origins, topbarCta(v1.topbarCtaButton), ['topbarCtaButton']),
  });
  if (Object.keys(navbar).length) out.navbar = navbar;
  const footer = footerOf(v1);
  if (footer) out.footer = footer;

  const api = apiOf(v1);
  if (api) out.api = api;
  if (isObject(v1.metadata) || isObject(v1.seo)) {
    out.seo = compact({
      metatags: isObject(v1.metadata) ? v1.metadata : undefined,
      indexing: isObject(v1.seo) && v1.seo.indexHiddenPages === true ? 'all' : undefined,
    });
  }
  if (isObject(v1.font)) {
    const { url, headings, ...rest } = v1.font;
    out.fonts = compact({ ...rest, source: url, heading: headings });
  }
  if (isObject(v1.search) && v1.search.prompt !== undefined) out.search = { prompt: v1.search.prompt };
  const integrations = integrationsOf(v1);
  if (integrations) out.integrations = integrations;
  return { value: out, unknownKeys, wrongKinds: wrongKinds(v1), origins };
}

function theme(v1: Json): unknown {
  const name = v1.theme;
  if (typeof name === 'string' && V2_THEMES.has(name)) return name;
  // Own keys only: a theme named "constructor" must not come back as Object's constructor.
  if (typeof name === 'string' && Object.hasOwn(LEGACY_THEMES, name)) return LEGACY_THEMES[name];
  if (v1.layout === 'sidenav') return 'maple';
  if (v1.layout === 'solidSidenav') return 'willow';
  return name === undefined ? 'mint' : name;
}

/** v1 navigation is a list of groups; tabs and versions split them by URL prefix and `version`. */
function navigation(v1: Json, origins: Origins): unknown {
  if (!Array.isArray(v1.navigation)) return v1.navigation;
  const groups = v1.navigation.map((entry, i) => group(entry, ['navigation', i], origins));
  const tabs = Array.isArray(v1.tabs)
    ? v1.tabs.flatMap((tab, i) => (isObject(tab) ? [{ tab, at: ['tabs', i] }] : []))
    : [];
  const versions = Array.isArray(v1.versions)
    ? v1.versions.map((v) => (isObject(v) ? v.name : v)).filter((v) => typeof v === 'string')
    : [];
  const v1Anchors = Array.isArray(v1.anchors)
    ? v1.anchors.flatMap((anchor, i) => (isObject(anchor) ? [{ anchor, at: ['anchors', i] as JsonPath }] : []))
    : [];
  // An anchor whose `url` is a folder of the site holds the groups whose pages are in it, as a tab does (without
  // tabs, where v1 shows them in the sidebar under the anchor); one to another site is a link on every page.
  const folderAnchor = (anchor: Json) => typeof anchor.url === 'string' && !/^[a-z][a-z\d+.-]*:/i.test(anchor.url);
  const sections = tabs.length === 0 ? v1Anchors.filter(({ anchor }) => folderAnchor(anchor)) : [];
  const anchors = v1Anchors
    .filter((entry) => !sections.includes(entry))
    .map(({ anchor, at }) =>
      from(origins, compact({ anchor: anchor.name, href: href(anchor.url), icon: anchor.icon }), at),
    );
  const global = anchors.length ? { anchors } : undefined;

  const split = (list: Json[]): Json => {
    if (tabs.length === 0 && sections.length > 0) return anchorSections(list);
    if (tabs.length === 0) return { groups: list };
    const claimed = new Set<Json>();
    const tabEntries = tabs.map(({ tab, at }) => {
      const prefix = typeof tab.url === 'string' ? tab.url.replace(/^\/|\/$/g, '') : '';
      if (/^https?:/.test(prefix)) return from(origins, { tab: tab.name, href: tab.url }, at);
      const own = list.filter((g) => !claimed.has(g) && firstPage(g)?.startsWith(`${prefix}/`));
      for (const g of own) claimed.add(g);
      return from(origins, { tab: tab.name, groups: own }, at);
    });
    const rest = list.filter((g) => !claimed.has(g));
    const primary =
      isObject(v1.primaryTab) && typeof v1.primaryTab.name === 'string' ? v1.primaryTab.name : 'Documentation';
    return { tabs: rest.length ? [{ tab: primary, groups: rest }, ...tabEntries] : tabEntries };
  };

  /** The groups under the folder anchors whose pages they hold; the others under the top anchor. */
  function anchorSections(list: Json[]): Json {
    const claimed = new Set<Json>();
    const entries = sections.map(({ anchor, at }) => {
      const prefix = String(anchor.url).replace(/^\/+|\/+$/g, '');
      const own = list.filter((g) => !claimed.has(g) && firstPage(g)?.startsWith(`${prefix}/`));
      for (const g of own) claimed.add(g);
      const head = { anchor: anchor.name, icon: anchor.icon };
      return from(origins, compact(own.length ? { ...head, groups: own } : { ...head, href: href(anchor.url) }), at);
    });
    const rest = list.filter((g) => !claimed.has(g));
    const top = isObject(v1.topAnchor) ? v1.topAnchor : {};
    const main = compact({
      anchor: typeof top.name === 'string' ? top.name : 'Documentation',
      icon: top.icon,
      groups: rest,
    });
    return { anchors: rest.length ? [main, ...entries] : entries };
  }

  const nav: Json = versions.length
    ? {
        versions: versions.map((version) => ({
          version,
          ...split(
            groups
              .filter((g) => g.version === undefined || g.version === version)
              .map((g) => withoutVersion(g, origins)),
          ),
        })),
      }
    : split(groups.map((g) => withoutVersion(g, origins)));
  if (global) nav.global = global;
  return nav;
}

function group(entry: unknown, at: JsonPath, origins: Origins): Json {
  if (!isObject(entry)) return from(origins, { group: String(entry), pages: [] }, at);
  const pages = Array.isArray(entry.pages)
    ? entry.pages.map((p, i) => (isObject(p) ? withoutVersion(group(p, [...at, 'pages', i], origins), origins) : p))
    : [];
  return from(origins, compact({ ...entry, pages }), at);
}

/** A copy without `version`, from the same place in mint.json as `g`. */
function withoutVersion(g: Json, origins: Origins): Json {
  const { version: _version, ...rest } = g;
  const at = origins.get(g);
  return at ? from(origins, rest, at) : rest;
}

/** Records that `value` came from `at` in mint.json, and returns it. */
function from<T>(origins: Origins, value: T, at: JsonPath): T {
  if (typeof value === 'object' && value !== null) origins.set(value, at);
  return value;
}

function firstPage(g: Json): string | undefined {
  for (const page of Array.isArray(g.pages) ? g.pages : []) {
    if (typeof page === 'string') return page.replace(/^\//, '');
    if (isObject(page)) {
      const nested = firstPage(page);
      if (nested) return nested;
    }
  }
  return undefined;
}

function topbarLinks(links: unknown, origins: Origins): unknown {
  if (!Array.isArray(links)) return undefined;
  return links.flatMap((link, i) =>
    isObject(link)
      ? [
          from(
            origins,
            link.type === 'github' || link.type === 'discord'
              ? compact({ type: link.type, href: link.url, label: link.name })
              : compact({ label: link.name, href: link.url }),
            ['topbarLinks', i],
          ),
        ]
      : [],
  );
}

function topbarCta(button: unknown): unknown {
  if (!isObject(button)) return undefined;
  if (button.type === 'github' || button.type === 'discord') return compact({ type: button.type, href: button.url });
  return compact({ type: 'button', label: button.name, href: button.url });
}

function footerOf(v1: Json): Json | undefined {
  const socials = v1.footerSocials ?? (isObject(v1.footer) ? v1.footer.socials : undefined);
  const socialsObject = Array.isArray(socials)
    ? Object.fromEntries(socials.filter(isObject).map((s) => [s.type, s.url]))
    : socials;
  const links =
    isObject(v1.footer) && Array.isArray(v1.footer.links)
      ? v1.footer.links.filter(isObject).map((column) =>
          compact({
            header: column.title ?? column.header,
            items: Array.isArray(column.links)
              ? column.links.filter(isObject).map((l) => compact({ label: l.label, href: l.url ?? l.href }))
              : column.items,
          }),
        )
      : undefined;
  const footer = compact({ socials: socialsObject, links });
  return Object.keys(footer).length ? footer : undefined;
}

function apiOf(v1: Json): Json | undefined {
  const api = isObject(v1.api) ? v1.api : {};
  const playground = isObject(api.playground) ? api.playground : {};
  // A Map, not an object: a mode written as "constructor" must stay a string.
  const modes = new Map([
    ['show', 'interactive'],
    ['simple', 'simple'],
    ['hide', 'none'],
  ]);
  const examples = isObject(api.request) && isObject(api.request.example) ? api.request.example : {};
  const out = compact({
    openapi: v1.openapi,
    mdx: compactOrUndefined({ server: api.baseUrl, auth: api.auth }),
    playground: compactOrUndefined({
      display: typeof playground.mode === 'string' ? (modes.get(playground.mode) ?? playground.mode) : undefined,
      proxy: typeof playground.disableProxy === 'boolean' ? !playground.disableProxy : undefined,
    }),
    examples: compactOrUndefined({ languages: examples.languages }),
  });
  return Object.keys(out).length ? out : undefined;
}

function integrationsOf(v1: Json): Json | undefined {
  const out: Json = { ...(isObject(v1.analytics) ? v1.analytics : {}) };
  if (isObject(v1.integrations)) {
    for (const [key, value] of Object.entries(v1.integrations)) {
      if (key === 'intercom' && typeof value === 'string') out.intercom = { appId: value };
      else if (key === 'frontchat' && typeof value === 'string') out.frontchat = { snippetId: value };
      else out[key] = value;
    }
  }
  return Object.keys(out).length ? out : undefined;
}

function href(url: unknown): unknown {
  return typeof url === 'string' && !/^[a-z]+:/i.test(url) && !url.startsWith('/') ? `/${url}` : url;
}

function copy(from: Json, to: Json, key: string): void {
  if (from[key] !== undefined) to[key] = from[key];
}

function compact(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

function compactOrUndefined(value: Json): Json | undefined {
  const out = compact(value);
  return Object.keys(out).length ? out : undefined;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
