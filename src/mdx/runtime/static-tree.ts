import type { Expression, Program } from 'estree';
import type { Root } from 'hast';
import type { VFile } from 'vfile';

/**
 * Pages without JavaScript need none generated and run. Most pages hold only Markdown and components with
 * literal props (`<Columns cols={2}>`, `<Card title="…">`): for those, MDX's last stages (the syntax tree turned
 * into JavaScript, printed, then compiled and run in the page sandbox) only rebuild, at some cost, the element
 * tree that the HTML syntax tree already is. Such a page keeps that tree instead (`CompiledPage.tree`, plain
 * data with every prop already evaluated), and the render turns it into Preact elements directly
 * (render-static-tree.ts), with the same components and the same HTML as the compiled code gives.
 *
 * A page qualifies when its tree holds only elements, text, comments and JSX elements whose props are literals
 * (strings, numbers, booleans, null, and arrays and objects of them): no `import`/`export`, no `{expression}`
 * in the text, no prop computed from a variable. Anything else keeps the compiled code.
 */

/** The page's element tree, as `hast` with MDX JSX nodes whose expression props hold their values. */
export type StaticTree = Root;

/** An expression prop's value, kept in the tree in place of its code (see `literalProgram`). */
const VALUE_MARK = 'quireValue';
/** Marks a stored `undefined` (which JSON cannot hold as a value). */
const UNDEFINED_MARK = 'quireUndefined';
/**
 * Put before the name of a lower-case element written as JSX (`<a href>`, not `[x](…)`): MDX never takes those
 * from the components map (only Markdown's elements), and the render removes the mark as it creates the element.
 */
export const EXPLICIT_MARK = 'quire-explicit:';
/** A name MDX reads as a component (a variable): not a lower-case tag name. */
const COMPONENT_NAME = /^[A-Z_$][\w$]*$/;
const TAG_NAME = /^[a-z]/;

/**
 * The rehype plugin (after MDX's Markdown-to-HTML step, before its JavaScript ones): when the page qualifies, its
 * tree goes to `keep` and MDX goes on with an empty tree, so the JavaScript stages cost nothing.
 */
export function rehypeStaticTree(keep: (file: VFile, tree: StaticTree) => boolean) {
  return (tree: Root, file: VFile): Root => {
    const compact = staticTree(tree);
    if (!compact || !keep(file, compact)) return tree;
    return { type: 'root', children: [] };
  };
}

/** The tree as plain data (positions dropped, props evaluated), or undefined when the page needs its code. */
export function staticTree(tree: Root): StaticTree | undefined {
  try {
    return convert(tree as unknown as AnyNode) as unknown as StaticTree;
  } catch (error) {
    if (error instanceof NotStatic) return undefined;
    throw error;
  }
}

class NotStatic extends Error {}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type AnyNode = { type: string; [key: string]: unknown };

function convert(node: AnyNode): AnyNode | undefined {
  switch (node.type) {
    case 'root':
      return { type: 'root', children: children(node) };
    case 'text':
      return { type: 'text', value: node.value };
    case 'comment':
      return undefined;
    case 'element':
      return {
        type: 'element',
        tagName: node.tagName,
        properties: node.properties ?? {},
        children: children(node),
      };
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // `{/* a comment */}` renders nothing; any other expression is code.
      if (programOf(node)?.body.length === 0) return undefined;
      throw new NotStatic();
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return {
        type: node.type,
        name: jsxName(node),
        attributes: (node.attributes as AnyNode[]).map(attribute),
        children: children(node),
      };
    default:
      // ESM (`import`, `export`), raw HTML, anything unknown: the compiled code handles it.
      throw new NotStatic();
  }
}

/**
 * The element's name as the render reads it: a fragment (null), a component (`Card`, `Tree.Folder`), or a tag
 * name (marked when written as JSX). A member of a lower-case name (`motion.div`) is a variable of the page's
 * code.
 */
function jsxName(node: AnyNode): string | null {
  const name = node.name as string | null;
  if (name === null) return null;
  if (name.includes('.')) {
    if (!COMPONENT_NAME.test(name.split('.')[0]!)) throw new NotStatic();
    return name;
  }
  if (!TAG_NAME.test(name)) return name;
  const explicit = (node.data as { _mdxExplicitJsx?: boolean } | undefined)?._mdxExplicitJsx === true;
  return explicit ? `${EXPLICIT_MARK}${name}` : name;
}

/**
 * The components a tree names, as MDX's code checks them (`_missingMdxReference`): `Card`; `Tree` and
 * `Tree.Folder` for a member.
 */
export function componentNames(tree: StaticTree): string[] {
  const names = new Set<string>();
  const visit = (node: AnyNode): void => {
    const name = node.name;
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && typeof name === 'string') {
      const parts = name.split('.');
      if (COMPONENT_NAME.test(parts[0]!))
        for (let i = 1; i <= parts.length; i++) names.add(parts.slice(0, i).join('.'));
    }
    for (const child of (node.children as AnyNode[] | undefined) ?? []) visit(child);
  };
  visit(tree as unknown as AnyNode);
  return [...names];
}

function children(node: AnyNode): AnyNode[] {
  const out: AnyNode[] = [];
  for (const child of (node.children as AnyNode[] | undefined) ?? []) {
    const converted = convert(child);
    if (converted) out.push(converted);
  }
  return out;
}

function attribute(node: AnyNode): AnyNode {
  if (node.type !== 'mdxJsxAttribute') throw new NotStatic(); // `{...spread}`
  const value = node.value as AnyNode | string | null | undefined;
  if (value === null || value === undefined || typeof value === 'string') {
    return { type: 'mdxJsxAttribute', name: node.name, value: value ?? null };
  }
  const program = programOf(value);
  const statement = program?.body[0];
  if (program?.body.length !== 1 || statement?.type !== 'ExpressionStatement') throw new NotStatic();
  return {
    type: 'mdxJsxAttribute',
    name: node.name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: '',
      data: { estree: literalProgram(evaluate(statement.expression)) },
    },
  };
}

function programOf(node: AnyNode): Program | undefined {
  return (node.data as { estree?: Program } | undefined)?.estree;
}

/** A program whose one expression carries the value itself (read back by the render's evaluater). */
function literalProgram(value: Json | undefined): Program {
  const expression =
    value === undefined
      ? { type: 'Literal', value: null, raw: '', [UNDEFINED_MARK]: true }
      : { type: 'Literal', value: null, raw: '', [VALUE_MARK]: value };
  return { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } as Program;
}

/** The value of an expression built from literals only; anything else is `NotStatic`. */
function evaluate(expression: Expression): Json | undefined {
  switch (expression.type) {
    case 'Literal':
      if ('regex' in expression || 'bigint' in expression) throw new NotStatic();
      return expression.value as Json;
    case 'TemplateLiteral':
      if (expression.expressions.length > 0) throw new NotStatic();
      return expression.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
    case 'UnaryExpression': {
      if (expression.operator !== '-' && expression.operator !== '+') throw new NotStatic();
      const operand = evaluate(expression.argument);
      // -0 does not survive JSON: leave it to the code.
      if (typeof operand !== 'number' || operand === 0) throw new NotStatic();
      return expression.operator === '-' ? -operand : operand;
    }
    case 'ArrayExpression':
      return expression.elements.map((element) => {
        if (!element || element.type === 'SpreadElement') throw new NotStatic();
        const value = evaluate(element);
        if (value === undefined) throw new NotStatic();
        return value;
      });
    case 'ObjectExpression': {
      const out: { [key: string]: Json } = {};
      for (const property of expression.properties) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.computed) {
          throw new NotStatic();
        }
        if (property.shorthand) throw new NotStatic();
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal' && typeof property.key.value === 'string'
              ? property.key.value
              : undefined;
        // `__proto__` as a key sets the prototype in JavaScript; plain data cannot say that.
        if (key === undefined || key === '__proto__') throw new NotStatic();
        const value = evaluate(property.value as Expression);
        if (value === undefined) throw new NotStatic();
        out[key] = value;
      }
      return out;
    }
    case 'Identifier':
      if (expression.name === 'undefined') return undefined;
      throw new NotStatic();
    default:
      throw new NotStatic();
  }
}

/** Tells whether an expression of the tree is a value `literalProgram` stored, and which. */
export function storedValue(expression: unknown): { value: unknown } | undefined {
  const node = expression as { type?: string; [VALUE_MARK]?: unknown; [UNDEFINED_MARK]?: boolean };
  if (node.type !== 'Literal') return undefined;
  if (node[UNDEFINED_MARK] === true) return { value: undefined };
  return VALUE_MARK in node ? { value: node[VALUE_MARK] } : undefined;
}
