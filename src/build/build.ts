import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DiagnosticCollector } from '../diagnostics/collector.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { pruneCompileCache } from '../site/compile-cache.js';
import { copySiteFiles, copyThemeAssets } from './copy-assets.js';
import { urlToOutputFile } from '../site/output-path.js';
import { createOutputWriter, OutputFolderError, type OutputWriter } from './output-writer.js';
import { renderOrder, renderPages } from './render-pages.js';
import { defaultWorkerCount, type RenderWorkerPool, startRenderWorkers } from './worker-pool.js';
import { feedFile, renderRssFeed, type RssFeed } from '../render/rss-feed.js';
import { openSite } from '../render/open-site.js';
import type { SiteContext, SiteContextOptions } from '../site/site-context.js';
import { writeExtras } from './write-extras.js';
import { renderNotFound } from '../render/render-route.js';
import { markdownOutputs } from './write-markdown.js';
import { writeSharedFiles } from './write-shared-files.js';
import { createSearchFeed, writeIndexFiles, writeSearchIndex } from './write-search-index.js';
import { createSearchIndexer } from '../render/search-index.js';
import { isSharedFileUrl } from '../render/shared-files.js';
import type { PageLinks } from '../render/page-links.js';
import { checkSiteLinks } from './check-site-links.js';
import { createDiscardingWriter } from './discarding-writer.js';

export interface BuildOptions {
  /** The site folder (holding docs.json), or a folder inside it. */
  dir: string;
  /** Output folder (default `<site>/dist`). */
  outDir?: string;
  /** Base path the site will be served under (default `/`). */
  base?: string;
  /** Warnings fail the build. */
  strict?: boolean;
  /**
   * Worker threads rendering beside the main thread (default: one per core but one, for sites of 60 pages or
   * more; 0 renders in-process only).
   */
  workers?: number;
  /**
   * Reuse pages compiled by earlier builds when nothing they were made from changed (default true; the CLI's
   * `--no-cache` turns it off). The cache lives outside the site, in the system temp folder.
   */
  cache?: boolean;
  /** Time limit of one page's code, in ms (default 5000; `--page-timeout`). */
  pageTimeout?: number;
  /** `false`: every page compiled to code, even one without JavaScript (the slower path; for tests). */
  staticTrees?: boolean;
  /** Render workers the caller started already (the CLI starts them before it loads the build); closed here. */
  pool?: RenderWorkerPool;
  /**
   * Write the site (default true). `false` renders and checks everything (`quire broken-links`) and writes
   * nothing: no output folder is made or replaced.
   */
  write?: boolean;
  /** Pages per part of the search index (default `SEARCH_PART_PAGES`, 1,000; smaller in tests of the parts). */
  searchPartPages?: number;
}

export interface BuildResult {
  /** True when the output was written (no errors; no warnings with `strict`). */
  ok: boolean;
  /** Pages rendered (page files and endpoint pages). */
  pages: number;
  outDir: string;
  /** Deduplicated, in the order found. */
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
  /** Wall time of the whole build, in ms. */
  ms: number;
  timings: { stage: string; ms: number }[];
  /** Worker threads used to render. */
  workers: number;
  /** Notes of the main thread's site for `--debug` (a cache folder or entry that failed its check). */
  notes?: string[];
  /** The site's folder (the one holding docs.json), once found: `dir` or a folder above it. */
  root?: string;
}

/** How a build ended: the fields of its `BuildResult` that differ from one ending to another. */
type BuildOutcome = Pick<BuildResult, 'ok' | 'outDir' | 'pages'> & { workers?: number; notes?: string[] };

/**
 * Builds a site into static files: load → render every route (over worker threads) → copy assets → extras
 * (404, redirects, sitemap, robots) → swap the new output in. With any error (or any warning under `strict`)
 * the staged output is thrown away and the previous one stays as it was.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const timings: { stage: string; ms: number }[] = [];
  const diagnostics = new DiagnosticCollector();
  const time = async <T>(stage: string, task: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      return await task();
    } finally {
      timings.push({ stage, ms: performance.now() - t });
    }
  };
  let root: string | undefined;
  const result = (outcome: BuildOutcome): BuildResult => ({
    ok: outcome.ok,
    pages: outcome.pages,
    outDir: outcome.outDir,
    diagnostics: diagnostics.list,
    errors: diagnostics.count('error'),
    warnings: diagnostics.count('warning'),
    ms: performance.now() - started,
    timings,
    workers: outcome.workers ?? 0,
    ...(outcome.notes?.length ? { notes: outcome.notes } : {}),
    ...(root ? { root } : {}),
  });

  const siteOptions: SiteContextOptions = {
    dir: path.resolve(options.dir),
    base: options.base ?? '/',
    strict: options.strict ?? false,
    dev: false,
    cache: options.cache ?? true,
    ...(options.pageTimeout !== undefined ? { pageTimeout: options.pageTimeout } : {}),
    ...(options.staticTrees === false ? { staticTrees: false } : {}),
    ...(options.outDir ? { outDir: path.resolve(options.outDir) } : {}),
  };
  // Workers load their modules while this thread loads the site (they wait for it before rendering).
  const pool =
    options.pool ?? (options.workers === 0 ? undefined : startRenderWorkers(options.workers ?? defaultWorkerCount()));
  try {
    // The site loads in named stages (config, content, navigation, routes, compiler), each timed by its name.
    const loaded = await openSite(siteOptions, { onStage: (timing) => timings.push(timing) });
    diagnostics.addAll(loaded.diagnostics);
    const site = loaded.site;
    root = site?.root;
    const outDir = path.resolve(options.outDir ?? path.join(site?.root ?? siteOptions.dir, 'dist'));
    if (!site) return result({ ok: false, outDir, pages: 0 });
    const write = options.write !== false;
    const outputProblem = write ? checkOutputFolder(site, outDir) : undefined;
    if (outputProblem) {
      diagnostics.addAll([outputProblem]);
      return result({ ok: false, outDir, pages: 0 });
    }
    // Workers must skip the output folder in their scan too.
    siteOptions.outDir = outDir;
    if (siteOptions.cache) pruneCompileCache(site.root, site.state.routes.size);

    const opened = write
      ? await createOutputWriter(outDir).catch((error: unknown) => outputDiagnostic(error, outDir))
      : createDiscardingWriter(outDir);
    if (!('commit' in opened)) {
      diagnostics.addAll([opened]);
      return result({ ok: false, outDir, pages: 0 });
    }
    const writer = opened;
    // Pagefind runs as a child process: it reads each page as the render hands it over, beside the rendering.
    // A build that writes nothing (`quire broken-links`) has no index to make.
    const urls = renderOrder(site, [...site.state.routes.keys(), ...site.state.aliases.keys()]);
    const search = write
      ? await createSearchIndexer({
          base: site.base,
          // Every URL but the aliases is offered to the index (a root alias repeats its page).
          total: urls.length - site.state.aliases.size,
          ...(options.searchPartPages !== undefined ? { partPages: options.searchPartPages } : {}),
          // Each finished part is written while the rest of the site renders.
          onPartFiles: (files) => writeIndexFiles(writer, files),
        })
      : undefined;
    diagnostics.addAll(search?.diagnostics ?? []);
    // Each page's Markdown twin as it comes; llms.txt and llms-full.txt at the end.
    const twins = markdownOutputs(writer, site, write ? { spillDir: writer.stagingDir } : {});
    // The search index's last files, written beside the rest; awaited before the staging folder can go.
    let indexed: Promise<Diagnostic[]> | undefined;
    try {
      await time('copy site files', () => copySiteFiles(writer, site.state.content, site.state.specs.files));
      const utilities = site.state.utilityStyles;
      if (utilities) await writer.write(utilities.url.slice(1), utilities.css);
      const features = new Set<string>();
      const feeds: RssFeed[] = [];
      const fragments = new Set<string>();
      const pageLinks = new Map<string, PageLinks>();
      // Pagefind (a child process) indexes pages as they come, beside the rendering, in the render's order.
      const feed = search ? createSearchFeed(search.indexer, urls) : undefined;
      // Spec validation runs beside the rendering (the workers render meanwhile); its warnings count below.
      const validation = site.state.validateSpecs();
      const rendered = await time('render pages', () =>
        renderPages({
          site,
          siteOptions,
          urls,
          ...(options.workers !== undefined ? { workers: options.workers } : {}),
          ...(pool ? { pool } : {}),
          onPage: async (page) => {
            for (const fragment of page.fragments ?? []) fragments.add(fragment);
            if (page.links) pageLinks.set(page.url, page.links);
            if (isSharedFileUrl(page.url)) {
              if (page.status === 200) await writer.write(page.url.slice(1), page.html);
              return;
            }
            diagnostics.addAll(page.diagnostics);
            for (const feature of page.features) features.add(feature);
            if (page.rss) feeds.push(page.rss);
            await writer.write(urlToOutputFile(page.url), page.html);
            // A root serving another page's content (an alias) would only repeat that page in the results.
            feed?.offer(page.url, site.state.aliases.has(page.url) ? undefined : page.search);
            await twins.add(page);
          },
        }),
      );
      diagnostics.addAll(rendered.diagnostics);
      diagnostics.addAll(await time('validate specs', () => validation));
      await time('shared files', () => writeSharedFiles(writer, site, fragments));
      // The 404 page (the site's own `404.mdx` may use a feature no other page does), before the assets.
      const notFound = await renderNotFound(site);
      for (const feature of notFound.features) features.add(feature);
      await time('theme assets', () => copyThemeAssets(writer, features));
      // Pagefind finishes the index in its own process (seconds on a large site) while this thread writes the
      // rest; its diagnostics still come first.
      indexed =
        search && feed
          ? time('search index', () => writeSearchIndex(writer, { indexer: search.indexer, feed }))
          : Promise.resolve([]);
      // Awaited below; a failure must not go unhandled while the other outputs are written.
      indexed.catch(() => undefined);
      await writeFeeds(writer, site, feeds);
      await time('llms.txt', () => twins.finish());
      const extras = await time('404, redirects, sitemap', () => writeExtras(writer, site, notFound));
      const links = await time('check links', async () => checkSiteLinks(site, pageLinks, feeds));
      diagnostics.addAll(await indexed);
      diagnostics.addAll(extras);
      diagnostics.addAll(links);
      const failed =
        diagnostics.count('error') > 0 || (siteOptions.strict === true && diagnostics.count('warning') > 0);
      await time(failed ? 'discard output' : 'swap output', () => (failed ? writer.abort() : writer.commit()));
      return result({
        ok: !failed,
        outDir,
        pages: site.state.routes.size,
        workers: rendered.workers,
        ...(site.notes ? { notes: site.notes } : {}),
      });
    } catch (error) {
      // Parts of the search index handed over while the render ran, and its last files, may still be writing:
      // they end first, so that nothing is written into the staging folder while it is removed (the removal
      // would fail, ENOTEMPTY, and hide the error that stopped the build).
      await indexed?.catch(() => undefined);
      await search?.indexer.close();
      await writer.abort();
      // A full disk or a folder that refuses writes is the user's to fix, not a bug: say so, exit 1.
      diagnostics.addAll([outputDiagnostic(error, outDir)]);
      return result({ ok: false, outDir, pages: 0 });
    } finally {
      await twins.dispose();
      await search?.indexer.close();
    }
  } finally {
    pool?.close();
  }
}

/** `<page>/rss.xml` for every changelog page with a feed, unless the project ships that file itself. */
async function writeFeeds(writer: OutputWriter, site: SiteContext, feeds: readonly RssFeed[]): Promise<void> {
  const canonical = site.state.config.seo?.metatags?.canonical;
  for (const feed of feeds) {
    const file = feedFile(feed.url);
    if (!writer.has(file))
      await writer.write(file, renderRssFeed(feed, { base: site.base, ...(canonical ? { canonical } : {}) }));
  }
}

/**
 * Refuses output folders whose replacement would destroy something: the site itself, a folder holding it, or
 * an existing folder that is not a previous Quire output (replacing `guides/` would delete pages).
 */
function checkOutputFolder(site: SiteContext, outDir: string): Diagnostic | undefined {
  const relative = path.relative(outDir, site.root);
  const containsSite = relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  if (containsSite) {
    return {
      severity: 'error',
      rule: 'output-folder',
      message: `The output folder ${outDir} holds the site itself; building there would replace the site's files.`,
      hint: 'Choose a folder of its own, like `dist` (the default).',
    };
  }
  if (existsSync(outDir) && !statSync(outDir).isDirectory()) {
    return {
      severity: 'error',
      rule: 'output-folder',
      message: `The output folder ${outDir} is a file, not a folder.`,
      hint: 'Choose another output folder with --out, or delete or rename the file.',
    };
  }
  if (existsSync(outDir) && readdirSync(outDir).length > 0 && !existsSync(path.join(outDir, '_quire'))) {
    return {
      severity: 'error',
      rule: 'output-folder',
      message: `The output folder ${outDir} already holds files that Quire did not write; a build replaces the whole folder.`,
      hint: 'Choose an empty or new folder, or delete this one first.',
    };
  }
  return undefined;
}

/** Codes of file-system errors a user causes and can fix (space, permissions, a file where a folder goes). */
const USER_FS_ERRORS = new Set(['ENOSPC', 'EDQUOT', 'EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'EBUSY', 'EXDEV']);

/**
 * A problem writing the output as a diagnostic (exit 1, previous output intact); anything else is a bug and
 * is thrown on, to be reported as one.
 */
function outputDiagnostic(error: unknown, outDir: string): Diagnostic {
  if (error instanceof OutputFolderError) {
    return { severity: 'error', rule: 'output-folder', message: error.message, hint: error.hint };
  }
  const e = error as NodeJS.ErrnoException;
  if (e?.code === 'ENAMETOOLONG') {
    const name = (e.path ?? '').split(/[\\/]/).find((part) => Buffer.byteLength(part) > 255) ?? e.path ?? '';
    return {
      severity: 'error',
      rule: 'output-name-too-long',
      message: `A page's URL makes a file name longer than the file system allows (255 bytes): ${name}`,
      hint: "Shorten that page's URL: its file or folder name, its `x-mint.href`, or the group or tag it is named after. The previous output was left as it was.",
    };
  }
  if (!USER_FS_ERRORS.has(e?.code ?? '')) throw error;
  return {
    severity: 'error',
    rule: 'output-folder',
    message:
      `The output could not be written to ${outDir}: ${e.code} (${e.syscall ?? 'write'} ${e.path ?? ''}).`.replace(
        ' )',
        ')',
      ),
    hint: 'Check that the folder is writable and the disk has room, or build into another folder with --out. The previous output was left as it was.',
  };
}
