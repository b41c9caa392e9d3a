import type { Node as EstreeNode } from 'estree';
import type { Nodes, Parent, Root, RootContent } from 'mdast';
import { walk } from '../estree-tools.js';

/**
 * What MDX's internal `remark-mark-and-unravel` does to a page, for snippet trees (which Quire parses on
 * their own, then inlines after MDX ran that step on the page): a paragraph holding only JSX and expressions
 * becomes those blocks, and JSX written by the author is marked explicit (so the components map does not
 * replace `<div>` and friends).
 */
export function unravel(tree: Root): void {
  const visit = (parent: Parent): void => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i] as RootContent;
      if (node.type === 'paragraph' && onlyJsx(node)) {
        const blocks: RootContent[] = [];
        for (const child of node.children as Nodes[]) {
          if (child.type === 'mdxJsxTextElement') (child as unknown as { type: string }).type = 'mdxJsxFlowElement';
          else if (child.type === 'mdxTextExpression')
            (child as unknown as { type: string }).type = 'mdxFlowExpression';
          else continue;
          blocks.push(child as RootContent);
        }
        parent.children.splice(i, 1, ...(blocks as never[]));
        i--;
        continue;
      }
      mark(node);
      if ('children' in node) visit(node);
    }
  };
  visit(tree);
}

function onlyJsx(node: Parent): boolean {
  let some = false;
  for (const child of node.children as Nodes[]) {
    if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') some = true;
    else if (child.type !== 'text' || child.value.trim() !== '') return false;
  }
  return some;
}

/** Marks JSX as written by the author (an mdast element, or JSX inside an expression or ESM). */
export function mark(node: RootContent): void {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    (node.data ??= {} as never) as unknown as Record<string, unknown>;
    (node.data as unknown as Record<string, unknown>)._mdxExplicitJsx = true;
  }
  if (
    (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'mdxjsEsm') &&
    node.data?.estree
  ) {
    walk(node.data.estree as unknown as EstreeNode, (n) => {
      if ((n as { type: string }).type === 'JSXElement') {
        const holder = n as unknown as { data?: Record<string, unknown> };
        (holder.data ??= {})._mdxExplicitJsx = true;
      }
    });
  }
}
