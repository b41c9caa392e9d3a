import type { UtilityStyles } from './utility-styles.js';
import type { LoadedConfig } from '../config/load-config.js';
import { readPageMeta } from '../content/read-page-meta.js';
import { scanContent } from '../content/scan-content.js';
import type { ContentIndex, PageMeta } from '../content/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SpecsData } from './site-specs.js';
import type { ValidationJob } from './spec-validation.js';

/** What a site load reads from every page file: the slow part of loading a large site. */
export interface PreloadedContent {
  content: ContentIndex;
  pageMeta: Map<string, PageMeta>;
  /** The specs, loaded and bundled once by the main thread. */
  specs?: SpecsData;
  /** The utility stylesheet the main thread generated (none when the pages use no utility class). */
  utilityStyles?: UtilityStyles;
  /**
   * The validation of `specs` still to run, as the thread that loaded them prepared it: a state loaded from this
   * content validates its specs with it (without, `validateSpecs` finds nothing). Dev's background index sends
   * it; render workers and the stored index leave it out.
   */
  validations?: ValidationJob[];
}

/** The content stage's output: the file lists and each page's frontmatter summary. */
export interface SiteContent {
  content: ContentIndex;
  pageMeta: Map<string, PageMeta>;
  diagnostics: Diagnostic[];
}

/**
 * The content stage: scans the site folder (pages, snippets, styles, scripts, specs, assets) and reads every
 * page's frontmatter, unless another thread already did (`preloaded`).
 */
export async function loadContent(input: {
  loaded: LoadedConfig;
  outDir?: string;
  preloaded?: PreloadedContent;
}): Promise<SiteContent> {
  const { loaded, outDir, preloaded } = input;
  const scan = preloaded
    ? { index: preloaded.content, diagnostics: [] }
    : await scanContent(loaded.root, outDir ? { outDir } : {});
  // docs.json and its `$ref` files are JSON too, but not API specs.
  const configFiles = new Set(loaded.files);
  scan.index.specCandidates = scan.index.specCandidates.filter((file) => !configFiles.has(file));
  const pageMeta = preloaded ? preloaded.pageMeta : await readPageMeta(scan.index);
  return { content: scan.index, pageMeta, diagnostics: scan.diagnostics };
}
