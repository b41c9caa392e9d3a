import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { resolveCodeThemes } from '../mdx/code/code-themes.js';
import type { CompiledPage } from '../mdx/types.js';
import { openCompileCache, type CompileDiskCache } from '../build/compile-cache.js';
import { hash, readProjectFile, type SiteContext } from '../build/site-context.js';
import type { PageRoute } from '../build/routes.js';

/**
 * The compiled form of a page, from the cache when neither its text nor the compile-relevant config changed.
 * A page that cannot be read becomes a diagnostic and an empty page, never an exception.
 */
export async function compileRoutePage(site: SiteContext, route: PageRoute): Promise<{ page: CompiledPage; diagnostics: Diagnostic[] }> {
  let source: string;
  try {
    // Synchronous on purpose: a page file is small, and an asynchronous read leaves a render thread idle
    // through several thread-pool round trips (~1 ms per page).
    source = readFileSync(path.join(site.root, route.file), 'utf8');
  } catch (error) {
    const diagnostic: Diagnostic = {
      severity: 'error',
      rule: 'page-unreadable',
      file: route.file,
      message: `The page could not be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
    };
    return { page: emptyPage([diagnostic]), diagnostics: [diagnostic] };
  }
  const key = `${hash(source)}:${site.state.compileKey}`;
  const cached = site.cache.pages.get(route.pagePath);
  if (cached && cached.key === key) return { page: cached.page, diagnostics: cached.page.diagnostics };
  const disk = diskCache(site);
  const diskKey = `${route.file}\u0000${key}`;
  let page = disk?.get(diskKey);
  if (!page) {
    const compiler = await site.state.compiler();
    page = await compiler.compile({ source, file: route.file, format: route.file.endsWith('.md') ? 'md' : 'mdx' });
    void disk?.set(diskKey, page);
  }
  // A build renders each page once; only the dev server gains from keeping compiled pages.
  if (site.options.dev) site.cache.pages.set(route.pagePath, { key, page });
  return { page, diagnostics: page.diagnostics };
}

/**
 * The site's persistent compile cache for its current config (undefined with `cache: false`). Custom
 * grammars are part of its key by content: the compile key only names their files.
 */
function diskCache(site: SiteContext): CompileDiskCache | undefined {
  if (!site.options.cache) return undefined;
  const { compileKey, config } = site.state;
  if (site.disk?.compileKey !== compileKey) {
    const files = {
      readFile: (file: string) => readProjectFile(site.root, file),
      fileExists: (file: string) => existsSync(path.join(site.root, file)),
    };
    const grammars = resolveCodeThemes(config.styling?.codeblocks).customLanguages.map((file) => files.readFile(file.replace(/^\/+/, '')) ?? '');
    site.disk = { compileKey, cache: openCompileCache(site.root, hash(JSON.stringify([compileKey, grammars])), files) };
  }
  return site.disk.cache;
}

function emptyPage(diagnostics: Diagnostic[]): CompiledPage {
  return { frontmatter: {}, code: '', toc: [], text: '', diagnostics, dependencies: [], features: [] };
}
