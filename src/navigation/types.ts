/**
 * The resolved navigation tree: docs.json `navigation` + the page index, flattened into id-indexed tables so a
 * page's view can be computed in time proportional to its section, and so the whole tree is plain data
 * (JSON- and structured-clone-safe: no parent pointers, no classes, no Maps).
 */
import type { JsonPath } from '../config/json-path.js';
import type { IconRef } from '../icons/icon-ref.js';

/** Kinds of division. `root` is the navigation object itself; `menu` is an item of a tab's or product's menu. */
export type DivisionKind = 'root' | 'tab' | 'menu' | 'anchor' | 'dropdown' | 'product' | 'version' | 'language';

/** Nav `directory` listing mode (automatic listing of a group's child pages on its root page). */
export type DirectoryMode = 'none' | 'accordion' | 'card';

/** An OpenAPI/AsyncAPI spec reference as a node declares it (normalised to a list of sources). */
export interface ApiSpecContext {
  /** Paths (relative to the site root, leading `/` removed) or URLs. */
  sources: string[];
  /** Folder generated pages go under, when the node set `{ source, directory }`. */
  directory?: string;
  overlays?: string[];
  /** Where it was declared: `navigation.tabs[2].openapi`. */
  declaredAt: JsonPath;
}

/** What a node inherits from its nearest ancestors (its own settings win). */
export interface InheritedSettings {
  openapi?: ApiSpecContext;
  asyncapi?: ApiSpecContext;
  directory?: DirectoryMode;
}

/** A child of a division or group: a nested group or a page/endpoint entry. */
export type NavItem = { type: 'group'; group: number } | { type: 'entry'; entry: number };

/** A link of `navigation.global` (or a division's `global`): shown whatever the active section. */
export interface GlobalLinkNode {
  kind: 'tab' | 'anchor' | 'dropdown' | 'product' | 'version' | 'language';
  label: string;
  /** As written (no base): `/changelog` or `https://…`. */
  href: string;
  external: boolean;
  icon?: IconRef;
  description?: string;
  color?: { light?: string; dark?: string };
  hidden: boolean;
}

export interface NavDivision {
  id: number;
  kind: DivisionKind;
  /** Tab/anchor/… label; version name; language code; product display name. */
  label: string;
  /** Languages: the locale's name in its own language (`Français`). */
  displayName?: string;
  configPath: JsonPath;
  parent: number | null;
  icon?: IconRef;
  color?: { light?: string; dark?: string };
  description?: string;
  /** Version badge (`Latest`). */
  tag?: string;
  align?: 'start' | 'end';
  /** Hidden by itself or by an ancestor. */
  hidden: boolean;
  /** Among its siblings: `default: true`, else the first (versions, languages); the first for other kinds. */
  isDefault: boolean;
  /** The division is only a link (as written, no base). */
  href?: string;
  external?: boolean;
  /** Own `global` links. */
  global: GlobalLinkNode[];
  /** Language divisions: per-language chrome overrides, as written. */
  overrides?: { banner?: Record<string, unknown>; footer?: Record<string, unknown>; navbar?: Record<string, unknown> };
  /** Kind of the child divisions (when it holds divisions). */
  childKind?: Exclude<DivisionKind, 'root'>;
  children: number[];
  /** Groups and pages held directly (a section: it has a sidebar). */
  items: NavItem[];
  /** Entries of this section in sidebar order (nested groups flattened), for prev/next. */
  sectionEntries: number[];
  /** Entries of the whole subtree are `entries[entryStart .. entryEnd - 1]` (depth-first order). */
  entryStart: number;
  entryEnd: number;
  /** URL (no base) a link to this division opens: its href, else its first visible page, following defaults. */
  firstUrl?: string;
  inherited: InheritedSettings;
}

export interface NavGroupNode {
  id: number;
  label: string;
  configPath: JsonPath;
  /** The section (division) holding it. */
  division: number;
  parent: number | null;
  icon?: IconRef;
  tag?: string;
  /** Nested groups only: `expanded` as written; top-level groups are always open. */
  expanded: boolean;
  nested: boolean;
  /** Entry of the group's `root` page. */
  rootEntry?: number;
  /** Hidden by itself or an ancestor. */
  hidden: boolean;
  searchable?: boolean;
  boost?: number;
  items: NavItem[];
  inherited: InheritedSettings;
}

/** An endpoint reference in `pages` (§2.5): `[spec] METHOD /path` or `[spec] webhook name`. */
export interface EndpointRef {
  /** The entry as written. */
  raw: string;
  /** Upper case: `GET`, `POST`…, or `WEBHOOK`. */
  method: string;
  /** Operation path (`/users/{id}`), or the webhook name. */
  path: string;
  webhook: boolean;
  /** Spec file named in the entry itself. */
  explicitSpec?: string;
  /** Spec the endpoint resolves against: explicit, else the nearest ancestor's first `openapi` source. */
  spec?: string;
}

export interface NavEntryNode {
  id: number;
  kind: 'page' | 'endpoint';
  /** URL path without base. */
  url: string;
  /** Page path (`guides/setup`); for endpoints the generated page's path (its URL without the leading `/`). */
  pagePath: string;
  configPath: JsonPath;
  /** The section holding it. */
  division: number;
  /** Group chain, outermost first. */
  groups: number[];
  /** Hidden by a hidden group or division (the page's own frontmatter `hidden` is read at view time). */
  hidden: boolean;
  /** Nearest explicit `searchable` of a hidden ancestor. */
  searchable?: boolean;
  boost?: number;
  /** Every version/language division above it is the default one. */
  inDefaultDivision: boolean;
  /** Version and language labels above it, when any. */
  version?: string;
  language?: string;
  /** Entry is the `root` page of its innermost group. */
  groupRoot?: boolean;
  endpoint?: EndpointRef;
  /** Endpoint whose URL is a placeholder and whose page nothing generates yet (the build emits a stand-in). */
  placeholder?: boolean;
  inherited: InheritedSettings;
}

/** A node that will generate its API pages from a whole spec (an `openapi`/`asyncapi` with no endpoint refs). */
export interface BulkApiRequest {
  kind: 'openapi' | 'asyncapi';
  owner: { type: 'division'; id: number } | { type: 'group'; id: number };
  spec: ApiSpecContext;
  /** True when `expandApi` supplied the pages (false: nothing generated yet). */
  expanded: boolean;
}

export interface NavigationTree {
  /** `divisions[0]` is the root. */
  divisions: NavDivision[];
  groups: NavGroupNode[];
  /** Every page/endpoint occurrence in navigation order. */
  entries: NavEntryNode[];
  /** URL (no base) → ids of the entries serving it, in navigation order. */
  byUrl: Record<string, number[]>;
  bulkApi: BulkApiRequest[];
  /** Sites with versions/languages: entries by the URLs one segment away from theirs (see `switchIndexKeys`). */
  switchIndex: Record<string, number[]>;
}

// One page's view of the tree (`pageNavigation`): part of the page data the theme renders, so every href
// here is final (base path applied).

export interface NavLink {
  label: string;
  href: string;
  icon?: IconRef;
  /** Pill text (group/page `tag`, version `tag`). */
  tag?: string;
  description?: string;
  /** True for the link of the section (or page) being shown. */
  active?: boolean;
  /** True when href leaves the site (opens as an external link). */
  external?: boolean;
  /** Anchor/dropdown/product colour. */
  color?: { light?: string; dark?: string } | string;
}

/** A tab in the tabs bar; `menu` items make it a dropdown. */
export interface NavTab extends NavLink {
  menu?: NavLink[];
  align?: 'start' | 'end';
}

/** One row of the sidebar tree. */
export type SidebarItem = SidebarPage | SidebarGroup | SidebarGap;

/**
 * Rows a windowed sidebar leaves out at this place (a large section's page shows the rows around the current
 * one; the rest come with the section's shared navigation file).
 */
export interface SidebarGap {
  kind: 'gap';
  /** How many rows are left out. */
  count: number;
}

export interface SidebarPage {
  kind: 'page';
  label: string;
  href: string;
  icon?: IconRef;
  tag?: string;
  /** HTTP method pill for API pages (`GET`, `POST`, `WEBHOOK`...). */
  method?: string;
  deprecated?: boolean;
  active?: boolean;
  external?: boolean;
}

export interface SidebarGroup {
  kind: 'group';
  label: string;
  icon?: IconRef;
  tag?: string;
  /** Page opened by clicking the group title, when the group has a `root`. */
  href?: string;
  /** Top-level groups are always open; nested ones open when `expanded` or when they hold the active page. */
  expanded: boolean;
  /** Nested below another group. */
  nested: boolean;
  /** True when the active page is this group's root or inside it. */
  active?: boolean;
  items: SidebarItem[];
  /**
   * A windowed sidebar's group away from the current page: `items` is empty, its rows come with the section's
   * shared navigation file, and `first` links to its first page meanwhile (and without JavaScript).
   */
  partial?: true;
  first?: string;
}

/** A switcher (versions, languages, products, dropdowns): the options and which one is current. */
export interface Switcher {
  items: NavLink[];
  /** Index into items of the current one; -1 when none applies. */
  current: number;
}

export interface PageNavigation {
  /** Tabs bar of the current section (empty when the site has no tabs). */
  tabs: NavTab[];
  /** Anchors at the top of the sidebar: the current section's and the `global` ones. */
  anchors: NavLink[];
  dropdowns?: Switcher;
  products?: Switcher;
  /** Version selector; each item's href keeps the reader on the same page when one exists. */
  versions?: Switcher;
  /** Language selector; same rule. Item `label` is the locale's display name, `description` the code. */
  languages?: Switcher;
  /**
   * The sidebar of the current section only (never the whole site). For a large section (`sharedSidebar`), a
   * window on it: the path to the current page, the rows around it and the top-level groups.
   */
  sidebar: SidebarItem[];
  /**
   * Division id of the current section when it is too large to inline: its full sidebar is one shared file for
   * the whole section, which render names (`sidebarFile`) and the page loads.
   */
  sharedSidebar?: number;
  /** Href of that shared file (base applied), set by render. */
  sidebarFile?: string;
  breadcrumbs: { label: string; href?: string }[];
  /** Name of the group holding the page (the `section` eyebrow). */
  section?: string;
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  /** The current language code, when the site has languages. */
  language?: string;
}
