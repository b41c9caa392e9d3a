import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { TocItem } from '../render/page-data.js';

/** Everything compilePage needs; I/O comes in as functions so the compiler stays testable from literals. */
export interface CompileOptions {
  /** Raw file text, frontmatter included. */
  source: string;
  /** File path relative to the site root (`guides/setup.mdx`), used in diagnostics and to resolve relative imports. */
  file: string;
  /** `.md` files are compiled as Markdown (no JSX), `.mdx` as MDX. */
  format: 'md' | 'mdx';
  /** docs.json `variables`, replaced as `{{name}}`. */
  variables: Record<string, string>;
  /** docs.json `styling.codeblocks` (already validated), or undefined for the default. */
  codeblocks?: unknown;
  /** Reads a project file by root-relative path; undefined when it does not exist. */
  readFile: (rootRelativePath: string) => string | undefined;
  /** Tells whether a project file exists (images). */
  fileExists: (rootRelativePath: string) => boolean;
  /** Names of components the theme provides (`Note`, `Tree`, `Tree.Folder`...). */
  knownComponents: ReadonlySet<string>;
}

/** A compiled page: plain data, serializable (passed between worker threads and cached by content hash). */
export interface CompiledPage {
  frontmatter: Record<string, unknown>;
  /** JavaScript of the page as an MDX `function-body` (self-contained: snippets are compiled in, no disk access). */
  code: string;
  toc: TocItem[];
  /** Plain text of the page for search and descriptions. */
  text: string;
  diagnostics: Diagnostic[];
  /** Root-relative files this page read (snippets, imported components): a change to one re-renders the page. */
  dependencies: string[];
  /** Client features the page uses: `mermaid`, `math`, ... */
  features: string[];
}
