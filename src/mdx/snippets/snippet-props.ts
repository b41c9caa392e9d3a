import type { Expression, ObjectExpression, Program } from 'estree';
import type { Nodes, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { literal, singleIdentifier, substituteFree } from '../estree-tools.js';
import { staticString, type JsxElement } from '../mdx-nodes.js';

/** The props a snippet is used with: `<X word="v" n={2}>children</X>`. */
export interface SnippetUsage {
  /** Prop values as expressions (string props as literals). */
  values: Map<string, Expression>;
  /** String props, for `{word}` inside code and Markdown snippets. */
  strings: Map<string, string>;
  children: RootContent[];
}

/** Reads the props of a snippet usage. Spread attributes (`{...x}`) are ignored. */
export function usageOf(node: JsxElement): SnippetUsage {
  const values = new Map<string, Expression>();
  const strings = new Map<string, string>();
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    if (typeof attr.value === 'string') {
      values.set(attr.name, literal(attr.value));
      strings.set(attr.name, attr.value);
    } else if (attr.value === null || attr.value === undefined) {
      values.set(attr.name, literal(true));
    } else {
      const statement = attr.value.data?.estree?.body[0];
      if (statement?.type === 'ExpressionStatement') values.set(attr.name, statement.expression);
      const text = staticString(attr.value.data?.estree);
      if (text !== undefined) strings.set(attr.name, text);
    }
  }
  return { values, strings, children: node.children as RootContent[] };
}

/**
 * Puts a usage's props into a copy of the snippet's content, the way Mintlify inlines snippets:
 * `{word}` becomes the value (text when it is a string), `props.word` too, `{children}` becomes the
 * usage's children, and `{word}` inside code blocks and inline code is replaced by string values.
 */
export function applyProps(content: RootContent[], usage: SnippetUsage, markdown: boolean): RootContent[] {
  const values = new Map(usage.values);
  values.set('props', propsObject(usage.values));
  const substitution: Substitution = { usage, values, markdown };
  const out: RootContent[] = [];
  for (const node of content) out.push(...substituteNode(node, substitution));
  return out;
}

/** What one usage puts into its snippet, made once per usage. */
interface Substitution {
  usage: SnippetUsage;
  /** The usage's prop values, and `props` (all of them as one object). */
  values: ReadonlyMap<string, Expression>;
  /** A Markdown (`.md`) snippet: `{word}` in its text is replaced too. */
  markdown: boolean;
}

function substituteNode(node: RootContent, substitution: Substitution): RootContent[] {
  const { usage, values, markdown } = substitution;
  switch (node.type) {
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const program = node.data?.estree;
      const name = singleIdentifier(program);
      const isFlow = node.type === 'mdxFlowExpression';
      if (name === 'children' && !usage.values.has('children')) return adapt(structuredClone(usage.children), isFlow);
      if (name !== undefined && usage.strings.has(name) && usage.values.get(name)?.type === 'Literal') {
        const text = { type: 'text', value: usage.strings.get(name)! } as const;
        return isFlow ? [{ type: 'paragraph', children: [text] }] : [text];
      }
      if (program) substituteFree(program, values);
      return [node];
    }
    case 'code':
    case 'inlineCode':
      node.value = replaceBraces(node.value, usage.strings);
      return [node];
    case 'text':
      if (markdown) node.value = replaceBraces(node.value, usage.strings);
      return [node];
    default:
      break;
  }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') substituteAttributes(node, values);
  if ('children' in node) {
    const children: RootContent[] = [];
    for (const child of node.children as RootContent[]) children.push(...substituteNode(child, substitution));
    (node as { children: RootContent[] }).children = children;
  }
  return [node];
}

function substituteAttributes(node: JsxElement, values: ReadonlyMap<string, Expression>): void {
  for (const attr of node.attributes) {
    const program: Program | null | undefined =
      attr.type === 'mdxJsxAttribute'
        ? typeof attr.value === 'object'
          ? attr.value?.data?.estree
          : undefined
        : attr.data?.estree;
    if (!program || !substituteFree(program, values)) continue;
    if (attr.type === 'mdxJsxAttribute') {
      const text = staticString(program);
      const e = program.body[0];
      if (text !== undefined && e?.type === 'ExpressionStatement' && e.expression.type === 'Literal') attr.value = text;
    }
  }
}

/** Children in the position of a `{children}` expression: phrasing in a paragraph, blocks elsewhere. */
function adapt(children: RootContent[], flow: boolean): RootContent[] {
  const phrasing = children.every((c) => isPhrasing(c));
  if (flow && phrasing && children.length > 0)
    return [{ type: 'paragraph', children: children as PhrasingContent[] } satisfies Paragraph];
  if (!flow && children.length === 1 && children[0]!.type === 'paragraph') return (children[0] as Paragraph).children;
  return children;
}

function isPhrasing(node: Nodes): boolean {
  return [
    'text',
    'emphasis',
    'strong',
    'inlineCode',
    'link',
    'image',
    'break',
    'delete',
    'mdxJsxTextElement',
    'mdxTextExpression',
    'inlineMath',
    'html',
  ].includes(node.type);
}

function replaceBraces(text: string, strings: ReadonlyMap<string, string>): string {
  if (strings.size === 0 || !text.includes('{')) return text;
  return text.replace(/\{\s*(\w+)\s*\}/g, (whole, name: string) => strings.get(name) ?? whole);
}

function propsObject(values: ReadonlyMap<string, Expression>): ObjectExpression {
  return {
    type: 'ObjectExpression',
    properties: [...values].map(([name, value]) => ({
      type: 'Property',
      key: { type: 'Literal', value: name },
      value,
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
    })),
  };
}
