import type { Nodes } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { CompileContext } from '../compile-context.js';
import { findAttribute, nodeFile, staticString, stringAttribute, type JsxElement } from '../mdx-nodes.js';

/**
 * Records the icon a built-in component asks for with its `icon` prop (a string, or `{"name"}`), located at the
 * attribute. JSX icons (`icon={<svg …/>}`) and computed values are left alone: only what is written can be checked.
 */
export function recordComponentIcon(ctx: CompileContext, node: JsxElement, component: string): void {
  const attr = findAttribute(node, 'icon');
  if (!attr) return;
  const value = attributeString(attr);
  if (!value) return;
  const iconType = stringAttribute(node, 'iconType');
  recordIcon(ctx, {
    icon: value,
    source: `<${component} icon>`,
    node,
    at: attr.position?.start ?? node.position?.start,
    ...(iconType ? { iconType } : {}),
  });
}

/** Records an icon written in a page: a fence's `icon=`, or anything else with a node to locate it by. */
export function recordIcon(
  ctx: CompileContext,
  use: {
    icon: string;
    source: string;
    node: Nodes;
    iconType?: string;
    at?: { line: number; column: number } | undefined;
  },
): void {
  const icon = use.icon.trim();
  if (!icon) return;
  const at = use.at ?? use.node.position?.start;
  ctx.icons.push({
    icon,
    source: use.source,
    file: nodeFile(use.node, ctx.file),
    ...(use.iconType ? { iconType: use.iconType } : {}),
    ...(at ? { line: at.line, column: at.column } : {}),
  });
}

/**
 * The frontmatter `icon` of a page (a name or `{name}`), located at its line: the sidebar and page header show
 * it, and the page is where a reader would fix it.
 */
export function recordFrontmatterIcon(ctx: CompileContext, frontmatter: Record<string, unknown>, source: string): void {
  const raw = frontmatter.icon;
  const name =
    typeof raw === 'string'
      ? raw
      : raw && typeof raw === 'object' && typeof (raw as { name?: unknown }).name === 'string'
        ? (raw as { name: string }).name
        : undefined;
  if (!name?.trim()) return;
  const iconType = typeof frontmatter.iconType === 'string' ? frontmatter.iconType : undefined;
  const at = frontmatterKeyPosition(source, 'icon');
  ctx.icons.push({
    icon: name.trim(),
    source: 'frontmatter icon',
    file: ctx.file,
    ...(iconType ? { iconType } : {}),
    ...(at ?? {}),
  });
}

/** Line and column of a top-level `key:` value in the leading YAML block, when it is written on one line. */
export function frontmatterKeyPosition(source: string, key: string): { line: number; column: number } | undefined {
  const lines = source.replace(/^\uFEFF/, '').split('\n');
  if (lines[0]?.trim() !== '---') return undefined;
  const pattern = new RegExp(`^(${key}\\s*:\\s*)(\\S)`);
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '---') return undefined;
    const match = pattern.exec(line);
    if (match) return { line: i + 1, column: match[1]!.length + 1 };
  }
  return undefined;
}

function attributeString(attr: MdxJsxAttribute): string | undefined {
  if (typeof attr.value === 'string') return attr.value;
  if (attr.value && typeof attr.value === 'object') {
    const direct = staticString(attr.value.data?.estree);
    if (direct !== undefined) return direct;
    // `icon={{ name: "rocket", style: "solid" }}`: the object form config also accepts.
    const statement = attr.value.data?.estree?.body[0];
    if (statement?.type === 'ExpressionStatement' && statement.expression.type === 'ObjectExpression') {
      for (const property of statement.expression.properties) {
        if (property.type !== 'Property' || property.key.type !== 'Identifier' || property.key.name !== 'name')
          continue;
        if (property.value.type === 'Literal' && typeof property.value.value === 'string') return property.value.value;
      }
    }
  }
  return undefined;
}
