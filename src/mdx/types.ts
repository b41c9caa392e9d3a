import type { StaticTree } from './runtime/static-tree.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/**
 * What stays the same for every page of a build: given once to `createPageCompiler`, which builds the
 * processors and the Shiki highlighter from it. I/O comes in as functions so the compiler stays testable
 * from literals.
 */
export interface PageCompilerOptions {
  /** docs.json `variables`, replaced as `{{name}}`. */
  variables?: Record<string, string>;
  /** docs.json `styling.codeblocks` (already validated), or undefined for the default. */
  codeblocks?: unknown;
  /** Reads a project file by root-relative path; undefined when it does not exist. */
  readFile: (rootRelativePath: string) => string | undefined;
  /** Tells whether a project file exists (images). */
  fileExists: (rootRelativePath: string) => boolean;
  /** Names of components the theme provides (`Note`, `Tree`, `Tree.Folder`...). */
  knownComponents: ReadonlySet<string>;
  /**
   * Pages without JavaScript keep their element tree instead of compiled code (default true). `false` compiles
   * every page to code: the slower path, which the tree must render exactly like (a test compares them).
   */
  staticTrees?: boolean;
  /** Languages the site's code fences name (see `createCodeHighlighter`'s `languages`). */
  languages?: readonly string[];
}

/** One page to compile. */
export interface CompileInput {
  /** Raw file text, frontmatter included. */
  source: string;
  /** File path relative to the site root (`guides/setup.mdx`), used in diagnostics and to resolve relative imports. */
  file: string;
  /** `.md` files are compiled as Markdown (no JSX), `.mdx` as MDX. Defaults from the file extension. */
  format?: 'md' | 'mdx';
  /**
   * Frontmatter already parsed by `parseFrontmatter` (the navigation stage reads it for every page): the
   * compiler then does not parse it again, and does not repeat its diagnostics.
   */
  frontmatter?: { data: Record<string, unknown>; bodyLine: number };
  /** The file's bytes are valid UTF-8: a `�` in `source` is that character, not bytes that did not read. */
  validUtf8?: boolean;
}

/** A heading of the page, for the table of contents. */
export interface TocItem {
  id: string;
  text: string;
  /** 2 for `##`, 3 for `###`... */
  depth: number;
}

/**
 * The page's top-level declarations as a browser runs them, for its interactive components (see
 * plugins/recma-client-code.ts): `code` is a function body returning `{ …names }`.
 */
export interface ClientCode {
  code: string;
  names: string[];
}

/** A compiled page: plain data, serializable (passed between worker threads and cached by content hash). */
export interface CompiledPage {
  frontmatter: Record<string, unknown>;
  /** JavaScript of the page as an MDX `function-body` (self-contained: snippets are compiled in, no disk access). */
  code: string;
  /**
   * A page without JavaScript of its own: its element tree, rendered without running code (see
   * runtime/static-tree.ts); `code` is then empty.
   */
  tree?: StaticTree;
  toc: TocItem[];
  /** Plain text of the page for search and descriptions. */
  text: string;
  /** Its declarations for the browser, when it has any (interactive components hydrate from them). */
  client?: ClientCode;
  /**
   * The page as Markdown (components as readable Markdown, expressions evaluated or dropped), the content of its
   * `.md` twin; root-relative URLs carry `MARKDOWN_ROOT_MARK` for the render stage. Absent from older caches.
   */
  markdown?: string;
  diagnostics: Diagnostic[];
  /** Root-relative files this page read (snippets, imported components): a change to one re-renders the page. */
  dependencies: string[];
  /** Client features the page uses: `mermaid`, `math`, ... */
  features: string[];
  /** The page's `<Update>` entries in page order (changelog RSS feed). */
  updates?: PageUpdate[];
  /** Every element id the page renders (headings at all depths, steps, params, tabs...), for anchor checks. */
  anchors?: string[];
  /** Links written in the page (Markdown links and `href` props), with where they were written, for link checks. */
  links?: PageLink[];
  /**
   * Icon names the page asks for (component `icon` props, fence `icon=`, frontmatter `icon`), with where each was
   * written. The compiler knows no icon library: the render stage checks them against the site's renderer.
   */
  icons?: PageIcon[];
  /**
   * Every root-relative file the compile looked at: the SHA-1 of its text when it was read (`''` when it could
   * not be), or whether it existed when only that was checked. A stored copy of the page is valid while these
   * still hold (the persistent compile cache checks them).
   */
  inputs?: Record<string, string | boolean>;
}

/** One `<Update label>` changelog entry, as written (reference §3.4). */
export interface PageUpdate {
  /** The anchor id the entry renders with. */
  id: string;
  label: string;
  /** The `description` prop, when a plain string. */
  description?: string;
  /** The `rss={{ title, description }}` prop's static strings. */
  rss?: { title?: string; description?: string };
  /** Plain text of the entry's content. */
  text: string;
}

/** An icon reference written in a page or one of its snippets. */
export interface PageIcon {
  /** The name, URL or path as written (`rocket`, `/icons/x.svg`). */
  icon: string;
  /** `iconType` given beside it, when any. */
  iconType?: string;
  /** Where it sits, for the message: `<Card icon>`, `frontmatter icon`, `code block icon`. */
  source: string;
  file: string;
  line?: number;
  column?: number;
}

/** A link written in a page or in one of the snippets it includes. */
export interface PageLink {
  href: string;
  /** Root-relative file the link was written in (the page, or a snippet). */
  file: string;
  line?: number;
  column?: number;
}

/** The compiler created once per build. */
export interface PageCompiler {
  /** Compiles one page; never throws for anything a user wrote (problems become diagnostics). */
  compile(input: CompileInput): Promise<CompiledPage>;
  /**
   * Highlights one code sample outside a page (API reference examples) with the site's code themes: a complete
   * `<pre>` element. Never throws (an unknown language is plain text).
   */
  highlight(code: string, language: string): Promise<string>;
  /** Frees the highlighter (call when a config change replaces the compiler). */
  dispose(): void;
}
