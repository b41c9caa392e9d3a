/** Elements a page may not emit (src/util/unsafe-elements.ts): scripts and refreshes, however they are spelled. */
import { describe, expect, it } from 'vitest';
import { dropUnsafeElements } from '../../../src/util/unsafe-elements.js';

describe('dropUnsafeElements', () => {
  it('leaves out scripts and refreshes, keeps data scripts, and says where each was', () => {
    const dropped: { element: string; offset: number }[] = [];
    const html =
      '<p>a</p><script>alert(1)</script><script type="application/ld+json">{}</script>' +
      '<meta http-equiv="refresh" content="0;url=x"><meta name="x">';
    expect(dropUnsafeElements(html, ({ element, offset }) => dropped.push({ element, offset }))).toBe(
      '<p>a</p><script type="application/ld+json">{}</script><meta name="x">',
    );
    expect(dropped).toEqual([
      { element: 'script', offset: 8 },
      { element: 'meta', offset: 79 },
    ]);
  });

  it('leaves out a script that taking another out puts together, at any depth', () => {
    expect(dropUnsafeElements('<scr<script></script>ipt>alert(1)</script>')).toBe('');
    expect(dropUnsafeElements('a<scr<scr<script></script>ipt></script>ipt>alert(1)</script>b')).toBe('ab');
    expect(dropUnsafeElements('<me<script></script>ta http-equiv="refresh" content="0">')).toBe('');
  });
});
