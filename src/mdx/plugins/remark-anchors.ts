import type { Heading, Nodes, Root, Text } from 'mdast';
import type { Expression } from 'estree';
import type { VFile } from 'vfile';
import { contextOf, type CompileContext } from '../compile-context.js';
import {
  attribute,
  findAttribute,
  hasAttribute,
  isJsx,
  plainText,
  stringAttribute,
  type JsxElement,
} from '../mdx-nodes.js';
import { createSlugger, type Slugger } from './slugger.js';
import { updateEntry } from './update-entry.js';

/** Location props of `ParamField`/`Param` whose value is the parameter's name (reference §3.4). */
const PARAM_LOCATIONS = ['query', 'path', 'body', 'header', 'cookie', 'auth'];
/** Elements whose id `jsxAnchor` handles. */
const ANCHORED = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'Heading',
  'Step',
  'Accordion',
  'Update',
  'Tab',
  'ParamField',
  'Param',
  'ResponseField',
]);
const CUSTOM_ID_COMMENT = /^\s*\/\*\s*#([^\s*][^*]*?)\s*\*\/\s*$/;
const CUSTOM_ID_TEXT = /\s*\{#([^\s{}][^{}]*?)\s*\}\s*$/;

/**
 * Gives every anchorable thing its id, from one page-wide slugger so duplicates count across the page
 * (snippets and tabs included), and builds the TOC (reference §3.2):
 * - Markdown headings: `{#custom-id}` or the Mintlify slug; h2/h3 go in the TOC;
 * - `<h1>`…`<h6>` and `<Heading level>` written as JSX: same ids; `noAnchor` keeps them out of the TOC;
 * - `<Step title>`, `<Update label>`, `<Accordion title>`: an id, and a TOC entry;
 * - `<Tab title>`: an id; `<ParamField query="x">`, `<ResponseField name="x">`: `param-x`, duplicates `_1`, `_2`.
 * An id the author wrote is kept (and claimed, so generated ones avoid it). The id is injected as a prop, so
 * the rendered id and the TOC agree whatever component renders it.
 */
export function remarkAnchors() {
  return (tree: Root, file: VFile): void => {
    const ctx = contextOf(file);
    const slugger = createSlugger();
    const page: AnchorPage = { ctx, slugger, unseen: 0, constants: stringConstants(tree) };
    let lastDepth = 1;
    const visit = (node: Nodes): void => {
      if (node.type === 'heading') {
        lastDepth = headingAnchor(node, page);
        return;
      }
      if (isJsx(node) && node.name) {
        const depth = jsxAnchor(node, page, lastDepth);
        if (depth) lastDepth = depth;
        // Any other element with an id is a link target too (`<div id="pages">` wraps translated headings).
        else if (!ANCHORED.has(node.name)) {
          const id = stringAttribute(node, 'id');
          if (id) slugger.claim(id);
        }
      }
      if (!('children' in node)) return;
      const hidden = hiddenChildren(node);
      for (const child of node.children) {
        const unseen = hidden === 'all' || hidden?.has(child) === true;
        if (unseen) page.unseen++;
        visit(child as Nodes);
        if (unseen) page.unseen--;
      }
    };
    visit(tree);
    ctx.anchors = [...new Set(slugger.ids)];
  };
}

/** What every anchor of a page shares, made once per page: its compile context and its one slugger. */
interface AnchorPage {
  ctx: CompileContext;
  slugger: Slugger;
  /** Above 0 inside content a reader does not see on load: its headings keep their ids, not a TOC entry. */
  unseen: number;
  /** The page's `export const name = "text"`: a heading's `{name}` reads as its text. */
  constants: ReadonlyMap<string, string>;
}

/** `export const product = "Acme"` (or a template without `${}`) at the top of the page or of a snippet. */
function stringConstants(tree: Root): Map<string, string> {
  const out = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree;
    for (const statement of program?.body ?? []) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
      for (const declarator of declaration.declarations) {
        const value = literalText(declarator.init);
        if (declarator.id.type === 'Identifier' && value !== undefined) out.set(declarator.id.name, value);
      }
    }
  }
  return out;
}

/** The text of a string literal or of a template literal without substitutions. */
function literalText(node: Expression | null | undefined): string | undefined {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/**
 * A heading's text as the reader sees it: `{product}` of a string constant and `{"text"}` read as their text
 * (other expressions are left out: what they show is known only when the page renders).
 */
function headingText(node: Nodes, page: AnchorPage): string {
  if (node.type === 'mdxTextExpression') {
    const value = node.value.trim();
    const quoted = /^(["'`])([^"'`\\$]*)\1$/.exec(value);
    return quoted ? quoted[2]! : (page.constants.get(value) ?? '');
  }
  if (!('children' in node) || node.type === 'mdxJsxTextElement') return plainText(node);
  let out = '';
  for (const child of node.children) out += headingText(child as Nodes, page);
  return out;
}

/** A table-of-contents entry, unless the heading is in content the reader does not see on load. */
function addToc(page: AnchorPage, entry: CompileContext['toc'][number]): void {
  if (page.unseen === 0) page.ctx.toc.push(entry);
}

/**
 * Children of `node` a reader does not see when the page loads: all of a `<Visibility for="agents">` (it shows
 * in the Markdown twin only), and the tabs of a `<Tabs>` other than the one open at first (`defaultTabIndex`).
 */
function hiddenChildren(node: Nodes): 'all' | Set<unknown> | undefined {
  if (!isJsx(node)) return undefined;
  if (node.name === 'Visibility') return stringAttribute(node, 'for') === 'agents' ? 'all' : undefined;
  if (node.name !== 'Tabs') return undefined;
  const tabs = node.children.filter((child) => isJsx(child as Nodes) && (child as JsxElement).name === 'Tab');
  const open = Number(stringAttribute(node, 'defaultTabIndex') ?? 0);
  const shown = Number.isInteger(open) && open >= 0 && open < tabs.length ? open : 0;
  return new Set(tabs.filter((_, index) => index !== shown));
}

function headingAnchor(node: Heading, page: AnchorPage): number {
  const { slugger } = page;
  let custom: string | undefined;
  const last = node.children.at(-1);
  if (last?.type === 'mdxTextExpression') {
    const m = CUSTOM_ID_COMMENT.exec(last.value);
    if (m) {
      custom = m[1];
      node.children.pop();
    }
  } else if (last?.type === 'text') {
    const m = CUSTOM_ID_TEXT.exec(last.value);
    if (m) {
      custom = m[1];
      last.value = last.value.slice(0, m.index);
    }
  }
  const tail = node.children.at(-1);
  if (tail?.type === 'text') (tail as Text).value = tail.value.replace(/\s+$/, '');
  const text = headingText(node, page).trim();
  // Inline components are part of the text the id is made from (`theme - <Badge>required</Badge>`), as on the platform.
  // An id cannot hold whitespace: `{#comfy run}` is `comfy-run`.
  const id = custom ? slugger.claim(custom.trim().replace(/\s+/g, '-')) : slugger.heading(text);
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
  if (node.depth === 2 || node.depth === 3) addToc(page, { id, text, depth: node.depth });
  return node.depth;
}

/** Handles one JSX element; returns a heading depth when the element is a heading. */
function jsxAnchor(node: JsxElement, page: AnchorPage, lastDepth: number): number | undefined {
  const { ctx, slugger } = page;
  const name = node.name!;
  const heading = /^h([1-6])$/.exec(name);
  if (heading || name === 'Heading') {
    const depth = heading ? Number(heading[1]) : headingLevel(node);
    const noAnchor = hasAttribute(node, 'noAnchor');
    if (heading && noAnchor) {
      // Not a DOM attribute: turn it into one the theme can style.
      node.attributes = node.attributes.filter((a) => a.type !== 'mdxJsxAttribute' || a.name !== 'noAnchor');
      node.attributes.push(...attribute('data-no-anchor', true));
    }
    const text = headingText(node as Nodes, page).trim();
    const id = ensureId(node, () => slugger.heading(text), slugger);
    if (id && !noAnchor && (depth === 2 || depth === 3)) addToc(page, { id, text, depth });
    return depth;
  }
  switch (name) {
    case 'Step':
    case 'Accordion': {
      const title = stringAttribute(node, 'title');
      if (title === undefined || hasAttribute(node, 'noAnchor')) return undefined;
      const id = ensureId(node, () => slugger.heading(title), slugger);
      if (id) addToc(page, { id, text: title, depth: Math.min(3, lastDepth + 1) });
      return undefined;
    }
    case 'Update': {
      const label = stringAttribute(node, 'label');
      if (label === undefined) return undefined;
      const id = ensureId(node, () => slugger.heading(label), slugger);
      if (id) {
        addToc(page, { id, text: label, depth: 2 });
        ctx.updates.push(updateEntry(node, id, label));
      }
      return undefined;
    }
    case 'Tab': {
      const title = stringAttribute(node, 'title');
      // Its panel is `<id>-panel` (components/tabs.tsx): an id no heading or other element may take either.
      const id =
        title === undefined
          ? undefined
          : ensureId(
              node,
              () => {
                let candidate = slugger.heading(title);
                while (!slugger.reserve(`${candidate}-panel`)) candidate = slugger.heading(title);
                return candidate;
              },
              slugger,
            );
      if (id !== undefined && findAttribute(node, 'id')) slugger.reserve(`${id}-panel`);
      return undefined;
    }
    case 'ParamField':
    case 'Param':
    case 'ResponseField': {
      const keys = name === 'ResponseField' ? ['name'] : PARAM_LOCATIONS;
      const paramName = keys.map((k) => stringAttribute(node, k)).find((v) => v !== undefined && v !== '');
      if (paramName !== undefined) ensureId(node, () => slugger.param(paramName), slugger);
      return undefined;
    }
    default:
      return undefined;
  }
}

/** The element's `id`: the author's (claimed), or a generated one added as a prop. */
function ensureId(node: JsxElement, generate: () => string, slugger: Slugger): string | undefined {
  if (findAttribute(node, 'id')) {
    const given = stringAttribute(node, 'id');
    return given === undefined ? undefined : slugger.claim(given);
  }
  const id = generate();
  node.attributes.push(...attribute('id', id));
  return id;
}

function headingLevel(node: JsxElement): number {
  const level = Number(stringAttribute(node, 'level') ?? stringAttribute(node, 'as')?.replace(/^h/, '') ?? 2);
  return Number.isInteger(level) && level >= 1 && level <= 6 ? level : 2;
}
