/** What an interactive component's elements may carry in the browser (src/util/safe-element-props.ts). */
import { describe, expect, it } from 'vitest';
import { safeElementProps } from '../../../src/util/safe-element-props.js';

describe('safeElementProps', () => {
  it('leaves out script URLs, handlers and srcdoc written as strings; keeps functions and safe values', () => {
    const onClick = () => undefined;
    expect(
      safeElementProps('a', { href: ' JavaScript:alert(1)', onClick, onMouseOver: 'alert(2)', title: 'javascript:x' }),
    ).toEqual({ onClick, title: 'javascript:x' });
    expect(safeElementProps('iframe', { srcdoc: '<script>x</script>', src: '/x' })).toEqual({ src: '/x' });
    expect(safeElementProps('base', { href: '/elsewhere' })).toEqual({});
    const safe = { href: '/docs', className: 'c' };
    expect(safeElementProps('a', safe)).toBe(safe);
  });

  it('refuses scripts and refreshes, keeps data scripts, and cleans inner HTML', () => {
    expect(safeElementProps('script', { children: 'alert(1)' })).toBeNull();
    expect(safeElementProps('meta', { httpEquiv: 'refresh', content: '0;url=x' })).toBeNull();
    expect(safeElementProps('script', { type: 'application/ld+json' })).toEqual({ type: 'application/ld+json' });
    expect(
      safeElementProps('div', {
        dangerouslySetInnerHTML: { __html: '<scr<script></script>ipt>x</script><img src=x onerror=y>' },
      }),
    ).toEqual({ dangerouslySetInnerHTML: { __html: '<img src=x>' } });
  });
});
