import { loadConfig } from '../config/load-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { loadContent, type PreloadedContent } from './load-content.js';
import { divisionRoots } from '../navigation/division-roots.js';
import { buildRoutes } from './routes.js';
import { loadSiteSpecs, validateOnce } from './load-specs.js';
import { playgroundAuthWarnings } from './playground-auth-check.js';
import { sampleLanguageWarnings } from './sample-languages-check.js';
import { withOperations } from './site-specs.js';
import { createSiteCompilers } from './site-compilers.js';
import type { PageMeta } from '../content/types.js';
import type { SiteState } from './site-context.js';
import { resolveSiteNavigation } from './site-navigation.js';
import { runStage, type StageListener } from './stage-timer.js';
import { buildUtilityStyles } from './utility-styles.js';
import { titleBoundPages } from './bound-page-titles.js';

export interface LoadSiteOptions {
  /** Absolute path of the site folder, or of a folder inside it. */
  dir: string;
  /** Normalized base path. */
  base: string;
  /** Build output folder, left out of the content scan when it sits inside the site. */
  outDir?: string;
  /** The state being replaced (dev reloads keep its compilers when the compile-relevant config is the same). */
  previous?: SiteState;
  /** Content another thread already read. */
  preloaded?: PreloadedContent;
  /** Told each stage's duration. */
  onStage?: StageListener;
  /** Components pages may use (the theme's built-ins). */
  componentNames: ReadonlySet<string>;
  /** `false`: every page compiled to code, none kept as a static tree (see SiteContextOptions). */
  staticTrees?: boolean;
  /** Keep the specs' validation result in the site's private cache, and take it from there. */
  cacheValidation?: boolean;
  /**
   * `false`: docs.json is read from `dir` itself, never from a folder above (a site reloading at the root it
   * started at: its docs.json removed is an error, not another site's).
   */
  searchUp?: boolean;
}

/**
 * Loads a site's state, one named and timed stage after the other: config → content → specs → navigation → routes →
 * compiler. No state when docs.json cannot be used (the diagnostics say why).
 */
export async function loadSiteState(
  options: LoadSiteOptions,
): Promise<{ state?: SiteState; diagnostics: Diagnostic[] }> {
  const { onStage, outDir, previous } = options;
  const configResult = await runStage('config', onStage, () =>
    loadConfig(options.dir, options.searchUp === false ? { searchUp: false } : {}),
  );
  const diagnostics: Diagnostic[] = [...configResult.diagnostics];
  const loaded = configResult.config;
  if (!loaded) return { diagnostics };
  // Content kept from the state being replaced left docs.json's `$ref` files out of the spec candidates: only
  // valid while docs.json reads the same ones.
  const preloaded =
    options.preloaded && previous && previous.loaded.files.join('\n') !== loaded.files.join('\n')
      ? undefined
      : options.preloaded;

  const content = await runStage('content', onStage, () =>
    loadContent({ loaded, ...(outDir ? { outDir } : {}), ...(preloaded ? { preloaded } : {}) }),
  );
  diagnostics.push(...content.diagnostics);
  const { pageMeta } = content;
  const utilityStyles = await runStage('utility styles', onStage, () =>
    preloaded ? Promise.resolve(preloaded.utilityStyles) : buildUtilityStyles(content.content, pageMeta),
  );
  const specs = await runStage('specs', onStage, async () =>
    preloaded?.specs
      ? {
          specs: withOperations(preloaded.specs),
          diagnostics: [],
          validate: validateOnce(preloaded.validations ?? [], options.cacheValidation ? loaded.root : undefined),
          validations: preloaded.validations ?? [],
          adoptSearched: () => [],
        }
      : loadSiteSpecs({
          loaded,
          content: content.content,
          pageMeta,
          ...(options.cacheValidation ? { cacheValidation: true } : {}),
        }),
  );
  diagnostics.push(...specs.diagnostics);
  titleBoundPages(pageMeta, specs.specs);
  if (!preloaded?.specs) {
    diagnostics.push(...(await playgroundAuthWarnings({ loaded, root: loaded.root, pageMeta, specs: specs.specs })));
    diagnostics.push(...sampleLanguageWarnings(loaded));
  }
  const navigation = await runStage('navigation', onStage, () =>
    resolveSiteNavigation({ loaded, content: content.content, pageMeta, specs: specs.specs }),
  );
  diagnostics.push(...navigation.diagnostics);
  // An endpoint of the navigation found by the search: its spec's problems are the site's too.
  diagnostics.push(...specs.adoptSearched([...navigation.endpointBindings.values()].map((binding) => binding.spec)));
  const routes = await runStage('routes', onStage, () =>
    buildRoutes({
      content: content.content,
      pageMeta,
      navigation: navigation.entries,
      bindings: { endpoints: navigation.endpointBindings, pages: specs.specs.pageBindings },
    }),
  );
  diagnostics.push(...routes.diagnostics.map(loaded.withFrame));
  // The root (and each version's and language's root) serves its first page when no page lives there.
  const aliases = new Map(
    [...divisionRoots(navigation.tree)].filter(([url, target]) => !routes.routes.has(url) && routes.routes.has(target)),
  );
  const compilers = await runStage('compiler', onStage, () =>
    createSiteCompilers({
      loaded,
      base: options.base,
      componentNames: options.componentNames,
      ...(options.staticTrees === false ? { staticTrees: false } : {}),
      languages: siteLanguages(content.pageMeta),
      ...(previous ? { previous } : {}),
    }),
  );
  diagnostics.push(...compilers.diagnostics);

  return {
    state: {
      loaded,
      config: loaded.config,
      compileKey: compilers.compileKey,
      content: content.content,
      pageMeta,
      navigation: navigation.tree,
      routes: routes.routes,
      aliases,
      ...(routes.notFound ? { notFoundPage: routes.notFound } : {}),
      navigable: navigation.navigable,
      specs: specs.specs,
      validateSpecs: specs.validate,
      specValidations: specs.validations,
      diagnostics,
      compiler: compilers.compiler,
      bodyIcons: compilers.bodyIcons,
      chromeIcons: compilers.chromeIcons,
      derived: new Map(),
      ...(utilityStyles ? { utilityStyles } : {}),
    },
    diagnostics,
  };
}

/** Every language the site's pages name in a code fence, sorted. */
function siteLanguages(pageMeta: ReadonlyMap<string, PageMeta>): string[] {
  const out = new Set<string>();
  for (const meta of pageMeta.values()) for (const language of meta.fences ?? []) out.add(language);
  return [...out].sort();
}
