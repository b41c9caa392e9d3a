import { describe, expect, it } from 'vitest';
import {
  escapeAttribute,
  escapeAttributeLikeHast,
  escapeAttributeLikePreact,
  escapeHtml,
  escapeTextLikeHast,
} from '../../../src/util/escape-html.js';

const SAMPLE = `a & b < c > d "e" 'f' &amp;`;

describe('escapeHtml', () => {
  it('escapes &, < and > and leaves quotes alone', () => {
    expect(escapeHtml(SAMPLE)).toBe(`a &amp; b &lt; c &gt; d "e" 'f' &amp;amp;`);
  });
});

describe('escapeAttribute', () => {
  it('escapes &, ", < and > and leaves single quotes alone', () => {
    expect(escapeAttribute(SAMPLE)).toBe(`a &amp; b &lt; c &gt; d &quot;e&quot; 'f' &amp;amp;`);
  });
});

describe('escapeAttributeLikePreact', () => {
  it('escapes &, " and < as preact-render-to-string does, and leaves > alone', () => {
    expect(escapeAttributeLikePreact(SAMPLE)).toBe(`a &amp; b &lt; c > d &quot;e&quot; 'f' &amp;amp;`);
  });
});

describe('escapeTextLikeHast / escapeAttributeLikeHast', () => {
  it('write hexadecimal references for what hast-util-to-html escapes', () => {
    expect(escapeTextLikeHast(SAMPLE)).toBe(`a &#x26; b &#x3C; c > d "e" 'f' &#x26;amp;`);
    expect(escapeAttributeLikeHast(SAMPLE)).toBe(`a &#x26; b < c > d &#x22;e&#x22; 'f' &#x26;amp;`);
  });
});
