import { isUtf8 } from 'node:buffer';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { CompiledPage } from '../mdx/types.js';
import type { PageRoute } from '../site/routes.js';
import type { SiteView } from '../site/site-context.js';

/**
 * The compiled form of a page, from the site's caches when neither its text nor the compile-relevant config
 * changed. A page that cannot be read becomes a diagnostic and an empty page, never an exception.
 */
export async function compileRoutePage(
  site: SiteView,
  route: PageRoute,
): Promise<{ page: CompiledPage; diagnostics: Diagnostic[] }> {
  let source: string;
  let validUtf8 = false;
  try {
    // Synchronous on purpose: a page file is small, and an asynchronous read leaves a render thread idle
    // through several thread-pool round trips (~1 ms per page).
    const bytes = readFileSync(path.join(site.root, route.file));
    source = bytes.toString('utf8');
    // A `�` in the text is either the character or bytes that are not UTF-8: the bytes tell.
    validUtf8 = source.includes('\uFFFD') && isUtf8(bytes);
  } catch (error) {
    const diagnostic: Diagnostic = {
      severity: 'error',
      rule: 'page-unreadable',
      file: route.file,
      message: `The page could not be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
    };
    return { page: emptyPage([diagnostic]), diagnostics: [diagnostic] };
  }
  const page = await site.compilePage({
    pagePath: route.pagePath,
    file: route.file,
    source,
    ...(validUtf8 ? { validUtf8 } : {}),
  });
  return { page, diagnostics: page.diagnostics };
}

function emptyPage(diagnostics: Diagnostic[]): CompiledPage {
  return { frontmatter: {}, code: '', toc: [], text: '', diagnostics, dependencies: [], features: [] };
}
