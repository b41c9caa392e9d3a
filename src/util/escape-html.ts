/**
 * HTML escaping, one function per way Quire writes markup by hand. `escapeHtml` and `escapeAttribute` are the
 * ones to use; the others exist because the markup they produce sits beside a library's own output, and their
 * bytes have to match that library's (the built HTML would otherwise change).
 */

/** Escapes text content (`&`, `<`, `>`); also right for XML text (sitemap, RSS). */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escapes a value for a double-quoted HTML attribute (`&`, `"`, `<`, `>`). */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Escapes a double-quoted attribute as preact-render-to-string does (`&`, `"`, `<`; `>` stays): for the
 * attributes the document shell writes around the markup Preact renders.
 */
export function escapeAttributeLikePreact(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Escapes text as hast-util-to-html does (`<` and `&` as hexadecimal references): for code HTML written
 * directly that must equal what serializing the syntax tree would give.
 */
export function escapeTextLikeHast(text: string): string {
  return text.replace(/[<&]/g, (c) => (c === '<' ? '&#x3C;' : '&#x26;'));
}

/** Escapes a double-quoted attribute value as hast-util-to-html does (`"` and `&` as hexadecimal references). */
export function escapeAttributeLikeHast(value: string): string {
  return value.replace(/["&]/g, (c) => (c === '"' ? '&#x22;' : '&#x26;'));
}

const ENTITY = /&(amp|lt|gt|quot|#39|#x27);/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The text an attribute value or text escaped by Preact or {@link escapeAttribute} stands for. */
export function unescapeHtml(text: string): string {
  return text.includes('&') ? text.replace(ENTITY, (_, name: string) => ENTITIES[name] ?? '') : text;
}
