/**
 * `import` and `export` written inside an element (`<Step>` … `import X from "/snippets/x.mdx"` … `</Step>`) are
 * statements of the module all the same: MDX hoists them to the top of the compiled page, so a page or snippet
 * that writes one there works on the platform. They move to the top level of the tree, after the ones already
 * there and in the order written, before anything reads the page's imports.
 */
import type { Parent, Root, RootContent } from 'mdast';

/** A line that may start an `import`/`export` (only texts that have one are walked). */
const ESM_LINE = /^[ \t]*(?:import|export)\b/m;

/**
 * Moves every `mdxjsEsm` node below the top level up to it; returns whether any moved. `text` is what the tree
 * was parsed from: one with no line starting with `import` or `export` has nothing to move.
 */
export function hoistNestedEsm(tree: Root, text: string): boolean {
  if (!ESM_LINE.test(text)) return false;
  const nested: RootContent[] = [];
  const visit = (parent: Parent): void => {
    for (let i = 0; i < parent.children.length; i++) {
      const child = parent.children[i] as RootContent;
      if (child.type === 'mdxjsEsm') {
        nested.push(child);
        parent.children.splice(i, 1);
        i--;
      } else if ('children' in child) visit(child);
    }
  };
  for (const child of tree.children) if (child.type !== 'mdxjsEsm' && 'children' in child) visit(child);
  if (!nested.length) return false;
  let at = 0;
  while (at < tree.children.length && tree.children[at]!.type === 'mdxjsEsm') at++;
  tree.children.splice(at, 0, ...nested);
  return true;
}
