/** Attributes of raw HTML that would run code, left out (src/util/html-attributes.ts). */
import { describe, expect, it } from 'vitest';
import { type DroppedAttribute, dropUnsafeAttributes } from '../../../src/util/html-attributes.js';

function drop(html: string): { html: string; dropped: DroppedAttribute[] } {
  const dropped: DroppedAttribute[] = [];
  return { html: dropUnsafeAttributes(html, (d) => dropped.push(d)), dropped };
}

describe('dropUnsafeAttributes', () => {
  it('leaves out javascript: URLs and event handlers, quoted or not, and says where each was', () => {
    const html = '<a href="javascript:x" title="t">a</a><img src=\'vbscript:y\' onerror=alert(1)><a HREF=javascript:z>';
    expect(drop(html)).toEqual({
      html: '<a title="t">a</a><img><a>',
      dropped: [
        { offset: 3, tag: 'a', name: 'href', reason: 'javascript' },
        { offset: 43, tag: 'img', name: 'src', reason: 'vbscript' },
        { offset: 60, tag: 'img', name: 'onerror', reason: 'event-handler' },
        { offset: 80, tag: 'a', name: 'HREF', reason: 'javascript' },
      ],
    });
  });

  it('keeps safe attributes, text that spells an attribute out, scripts and styles', () => {
    const html =
      '<p>Write href="javascript:x" or onclick="y".</p><a href="/x" data-onclick="no" title=\'a onclick="b"\'>x</a>' +
      '<script>el.innerHTML = \'<a href="javascript:x" onclick="y">\';</script>';
    expect(drop(html)).toEqual({ html, dropped: [] });
  });
});
