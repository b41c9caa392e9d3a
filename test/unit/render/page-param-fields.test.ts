import { describe, expect, it } from 'vitest';
import { pageParamFields } from '../../../src/render/page-param-fields.js';

const field = (attributes: string, inner = '') =>
  `<div class="q-field q-field--param" ${attributes}><div class="q-field__head"><span>x</span></div>${inner}</div>`;

describe('pageParamFields', () => {
  it('reads the top-level ParamFields of a rendered page with their attributes, in page order', () => {
    const html = [
      '<p>Intro<br>text <img src="a.png"></p>',
      field('data-location="path" data-param-name="id" data-param-type="string" data-param-required=""'),
      '<div class="q-tabs"><div>',
      field(
        'data-location="body" data-param-name="tags" data-param-type="string[]" data-param-default="[&quot;a&quot;]"',
        field('data-location="body" data-param-name="nested"'),
      ),
      '</div></div>',
      field('data-location="query" data-param-name="q&amp;a" data-param-placeholder="search"'),
    ].join('');
    expect(pageParamFields(html)).toEqual([
      { name: 'id', location: 'path', type: 'string', required: true, deprecated: false },
      { name: 'tags', location: 'body', type: 'string[]', required: false, default: '["a"]', deprecated: false },
      { name: 'q&a', location: 'query', required: false, placeholder: 'search', deprecated: false },
    ]);
  });

  it('passes over response fields and what a script or code spells out, and marks deprecated fields', () => {
    const html = [
      '<script>const s = \'<div class="q-field q-field--param" data-param-name="no">\';</script>',
      '<pre><code>&lt;div class="q-field q-field--param" data-param-name="nor"&gt;</code></pre>',
      `<div class="q-field q-field--response" id="response-x">${field('data-location="query" data-param-name="inside"')}</div>`,
      field('data-location="header" data-param-name="X-Old"').replace(
        'q-field--param',
        'q-field--param q-field--deprecated',
      ),
    ].join('');
    expect(pageParamFields(html)).toEqual([{ name: 'X-Old', location: 'header', required: false, deprecated: true }]);
  });
});
