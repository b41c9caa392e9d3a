import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { VNode } from 'preact';
import * as jsxRuntime from 'preact/jsx-runtime';
import { EXPLICIT_MARK, type StaticTree, storedValue } from './static-tree.js';

/**
 * A page's static tree (static-tree.ts) as Preact elements: the elements MDX's compiled code would create for
 * it, from the same components map (Markdown's elements through it, elements written as JSX by their tag name,
 * components by name or member, `Tree.Folder`), so that both render the same HTML.
 */
export function staticTreeElement(tree: StaticTree, components: Record<string, unknown>): VNode {
  const create =
    (fn: (type: never, props: never, key?: string) => VNode) =>
    (type: unknown, props: Record<string, unknown>, key?: string): VNode =>
      fn(
        (typeof type === 'string' && type.startsWith(EXPLICIT_MARK) ? type.slice(EXPLICIT_MARK.length) : type) as never,
        props as never,
        key,
      );
  return toJsxRuntime(tree, {
    Fragment: jsxRuntime.Fragment,
    jsx: create(jsxRuntime.jsx) as never,
    jsxs: create(jsxRuntime.jsxs) as never,
    components: components as never,
    createEvaluater: () => ({
      evaluateExpression(expression) {
        const stored = storedValue(expression);
        if (stored) return stored.value;
        return component(expression, components);
      },
      evaluateProgram() {
        throw new Error('quire: a static page tree holds a program');
      },
    }),
  }) as VNode;
}

/** A component named in the tree: `Card` (an identifier) or `Tree.Folder` (a member of one). */
function component(expression: unknown, components: Record<string, unknown>): unknown {
  const node = expression as {
    type: string;
    name?: string;
    object?: unknown;
    property?: { type: string; name?: string; value?: unknown };
  };
  if (node.type === 'Identifier') return components[node.name!];
  if (node.type === 'MemberExpression') {
    const parent = component(node.object, components) as Record<string, unknown> | undefined;
    const key = node.property?.type === 'Identifier' ? node.property.name : String(node.property?.value);
    return parent?.[key!];
  }
  throw new Error(`quire: a static page tree holds an expression it cannot evaluate (${node.type})`);
}
