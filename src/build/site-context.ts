import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type LoadedConfig } from '../config/load-config.js';
import type { DocsConfig } from '../config/schema/index.js';
import { readPageMeta } from '../content/read-page-meta.js';
import { scanContent } from '../content/scan-content.js';
import type { ContentIndex, PageMeta } from '../content/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { CompileDiskCache } from './compile-cache.js';
import { configIconDiagnostics } from '../render/icon-diagnostics.js';
import { createIconRenderer, type IconRenderer } from '../icons/icon-renderer.js';
import { createPageCompiler } from '../mdx/page-compiler.js';
import type { CompiledPage, PageCompiler } from '../mdx/types.js';
import { listNavigationPages } from '../navigation/list-navigation-pages.js';
import { resolveNavigation } from '../navigation/resolve-navigation.js';
import type { NavigationTree } from '../navigation/types.js';
import { normalizeBase } from '../render/base-path.js';
import type { SiteChrome } from '../render/page-data.js';
import { defaultTheme } from '../render/default-theme.js';
import { buildRoutes, type Route } from './routes.js';

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
  /** URLs listed in the navigation and not hidden there (for sitemap rules, §2.3). */
  navigable: Set<string>;
  /** Site-level diagnostics: config, scan, navigation. Page diagnostics come with each render. */
  diagnostics: Diagnostic[];
  /** The page compiler, created on first use (Shiki and the processors are not free; dev starts at once). */
  compiler: () => Promise<PageCompiler>;
  /** Icons inside page bodies (root-relative hrefs: the body gets its base in one pass). */
  bodyIcons: IconRenderer;
  /** Icons of the theme chrome (hrefs final, base applied). */
  chromeIcons: IconRenderer;
  /** Site chrome per language code ('' for none), built on first use. */
  chrome: Map<string, SiteChrome>;
}

/** Compiled pages by page path, valid while `key` (source hash + compile key) matches. */
export interface CompileCache {
  pages: Map<string, { key: string; page: CompiledPage }>;
}

/**
 * One loaded site: what both `build` (in every worker) and `dev` render from. Holds the caches, so the dev
 * server renders any page on demand without rebuilding the others.
 */
export interface SiteContext {
  readonly options: Required<Pick<SiteContextOptions, 'dir' | 'strict' | 'dev' | 'cache'>> & Pick<SiteContextOptions, 'outDir'>;
  /** Absolute site root. */
  readonly root: string;
  /** Normalized base path: `/` or `/docs/`. */
  readonly base: string;
  state: SiteState;
  readonly cache: CompileCache;
  /** The persistent compile cache, opened on first use for the current compile key. */
  disk?: { compileKey: string; cache: CompileDiskCache };
}

/**
 * Loads a site: config → content scan → page meta → navigation → routes → compilers. No page is compiled.
 * Returns no site when docs.json cannot be used (the diagnostics say why).
 */
export async function createSiteContext(
  options: SiteContextOptions,
  /** Content index and page meta another thread already read for the same options (render workers get them). */
  preloaded?: PreloadedContent,
): Promise<{ site?: SiteContext; diagnostics: Diagnostic[] }> {
  const base = normalizeBase(options.base);
  const loadedState = await loadState(path.resolve(options.dir), base, options.outDir, undefined, preloaded);
  if (!loadedState.state) return { diagnostics: loadedState.diagnostics };
  const site: SiteContext = {
    options: {
      dir: path.resolve(options.dir),
      strict: options.strict ?? false,
      dev: options.dev ?? false,
      cache: options.cache ?? true,
      ...(options.outDir ? { outDir: path.resolve(options.outDir) } : {}),
    },
    root: loadedState.state.content.root,
    base,
    state: loadedState.state,
    cache: { pages: new Map() },
  };
  return { site, diagnostics: site.state.diagnostics };
}

/** What a site load reads from every page file: the slow part of loading a large site. */
export interface PreloadedContent {
  content: ContentIndex;
  pageMeta: Map<string, PageMeta>;
}

/** Reloads config, content and navigation, keeping compiled pages whose inputs did not change. */
export async function reloadSite(site: SiteContext): Promise<{ ok: boolean; diagnostics: Diagnostic[] }> {
  const next = await loadState(site.options.dir, site.base, site.options.outDir, site.state);
  if (!next.state) return { ok: false, diagnostics: next.diagnostics };
  site.state = next.state;
  return { ok: true, diagnostics: next.state.diagnostics };
}

async function loadState(
  dir: string,
  base: string,
  outDir: string | undefined,
  previous?: SiteState,
  preloaded?: PreloadedContent,
): Promise<{ state?: SiteState; diagnostics: Diagnostic[] }> {
  const configResult = await loadConfig(dir);
  const diagnostics: Diagnostic[] = [...configResult.diagnostics];
  const loaded = configResult.config;
  if (!loaded) return { diagnostics };
  const root = loaded.root;
  const config = loaded.config;
  const scan = preloaded ? { index: preloaded.content, diagnostics: [] } : await scanContent(root, outDir ? { outDir } : {});
  diagnostics.push(...scan.diagnostics);
  const configFiles = new Set(loaded.files);
  scan.index.specCandidates = scan.index.specCandidates.filter((file) => !configFiles.has(file));
  const pageMeta = preloaded ? preloaded.pageMeta : await readPageMeta(scan.index);
  const nav = resolveNavigation({ navigation: config.navigation, pages: scan.index.pages, locate: loaded.locate });
  diagnostics.push(...nav.diagnostics.map(loaded.withFrame));
  const entries = listNavigationPages(nav.tree);
  for (const entry of entries) {
    // Endpoint pages have no file to read frontmatter from: the sidebar shows the method and path.
    if (entry.kind === 'endpoint' && !pageMeta.has(entry.pagePath)) pageMeta.set(entry.pagePath, { title: entry.title, method: entry.method });
  }
  const routes = buildRoutes({ content: scan.index, pageMeta, navigation: entries });
  diagnostics.push(...routes.diagnostics.map(loaded.withFrame));
  const navigable = new Set(entries.filter((e) => !e.hidden || ('searchable' in e && e.searchable === true)).map((e) => e.url));

  const compileKey = hash(JSON.stringify({ variables: config.variables ?? {}, codeblocks: config.styling?.codeblocks ?? null }));
  const library = config.icons?.library ?? 'fontawesome';
  const reuse = previous && previous.compileKey === compileKey && previous.bodyIcons.library === library;
  const compiler = reuse
    ? previous.compiler
    : lazy(() =>
        createPageCompiler({
          ...(config.variables ? { variables: config.variables } : {}),
          ...(config.styling?.codeblocks !== undefined ? { codeblocks: config.styling.codeblocks } : {}),
          readFile: (file: string) => readProjectFile(root, file),
          fileExists: (file: string) => existsSync(path.join(root, file)),
          knownComponents: defaultTheme.componentNames,
        }),
      );
  const bodyIcons = reuse ? previous.bodyIcons : createIconRenderer({ root, library, base: '/' });
  const chromeIcons = reuse && previous.chromeIcons ? previous.chromeIcons : createIconRenderer({ root, library, base });
  // docs.json icons are site-wide: checked once here, not on every page that draws them.
  diagnostics.push(...configIconDiagnostics(loaded, bodyIcons));
  return {
    state: {
      loaded,
      config,
      compileKey,
      content: scan.index,
      pageMeta,
      navigation: nav.tree,
      routes: routes.routes,
      navigable,
      diagnostics,
      compiler,
      bodyIcons,
      chromeIcons,
      chrome: new Map(),
    },
    diagnostics,
  };
}

/** Runs `create` once, on the first call. */
function lazy<T>(create: () => T | Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= Promise.resolve().then(create));
}

/** Reads a root-relative project file; undefined when missing or outside the root. */
export function readProjectFile(root: string, file: string): string | undefined {
  const absolute = path.resolve(root, file.replace(/^\/+/, ''));
  if (!absolute.startsWith(root + path.sep)) return undefined;
  try {
    return readFileSync(absolute, 'utf8');
  } catch {
    return undefined;
  }
}

/** Short content hash used in cache keys. */
export function hash(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/**
 * Tells the site that files changed (root-relative paths: added, edited or deleted), for the dev server.
 * An edited page drops its compiled copy and re-reads its frontmatter; an edited snippet drops the pages that
 * include it; docs.json, its `$ref` files, `.mintignore`, or a page/style/script/asset appearing or vanishing
 * reloads config, content and navigation (compiled pages stay cached by content hash).
 *
 * `reloaded` says whether the site was reloaded; `loadFailed` that it was and the new configuration cannot be
 * used (its errors are in `diagnostics`): the previous state stays in place, and the dev server shows the errors
 * on every page until a later change fixes them.
 */
export async function invalidateFiles(site: SiteContext, files: readonly string[]): Promise<InvalidateResult> {
  const state = site.state;
  const configFiles = new Set([...state.loaded.files, 'docs.json', 'mint.json', '.mintignore']);
  const pagesByFile = new Map([...state.content.pages.values()].map((page) => [page.file, page]));
  const known = new Set([...state.content.snippets, ...state.content.assets, ...state.content.styles, ...state.content.scripts]);
  let reload = false;
  let dropAll = false;
  const editedPages: string[] = [];
  for (const raw of files) {
    const file = raw.split(path.sep).join('/').replace(/^\.?\/+/, '');
    if (configFiles.has(file)) {
      reload = true;
      continue;
    }
    const exists = existsSync(path.join(site.root, file));
    const page = pagesByFile.get(file);
    if (page) {
      if (exists) editedPages.push(page.path);
      else reload = true;
      continue;
    }
    if (CONTENT_FILE.test(file) && exists !== known.has(file)) {
      // A page, stylesheet, image... appeared or vanished: the file lists change, and pages that pointed at a
      // missing image (or at the one that went) must compile again.
      reload = true;
      dropAll = true;
    }
    // A snippet or component: pages that read it compile again.
    dropDependents(site, file);
  }
  if (dropAll) site.cache.pages.clear();
  for (const pagePath of editedPages) site.cache.pages.delete(pagePath);
  if (reload) {
    const result = await reloadSite(site);
    return { diagnostics: result.diagnostics, reloaded: true, loadFailed: !result.ok };
  }
  if (editedPages.length) {
    // Titles, icons and `hidden` come from frontmatter and show in every sidebar: re-read them.
    const subset: ContentIndex = { ...state.content, pages: new Map(editedPages.map((p) => [p, state.content.pages.get(p)!])) };
    const meta = await readPageMeta(subset);
    for (const [pagePath, value] of meta) state.pageMeta.set(pagePath, value);
  }
  return { diagnostics: [], reloaded: false, loadFailed: false };
}

/** What {@link invalidateFiles} did. */
export interface InvalidateResult {
  /** Site-level diagnostics after a reload (none when nothing was reloaded). */
  diagnostics: Diagnostic[];
  /** Config, content and navigation were loaded again. */
  reloaded: boolean;
  /** The reload failed (e.g. docs.json no longer valid); the previous state is kept. */
  loadFailed: boolean;
}

/** Files the content scan lists (pages, snippets, styles, scripts, specs, static assets). */
const CONTENT_FILE = /\.(mdx|md|jsx|tsx|js|ts|mjs|css|json|ya?ml|png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?|mp4|webm|mov|mp3|wav|pdf|txt|csv|xml|woff2?|ttf|otf|eot|zip)$/i;

/** Drops the compiled pages that read `file` (a snippet, an imported component). */
function dropDependents(site: SiteContext, file: string): void {
  for (const [pagePath, entry] of site.cache.pages) {
    if (entry.page.dependencies.includes(file)) site.cache.pages.delete(pagePath);
  }
}
