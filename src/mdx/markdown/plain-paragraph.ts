/**
 * A fast path for the commonest paragraph of a page's Markdown twin: one line of plain words with bold, italic,
 * inline code and simple links. mdast-util-to-markdown weighs every phrasing node against every unsafe pattern of
 * Markdown, GFM and math and works out how to write each emphasis marker (half of a twin's time on the bench
 * pages); a paragraph made only of the pieces below comes out of it exactly as they are written here, which the
 * twin's corpus test checks page by page against the serialiser. Anything else returns `undefined` and goes the
 * serialiser's way.
 */
import type { Paragraph, PhrasingContent } from 'mdast';

/** Words, digits, spaces and marks that no Markdown construct starts or ends with (as the twin's text handler). */
export const PLAIN_TEXT = /^[\p{L}\p{N} ,.'"?;-]*$/u;
/** What a line may not start with, unescaped: indentation, a list marker, an ordered-list number. */
export const LINE_START = /^(?:\s|-|\d+\.)/;
/** Plain text that starts and ends with a letter or digit (the inside of bold, italic, a link). */
const PLAIN_WORDS = /^[\p{L}\p{N}](?:[\p{L}\p{N} ,.'"?;-]*[\p{L}\p{N}])?$/u;
/** Inline code that needs no padding, no longer fence and no table escape. */
const PLAIN_CODE = /^[^\s`|](?:[^`|\n\r]*[^\s`|])?$/;
/** A link destination written as it is: an optional root mark, then URL characters without `()<>` or spaces. */
const PLAIN_URL = /^\uE000?[A-Za-z0-9\-._~/#:]+$/u;
/** What may follow the end of bold or italic text: a space, sentence punctuation, or the paragraph's end. */
const AFTER_EMPHASIS = /^[ ,.;?]/;

/** The paragraph as Markdown, or undefined when it holds anything but the simple pieces. */
export function plainParagraph(node: Paragraph): string | undefined {
  const children = node.children;
  if (children.length === 0) return undefined;
  let out = '';
  for (let i = 0; i < children.length; i++) {
    const piece = plainPiece(children[i]!, children[i - 1], children[i + 1]);
    if (piece === undefined) return undefined;
    out += piece;
  }
  return LINE_START.test(out) || out.length === 0 ? undefined : out;
}

function plainPiece(
  node: PhrasingContent,
  before: PhrasingContent | undefined,
  after: PhrasingContent | undefined,
): string | undefined {
  switch (node.type) {
    case 'text':
      return PLAIN_TEXT.test(node.value) ? node.value : undefined;
    case 'strong':
    case 'emphasis': {
      const text = onlyText(node.children);
      if (text === undefined || !PLAIN_WORDS.test(text)) return undefined;
      if (before && !(before.type === 'text' && before.value.endsWith(' '))) return undefined;
      if (after && !(after.type === 'text' && AFTER_EMPHASIS.test(after.value))) return undefined;
      const marker = node.type === 'strong' ? '**' : '*';
      return marker + text + marker;
    }
    case 'inlineCode':
      return PLAIN_CODE.test(node.value) ? `\`${node.value}\`` : undefined;
    case 'link': {
      const text = onlyText(node.children);
      if (node.title || text === undefined || !PLAIN_WORDS.test(text) || !PLAIN_URL.test(node.url)) return undefined;
      return `[${text}](${node.url})`;
    }
    default:
      return undefined;
  }
}

function onlyText(children: readonly PhrasingContent[]): string | undefined {
  const only = children.length === 1 ? children[0] : undefined;
  return only?.type === 'text' ? only.value : undefined;
}
