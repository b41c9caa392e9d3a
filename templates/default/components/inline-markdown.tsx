/**
 * The few string props documented as Markdown (Frame `caption`, Prompt `description`) hold one line of inline
 * syntax, parsed by the same parser as the banner (src/util/inline-markdown.ts). Text is escaped by Preact, so
 * nothing here can inject markup.
 */
import type { ComponentChild } from 'preact';
import { parseInlineMarkdown, type InlineNode } from '../../../src/util/inline-markdown.js';

/** Inline Markdown → Preact children. Non-strings (JSX passed as the prop) come back unchanged. */
export function inlineMarkdown(value: unknown): ComponentChild[] {
  if (typeof value !== 'string') return [value as ComponentChild];
  return parseInlineMarkdown(value).map(toChild);
}

function toChild(node: InlineNode): ComponentChild {
  if (typeof node === 'string') return node;
  if (node.type === 'code') return <code>{node.value}</code>;
  const children = node.children.map(toChild);
  if (node.type === 'link') return <a href={node.href}>{children}</a>;
  return node.type === 'strong' ? <strong>{children}</strong> : <em>{children}</em>;
}
