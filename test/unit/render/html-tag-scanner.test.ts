import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HtmlTag, nextTag, TAG_PATTERN } from '../../../src/render/html-tag-scanner.js';

/** Every tag of `html` as the pattern alone finds them (the definition the scanner must follow). */
function byPattern(html: string): HtmlTag[] {
  const tags: HtmlTag[] = [];
  const pattern = new RegExp(TAG_PATTERN.source, 'g');
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const attributes = match[3] ?? '';
    tags.push({
      name: match[2]?.toLowerCase() ?? '',
      closing: match[1] === '/',
      selfClosing: attributes.endsWith('/'),
      start: match.index,
      end: match.index + match[0].length,
      attributes,
    });
    // A match is never empty, but an empty one would loop here for ever.
    if (match[0].length === 0) pattern.lastIndex++;
  }
  return tags;
}

function byScanner(html: string): HtmlTag[] {
  const tags: HtmlTag[] = [];
  for (let tag = nextTag(html, 0); tag; tag = nextTag(html, tag.end)) tags.push(tag);
  return tags;
}

describe('nextTag', () => {
  it('reads names, attributes, end tags, self-closing tags and comments', () => {
    const html = '<DIV class="a>b" data-x=\'1\'>text</div><br/><!-- c --><img alt="x" />';
    expect(byScanner(html)).toEqual([
      {
        name: 'div',
        closing: false,
        selfClosing: false,
        start: 0,
        end: 28,
        attributes: ' class="a>b" data-x=\'1\'',
      },
      { name: 'div', closing: true, selfClosing: false, start: 32, end: 38, attributes: '' },
      { name: 'br', closing: false, selfClosing: true, start: 38, end: 43, attributes: '/' },
      { name: '', closing: false, selfClosing: false, start: 43, end: 53, attributes: '' },
      { name: 'img', closing: false, selfClosing: true, start: 53, end: 68, attributes: ' alt="x" /' },
    ]);
  });

  it('treats a < that starts no tag as text', () => {
    expect(byScanner('a < b <3 </ x> <!x> c')).toEqual([]);
    // An unclosed quote: no tag starts there, the next one is found.
    expect(byScanner('<a title="x>y <b>')).toEqual([
      { name: 'b', closing: false, selfClosing: false, start: 14, end: 17, attributes: '' },
    ]);
  });

  it('runs an unclosed comment to the end of the text', () => {
    expect(byScanner('x <!-- open <p>')).toEqual([
      { name: '', closing: false, selfClosing: false, start: 2, end: 15, attributes: '' },
    ]);
  });

  it('gives a quote in a tag name back to the attributes, as the pattern does', () => {
    const html = '<a"b c" d>';
    expect(byScanner(html)).toEqual(byPattern(html));
    expect(byScanner(html)[0]?.name).toBe('a');
  });

  it('ends a tag name at any white space, Unicode included', () => {
    const html = '<p\u00a0class="x">t</p>';
    expect(byScanner(html)).toEqual(byPattern(html));
    expect(byScanner(html)[0]?.name).toBe('p');
  });

  it('finds exactly the tags the pattern finds, on random HTML-like text', () => {
    const piece = fc.oneof(
      fc.constantFrom('<', '>', '/', '"', "'", '=', ' ', '\n', '!', '-', '<!--', '-->', '\u00a0', 'é', '\u2028'),
      fc.constantFrom('div', 'P', 'span', 'a', 'x1', 'class', 'id'),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const html = pieces.join('');
        expect(byScanner(html)).toEqual(byPattern(html));
      }),
      { numRuns: 5000, seed: 11 },
    );
  });
});
