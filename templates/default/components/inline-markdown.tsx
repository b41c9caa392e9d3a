/**
 * The few string props documented as Markdown (Frame `caption`, Prompt `description`) hold one line of inline
 * syntax. Rendering them needs no parser: `**bold**`, `*em*`/`_em_`, `` `code` `` and `[text](url)` cover what
 * sites write there. Text is escaped by Preact, so nothing here can inject markup.
 */
import type { ComponentChild } from 'preact';

const TOKEN = /(\*\*([^*]+)\*\*|__([^_]+)__|`([^`]+)`|\*([^*]+)\*|_([^_]+)_|\[([^\]]+)\]\(([^)\s]+)\))/;

/** Inline Markdown → Preact children. Non-strings (JSX passed as the prop) come back unchanged. */
export function inlineMarkdown(value: unknown): ComponentChild[] {
  if (typeof value !== 'string') return [value as ComponentChild];
  const out: ComponentChild[] = [];
  let rest = value;
  for (let guard = 0; rest && guard < 200; guard++) {
    const match = TOKEN.exec(rest);
    if (!match) break;
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const [, , strong, strong2, code, em, em2, linkText, href] = match;
    if (strong ?? strong2) out.push(<strong>{inlineMarkdown(strong ?? strong2)}</strong>);
    else if (code !== undefined) out.push(<code>{code}</code>);
    else if (em ?? em2) out.push(<em>{inlineMarkdown(em ?? em2)}</em>);
    else if (linkText !== undefined && href !== undefined && !/^\s*javascript:/i.test(href)) out.push(<a href={href}>{inlineMarkdown(linkText)}</a>);
    else out.push(match[0]);
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) out.push(rest);
  return out;
}
