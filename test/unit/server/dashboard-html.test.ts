import { describe, expect, it } from 'vitest';
import { html } from '../../../src/server/dashboard-html.js';
import { cookieValue } from '../../../src/server/dashboard-session.js';

describe('the dashboard html tag', () => {
  it('escapes every interpolated string, in text and in attributes', () => {
    const name = '<script>alert("x")</script> & co';
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</p>',
    );
  });

  it('keeps nested markup, joins lists, and writes nothing for false, null and undefined', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${false}${null}${undefined}${0}`.value).toBe('<ul><li>a&lt;b</li><li>c</li></ul>0');
  });

  it('does not take a plain string for markup', () => {
    const pretend = '<b>bold</b>';
    expect(html`${pretend}`.value).toBe('&lt;b&gt;bold&lt;/b&gt;');
  });
});

describe('cookieValue', () => {
  it('finds a cookie among others, by its exact name', () => {
    const header = 'other=1; quire_session_old=x; quire_session=abc-_1; last=2';
    expect(cookieValue(header, 'quire_session')).toBe('abc-_1');
    expect(cookieValue(header, 'missing')).toBeUndefined();
    expect(cookieValue('quire_session=', 'quire_session')).toBeUndefined();
    expect(cookieValue(undefined, 'quire_session')).toBeUndefined();
  });
});
