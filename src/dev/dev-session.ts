import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnostic, sortDiagnostics } from '../diagnostics/format.js';
import { countProblems, overlayEntries, overlayHtml } from '../diagnostics/overlay.js';
import { invalidateFiles } from '../site/invalidate-files.js';
import { openSite } from '../render/open-site.js';
import type { SiteContext } from '../site/site-context.js';
import { buildRedirects, redirectPage } from '../render/redirects.js';
import { matchRedirect, parseRedirectsFile } from '../render/redirect-rules.js';
import { normalizeUrl, renderRoute } from '../render/render-route.js';
import { urlToOutputFile } from '../site/output-path.js';
import { renderSharedFile } from '../render/shared-files.js';
import { renderMachineFile } from '../render/machine-files.js';
import { playgroundTargets } from '../site/playground-targets.js';
import { devIndexOf, readDevIndex, sameDevIndex, writeDevIndex } from './dev-index.js';
import { indexSite } from './index-site.js';
import { fileStamps, sameStamps, siteStamps, type SiteStamps } from './site-stamps.js';
import { isDeepStrictEqual } from 'node:util';

export interface DevSessionOptions {
  /** Absolute path of the site folder. */
  dir: string;
  /** Prints one line (or block) to the terminal. */
  log: (text: string) => void;
  /** Colour diagnostics (when printing to a terminal). */
  color: boolean;
  /** Reuse pages compiled by earlier builds and sessions, and the site index of the last session (default true). */
  cache?: boolean;
  /** Told when indexing the site again found it changed (the open pages should update). */
  onIndexChanged?: () => void;
  /** Time limit of one page's code, in ms (default 5000; `--page-timeout`). */
  pageTimeout?: number;
}

export interface DevResponse {
  status: number;
  html: string;
  /** Set for a docs.json redirect (`status` 307 or 308): where the browser goes instead. */
  location?: string;
}

/**
 * The dev server's view of the site: the shared site context (built once, kept in memory, invalidated per file)
 * plus what has already been printed. Rendering waits for any invalidation in progress, so a request never sees
 * a half-updated context.
 */
export interface DevSession {
  /** Loads configuration and content (no page is rendered). */
  start(): Promise<void>;
  /** Renders one URL (without base) on demand, printing new diagnostics. */
  render(url: string): Promise<DevResponse>;
  /**
   * A shared file (`/_quire/api/...` schema fragment, `/_quire/nav/...` section navigation), as the build writes
   * it; undefined when there is none.
   */
  sharedFile(url: string): Promise<string | undefined>;
  /** `llms.txt`, `llms-full.txt` or a page's `.md` twin, as the build writes them; undefined for other paths. */
  machineFile(pathname: string): Promise<string | undefined>;
  /**
   * Whether the build publishes this root-relative file of the site (an asset, a stylesheet, a script, a spec the
   * site names), as `copySiteFiles` copies them; undefined before the site loads.
   */
  publishes(file: string): Promise<boolean | undefined>;
  /** The origins the playground proxy may forward to (the site's API servers); undefined before the site loads. */
  playgroundTargets(): Set<string> | undefined;
  /** Tells the context these root-relative files changed (added, edited or removed). */
  filesChanged(files: string[]): Promise<void>;
  /** True while the site cannot load (every URL shows the error page). */
  broken(): boolean;
  /**
   * Indexes the whole site again (outside the render queue: pages keep being served from the current state),
   * then switches to the new state, stores it for the next session and, when it differs, calls `onIndexChanged`.
   * Started once the file watcher runs: together they cover every change since the stored index was written.
   */
  reindex(): Promise<void>;
  /** Every page URL of the current site (none while it cannot load), for the search index. */
  pageUrls(): Promise<string[]>;
  /**
   * Renders one URL for the search index, quietly (its problems print when a browser asks for the page): the
   * part the index reads (`searchDocument`) when the page goes into search, else undefined.
   */
  renderForSearch(url: string): Promise<string | undefined>;
}

/** Creates the session; no module state: everything lives in this closure. */
export function createDevSession(options: DevSessionOptions): DevSession {
  let site: SiteContext | undefined;
  /** Diagnostics that stop the site from loading at all (a broken docs.json): shown on every page. */
  let fatal: Diagnostic[] = [];
  /** Printed diagnostics, so a page rendered ten times reports its problem once (until the next change). */
  let printed = new Set<string>();
  /** Serializes loading and invalidation; renders wait for it. */
  let queue: Promise<void> = Promise.resolve();
  /** Counts applied changes, so a background index that a change overtook is done again. */
  let changes = 0;
  /**
   * The stamps of the site's files as the current state read them (taken just before; kept up to date with each
   * change applied): `reindex` reads the site again only when the files differ from them.
   */
  let stamps: SiteStamps | undefined;
  const useCache = options.cache ?? true;
  const siteOptions = {
    dir: options.dir,
    base: '/',
    strict: false,
    dev: true,
    cache: useCache,
    ...(options.pageTimeout !== undefined ? { pageTimeout: options.pageTimeout } : {}),
  };

  const print = (diagnostics: readonly Diagnostic[]): void => {
    for (const d of sortDiagnostics(diagnostics)) {
      const text = formatDiagnostic(d, { color: options.color });
      // A diagnostic told once per key (an icon stand-in) prints at the first page that has it.
      const key = d.once === undefined ? text : `once\0${d.once}`;
      if (printed.has(key)) continue;
      printed.add(key);
      options.log(text);
    }
  };

  const load = async (): Promise<void> => {
    // The last session's index spares reading every page before the first one is served; `reindex` checks it.
    const stored = useCache ? await readDevIndex(options.dir) : undefined;
    // Taken before the files are read: one written meanwhile shows as changed to `reindex`.
    const before = stored ? undefined : await siteStamps(options.dir);
    const result = await openSite(siteOptions, stored ? { preloaded: stored.index } : {});
    site = result.site;
    stamps = site ? (stored?.stamps ?? before) : undefined;
    // Read from the files just now: stored at once, so that the next session starts warm.
    if (useCache && before && site) {
      void writeDevIndex(options.dir, { index: devIndexOf(site, { validations: true }), stamps: before });
    }
    // An error of the site's own files (docs.json, a spec that does not parse) fails `quire build`: dev shows it on
    // every page until it is fixed, whether or not a state could load.
    fatal = result.diagnostics.filter((d) => d.severity === 'error');
    print(result.diagnostics);
    // Spec validation takes seconds on large or AsyncAPI specs: it starts once the first page is out (so it does
    // not delay it), its warnings print when it ends.
    validateLater();
  };

  /** Validates the current state's specs after the next page is served (or after a few seconds without one). */
  let validationTimer: ReturnType<typeof setTimeout> | undefined;
  let validationDue = false;
  /**
   * The specs the last real validation covered. A new state (the background re-index, a docs.json edit) whose specs
   * are equal is not validated again: its warnings are already printed, and validating large specs keeps a core
   * busy for seconds (20 s of CPU on mintlify__docs) while the developer edits.
   */
  let validatedSpecs: unknown;
  const validateNow = (): void => {
    if (!validationDue) return;
    validationDue = false;
    clearTimeout(validationTimer);
    const current = site;
    if (!current) return;
    const specs = validatedPart(current);
    if (validatedSpecs !== undefined && isDeepStrictEqual(validatedSpecs, specs)) return;
    validatedSpecs = specs;
    void current.state.validateSpecs().then(print, () => undefined);
  };
  const validateLater = (): void => {
    validationDue = true;
    clearTimeout(validationTimer);
    validationTimer = setTimeout(validateNow, 3000);
    validationTimer.unref?.();
  };

  const enqueue = (task: () => Promise<void>): Promise<void> => {
    const next = queue.then(task, task);
    // A failed task must not wedge the queue; its error is reported by the caller.
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    start: () => enqueue(load),

    async render(url) {
      await queue;
      if (!site || fatal.length > 0) return { status: 500, html: siteErrorPage(fatal) };
      const result = await renderRoute(site, url);
      print(result.diagnostics);
      setImmediate(validateNow);
      // docs.json redirects apply where no page answers, as on the static host (`_redirects`) and `mint dev`.
      return (result.status === 404 && redirectFor(site, url)) || { status: result.status, html: result.html };
    },

    async publishes(file) {
      await queue;
      if (!site) return undefined;
      const current = site;
      const published = current.derive('published-files', () => {
        const { content, specs } = current.state;
        return new Set([...content.assets, ...content.styles, ...content.scripts, ...specs.files]);
      });
      return published.has(file);
    },

    playgroundTargets() {
      const current = site;
      return current?.derive('playground-targets', () =>
        playgroundTargets({ specs: current.state.specs, config: current.state.config }),
      );
    },
    async machineFile(pathname) {
      await queue;
      return site && fatal.length === 0 ? renderMachineFile(site, pathname) : undefined;
    },
    async sharedFile(url) {
      await queue;
      return site ? renderSharedFile(site, url)?.html : undefined;
    },

    broken: () => !site || fatal.length > 0,

    async reindex() {
      for (;;) {
        const seen = changes;
        const before = await siteStamps(options.dir);
        // No file changed since the current state read them (the stored index was current, or the site was read
        // from its files at start and nothing was saved outside the watcher's sight meanwhile): nothing to do.
        if (site && stamps && sameStamps(before, stamps)) return;
        // Read on another thread; the state opens from the index it sends (see index-site.ts).
        const indexed = await indexSite(siteOptions);
        const fresh = indexed.index
          ? await openSite(siteOptions, { preloaded: indexed.index })
          : { site: undefined, diagnostics: [] };
        let again = false;
        await enqueue(async () => {
          // A change applied meanwhile may not be in this index: index again from the new files.
          if (changes !== seen) {
            again = true;
            return;
          }
          // docs.json does not load: the change that broke it already shows (and reloads from scratch when fixed).
          if (!fresh.site || !site) return;
          const changed = !sameDevIndex(devIndexOf(site), devIndexOf(fresh.site));
          site = fresh.site;
          stamps = before;
          fatal = fresh.diagnostics.filter((d) => d.severity === 'error');
          print([...indexed.diagnostics, ...fresh.diagnostics]);
          validateLater();
          if (useCache && indexed.index) void writeDevIndex(options.dir, { index: indexed.index, stamps: before });
          if (changed) options.onIndexChanged?.();
        });
        if (!again) return;
      }
    },
    async pageUrls() {
      await queue;
      return site && fatal.length === 0 ? [...site.state.routes.keys()] : [];
    },
    async renderForSearch(url) {
      await queue;
      if (!site || fatal.length > 0) return undefined;
      const result = await renderRoute(site, url);
      return result.status === 200 ? result.search : undefined;
    },

    filesChanged(files) {
      return enqueue(async () => {
        changes++;
        printed = new Set();
        if (!site) {
          // The site never loaded (broken docs.json): any change may fix it, so try again from scratch.
          await load();
          return;
        }
        // Taken before the files are read again, like the site's (see `stamps`).
        const now = await fileStamps(options.dir, files);
        const result = await invalidateFiles(site, files);
        for (const file of files) {
          const stamp = now.get(file);
          if (stamp === undefined) stamps?.delete(file);
          else stamps?.set(file, stamp);
        }
        // While the configuration does not load, every page shows its errors (the old state stays in memory); so
        // do the errors of a state that loads but would fail the build (a spec that no longer parses).
        if (result.reloaded) fatal = result.diagnostics.filter((d) => d.severity === 'error');
        print(result.diagnostics);
        if (result.reloaded && !result.loadFailed) validateLater();
      });
    },
  };
}

/** What a spec validation depends on: the loaded documents and the files they were read from. */
function validatedPart(site: SiteContext): unknown {
  const { openapi, asyncapi, files } = site.state.specs;
  return { openapi, asyncapi, files };
}

/**
 * The docs.json redirect for `url` (no base), if any; rules are read from the current state each time. A rule the
 * host applies is an HTTP redirect; a path only `#fragment` sources name gets the redirect page the build writes
 * there, whose script picks the target by the fragment (which never reaches a server).
 */
function redirectFor(site: SiteContext, url: string): DevResponse | undefined {
  const rules = site.state.config.redirects;
  if (!rules || rules.length === 0) return undefined;
  const built = buildRedirects(rules, { base: '/', pageUrls: new Set(site.state.routes.keys()) });
  const redirect = matchRedirect(parseRedirectsFile(built.redirectsFile), url);
  if (redirect) return { status: redirect.status, html: redirectPage(redirect.location), location: redirect.location };
  const page = built.pages.get(urlToOutputFile(normalizeUrl(url)));
  return page === undefined ? undefined : { status: 200, html: page };
}

/**
 * The page shown for every URL while the site cannot load (invalid `docs.json`, missing navigation...): the
 * problems, and the Vite client so that fixing the file reloads the browser.
 */
export function siteErrorPage(diagnostics: readonly Diagnostic[]): string {
  const entries = overlayEntries(diagnostics);
  const title = `The site cannot load: ${countProblems(entries.length)}`;
  const overlay = overlayHtml(entries, { title, intro: 'Fix the file and save: this page reloads by itself.' });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site cannot load - Quire dev server</title>
<script type="module" src="/@vite/client"></script>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem; background: #fff7f7; color: #1f2937; }
  h1 { font-size: 1.25rem; color: #b91c1c; }
  ol { padding-left: 1.25rem; }
  .q-dev-error { margin-bottom: 1rem; }
  .q-dev-error p { margin: 0.25rem 0; }
  .q-dev-error-location { font-family: ui-monospace, monospace; color: #6b7280; }
  pre { white-space: pre-wrap; background: #fff; border: 1px solid #fecaca; border-radius: 6px; padding: 0.75rem; }
</style>
</head>
<body>
${overlay}
</body>
</html>
`;
}
