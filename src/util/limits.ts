/**
 * The limits that keep a build of hostile or broken input bounded: past each one Quire reports a located
 * diagnostic instead of overflowing the stack, exhausting the heap or running for minutes. The README's
 * "Limits" section lists them; keep the two in step.
 */

/** Largest page (MDX or Markdown) compiled, in bytes: 5 MB, a hundred times a long reference page. */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;

/**
 * Values in one page's frontmatter once YAML aliases are expanded (a kilobyte of nested `*alias` references can
 * stand for billions of values).
 */
export const MAX_FRONTMATTER_VALUES = 10_000;

/** Nesting of lists and mappings in frontmatter. */
export const MAX_FRONTMATTER_DEPTH = 32;

/** Nesting of arrays and objects in docs.json and its `$ref` files. */
export const MAX_JSON_DEPTH = 64;

/** Groups nested in groups in the navigation. */
export const MAX_NAVIGATION_DEPTH = 16;

/**
 * Blocks (paragraphs, list items, headings...) and table cells of one page, counted before parsing: the parser
 * takes ~12 KB of memory per table cell and ~10 KB per paragraph, so a 2 MB table of 100,000 cells is a gigabyte.
 */
export const MAX_PAGE_BLOCKS = 100_000;

/**
 * Runs of `*` and `_` in one paragraph: the parser's pairing of emphasis markers grows with their square (10,000
 * alternating markers take 15 s), so a short page of them could hold a build for minutes.
 */
export const MAX_EMPHASIS_RUNS = 3_000;

/** Nesting of a page's syntax tree: blockquotes, lists, components and HTML elements inside each other. */
export const MAX_MARKDOWN_DEPTH = 100;

/** Snippets included by snippets, from the page down. */
export const MAX_SNIPPET_DEPTH = 16;

/**
 * Syntax-tree nodes that snippets may add to one page, all levels together: ten usages of a snippet that holds
 * ten usages of another… multiply, and five levels make a hundred thousand copies.
 */
export const MAX_INLINED_NODES = 50_000;
