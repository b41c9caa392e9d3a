/**
 * The languages a page's code fences name (```` ```python ````, `~~~ts title`), lower-cased, each once. Read with
 * the page's frontmatter so the build knows every language of the site before it highlights anything: a grammar
 * that embeds others (Markdown, MDX) highlights the code it holds with the site's languages, the same in every
 * render thread (see code-highlighter.ts).
 */
const FENCE = /^[ \t]*(?:>[ \t]*)*(?:`{3,}|~{3,})[ \t]*([^\s`{[]+)/gm;

export function fenceLanguages(text: string): string[] {
  if (!text.includes('```') && !text.includes('~~~')) return [];
  const out = new Set<string>();
  for (const match of text.matchAll(FENCE)) out.add(match[1]!.toLowerCase());
  return [...out];
}
