/**
 * The Markdown twin of a page (`<page>.md`, llms-full.txt; reference §8.3), written from the tree the page
 * compile already parsed (never a second parse): components become readable Markdown (component-markdown.ts),
 * expressions their static value or nothing, ESM and frontmatter nothing. The tree is not changed: converted
 * nodes are new parents around the original leaves.
 */
import type {
  Code,
  Definition,
  Image,
  Link,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Text,
} from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mathToMarkdown } from 'mdast-util-math';
import { defaultHandlers, type Handle, type Options as ToMarkdownOptions, toMarkdown } from 'mdast-util-to-markdown';
import type { Program } from 'estree';
import type { VFile } from 'vfile';
import { isRootRelative, pageLink, resolveRelative } from '../../util/base-path.js';
import { parseFenceMeta } from '../code/fence-meta.js';
import { contextOf } from '../compile-context.js';
import { staticString, type JsxElement } from '../mdx-nodes.js';
import {
  blocks,
  COMPONENT_HANDLERS,
  type ComponentState,
  htmlElement,
  inline,
  isPhrasing,
  trimRun,
} from './component-markdown.js';
import { LINE_START, PLAIN_TEXT, plainParagraph } from './plain-paragraph.js';

/**
 * Stands before every root-relative URL of a twin (`\uE000/guides/setup`): the compile knows no base path nor
 * site address, so the render stage puts them in place of this mark ({@link finishMarkdownUrls}). A private-use
 * character, which no page has reason to hold.
 */
export const MARKDOWN_ROOT_MARK = '\uE000';

const EXTENSIONS = [gfmToMarkdown(), mathToMarkdown()];

/**
 * The text handler with a fast path: escaping (`state.safe`) tries every unsafe pattern of Markdown, GFM and math
 * on every text node, which measured at most of the serialisation's time; prose that holds none of the characters
 * those patterns look for is written as it is.
 */
// biome-ignore lint/complexity/useMaxParams: mdast-util-to-markdown calls every handler as (node, parent, state, info).
const text: Handle = (node: Text, parent, state, info) => {
  const value = node.value;
  if (PLAIN_TEXT.test(value) && !((info.before === '\n' || info.before === '') && LINE_START.test(value))) return value;
  return defaultHandlers.text(node, parent, state, info);
};

/**
 * The paragraph handler the extensions bring (GFM's writes a task item's checkbox through it), else the default:
 * what a paragraph that is not plain goes to.
 */
const extensionParagraph: Handle = findHandler(EXTENSIONS, 'paragraph') ?? defaultHandlers.paragraph;

/** Paragraphs of plain pieces written directly (see plain-paragraph.ts); others by the serialiser. */
// biome-ignore lint/complexity/useMaxParams: mdast-util-to-markdown calls every handler as (node, parent, state, info).
const paragraph: Handle = (node: Paragraph, parent, state, info) => {
  // A task item's checkbox is written through its first paragraph's output.
  const task = parent?.type === 'listItem' && typeof parent.checked === 'boolean';
  return (task ? undefined : plainParagraph(node)) ?? extensionParagraph(node, parent, state, info);
};

/** A handler of a (nested) to-markdown extension, by node type. */
function findHandler(extensions: readonly ToMarkdownOptions[], type: string): Handle | undefined {
  for (const extension of extensions) {
    const own = (extension.handlers as Record<string, Handle> | undefined)?.[type];
    const found = own ?? findHandler(extension.extensions ?? [], type);
    if (found) return found;
  }
  return undefined;
}

/** The remark plugin: the page's Markdown into the compile context (before code blocks become JSX). */
export function remarkMarkdown() {
  return (tree: Root, file: VFile): void => {
    const ctx = contextOf(file);
    try {
      ctx.markdown = pageMarkdown(tree, `/${ctx.file.replace(/\.mdx?$/i, '')}`);
    } catch {
      // A node the serialiser cannot write must not cost the page its HTML: the twin falls back to the plain
      // text (remarkText ran before).
      ctx.markdown = ctx.text;
    }
  };
}

/**
 * The Markdown of a parsed page. `pageUrl` (the page file as a URL path, `/guides/index`) resolves relative links
 * as the HTML page resolves them; root-relative links and images come out marked with {@link MARKDOWN_ROOT_MARK}.
 */
export function pageMarkdown(tree: Root, pageUrl: string, options: { plainParagraphs?: boolean } = {}): string {
  const page: PageScope = { pageUrl, constants: pageConstants(tree) };
  const root: Root = { type: 'root', children: convertAll(tree.children, page) };
  if (root.children.length === 0) return '';
  return toMarkdown(root, {
    extensions: EXTENSIONS,
    // `plainParagraphs: false` leaves every paragraph to the serialiser (the corpus test compares both ways).
    handlers: options.plainParagraphs === false ? { text } : { text, paragraph },
    bullet: '-',
    rule: '-',
    fences: true,
    listItemIndent: 'one',
  });
}

/**
 * Puts the base (or the site's address) in place of the mark before root-relative URLs: `prefix` is what
 * replaces the leading `/`, e.g. `/docs/` or `https://example.com/docs/`.
 */
export function finishMarkdownUrls(markdown: string, prefix: string): string {
  return markdown.includes(MARKDOWN_ROOT_MARK) ? markdown.replaceAll(`${MARKDOWN_ROOT_MARK}/`, prefix) : markdown;
}

function convertAll(nodes: readonly RootContent[], page: PageScope): RootContent[] {
  const out: RootContent[] = [];
  for (const node of nodes) {
    for (const converted of convert(node, page)) {
      const last = out[out.length - 1];
      // Neighbouring fields (`<ParamField>`s one after another) read as one list.
      if (isFieldList(converted) && last && isFieldList(last) && last.type === 'list' && converted.type === 'list')
        last.children.push(...converted.children);
      else out.push(converted);
    }
  }
  return out;
}

function isFieldList(node: RootContent): boolean {
  return node.type === 'list' && (node.data as { quireFields?: boolean } | undefined)?.quireFields === true;
}

function convert(node: RootContent, page: PageScope): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'yaml':
    case 'toml' as string:
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const value = staticString(node.data?.estree) ?? constantOf(node.data?.estree, page.constants);
      if (!value?.trim()) return value && node.type === 'mdxTextExpression' ? [{ type: 'text', value }] : [];
      return node.type === 'mdxFlowExpression'
        ? [{ type: 'paragraph', children: [{ type: 'text', value }] }]
        : [{ type: 'text', value }];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return element(node, page);
    case 'link':
      return [
        {
          ...node,
          url: linkUrl(node.url, page.pageUrl, true),
          children: inline(convertAll(node.children, page)),
        } as Link,
      ];
    case 'image':
      return [{ ...node, url: linkUrl(node.url, page.pageUrl, false) } as Image];
    case 'definition':
      return [{ ...node, url: linkUrl(node.url, page.pageUrl, true) } as Definition];
    case 'code':
      return [codeBlock(node)];
    case 'paragraph':
      return paragraphs(convertAll(node.children, page));
    default:
      if (!('children' in node)) return [node];
      {
        const children = convertAll(node.children as RootContent[], page);
        // Where only phrasing fits, a component's blocks give their text (inline), not nothing.
        return [{ ...node, children: PHRASING_PARENTS.has(node.type) ? inline(children) : children } as RootContent];
      }
  }
}

/** Nodes whose children are phrasing (paragraphs are split instead, see `paragraphs`). */
const PHRASING_PARENTS = new Set(['heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);

/**
 * A paragraph's converted children as blocks: an inline component that is a block in Markdown (`<Note>` written
 * in a line of text, a `<CodeBlock>`) splits the paragraph around it. Each run of phrasing is a paragraph of its
 * own, without the line break that led into or out of the block.
 */
function paragraphs(children: RootContent[]): RootContent[] {
  if (children.every(isPhrasing)) return [{ type: 'paragraph', children }];
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = (): void => {
    const trimmed = trimRun(run);
    if (trimmed.length > 0) out.push({ type: 'paragraph', children: trimmed });
    run = [];
  };
  for (const child of children) {
    if (isPhrasing(child)) run.push(child);
    else {
      flush();
      out.push(child);
    }
  }
  flush();
  return out;
}

function element(node: JsxElement, page: PageScope): RootContent[] {
  const state: ComponentState = {
    children: (el) => convertAll(el.children as RootContent[], page),
    url: (href, isPage) => linkUrl(href, page.pageUrl, isPage),
    fieldList: (items: ListItem[]) => ({
      type: 'list',
      ordered: false,
      spread: false,
      children: items,
      data: { quireFields: true } as never,
    }),
  };
  const name = node.name ?? '';
  const handler = /^[a-z]/.test(name) ? htmlElement : (COMPONENT_HANDLERS[name] ?? state.children);
  const out = handler(node, state);
  // A flow element written on one line holds phrasing: a paragraph of it.
  if (node.type === 'mdxJsxFlowElement') return blocks(out);
  // In a line of text: phrasing as it is, blocks unwrapped or left for the paragraph to split around.
  return out.flatMap((n) => (n.type === 'paragraph' ? n.children : [n]));
}

/** A fence with its language and title (the other meta words are display options). */
function codeBlock(node: Code): Code {
  const meta = node.meta || node.lang ? parseFenceMeta(node.lang, node.meta) : undefined;
  const out: Code = { type: 'code', lang: node.lang ?? null, meta: meta?.title ?? null, value: node.value };
  return out;
}

/**
 * A link as the HTML page has it: page-relative resolved from the page, `.md`/`.mdx` and `/index` dropped from
 * page links, root-relative ones marked for the base. Other URLs as written.
 */
function linkUrl(url: string, pageUrl: string, page: boolean): string {
  const resolved = resolveRelative(url, pageUrl);
  if (!isRootRelative(resolved)) return resolved;
  return MARKDOWN_ROOT_MARK + (page ? pageLink(resolved) : resolved);
}

/** What the conversion of one page knows: where its relative links start, and its constant values. */
interface PageScope {
  pageUrl: string;
  /** `export const name = "text"` (or a number) of the page and its snippets: `{name}` reads as the text. */
  constants: ReadonlyMap<string, string>;
}

function pageConstants(tree: Root): Map<string, string> {
  const out = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (let statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ExportNamedDeclaration' && statement.declaration) statement = statement.declaration;
      if (statement.type !== 'VariableDeclaration' || statement.kind !== 'const') continue;
      for (const declaration of statement.declarations) {
        const init = declaration.init;
        if (declaration.id.type !== 'Identifier' || init?.type !== 'Literal') continue;
        if (typeof init.value === 'string' || typeof init.value === 'number')
          out.set(declaration.id.name, String(init.value));
      }
    }
  }
  return out;
}

/** `{name}` naming one of the page's constants. */
function constantOf(program: Program | null | undefined, constants: ReadonlyMap<string, string>): string | undefined {
  const statement = program?.body[0];
  if (program?.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined;
  return statement.expression.type === 'Identifier' ? constants.get(statement.expression.name) : undefined;
}
