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

  it('keeps safe attributes, text that spells an attribute out, and styles', () => {
    const html =
      '<p>Write href="javascript:x" or onclick="y".</p><a href="/x" data-onclick="no" title=\'a onclick="b"\'>x</a>' +
      '<style>a[onclick="y"] { color: red }</style>';
    expect(drop(html)).toEqual({ html, dropped: [] });
  });

  it('is not fooled by a <style or <script that starts no style or script in a browser', () => {
    // In an attribute value, a comment, a textarea, SVG: the image after it is an element, its handler runs.
    for (const before of ['<p title="<style>">', '<!--<style>-->', '<textarea><style></textarea>', '<svg><style>']) {
      const html = `${before}<img src=x onerror=alert(1)></style>`;
      expect(drop(html).html).toBe(`${before}<img src=x></style>`);
    }
    // Markup inside a real script is read as tags too: the script itself is left out (unsafe-elements.ts).
    expect(drop('<script>el.innerHTML = \'<a onclick="y">\';</script>').html).toBe(
      "<script>el.innerHTML = '<a>';</script>",
    );
  });

  it('reads attributes apart as browsers do: after a `/`, or glued to the quote of the one before', () => {
    const html =
      '<svg/onload=alert(1)><img/src="x"/onerror="alert(2)"><img src="x"onerror="alert(3)">' +
      '<a title="x"href="javascript:alert(4)">a</a><a/id="l"/href="javascript:alert(5)">b</a>' +
      '<button title="x"formaction="javascript:alert(6)">c</button>';
    const { html: out, dropped } = drop(html);
    expect(out).toBe('<svg/><img/src="x"/><img src="x"><a title="x">a</a><a/id="l"/>b</a><button title="x">c</button>');
    expect(dropped.map((d) => `${d.tag} ${d.name} ${d.reason}`)).toEqual([
      'svg onload event-handler',
      'img onerror event-handler',
      'a href javascript',
      'img onerror event-handler',
      'a href javascript',
      'button formaction javascript',
    ]);
  });

  it("leaves out an iframe's srcdoc, a <base href> and an SVG animation that sets a javascript: URL", () => {
    const html =
      '<iframe srcdoc="<script>alert(1)</script>"></iframe><base href="https://evil.example/">' +
      '<svg><a><set attributeName="href" to="javascript:alert(2)"/><animate attributeName="href" values="#a;javascript:alert(3)"/></a></svg>';
    const { html: out, dropped } = drop(html);
    expect(out).toBe(
      '<iframe></iframe><base><svg><a><set attributeName="href"/><animate attributeName="href"/></a></svg>',
    );
    expect(dropped.map((d) => `${d.tag} ${d.name} ${d.reason}`)).toEqual([
      'iframe srcdoc event-handler',
      'base href base',
      'set to javascript',
      'animate values javascript',
    ]);
  });

  it('takes a long unquoted value with many slashes whole, and keeps its link', () => {
    const path = `/docs/${'a/'.repeat(2000)}x`;
    const html = `<a href=${path} title="t">long</a><p title="onerror=x">"onclick=y"</p>`;
    expect(drop(html)).toEqual({ html, dropped: [] });
  });
});
