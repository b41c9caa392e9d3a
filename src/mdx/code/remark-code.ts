import katex from 'katex';
import type { Code, Nodes, Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { report } from '../../diagnostics/report.js';
import { contextOf, type CompileContext } from '../compile-context.js';
import { parseFenceMeta, type FenceMeta } from './fence-meta.js';
import { recordIcon } from '../plugins/icon-uses.js';
import { attribute, expressionAttribute, flowElement, innerHtmlAttribute, isJsx, textElement } from '../mdx-nodes.js';

/**
 * Code and math, rendered at build time (reference §3.1, §3.3):
 * - a fence becomes `<CodeBlock language filename icon lines wrap expandable nocopy code="raw">` holding
 *   Shiki's `<pre class="shiki …">` (both themes at once; its inner HTML is pre-rendered);
 * - ```` ```mermaid ```` becomes `<Mermaid chart="…"/>` (feature `mermaid`);
 * - `$…$`, `$$…$$` and ```` ```math ```` become KaTeX HTML (feature `math`).
 */
export function remarkCode() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const ctx = contextOf(file);
    const fences: { node: Code; parent: Parent; meta: FenceMeta }[] = [];
    const maths: { node: Nodes & { value: string }; parent: Parent; display: boolean }[] = [];
    const collect = (parent: Parent): void => {
      for (const node of parent.children as RootContent[]) {
        if (node.type === 'code') fences.push({ node, parent, meta: parseFenceMeta(node.lang, node.meta) });
        else if (node.type === 'math' || node.type === 'inlineMath')
          maths.push({ node, parent, display: node.type === 'math' });
        else if (isJsx(node) && (node.name === 'Mermaid' || node.name === 'Latex'))
          ctx.features.add(node.name === 'Mermaid' ? 'mermaid' : 'math');
        if ('children' in node) collect(node);
      }
    };
    collect(tree);
    if (fences.length === 0 && maths.length === 0) return;

    await ctx.services.highlighter.prepare(fences.map((f) => f.meta.language));
    for (const { node, parent, meta } of fences) {
      const lang = meta.language.toLowerCase();
      let replacement: RootContent;
      if (lang === 'mermaid') {
        ctx.features.add('mermaid');
        const { placement, actions } = meta.extra;
        replacement = flowElement('Mermaid', [
          ...attribute('chart', node.value),
          ...attribute('placement', placement),
          ...(actions === 'false' ? [expressionAttribute('actions', { type: 'Literal', value: false })] : []),
        ]);
      } else if (lang === 'math' || lang === 'katex') {
        replacement = mathElement(node, true, ctx);
      } else {
        ctx.features.add('code');
        if (meta.icon) recordIcon(ctx, { icon: meta.icon, source: 'code block icon', node });
        replacement = codeBlock(node, meta, ctx);
      }
      replace(parent, node, replacement);
    }
    for (const { node, parent, display } of maths)
      replace(parent, node as RootContent, mathElement(node, display, ctx));
  };
}

function codeBlock(node: Code, meta: FenceMeta, ctx: CompileContext): RootContent {
  const highlighted = ctx.services.highlighter.highlight(node.value, meta);
  const pre = flowElement('pre', [
    ...attribute('className', highlighted.className),
    ...attribute('style', highlighted.style || undefined),
    ...attribute('tabIndex', '0'),
    innerHtmlAttribute(highlighted.html),
  ]);
  return flowElement(
    'CodeBlock',
    [
      ...attribute('language', meta.language || undefined),
      ...attribute('filename', meta.title),
      ...attribute('icon', meta.icon),
      ...attribute('lines', meta.lines),
      ...attribute('wrap', meta.wrap),
      ...attribute('expandable', meta.expandable),
      ...attribute('nocopy', meta.nocopy),
      ...attribute('code', node.value),
    ],
    [pre],
  );
}

/** KaTeX HTML for the TeX in `node` (a `$…$`, `$$…$$` or math fence): a block when `display`, else inline. */
function mathElement(node: Nodes & { value: string }, display: boolean, ctx: CompileContext): RootContent {
  const tex = node.value;
  ctx.features.add('math');
  let html: string;
  const options = { displayMode: display, output: 'htmlAndMathml' as const, strict: 'ignore' as const, trust: false };
  try {
    html = katex.renderToString(tex, { ...options, throwOnError: true });
  } catch (error) {
    report(ctx, node, {
      severity: 'warning',
      rule: 'math-syntax',
      message: `KaTeX cannot render this formula: ${(error as Error).message}`,
      hint: 'Fix the LaTeX, or escape a literal dollar sign as `\\$`.',
    });
    html = katex.renderToString(tex, { ...options, throwOnError: false });
  }
  const attributes = [
    ...attribute('className', display ? 'quire-math quire-math-display' : 'quire-math quire-math-inline'),
    innerHtmlAttribute(html),
  ];
  if (display) return flowElement('div', attributes);
  return textElement('span', attributes);
}

function replace(parent: Parent, node: RootContent, replacement: RootContent): void {
  const index = parent.children.indexOf(node as never);
  if (index !== -1) parent.children[index] = replacement as never;
}
