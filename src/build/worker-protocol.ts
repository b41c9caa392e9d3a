import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SiteContextOptions } from './site-context.js';

/** One rendered route, as a worker sends it back. */
export interface RenderedRoute {
  url: string;
  status: number;
  html: string;
  diagnostics: Diagnostic[];
  features: string[];
}

/** Data a render worker starts with: it builds its own site context from the same options. */
export interface WorkerInit {
  site: SiteContextOptions;
}

export type ToWorker = { type: 'render'; urls: string[] } | { type: 'close' };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; diagnostics: Diagnostic[] }
  | { type: 'rendered'; results: RenderedRoute[] }
  | { type: 'crashed'; url: string; message: string };
