import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { contextOf } from '../compile-context.js';
import { isJsx, stringAttribute } from '../mdx-nodes.js';

/** Props whose text a reader sees (titles of cards, steps, accordions, tabs; field names). */
const TEXT_PROPS = ['title', 'label', 'name', 'description'];
const BLOCKS = new Set([
  'paragraph',
  'heading',
  'listItem',
  'blockquote',
  'tableRow',
  'mdxJsxFlowElement',
  'math',
  'thematicBreak',
]);

/**
 * The page's plain text, for search and for descriptions: prose, headings, table cells, inline code and
 * the visible titles of components, one block per line. Code blocks, code and expressions are left out.
 * Runs before code blocks are rendered (they are `code` nodes here).
 */
export function remarkText() {
  return (tree: Root, file: VFile): void => {
    const ctx = contextOf(file);
    const parts: string[] = [];
    const visit = (node: Nodes): void => {
      switch (node.type) {
        case 'text':
        case 'inlineCode':
          parts.push(node.value);
          return;
        case 'inlineMath':
          parts.push(node.value);
          return;
        case 'break':
          parts.push(' ');
          return;
        case 'code':
        case 'mdxjsEsm':
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
        case 'html':
        case 'yaml':
        case 'definition':
          return;
        case 'tableCell':
          parts.push(' ');
          break;
        default:
          break;
      }
      if (isJsx(node)) {
        for (const prop of TEXT_PROPS) {
          const value = stringAttribute(node, prop);
          if (value) parts.push(`${value}\n`);
        }
      }
      if ('children' in node) for (const child of node.children) visit(child as Nodes);
      if (BLOCKS.has(node.type)) parts.push('\n');
    };
    visit(tree);
    ctx.text = parts
      .join('')
      .split('\n')
      .map((line) => line.replace(/[ \t]+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
  };
}
