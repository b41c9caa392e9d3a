import type { Expression, Program } from 'estree';
import type { Root, RootContent, Nodes } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type {} from 'mdast-util-mdx';

/** A JSX element of either kind (block or inline). */
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Extra data Quire keeps on mdast nodes. */
export interface QuireNodeData {
  /** Root-relative file the node was written in, when it came from a snippet. */
  quireFile?: string;
}

/** Tells whether a node is a JSX element. */
export function isJsx(node: { type: string }): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The value of a plain string attribute (`title="x"`, or `title={"x"}` / a template without `${}`). */
export function stringAttribute(node: JsxElement, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== name) continue;
    if (typeof attr.value === 'string') return attr.value;
    if (attr.value && typeof attr.value === 'object') return staticString(attr.value.data?.estree);
  }
  return undefined;
}

/** Tells whether an attribute is present (whatever its value). */
export function hasAttribute(node: JsxElement, name: string): boolean {
  return node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** The attribute node itself. */
export function findAttribute(node: JsxElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** A string literal, or a template literal without substitutions, as the single expression of a program. */
export function staticString(program: Program | null | undefined): string | undefined {
  const statement = program?.body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const e = statement.expression;
  if (e.type === 'Literal' && typeof e.value === 'string') return e.value;
  if (e.type === 'Literal' && typeof e.value === 'number') return String(e.value);
  if (e.type === 'TemplateLiteral' && e.expressions.length === 0)
    return e.quasis.map((q) => q.value.cooked ?? '').join('');
  return undefined;
}

/** `name="value"`, or a bare `name` (true) when value is true, or nothing when false/undefined. */
export function attribute(name: string, value: string | boolean | undefined): MdxJsxAttribute[] {
  if (value === undefined || value === false) return [];
  return [{ type: 'mdxJsxAttribute', name, value: value === true ? null : value }];
}

/** `name={expression}` with the expression given as estree. */
export function expressionAttribute(name: string, expression: Expression): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: program(expression) } },
  };
}

/** `dangerouslySetInnerHTML={{__html: html}}`: pre-rendered HTML (Shiki, KaTeX) stays a string, not a JSX tree. */
export function innerHtmlAttribute(html: string): MdxJsxAttribute {
  return expressionAttribute('dangerouslySetInnerHTML', {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html },
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  });
}

/** A program holding one expression, as MDX keeps it on expression nodes. */
export function program(expression: Expression): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression }],
    comments: [],
  } as Program;
}

/** A block-level JSX element. */
export function flowElement(
  name: string | null,
  attributes: MdxJsxAttribute[],
  children: MdxJsxFlowElement['children'] = [],
): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes, children, data: EXPLICIT() };
}

/** An inline JSX element. */
export function textElement(
  name: string | null,
  attributes: MdxJsxAttribute[],
  children: MdxJsxTextElement['children'] = [],
): MdxJsxTextElement {
  return { type: 'mdxJsxTextElement', name, attributes, children, data: EXPLICIT() };
}

/** MDX's mark for JSX written as JSX (not Markdown): the components map does not replace `<pre>`, `<div>`... */
const EXPLICIT = () => ({ _mdxExplicitJsx: true }) as MdxJsxFlowElement['data'];

/** An ESM node holding already-built statements (no source text: MDX only reads `data.estree`). */
export function esmNode(body: Program['body']): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: { estree: { type: 'Program', sourceType: 'module', body, comments: [] } as Program },
  };
}

/** The file a node was written in: its snippet's, or the page's. */
export function nodeFile(node: Nodes, pageFile: string): string {
  return (node.data as QuireNodeData | undefined)?.quireFile ?? pageFile;
}

/** Marks every node of a snippet's tree with the snippet's file (nodes already marked keep theirs). */
export function markFile(tree: Root | RootContent, file: string): void {
  const data = (tree.data ??= {}) as QuireNodeData;
  if (data.quireFile) return;
  data.quireFile = file;
  if ('children' in tree) for (const child of tree.children) markFile(child, file);
}

/**
 * Text of a subtree as a reader sees it: text, inline code and math; no JSX attributes, no expressions.
 * With `jsx` false, the content of inline JSX elements is left out too.
 */
export function plainText(node: Nodes, jsx = true): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'inlineMath') return node.value;
  if (node.type === 'break') return ' ';
  if (!jsx && node.type === 'mdxJsxTextElement') return '';
  if ('children' in node) {
    let out = '';
    for (const child of node.children) out += plainText(child as Nodes, jsx);
    return out;
  }
  return '';
}
