import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { renderNotFound, type RenderResult } from '../render/render-route.js';
import type { OutputWriter } from './output-writer.js';
import { writeSharedFiles } from './write-shared-files.js';
import { buildRedirects } from '../render/redirects.js';
import { markdownTwinUrl } from '../render/markdown-twin.js';
import type { SiteContext } from '../site/site-context.js';
import { siteRobots, siteSitemap } from '../render/sitemap.js';

/**
 * The files around the pages: `404.html`, redirect pages and `_redirects`, `sitemap.xml`, `robots.txt` (the
 * last two only when the project has none of its own), and `_quire/build.json` for `quire preview`.
 */
export async function writeExtras(
  writer: OutputWriter,
  site: SiteContext,
  /** The 404 page, when the caller rendered it already (to copy the assets its features need). */
  rendered?: RenderResult,
): Promise<Diagnostic[]> {
  const { state, base } = site;
  const diagnostics: Diagnostic[] = [];
  const notFound = rendered ?? (await renderNotFound(site));
  diagnostics.push(...notFound.diagnostics);
  await writer.write('404.html', notFound.html);
  // Its section's navigation file, should no page of that section have named it.
  await writeSharedFiles(writer, site, notFound.fragments ?? []);

  const redirects = buildRedirects(state.config.redirects ?? [], {
    base,
    pageUrls: new Set(state.routes.keys()),
    fileUrls: new Set([...state.routes.keys()].map(markdownTwinUrl)),
    locate: state.loaded.locate,
  });
  diagnostics.push(...redirects.diagnostics.map(state.loaded.withFrame));
  for (const [file, html] of redirects.pages) {
    // A page needs its folder: not where the output already has a file (a project file such as `old.txt`).
    if (!writer.has(file) && !fileOnTheWay(writer, file)) await writer.write(file, html);
  }
  if (redirects.redirectsFile && !writer.has('_redirects')) await writer.write('_redirects', redirects.redirectsFile);

  if (!writer.has('sitemap.xml')) await writer.write('sitemap.xml', siteSitemap(site));
  if (!writer.has('robots.txt')) await writer.write('robots.txt', siteRobots(site));
  await writer.write('_quire/build.json', `${JSON.stringify({ generator: 'quire', base }, null, 2)}\n`);
  return diagnostics;
}

/** True when a folder of `file`'s path is a file already written (`a.md` for `a.md/index.html`). */
function fileOnTheWay(writer: OutputWriter, file: string): boolean {
  const parts = file.split('/');
  for (let end = 1; end < parts.length; end++) if (writer.has(parts.slice(0, end).join('/'))) return true;
  return false;
}
