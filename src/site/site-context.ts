import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.js';
import type { DocsConfig } from '../config/schema/index.js';
import type { ContentIndex, PageMeta } from '../content/types.js';
import type { SiteSpecs } from './site-specs.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { IconRenderer } from '../icons/icon-renderer.js';
import type { CompiledPage, PageCompiler } from '../mdx/types.js';
import type { NavigationTree } from '../navigation/types.js';
import { normalizeBase } from '../util/base-path.js';
import { compileCachedPage, deriveFromState, type CompileCache, type CompilePageInput } from './compiled-pages.js';
import type { CompileDiskCache } from './compile-cache.js';
import type { PreloadedContent } from './load-content.js';
import { loadSiteState } from './load-site.js';
import type { PageRoute, Route } from './routes.js';
import type { UtilityStyles } from './utility-styles.js';
import type { StageListener } from './stage-timer.js';
import type { ValidationJob } from './spec-validation.js';

export interface SiteContextOptions {
  /** The site folder (holding docs.json), or a folder inside it. */
  dir: string;
  /** Base path the site is served under (default `/`). */
  base?: string;
  /** Warnings count as errors (the build decides what that means; kept here so workers agree). */
  strict?: boolean;
  /** Dev server: pages carry their diagnostics for the overlay. */
  dev?: boolean;
  /** Build output folder, left out of the content scan when it sits inside the site. */
  outDir?: string;
  /** Keep compiled pages on disk between builds and dev sessions (default true; see openCompileCache). */
  cache?: boolean;
  /** Time limit of one page's code, in ms (default 5000; `--page-timeout`): see mdx/runtime/page-sandbox.ts. */
  pageTimeout?: number;
  /**
   * `false` compiles every page to code, even one without JavaScript (which otherwise keeps its element tree;
   * see mdx/runtime/static-tree.ts): the slower path, kept for the test that both give the same HTML.
   */
  staticTrees?: boolean;
}

/** The options a loaded site keeps, defaults applied. */
export type ResolvedSiteOptions = Required<Pick<SiteContextOptions, 'dir' | 'strict' | 'dev' | 'cache'>> &
  Pick<SiteContextOptions, 'outDir' | 'pageTimeout' | 'staticTrees'>;

/**
 * What a caller hands to one load besides the options. Kept apart from {@link SiteContextOptions}, which
 * travel to render workers as plain data.
 */
export interface SiteLoadExtras {
  /**
   * Components pages may use without an unknown-component warning: the theme's built-ins. The site core knows no
   * theme; render's `openSite` passes the default theme's names.
   */
  componentNames: ReadonlySet<string>;
  /** Content index and page meta another thread already read for the same options (render workers get them). */
  preloaded?: PreloadedContent;
  /** Told each stage's duration as it ends (`config`, `content`, `navigation`, `routes`, `compiler`). */
  onStage?: StageListener;
}

/** Everything derived from docs.json and the file tree; replaced as a whole when they change. */
export interface SiteState {
  loaded: LoadedConfig;
  config: DocsConfig;
  /** Hash of the config values that change compiled output (variables, code block themes). */
  compileKey: string;
  content: ContentIndex;
  pageMeta: Map<string, PageMeta>;
  navigation: NavigationTree;
  /** Every URL the site serves (no base), sorted. */
  routes: Map<string, Route>;
  /**
   * URLs (no base) no page lives at that serve another page (the URL it shows): the site root and the roots of
   * versions and languages serve their first page, as on the hosted platform.
   */
  aliases: Map<string, string>;
  /** The site's own not-found page (a root `404.mdx`), rendered as `404.html`. */
  notFoundPage?: PageRoute;
  /** URLs listed in the navigation and not hidden there (for sitemap rules, §2.3). */
  navigable: Set<string>;
  /** The OpenAPI specs the site names, loaded and bundled. */
  specs: SiteSpecs;
  /**
   * Validates the specs (once per state; later calls get the same result): problems as located warnings. Not
   * part of loading, so pages render while it runs; build reports it before its summary, dev when it ends.
   */
  validateSpecs: () => Promise<Diagnostic[]>;
  /** What `validateSpecs` runs, as data: another thread's state can be loaded with it (`PreloadedContent`). */
  specValidations: readonly ValidationJob[];
  /** Site-level diagnostics: config, scan, navigation. Page diagnostics come with each render. */
  diagnostics: Diagnostic[];
  /** The page compiler, created on first use (Shiki and the processors are not free; dev starts at once). */
  compiler: () => Promise<PageCompiler>;
  /** Icons inside page bodies (root-relative hrefs: the body gets its base in one pass). */
  bodyIcons: IconRenderer;
  /** Icons of the theme chrome (hrefs final, base applied). */
  chromeIcons: IconRenderer;
  /** Values render derives once per state (the site chrome of each language); see {@link SiteView.derive}. */
  derived: Map<string, unknown>;
  /** The Tailwind utilities the pages use, when they use any. */
  utilityStyles?: UtilityStyles;
}

/** What render reads of the site's state. Read-only: render never changes the site. */
export interface SiteStateView {
  readonly config: DocsConfig;
  readonly content: ContentIndex;
  readonly pageMeta: ReadonlyMap<string, PageMeta>;
  readonly navigation: NavigationTree;
  readonly routes: ReadonlyMap<string, Route>;
  readonly aliases: ReadonlyMap<string, string>;
  readonly notFoundPage?: PageRoute;
  readonly navigable: ReadonlySet<string>;
  readonly specs: SiteSpecs;
  readonly utilityStyles?: UtilityStyles;
  readonly bodyIcons: IconRenderer;
  readonly chromeIcons: IconRenderer;
}

/**
 * The narrow view of a site that `render/` receives: read-only data, and the two caches render fills through
 * site/ (compiled pages, values derived from the state) rather than by writing into the site.
 */
export interface SiteView {
  readonly options: Readonly<ResolvedSiteOptions>;
  /** Absolute site root. */
  readonly root: string;
  /** Normalized base path: `/` or `/docs/`. */
  readonly base: string;
  readonly state: SiteStateView;
  /** The compiled form of a page: from memory (dev), from the disk cache, or compiled now and kept. */
  compilePage(input: CompilePageInput): Promise<CompiledPage>;
  /**
   * A value derived from the current state, built by `build` on first use and kept until the site reloads.
   * `key` names the value and its type (`chrome:fr`).
   */
  derive<T>(key: string, build: () => T): T;
  /** Highlights a code sample outside any page (API reference examples) with the site's code themes. */
  highlightCode(code: string, language: string): Promise<string>;
}

/**
 * One loaded site: what both `build` (in every worker) and `dev` render from. Holds the caches, so the dev
 * server renders any page on demand without rebuilding the others.
 */
export interface SiteContext extends SiteView {
  readonly options: ResolvedSiteOptions;
  state: SiteState;
  readonly cache: CompileCache;
  /** The persistent compile cache, opened on first use for the current compile key. */
  disk?: { compileKey: string; cache: CompileDiskCache };
  /** Why a cache or cache entry was not used, and the like: printed by `quire build --debug`. */
  notes?: string[];
  /** The theme's component names the site was loaded with (reloads compile with the same). */
  readonly componentNames: ReadonlySet<string>;
}

/**
 * Loads a site in named stages: config → content (scan, page meta) → navigation → routes → compiler. No page
 * is compiled. Returns no site when docs.json cannot be used (the diagnostics say why).
 */
export async function createSiteContext(
  options: SiteContextOptions,
  extras: SiteLoadExtras,
): Promise<{ site?: SiteContext; diagnostics: Diagnostic[] }> {
  const base = normalizeBase(options.base);
  const loadedState = await loadSiteState({
    dir: path.resolve(options.dir),
    base,
    ...(options.outDir ? { outDir: options.outDir } : {}),
    ...(options.staticTrees === false ? { staticTrees: false } : {}),
    ...(options.cache !== false ? { cacheValidation: true } : {}),
    ...extras,
  });
  if (!loadedState.state) return { diagnostics: loadedState.diagnostics };
  const site: SiteContext = {
    options: {
      dir: path.resolve(options.dir),
      strict: options.strict ?? false,
      dev: options.dev ?? false,
      cache: options.cache ?? true,
      ...(options.outDir ? { outDir: path.resolve(options.outDir) } : {}),
      ...(options.pageTimeout !== undefined ? { pageTimeout: options.pageTimeout } : {}),
      ...(options.staticTrees === false ? { staticTrees: false } : {}),
    },
    root: loadedState.state.content.root,
    base,
    state: loadedState.state,
    cache: { pages: new Map() },
    componentNames: extras.componentNames,
    compilePage: (input) => compileCachedPage(site, input),
    derive: (key, build) => deriveFromState(site.state, key, build),
    highlightCode: async (code, language) => (await site.state.compiler()).highlight(code, language),
  };
  return { site, diagnostics: site.state.diagnostics };
}

/**
 * Reloads config, content and navigation, keeping compiled pages whose inputs did not change. `keepContent`: the
 * state's file lists, page frontmatter and utility stylesheet are still what the folder holds (only docs.json, its
 * `$ref` files or a spec changed), so they are reused instead of read again.
 */
export async function reloadSite(
  site: SiteContext,
  options: { keepContent?: boolean } = {},
): Promise<{ ok: boolean; diagnostics: Diagnostic[] }> {
  const { state } = site;
  const next = await loadSiteState({
    // The site's own root, found at the start: a reload never moves to a docs.json in a folder above.
    dir: site.root,
    searchUp: false,
    base: site.base,
    ...(options.keepContent
      ? {
          preloaded: {
            // A copy: loading narrows its spec candidates, and the current state must stay as it is if it fails.
            content: { ...state.content },
            pageMeta: state.pageMeta,
            ...(state.utilityStyles ? { utilityStyles: state.utilityStyles } : {}),
          },
        }
      : {}),
    ...(site.options.outDir ? { outDir: site.options.outDir } : {}),
    previous: site.state,
    componentNames: site.componentNames,
    ...(site.options.cache ? { cacheValidation: true } : {}),
    ...(site.options.staticTrees === false ? { staticTrees: false } : {}),
  });
  if (!next.state) return { ok: false, diagnostics: next.diagnostics };
  site.state = next.state;
  return { ok: true, diagnostics: next.state.diagnostics };
}
