/**
 * The contract between the pipeline and the theme: everything the theme needs to render one page, computed by
 * the pipeline. The theme (`templates/default`, behind the `Theme` contract in theme.ts) only renders it; it never
 * reads config or disk.
 * All hrefs here are final: base path applied, ready to put in an `href`.
 */

/** An icon reference as config and frontmatter give it, resolved later by the icon renderer. */
export type IconRef = string | { name: string; style?: string; library?: string };

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
export type SidebarItem = SidebarPage | SidebarGroup;

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
  /** The sidebar of the current section only (never the whole site). */
  sidebar: SidebarItem[];
  breadcrumbs: { label: string; href?: string }[];
  /** Name of the group holding the page (the `section` eyebrow). */
  section?: string;
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  /** The current language code, when the site has languages. */
  language?: string;
}

export interface TocItem {
  id: string;
  text: string;
  /** 2 for `##`, 3 for `###`... */
  depth: number;
}

export type PageMode = 'default' | 'wide' | 'custom' | 'frame' | 'center';

/** Site-wide chrome, identical on every page of a language (already merged with per-language overrides). */
export interface SiteChrome {
  name: string;
  /** Base path the site is served under, always starting and ending with `/`. */
  base: string;
  theme: string;
  logo?: { light: string; dark: string; href: string };
  favicon?: { light: string; dark: string };
  colors: { primary: string; light?: string; dark?: string };
  appearance: { default: 'system' | 'light' | 'dark'; strict: boolean };
  background?: {
    color?: { light?: string; dark?: string };
    image?: { light: string; dark: string };
    decoration?: 'gradient' | 'grid' | 'windows';
  };
  fonts?: {
    heading?: { family: string; weight?: number; source?: string; format?: string };
    body?: { family: string; weight?: number; source?: string; format?: string };
  };
  navbar: {
    links: NavLink[];
    primary?: { type: 'button' | 'github' | 'discord'; label: string; href: string };
  };
  footer: {
    socials: { key: string; href: string }[];
    links: { header?: string; items: { label: string; href: string }[] }[];
  };
  /** Banner: `html` is the rendered inline MDX content; `id` changes when the content changes. */
  banner?: { html: string; id: string; dismissible: boolean; type: 'info' | 'warning' | 'critical'; color?: { light?: string; dark?: string } };
  eyebrows: 'section' | 'breadcrumbs';
  drilldown: boolean;
  iconLibrary: 'fontawesome' | 'lucide' | 'tabler';
  searchPrompt?: string;
  /** Stylesheets and scripts from the project, as hrefs. */
  userStyles: string[];
  userScripts: string[];
  /** Href of the built-in client assets folder (`/_quire/`, base applied). */
  assetsBase: string;
}

export interface PageData {
  site: SiteChrome;
  /** URL path without base: `/guides/setup`. */
  url: string;
  /** Final href of this page (base applied). */
  href: string;
  title: string;
  description?: string;
  /** Frontmatter as written (passthrough keys included). */
  frontmatter: Record<string, unknown>;
  mode: PageMode;
  /** The rendered page body. */
  html: string;
  toc: TocItem[];
  nav: PageNavigation;
  /** Extra `<head>` tags (meta, canonical, noindex), already serialized. */
  head: string[];
  /** Per-page client features the body needs, so scripts load only where used: `mermaid`, `katex`, ... */
  features: string[];
  /** Set on the dev server: adds the live-reload client and the error overlay. */
  dev?: { errors: { message: string; location: string; frame?: string; hint?: string }[] };
  /** True for the 404 page. */
  notFound?: boolean;
}
