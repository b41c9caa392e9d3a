import type { Expression } from 'estree';
import { findAttribute, plainText, stringAttribute, type JsxElement } from '../mdx-nodes.js';
import type { PageUpdate } from '../types.js';

/**
 * The changelog entry an `<Update>` stands for: its id and label, the `description` prop, the static strings of
 * `rss={{ title, description }}` and the plain text of its content (the feed's fallback description).
 */
export function updateEntry(node: JsxElement, id: string, label: string): PageUpdate {
  const entry: PageUpdate = { id, label, text: plainText(node).replace(/\s+/g, ' ').trim() };
  const description = stringAttribute(node, 'description');
  if (description) entry.description = description;
  const rss = rssProp(node);
  if (rss) entry.rss = rss;
  return entry;
}

/** `rss={{ title: "…", description: "…" }}`: only literal strings are kept (anything computed is left out). */
function rssProp(node: JsxElement): PageUpdate['rss'] {
  const value = findAttribute(node, 'rss')?.value;
  if (!value || typeof value !== 'object') return undefined;
  const statement = value.data?.estree?.body[0];
  if (statement?.type !== 'ExpressionStatement' || statement.expression.type !== 'ObjectExpression') return undefined;
  const rss: NonNullable<PageUpdate['rss']> = {};
  for (const property of statement.expression.properties) {
    if (property.type !== 'Property' || property.computed) continue;
    const key =
      property.key.type === 'Identifier'
        ? property.key.name
        : property.key.type === 'Literal'
          ? String(property.key.value)
          : undefined;
    const text = staticText(property.value as Expression);
    if (text !== undefined && (key === 'title' || key === 'description')) rss[key] = text;
  }
  return Object.keys(rss).length ? rss : undefined;
}

function staticText(e: Expression): string | undefined {
  if (e.type === 'Literal' && typeof e.value === 'string') return e.value;
  if (e.type === 'TemplateLiteral' && e.expressions.length === 0)
    return e.quasis.map((q) => q.value.cooked ?? '').join('');
  return undefined;
}
