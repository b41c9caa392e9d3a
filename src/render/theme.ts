/**
 * The contract between the pipeline and a theme, beside the page-data contract (page-data.ts). The pipeline
 * computes everything a page shows and hands it over as page data; a theme renders it, supplies the MDX
 * components pages run with, and lists the static files it needs in the output. The pipeline reaches a theme
 * only through one `Theme` object (default-theme.ts names the one in use), never through the theme's modules.
 */
import type { ComponentChildren } from 'preact';
import type { IconRef, PageData, SchemaRoot, SidebarItem, SiteChrome } from './page-data.js';
import type { TextMemo } from '../util/text-memo.js';

/** An icon library a site can choose (docs.json `icons.library`). */
export type IconLibrary = SiteChrome['iconLibrary'];

/** Options a theme passes when it renders an icon through the pipeline's icon renderer. */
export interface RenderIconOptions {
  /** Font Awesome style (`solid`, `regular`, `brands`...) or Tabler `filled`. */
  iconType?: string;
  /** Pixel size of the square the icon fills; `1em` when absent. */
  size?: number;
  /** Any CSS colour; the icon paints with `currentColor`. */
  color?: string;
  /** Extra classes on the icon's element. */
  className?: string;
  /** Overrides the site library for this one icon. */
  library?: IconLibrary;
}

/** Renders an icon reference to inline markup (an `<svg>`, or an `<img>` for URLs and project files). */
export type RenderIcon = (icon: IconRef, opts?: { className?: string; size?: number }) => string;

/** What `renderDocument` needs from the pipeline besides the page data. */
export interface RenderHelpers {
  /** The site's icon renderer for the page chrome (navbar, sidebar, footer), base path applied. */
  renderIcon: RenderIcon;
  /**
   * Markup of chrome parts that come out the same on many pages (a sidebar row that is not the current page),
   * kept for the site's state by the theme under keys of its own: the render path hands the same map to every
   * page of one state.
   */
  memo?: Map<string, string>;
  /**
   * Markup of API examples (a JSON payload written as coloured lines) kept for the site's state: the same
   * examples come back on many pages (Stripe's error response is on all 417).
   */
  apiMemo?: TextMemo;
}

/** What `renderSectionNav` needs besides the rows. */
export interface SectionNavOptions extends RenderHelpers {
  /** docs.json `interaction.drilldown`. */
  drilldown: boolean;
}

/** Per-page input of the MDX components, created by the pipeline for every page it renders. */
export interface ComponentContext {
  /** Base path the site is served under, starting and ending with `/`. */
  base: string;
  /** Href of the built-in assets folder (`/_quire/`, base applied); the Mermaid loader finds its bundle there. */
  assetsBase?: string;
  /** docs.json `icons.library`. */
  iconLibrary: IconLibrary;
  /** Inline markup for an icon reference (the site's icon renderer's `render`). */
  renderIcon: (icon: IconRef, opts?: RenderIconOptions) => string;
  /** Client features this page needs; components add to it (`mermaid`, `math`, `zoom`, `code`, `tabs`...). */
  features: Set<string>;
}

/**
 * An MDX component: a Preact function component. Its props come from page authors, so it must accept any value
 * (`never` here lets each component declare the props it documents while the table stays one type).
 */
export type MdxComponent = (props: never) => ComponentChildren;

/** The components one page runs with, by the name pages use (`Note`, `Tree`) or the tag they override (`img`). */
export type MdxComponents = Record<string, MdxComponent>;

/** One file of the theme in the output, under the `_quire/` assets folder: copied from disk, or generated. */
export type ThemeAsset = { from: string; to: string } | { content: string; to: string };

/** What decides which files a theme needs in the output. */
export interface ThemeAssetOptions {
  /** Client features used anywhere on the site (`math`, `mermaid`...): their vendor files are added. */
  features: ReadonlySet<string>;
}

/** Everything the pipeline needs from a theme. Plain functions of their inputs: a theme holds no state. */
export interface Theme {
  /**
   * Page data → the complete HTML document (`<!doctype html>` included). Called once per page, on the hot path;
   * reads nothing but its arguments.
   */
  readonly renderDocument: (data: PageData, helpers: RenderHelpers) => string;
  /**
   * The fields of one schema as an HTML fragment, loaded into an API page when the reader opens a level the page
   * left out (anchors start with `FRAGMENT_ANCHOR_PREFIX`, which the page's script replaces).
   */
  readonly renderSchemaFragment: (root: SchemaRoot) => string;
  /**
   * A large section's full sidebar with no page marked, as the rows of the sidebar's page list: one shared file
   * for every page of the section, whose script swaps it in for the window the page holds and marks itself.
   */
  readonly renderSectionNav: (items: SidebarItem[], options: SectionNavOptions) => string;
  /**
   * The MDX component table for one page: the built-in components plus tag overrides (`img`, `a`...). Called once
   * per page; all per-page state (unique ids, features used) lives in the returned table and in `ctx`. Dotted
   * names (`Tree.Folder`) are reached as properties of their namespace component, not as keys.
   */
  readonly createComponents: (ctx: ComponentContext) => MdxComponents;
  /**
   * Every component name pages may use without an unknown-component warning, dotted ones included
   * (`Tree.Folder`). Each key `createComponents` returns that starts with a capital is one of them.
   */
  readonly componentNames: ReadonlySet<string>;
  /**
   * Every static file the theme needs in the output, with its path under `_quire/`. The build writes them; the
   * dev server serves them from the same list, asked with every feature so any vendor file can be served.
   */
  readonly assets: (options: ThemeAssetOptions) => ThemeAsset[];
}
