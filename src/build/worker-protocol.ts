import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { RssFeed } from '../render/rss-feed.js';
import type { PageLinks } from '../render/page-links.js';
import type { SiteContextOptions } from '../site/site-context.js';
import type { PreloadedContent } from '../site/load-content.js';

/** One rendered route, as a worker sends it back. */
export interface RenderedRoute {
  url: string;
  status: number;
  /** The document; from a worker as UTF-8 bytes (transferred, not copied, and written as they are). */
  html: string | Uint8Array;
  diagnostics: Diagnostic[];
  features: string[];
  /** The page's changelog feed, when it has one. */
  rss?: RssFeed;
  /** Shared schema fragments the page loads (URLs without base). */
  fragments?: string[];
  /** The page goes into the site search: the part of it the index reads (`searchDocument`). */
  search?: string;
  /** The page's links and ids (an API fragment's ids), for the link checker. */
  links?: PageLinks;
  /** The page's part of its Markdown twin (see render/markdown-twin.ts). */
  markdown?: string;
}

/**
 * What a render worker builds its site context from: the main thread's options, and the content index and
 * page meta the main thread already read (so a worker does not scan the site and read every page's
 * frontmatter again).
 */
export interface WorkerInit {
  site: SiteContextOptions;
  preloaded?: PreloadedContent;
}

/** Workers start before the site is loaded (their module loading overlaps the main thread's) and wait for `init`. */
export type ToWorker = ({ type: 'init' } & WorkerInit) | { type: 'render'; urls: string[] } | { type: 'close' };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; diagnostics: Diagnostic[] }
  | { type: 'rendered'; results: RenderedRoute[] }
  | { type: 'crashed'; url: string; message: string }
  /** The page the worker starts now: named if the worker then runs out of memory. */
  | { type: 'rendering'; url: string };
