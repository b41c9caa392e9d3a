/**
 * The one test of URLs and attributes that would run code (src/util/script-url.ts), shared by docs.json and pages.
 */
import { describe, expect, it } from 'vitest';
import {
  isEventHandlerName,
  isUrlAttribute,
  pageScriptScheme,
  scriptUrlScheme,
  unsafeAttribute,
  unsafeHtmlAttribute,
} from '../../../src/util/script-url.js';

describe('scriptUrlScheme', () => {
  it.each([
    ['javascript:alert(1)', 'javascript'],
    ['JaVaScRiPt:alert(1)', 'javascript'],
    ['  java\tscript:alert(1)', 'javascript'],
    ['\u0000\u001f javascript\n:x', 'javascript'],
    ['VBScript:msgbox(1)', 'vbscript'],
    ['data:text/html,<script>x</script>', 'data'],
  ])('names the scheme of %j', (url, scheme) => {
    expect(scriptUrlScheme(url)).toBe(scheme);
  });

  it.each([
    'https://example.com/?q=javascript:x',
    '/javascript:x',
    './javascript',
    'javascript',
    'javascripts:x',
    '#javascript:',
    'mailto:a@b.example',
    'docs/data:x',
    '',
  ])('is undefined for %j', (url) => {
    expect(scriptUrlScheme(url)).toBeUndefined();
  });

  it('reads no more than the scheme of a long URL', () => {
    expect(scriptUrlScheme(`data:image/png;base64,${'A'.repeat(5_000_000)}`)).toBe('data');
  });
});

describe('pageScriptScheme', () => {
  it('refuses javascript: and vbscript:, not the data: images pages show', () => {
    expect(pageScriptScheme(' javascript:x')).toBe('javascript');
    expect(pageScriptScheme('vbscript:x')).toBe('vbscript');
    expect(pageScriptScheme('data:image/png;base64,AAAA')).toBeUndefined();
    expect(pageScriptScheme('https://x.example')).toBeUndefined();
  });
});

describe('attribute names', () => {
  it('knows the URL attributes as JSX and HTML spell them', () => {
    for (const name of ['href', 'SRC', 'srcSet', 'action', 'formAction', 'xlinkHref', 'xlink:href', 'poster', 'data'])
      expect(isUrlAttribute(name), name).toBe(true);
    for (const name of ['cite', 'background']) expect(isUrlAttribute(name), name).toBe(true);
    for (const name of ['title', 'alt', 'data-src', 'hreflang', 'class'])
      expect(isUrlAttribute(name), name).toBe(false);
  });

  it('reads on… as an event handler, in any case, as React does', () => {
    for (const name of ['onClick', 'onclick', 'ONERROR', 'onMouseOver']) expect(isEventHandlerName(name)).toBe(true);
    for (const name of ['on', 'o', 'bonus', 'title', 'data-onclick']) expect(isEventHandlerName(name)).toBe(false);
  });
});

describe('unsafeAttribute', () => {
  it('says why an attribute of an HTML element may not be emitted', () => {
    expect(unsafeAttribute('href', 'javascript:x')).toBe('javascript');
    expect(unsafeAttribute('formAction', 'vbscript:x')).toBe('vbscript');
    expect(unsafeAttribute('onClick', 'alert(1)')).toBe('event-handler');
    expect(unsafeAttribute('srcset', '/a.png 1x, javascript:x 2x')).toBe('javascript');
  });

  it('lets everything else through', () => {
    expect(unsafeAttribute('href', '/guides')).toBeUndefined();
    expect(unsafeAttribute('href', '#top')).toBeUndefined();
    expect(unsafeAttribute('href', 'mailto:a@b.example')).toBeUndefined();
    expect(unsafeAttribute('title', 'javascript:x')).toBeUndefined();
    expect(unsafeAttribute('srcset', '/a.png 1x, /b.png 2x')).toBeUndefined();
    expect(unsafeAttribute('src', 'data:image/png;base64,AAAA')).toBeUndefined();
  });

  it('reads the character references of HTML text before the URL, once', () => {
    expect(unsafeHtmlAttribute('href', '&#106;avascript:x')).toBe('javascript');
    expect(unsafeHtmlAttribute('href', '&#x6A;avascript:x')).toBe('javascript');
    expect(unsafeHtmlAttribute('href', '&#0000106avascript:x')).toBe('javascript');
    expect(unsafeHtmlAttribute('href', 'java&Tab;script&colon;x')).toBe('javascript');
    expect(unsafeHtmlAttribute('href', '&#32;vbscript:x')).toBe('vbscript');
    // `&amp;#106;` is the text `&#106;` in the browser: not a scheme.
    expect(unsafeHtmlAttribute('href', '&amp;#106;avascript:x')).toBeUndefined();
    expect(unsafeHtmlAttribute('href', '/a?b=1&amp;c=2')).toBeUndefined();
  });
});
