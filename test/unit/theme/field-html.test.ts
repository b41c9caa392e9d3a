import { h } from 'preact';
// Pages are rendered with preact/compat loaded (the MDX runtime imports it, and with it the render path): its
// VNode hook moves `class` after the other attributes. The HTML writer follows that order.
import 'preact/compat';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import type { SchemaField } from '../../../src/openapi/page-model.js';
import { hasVariants } from '../../../templates/default/components/api/field-html.js';
import { FieldList } from '../../../templates/default/components/api/schema.js';
import { createApiEnv } from '../../../templates/default/components/api/shared.js';
import { schemaField } from '../../support/api-models.js';

const rich = (text: string) => ({ markdown: text, html: `<p>${text}</p>` });

/** Every part a row can have, with text that needs escaping. */
const FIELDS: SchemaField[] = [
  schemaField('plain'),
  schemaField('a"b&c<d>', {
    anchor: 'x."q"&<',
    type: 'map<string, "x">',
    required: true,
    deprecated: true,
    readOnly: true,
    writeOnly: true,
    nullable: true,
    pills: { pre: ['<pre>'], post: ['post & co', 'two'] },
    default: '"dflt" & <b>',
    description: rich('Some <b>html</b>'),
    enum: ['"a"', 'b&c'],
    constraints: ['length <= 5', '>= 1'],
    example: '{"k": "<v>"}',
  }),
  schemaField('blank', { type: '', description: { markdown: ' ', html: '  ' }, anchor: '' }),
  schemaField('loop', { circular: 'Node<T>', type: 'Node' }),
  schemaField('open', { type: 'object', additional: true }),
  schemaField('lazy', {
    truncated: { fields: 3, anchor: 'lazy', schema: 'Lazy&Co', href: '/_quire/api/s/response/L.html?a=1&b=2' },
  }),
  schemaField('lazyNoSchema', { truncated: { fields: 3, anchor: 'lazyNoSchema', href: '/x.html' } }),
  schemaField('lazyChoice', { type: 'A | B', truncated: { fields: 0, anchor: 'lazyChoice', href: '/c.html' } }),
  schemaField('cut', { truncated: { fields: 1, anchor: 'cut', schema: 'One' } }),
  schemaField('cuts', { truncated: { fields: 7, anchor: 'cuts' } }),
  schemaField('cutVariants', { type: 'string | object', truncated: { fields: 0, anchor: 'cutVariants' } }),
  schemaField('nest', {
    type: 'object',
    children: [
      schemaField('inner', { anchor: 'nest.inner', children: [schemaField('deep', { anchor: 'nest.inner.deep' })] }),
      schemaField('more', {
        anchor: 'nest.more',
        additional: true,
        children: [schemaField('m', { anchor: 'nest.more.m' })],
      }),
    ],
    additional: schemaField('{key}', { anchor: 'nest.{key}', example: '1' }),
  }),
  schemaField('withTabs', {
    type: 'object',
    children: [
      schemaField('choice', {
        anchor: 'withTabs.choice',
        variants: {
          kind: 'oneOf',
          options: [
            { title: 'A', type: 'object', fields: [schemaField('a', { anchor: 'withTabs.choice.a' })] },
            { title: 'B', type: 'string', fields: [] },
          ],
        },
      }),
      schemaField('sibling', {
        anchor: 'withTabs.sibling',
        children: [schemaField('s', { anchor: 'withTabs.sibling.s' })],
      }),
    ],
  }),
];

const render = (fieldsAsElements: boolean, options: { expanded?: boolean; search?: boolean }) =>
  renderToString(h(FieldList, { env: { ...createApiEnv(options), fieldsAsElements }, fields: FIELDS }));

describe('field rows written as HTML', () => {
  for (const options of [{}, { expanded: true }, { search: true }, { expanded: true, search: true }]) {
    it(`are the bytes of the elements (${JSON.stringify(options)})`, () => {
      const html = render(false, options);
      expect(html).toBe(render(true, options));
      expect(html).toContain('id="x.&quot;q&quot;&amp;&lt;"');
      expect(html).toContain('q-api-variant-tabs');
    });
  }

  it('leaves rows with variants below them to the elements', () => {
    expect(FIELDS.map((field) => hasVariants(field))).toEqual(FIELDS.map((field) => field.name === 'withTabs'));
    const nested = schemaField('n', { additional: FIELDS.at(-1)! });
    expect(hasVariants(nested)).toBe(true);
  });
});

describe('truncation notes', () => {
  it('count the fields left out, or name the nested fields of a level with none of its own', () => {
    const html = render(false, {});
    expect(html).toContain('7 more nested fields are not shown here.');
    expect(html).toContain('1 more nested field is not shown here; see the <code>One</code> schema.');
    // Variants or a map's values cut by the budget have no field count: never "0 more nested fields".
    expect(html).toContain('Its nested fields are not shown here.');
    expect(html).not.toContain('0 more nested');
    // A level that loads from its fragment names its schema, or (an inline one) none.
    expect(html).toContain('The fields of <code>Lazy&amp;Co</code> load when this opens.');
    expect(html).toContain('Its fields load when this opens.');
    expect(html).not.toContain('<code></code>');
  });

  it('count the fields a level that loads on demand holds, and show no count for a level with none of its own', () => {
    const html = render(false, {});
    const summary = (anchor: string) => html.slice(html.indexOf(`data-lazy-prefix="${anchor}"`)).split('</summary>')[0];
    expect(summary('lazy')).toContain('<span class="q-api-children__count">3</span>');
    // A choice or a map's values cut by the budget: "Show child attributes", never "Show child attributes 0".
    expect(summary('lazyChoice')).toContain('Show child attributes');
    expect(summary('lazyChoice')).not.toContain('q-api-children__count');
  });
});
