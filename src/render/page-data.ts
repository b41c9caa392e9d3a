/**
 * The contract between the pipeline and the theme: everything the theme needs to render one page, computed by
 * the pipeline. The theme (`templates/default`, behind the `Theme` contract in theme.ts) only renders it; it never
 * reads config or disk.
 * All hrefs here are final: base path applied, ready to put in an `href`.
 */

import type { TocItem } from '../mdx/types.js';
import type { NavLink, PageNavigation } from '../navigation/types.js';
import type { ChannelModel } from '../asyncapi/channel-model.js';
import type { ApiPageModel } from '../openapi/page-model.js';
import type { PageSearch } from './page-search.js';
export { FRAGMENT_ANCHOR_PREFIX } from '../openapi/page-model.js';
export type { ChannelMessage, ChannelModel, ChannelOperation, ChannelServer } from '../asyncapi/channel-model.js';

// The parts a page is made of are typed by the layers that produce them (icons, navigation, mdx) and
// re-exported here, so that the theme reads one contract.
export type { IconRef } from '../icons/icon-ref.js';
export type {
  NavLink,
  NavTab,
  PageNavigation,
  SidebarGap,
  SidebarGroup,
  SidebarItem,
  SidebarPage,
  Switcher,
} from '../navigation/types.js';
export type { TocItem } from '../mdx/types.js';
export type { PageSearch } from './page-search.js';
export type {
  ApiPageModel,
  CodeSampleModel,
  MediaContent,
  OperationModel,
  ParameterLocation,
  ResponseModel,
  RichText,
  SchemaField,
  SchemaPageModel,
  SchemaRoot,
  SchemaVariant,
  SchemaVariants,
  SecurityOption,
  SecuritySchemeModel,
  ServerModel,
  Truncation,
  ValueFacts,
} from '../openapi/page-model.js';

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
  banner?: {
    html: string;
    id: string;
    dismissible: boolean;
    type: 'info' | 'warning' | 'critical';
    color?: { light?: string; dark?: string };
  };
  eyebrows: 'section' | 'breadcrumbs';
  drilldown: boolean;
  iconLibrary: 'fontawesome' | 'lucide' | 'tabler';
  searchPrompt?: string;
  /** Stylesheets and scripts from the project, as hrefs. */
  userStyles: string[];
  /** The Tailwind utilities the site's pages use (generated per site, scoped to page content), when any. */
  utilityStyles?: string;
  userScripts: string[];
  /** Href of the built-in client assets folder (`/_quire/`, base applied). */
  assetsBase: string;
  /**
   * How the API playground sends requests: through `proxy` (a URL) when set, else straight from the browser;
   * `credentials` (`api.playground.credentials`) sends the browser's cookies with direct requests.
   */
  playground?: { proxy?: string; credentials?: boolean };
  /**
   * docs.json `auth`, for the playground's `auth` mode: where readers sign in (base applied to a site path), the
   * public key as a JWK, its algorithm, the cookie that may hold the token, and where readers sign out.
   */
  auth?: {
    loginUrl: string;
    jwk: Record<string, unknown>;
    algorithm: 'RS256' | 'ES256';
    cookie?: string;
    logoutUrl?: string;
  };
}

/** One entry of the contextual menu (reference §1.3.9), href final. */
export interface ContextualMenuItem {
  /** The preset (`copy`, `view`, `chatgpt`...) or `custom`. */
  id: string;
  /** `copy`: fetch `href` (the Markdown twin) and put it on the clipboard; `download`: a file; `link`: open it. */
  action: 'copy' | 'link' | 'download';
  title: string;
  description: string;
  href: string;
  /** Opens another site (in a new tab). */
  external?: boolean;
  /**
   * The link with `{url}` where the twin's absolute address goes: the browser fills it in when the build did not
   * know the site's host.
   */
  template?: string;
  /** A query parameter holding `$page`: the client fetches the twin and puts its text there on click. */
  pageParam?: { key: string; value: string };
}

/** The page's contextual menu: where it shows and its entries, the first one the main button. */
export interface ContextualMenu {
  display: 'header' | 'toc';
  /** The page's Markdown twin (base applied; absolute when the site's address is known). */
  markdownHref: string;
  items: ContextualMenuItem[];
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
  /** The contextual menu (copy as Markdown, open in a chat...), when the site or page asks for one. */
  contextual?: ContextualMenu;
  /**
   * The API reference this page documents (an operation, webhook or schema from an OpenAPI spec): rendered after
   * the page's own content (`html`, which is empty for pages generated from the spec alone).
   */
  api?: ApiPageModel | ChannelModel;
  /**
   * Set when the page goes into the site search (§2.3 rules applied): the theme marks its content for the index
   * and writes its filters; absent for pages left out (noindex, hidden, outside the navigation...).
   */
  search?: PageSearch;
}
