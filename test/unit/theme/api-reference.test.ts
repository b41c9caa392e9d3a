import { describe, expect, it } from 'vitest';
import type {
  OperationModel,
  PageData,
  SchemaField,
  SchemaPageModel,
  SchemaRoot,
} from '../../../src/render/page-data.js';
import { tokenizeJson } from '../../../templates/default/components/api/json-code.js';
import { renderDocument } from '../../../templates/default/layout/document.js';
import { elementById, tagsWithClass, text } from './html-query.js';
import { helpers, page } from './page-fixture.js';
import { schemaField } from '../../support/api-models.js';

/** A field with every flag off: the tests spell out only what matters to them. */
function field(name: string, anchor: string, extra: Partial<SchemaField> = {}): SchemaField {
  return schemaField(name, { anchor, ...extra });
}

const rich = (markdown: string, html: string) => ({ markdown, html });

const customerRoot: SchemaRoot = {
  type: 'object',
  fields: [
    field('name', 'name', { required: true, description: rich('Full name.', '<p>Full name.</p>'), example: '"Ada"' }),
    field('address', 'address', {
      type: 'object',
      children: [
        field('city', 'address.city', { constraints: ['length 1–64'] }),
        field('geo', 'address.geo', { type: 'object', truncated: { schema: 'GeoPoint', fields: 3 } }),
      ],
    }),
    field('orders', 'orders', {
      type: 'object[]',
      children: [
        field('id', 'orders.id', { readOnly: true }),
        field('status', 'orders.status', { type: 'enum<string>', enum: ['"open"', '"paid"'], default: '"open"' }),
      ],
    }),
    field('payment', 'payment', {
      type: 'object',
      variants: {
        kind: 'oneOf',
        discriminator: 'method',
        options: [
          { title: 'Card', type: 'object', fields: [field('number', 'payment.card.number', { writeOnly: true })] },
          { title: 'BankTransfer', type: 'object', fields: [field('iban', 'payment.bank.iban', { nullable: true })] },
        ],
      },
    }),
    field('parent', 'parent', { type: 'object', circular: 'Customer', schemaName: 'Customer' }),
    field('source', 'source', {
      type: 'object | string',
      variants: {
        kind: 'anyOf',
        options: [
          {
            title: 'Polymorphic',
            type: 'object',
            fields: [],
            variants: {
              kind: 'anyOf',
              options: [
                { title: 'card', type: 'object', fields: [field('brand', 'source.brand')] },
                { title: 'bank_account', type: 'object', fields: [field('iban', 'source.iban')] },
              ],
            },
          },
          { title: 'Customer', type: 'Customer', fields: [], circular: 'Customer' },
          { title: 'string', type: 'string', fields: [] },
        ],
      },
    }),
    field('<script>alert(1)</script>', 'evil', { pills: { pre: ['beta'], post: ['<b>x</b>'] } }),
    field('metadata', 'metadata', { type: 'object', additional: field('{key}', 'metadata.key') }),
  ],
};

const operation: OperationModel = {
  kind: 'operation',
  method: 'POST',
  path: '/stores/{storeId}/customers',
  spec: 'openapi.yaml',
  title: 'Create a customer',
  description: rich('Creates a **customer**.', '<p>Creates a <strong>customer</strong>.</p>'),
  deprecated: true,
  baseUrl: 'https://api.acme.dev/v1',
  showBaseUrl: true,
  servers: [
    { url: 'https://api.acme.dev/v1', variables: [] },
    {
      url: 'https://{region}.acme.dev',
      description: 'Regional',
      variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'] }],
    },
  ],
  security: [
    {
      title: 'bearerAuth',
      schemes: [
        {
          name: 'bearerAuth',
          type: 'http',
          scheme: 'bearer',
          summary: 'Bearer token in the Authorization header',
          in: 'header',
          parameter: 'Authorization',
        },
      ],
    },
    {
      title: 'apiKey',
      schemes: [
        { name: 'apiKey', type: 'apiKey', summary: 'API key in the header `X-Key`.', in: 'header', parameter: 'X-Key' },
      ],
    },
  ],
  parameters: [
    { location: 'query', fields: [field('limit', 'limit', { type: 'integer', constraints: ['>= 1', '<= 100'] })] },
    { location: 'path', fields: [field('storeId', 'storeId', { required: true })] },
  ],
  body: {
    required: true,
    contents: [
      { mediaType: 'application/json', schema: customerRoot, examples: [] },
      {
        mediaType: 'application/x-www-form-urlencoded',
        schema: { type: 'object', fields: [field('name', 'form.name', { required: true })] },
        examples: [],
        encoding: { name: { style: 'form', explode: true } },
      },
    ],
  },
  responses: [
    {
      status: '201',
      description: rich('Created.', '<p>Created.</p>'),
      headers: [field('X-Request-Id', 'response.201.header.x-request-id')],
      contents: [
        {
          mediaType: 'application/json',
          schema: { type: 'object', fields: [field('id', 'response.201.id')] },
          examples: [
            {
              name: 'basic',
              summary: 'A new customer',
              value: '{"id":"cus_1","tags":[],"n":12345678901234567890}',
              generated: false,
            },
            { name: 'full', value: '{"id":"cus_2","name":"</script>"}', generated: false },
          ],
        },
      ],
    },
    {
      status: '422',
      description: rich('Invalid.', '<p>Invalid.</p>'),
      headers: [],
      contents: [
        {
          mediaType: 'application/json',
          schema: { type: 'object', fields: [field('message', 'response.422.message')] },
          examples: [{ name: 'generated', value: '{"message":"string"}', generated: true }],
        },
      ],
    },
  ],
  callbacks: [
    {
      name: 'customerCreated',
      expression: '{$request.body#/callbackUrl}',
      operations: [
        {
          ...({} as OperationModel),
          kind: 'operation',
          method: 'POST',
          path: '{$request.body#/callbackUrl}',
          spec: 'openapi.yaml',
          title: 'Customer created',
          deprecated: false,
          showBaseUrl: false,
          servers: [],
          security: [],
          parameters: [],
          body: {
            required: true,
            contents: [
              {
                mediaType: 'application/json',
                schema: { type: 'object', fields: [field('event', 'callback.customerCreated.event')] },
                examples: [],
              },
            ],
          },
          responses: [{ status: '200', headers: [], contents: [] }],
          callbacks: [],
          requestExamples: [],
          playground: { display: 'none' },
        },
      ],
    },
  ],
  requestExamples: [
    { language: 'bash', label: 'cURL', source: "curl -X POST https://api.acme.dev/v1/stores/1/customers -d '<x>'" },
    {
      language: 'python',
      label: 'Python',
      source: 'import requests',
      html: '<pre class="shiki shiki-themes github-light github-dark"><code><span class="line">import requests</span></code></pre>',
    },
  ],
  playground: { display: 'interactive' },
};

const apiPage = (api: PageData['api'], extra: Partial<PageData> = {}) =>
  page({ title: 'Create a customer', html: '', toc: [], api, ...extra });
const render = (api: PageData['api'], extra: Partial<PageData> = {}) => renderDocument(apiPage(api, extra), helpers);

describe('API reference pages: operations', () => {
  const html = render(operation);

  it('gives every field row the model anchor as its id, with a link to itself', () => {
    for (const anchor of [
      'limit',
      'storeId',
      'name',
      'address',
      'address.city',
      'orders.status',
      'payment.card.number',
    ]) {
      const row = elementById(html, anchor);
      expect(row, anchor).toBeDefined();
      // Attribute order aside: rows are written as HTML in the order Preact gives with preact/compat loaded, as
      // it is on every page (the render path loads it), `class` last.
      expect(row).toMatch(/^<div[^>]* class="q-field q-api-field/);
      expect(row).toMatch(new RegExp(`<a [^>]*href="#${anchor.replace(/[.]/g, '\\.')}"[^>]* class="q-api-anchor"`));
    }
  });

  it('puts nested fields in a closed <details>, with the count', () => {
    const address = elementById(html, 'address')!;
    expect(address).toMatch(/<details class="q-api-children">/);
    expect(address).not.toMatch(/<details[^>]*\sopen/);
    expect(text(address)).toContain('Show child attributes');
    const details = address.slice(address.indexOf('<details'));
    expect(details).toContain('id="address.city"');
    expect(text(elementById(html, 'orders')!)).toMatch(/Show child attributes Hide child attributes 2/);
  });

  it('opens nested fields when `api.params.expanded` is "all"', () => {
    const expanded = render({ ...operation, expanded: true });
    expect(elementById(expanded, 'address')).toMatch(/<details open class="q-api-children">/);
  });

  it('shows the method pill, the base URL and the path with its parameters marked', () => {
    const line = tagsWithClass(html, 'q-api-endpoint');
    expect(line).toHaveLength(1);
    expect(html).toContain('<span class="q-method q-method-post q-api-method">POST</span>');
    expect(html).toContain('<span class="q-api-endpoint__base">https://api.acme.dev/v1</span>');
    expect(html).toContain('<span class="q-api-path-param">{storeId}</span>');
    expect(html).toContain('data-code="https://api.acme.dev/v1/stores/{storeId}/customers"');
    expect(html).toContain('<span class="q-tag q-tag-deprecated">Deprecated</span>');
  });

  it('renders the sections in order, with the rich description, and no playground without a playground file', () => {
    const titles = [...html.matchAll(/<h2 class="q-api-section__title">([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(titles).toEqual([
      'Servers',
      'Authorizations',
      'Path Parameters',
      'Query Parameters',
      'Body',
      'Callbacks',
      'Responses',
    ]);
    expect(html).toContain('<p>Creates a <strong>customer</strong>.</p>');
    expect(html).not.toContain('q-api-playground');
    expect(html).not.toContain('id="table-of-contents"');
  });

  it('lists servers with their variables, and several auth options as alternatives', () => {
    expect(text(elementById(html, 'api-servers')!)).toContain('{region} default: eu one of eu us');
    const auth = elementById(html, 'api-authorizations')!;
    expect(text(auth)).toContain('Any one of these 2 options');
    expect(tagsWithClass(auth, 'q-api-auth-option')).toHaveLength(2);
    // A summary's `backticked` names are code, not backticks.
    expect(auth).toContain('API key in the header <code>X-Key</code>.');
  });

  it('shows oneOf options as tabs named by their titles, with the discriminator', () => {
    const payment = elementById(html, 'payment')!;
    expect(payment).toContain('data-title="Card"');
    expect(payment).toContain('data-title="BankTransfer"');
    expect(text(payment)).toContain('One of discriminator: method');
    // Both options are in the HTML (the second panel hidden until chosen, shown by CSS without scripts).
    expect(payment).toContain('id="payment.bank.iban"');
  });

  it('shows the options of an option that is itself a choice as tabs inside its tab, and a circular option', () => {
    const source = elementById(html, 'source')!;
    const panels = [...source.matchAll(/<div class="q-tabs__panel"[^>]* id="([^"]+)"[^>]* data-title="([^"]+)"/g)];
    expect(panels.map((m) => m[2])).toEqual(['Polymorphic', 'card', 'bank_account', 'Customer', 'string']);
    const panel = (title: string) => elementById(source, panels.find((m) => m[2] === title)![1]!)!;
    // The inner choice is the same markup as a field's (label, tab frame, a titled panel per option without
    // scripts), inside the outer option's panel.
    const outer = panel('Polymorphic');
    expect(tagsWithClass(outer, 'q-api-variants')).toHaveLength(1);
    expect(tagsWithClass(outer, 'q-tabs__panel-title')).toHaveLength(3);
    expect(text(outer)).toContain('Any of');
    expect(panel('card')).toContain('id="source.brand"');
    expect(panel('bank_account')).toContain('id="source.iban"');
    expect(text(panel('Customer'))).toContain('circular: Customer');
    expect(text(panel('string'))).not.toContain('circular');
  });

  it('marks circular references, truncated levels and additional properties', () => {
    expect(text(elementById(html, 'parent')!)).toContain('circular: Customer');
    expect(elementById(html, 'parent')).not.toContain('q-api-children');
    expect(text(elementById(html, 'address.geo')!)).toContain(
      '3 more nested fields are not shown here; see the GeoPoint schema.',
    );
    expect(elementById(html, 'metadata')).toContain('id="metadata.key"');
  });

  it('escapes names, pills and examples from the spec, and inserts description HTML as is', () => {
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script>alert(1)&lt;/script>');
    expect(html).not.toContain('<b>x</b>');
    expect(html).not.toContain('"</script>"');
    expect(html).toContain("-d '&lt;x>'");
    expect(html).toContain('<p>Full name.</p>');
  });

  it('puts request samples and response examples in the examples column', () => {
    const aside = /<aside class="q-api-aside"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    expect(aside).toMatch(/^<aside class="q-api-aside" data-q-panel /);
    expect(aside).toContain('data-title="cURL"');
    expect(aside).toContain('data-title="Python"');
    expect(aside).toContain('<span class="line">import requests</span>');
    expect(tagsWithClass(aside, 'q-copy').length).toBeGreaterThanOrEqual(3);
    expect(aside).toContain('data-title="201"');
    expect(aside).toContain('data-title="422"');
    expect(aside).toContain('<option value="q-api-tabs-');
    expect(text(aside)).toContain('A new customer');
    // Compact JSON is laid out and coloured, big numbers kept as written.
    expect(aside).toContain('<span class="q-api-json__key">&quot;id&quot;</span>');
    const plain = aside.replace(/<[^>]+>/g, '');
    expect(plain).toContain(
      '{\n  &quot;id&quot;: &quot;cus_1&quot;,\n  &quot;tags&quot;: [],\n  &quot;n&quot;: 12345678901234567890\n}',
    );
  });

  it("lets the page's own <RequestExample> / <ResponseExample> replace the generated samples and examples", () => {
    const aside = (html: string) => {
      const out = render(operation, { html });
      return /<aside class="q-api-aside"[\s\S]*?<\/aside>/.exec(out)?.[0] ?? '';
    };
    const own = aside(
      '<div class="q-side-panel q-side-panel--request" data-side-panel="request"><pre>curl x</pre></div>',
    );
    expect(own).not.toContain('q-api-examples--request');
    expect(own).toContain('q-api-examples--response');
    const both = aside(
      '<div data-side-panel="request"></div><div class="q-side-panel" data-side-panel="response"></div>',
    );
    expect(both).not.toContain('q-api-examples--response');
    expect(aside('<p>No examples of its own.</p>')).toContain('q-api-examples--request');
  });

  it('shows the request body examples when there are several (named, or one per media type), not just one', () => {
    const aside = (contents: NonNullable<OperationModel['body']>['contents']) => {
      const out = render({ ...operation, body: { required: true, contents } });
      return /<aside class="q-api-aside"[\s\S]*?<\/aside>/.exec(out)?.[0] ?? '';
    };
    const named = aside([
      {
        mediaType: 'application/json',
        schema: customerRoot,
        examples: [
          { name: 'ada', summary: 'Ada', value: '{"name":"Ada"}' },
          { name: 'bob', value: '{"name":"Bob"}' },
        ],
      },
    ]);
    expect(named).toContain('q-api-examples--body');
    expect(text(named)).toContain('Ada');
    expect(named).toContain('data-title="bob"');
    expect(named.replace(/<[^>]+>/g, '')).toContain('&quot;Bob&quot;');
    const single = aside([
      { mediaType: 'application/json', schema: customerRoot, examples: [{ name: 'a', value: '{}' }] },
    ]);
    expect(single).not.toContain('q-api-examples--body');
  });

  it('renders callbacks collapsed, reusing the body and response renderers', () => {
    const callbacks = elementById(html, 'api-callbacks')!;
    expect(callbacks).toContain('<details class="q-api-callback">');
    expect(text(callbacks)).toContain('customerCreated POST {$request.body#/callbackUrl}');
    expect(callbacks).toContain('id="callback.customerCreated.event"');
    expect(callbacks).toContain('<h3 class="q-api-section__title">Body</h3>');
  });

  it("names the operation's parameter on its row for the playground, and no other row", () => {
    expect(elementById(html, 'limit')).toMatch(/^<div[^>]* data-api-param="query:limit"[^>]*>/);
    expect(elementById(html, 'storeId')).toMatch(/^<div[^>]* data-api-param="path:storeId"[^>]*>/);
    expect(html.match(/data-api-param=/g)).toHaveLength(2);
    // A callback's parameters are not the operation's: the playground must not take them for its own.
    const [callback] = operation.callbacks;
    const inCallback = render({
      ...operation,
      callbacks: [
        {
          ...callback!,
          operations: callback!.operations.map((op) => ({
            ...op,
            parameters: [{ location: 'query', fields: [field('limit', 'callback.customerCreated.limit')] }],
          })),
        },
      ],
    });
    expect(elementById(inCallback, 'callback.customerCreated.limit')).toBeDefined();
    expect(inCallback.match(/data-api-param=/g)).toHaveLength(2);
  });

  it('keeps every id on the page unique', () => {
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBe(new Set(ids).size);
  });
});

describe('API reference pages: webhooks and schemas', () => {
  it('shows a WEBHOOK pill and no copy button for a webhook', () => {
    const html = render({ ...operation, kind: 'webhook', path: 'customer.created', callbacks: [] });
    expect(html).toContain('<span class="q-method q-method-webhook q-api-method">WEBHOOK</span>');
    expect(html).not.toContain('q-api-endpoint__copy');
    expect(html).not.toContain('q-api-endpoint__base');
    expect(html).not.toContain('id="api-servers"');
    // The pipeline may give a webhook the method `WEBHOOK` itself: one pill then.
    const own = render({ ...operation, kind: 'webhook', method: 'WEBHOOK', path: 'customer.created', callbacks: [] });
    expect(own.match(/>WEBHOOK</g)).toHaveLength(1);
  });

  it('renders a schema page with its fields and example', () => {
    const schema: SchemaPageModel = {
      kind: 'schema',
      name: 'Customer',
      spec: 'openapi.yaml',
      title: 'Customer',
      schema: customerRoot,
      example: '{"name":"Ada"}',
    };
    const html = render(schema);
    expect(elementById(html, 'address.city')).toBeDefined();
    expect(html).toContain('<span class="q-api-kind">Schema</span>');
    expect(/<aside class="q-api-aside"[\s\S]*?<\/aside>/.exec(html)?.[0]).toContain('q-api-json__key');
  });
});

describe('tokenizeJson', () => {
  it('tells keys from string values', () => {
    const kinds = tokenizeJson('{"a": "b", "c": [1, true]}')
      .filter((t) => t.kind !== 'space')
      .map((t) => t.kind);
    expect(kinds).toEqual([
      'punct',
      'key',
      'punct',
      'string',
      'punct',
      'key',
      'punct',
      'punct',
      'number',
      'punct',
      'literal',
      'punct',
      'punct',
    ]);
  });
});

describe('API reference pages: the playground slot', () => {
  const withFile = (playground: OperationModel['playground'], site: Partial<PageData['site']> = {}) => {
    const data = apiPage({ ...operation, playground });
    return renderDocument({ ...data, site: { ...data.site, ...site } }, helpers);
  };

  it('names the playground file, the page languages and the proxy, and loads the island', () => {
    const html = withFile(
      { display: 'interactive', file: '/_quire/api/acme/playground/0123456789abcdef.json' },
      { playground: { proxy: '/_quire/proxy', credentials: true } },
    );
    const slot = tagsWithClass(html, 'q-api-playground')[0]!;
    expect(slot).toContain('hidden');
    expect(slot).toContain('data-playground-file="/_quire/api/acme/playground/0123456789abcdef.json"');
    expect(slot).toContain('data-playground-languages="[&quot;bash&quot;,&quot;python&quot;]"');
    expect(slot).toContain('data-playground-proxy="/_quire/proxy"');
    expect(slot).toContain('data-playground-credentials="include"');
    expect(html).toMatch(/<button type="button" class="q-playground__open">.*Try it<\/button>/);
    expect(html).toContain('src="/_quire/playground.js"');
    expect(render(operation)).not.toContain('playground.js');
  });

  it('carries the site sign-in and the page groups in auth mode only', () => {
    const auth = { loginUrl: '/sign-in', jwk: { kty: 'RSA', n: 'x', e: 'AQAB' }, algorithm: 'RS256' as const };
    const html = withFile({ display: 'auth', file: '/f.json', groups: ['admins'], public: true }, { auth });
    expect(html).toContain('data-site-auth="{&quot;loginUrl&quot;:&quot;/sign-in&quot;');
    expect(html).toContain('data-playground-groups="[&quot;admins&quot;]"');
    expect(html).toMatch(/ data-playground-public[ >]/);
    expect(withFile({ display: 'interactive', file: '/f.json', groups: ['admins'] }, { auth })).not.toContain(
      'data-site-auth',
    );
    expect(withFile({ display: 'none', file: '/f.json' })).not.toContain('q-api-playground');
  });
});
