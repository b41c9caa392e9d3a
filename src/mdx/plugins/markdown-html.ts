import type { Nodes, Parent, Root, RootContent } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import { VOID_ELEMENTS } from '../../util/html-elements.js';
import { attribute, flowElement, innerHtmlAttribute } from '../mdx-nodes.js';

/**
 * Raw HTML in a `.md` page (MDX's Markdown mode drops it). A paragraph holding HTML becomes that paragraph
 * as HTML (so `<b>x</b>` works across its pieces); an HTML block that opens elements it does not close
 * (`<details>` … `</details>`) takes the blocks up to the one that closes them, rendered to HTML as one piece.
 * `check` sees the nodes of each piece first (the page's walk never sees them).
 */
export function markdownHtml(tree: Root, check: (nodes: RootContent[]) => void): void {
  visitParents(tree, check);
}

function visitParents(parent: Parent, check: (nodes: RootContent[]) => void): void {
  for (let i = 0; i < parent.children.length; i++) {
    const node = parent.children[i] as RootContent;
    if (node.type === 'html') {
      let depth = openDepth(node.value);
      let end = i;
      while (depth > 0 && end + 1 < parent.children.length) {
        end++;
        const next = parent.children[end] as RootContent;
        if (next.type === 'html') depth += openDepth(next.value);
      }
      if (depth > 0) end = i;
      const nodes = parent.children.slice(i, end + 1) as RootContent[];
      check(nodes);
      parent.children.splice(i, end - i + 1, rawBlock(nodes) as never);
      continue;
    }
    if ('children' in node && (node.children as Nodes[]).some((c) => c.type === 'html') && !('value' in node)) {
      if (node.type === 'paragraph' || node.type === 'tableCell') {
        check([node]);
        parent.children[i] = rawBlock([node]) as never;
        continue;
      }
    }
    if ('children' in node) visitParents(node, check);
  }
}

/** Elements an HTML fragment opens minus those it closes (void elements and `/>` do not count). */
function openDepth(html: string): number {
  let depth = 0;
  for (const m of html.matchAll(/<(\/?)([A-Za-z][\w-]*)[^>]*?(\/?)>/g)) {
    const name = m[2]!.toLowerCase();
    if (VOID_ELEMENTS.has(name) || m[3]) continue;
    depth += m[1] ? -1 : 1;
  }
  return depth;
}

function rawBlock(nodes: RootContent[]): RootContent {
  const hast = toHast({ type: 'root', children: nodes } as Root, { allowDangerousHtml: true });
  const html = toHtml(hast, { allowDangerousHtml: true });
  return flowElement('div', [...attribute('className', 'quire-html'), innerHtmlAttribute(html)]);
}
