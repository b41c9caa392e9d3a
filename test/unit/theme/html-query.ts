/**
 * Just enough HTML querying for the theme tests: the markup comes from Preact, so attribute order and quoting
 * are stable and a few regular expressions find what a test needs.
 */

/** The opening tags that carry `class` token `name`. */
export function tagsWithClass(html: string, name: string): string[] {
  return [...html.matchAll(/<[a-z][a-z0-9]*\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => (/\bclass="([^"]*)"/.exec(tag)?.[1] ?? '').split(/\s+/).includes(name));
}

/** The outer HTML of the first element with this id (balanced on its tag name). */
export function elementById(html: string, id: string): string | undefined {
  const start = html.search(new RegExp(`<([a-z][a-z0-9]*)\\b[^>]*\\bid="${id}"`));
  if (start < 0) return undefined;
  const tag = /^<([a-z][a-z0-9]*)/.exec(html.slice(start))![1]!;
  const re = new RegExp(`<${tag}\\b|</${tag}>`, 'g');
  re.lastIndex = start;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return undefined;
}

/** Text with the tags removed and whitespace collapsed. */
export function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The `<html ...>` opening tag's attributes. */
export function htmlTag(html: string): string {
  return /<html\b[^>]*>/.exec(html)?.[0] ?? '';
}
