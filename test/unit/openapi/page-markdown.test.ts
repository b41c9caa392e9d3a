import type { List } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { buildOperationModel } from '../../../src/openapi/operation-model.js';
import { listOperations } from '../../../src/openapi/operations.js';
import { apiPageMarkdown, fencedBlock, inlineCode } from '../../../src/openapi/page-markdown.js';
import type { OperationModel, RichText, SchemaField, SchemaPageModel } from '../../../src/openapi/page-model.js';
import { schemaField } from '../../support/api-models.js';

const rich = (markdown: string): RichText => ({ markdown, html: `<p>${markdown}</p>` });

function field(name: string, type: string, extra: Partial<SchemaField> = {}): SchemaField {
  return schemaField(name, { type, ...extra });
}

function operation(extra: Partial<OperationModel> = {}): OperationModel {
  return {
    kind: 'operation',
    method: 'POST',
    path: '/pets',
    spec: 'openapi.yaml',
    title: 'Create a pet',
    deprecated: false,
    showBaseUrl: false,
    servers: [],
    security: [],
    parameters: [],
    responses: [],
    callbacks: [],
    requestExamples: [],
    playground: { display: 'interactive' },
    ...extra,
  };
}

const PET = operation({
  baseUrl: 'https://api.example.com/v1',
  description: rich('Adds a pet to the **store**.'),
  deprecated: true,
  security: [
    {
      title: 'bearerAuth',
      schemes: [
        { name: 'bearerAuth', type: 'http', summary: 'Bearer authentication header of the form `Bearer <token>`.' },
      ],
    },
    {
      title: 'apiKey & appId',
      schemes: [
        { name: 'apiKey', type: 'apiKey', summary: 'API key in the header `X-Key`.', scopes: ['pets:write'] },
        { name: 'appId', type: 'apiKey', summary: 'API key in the query parameter `app`.' },
      ],
    },
  ],
  parameters: [
    { location: 'query', fields: [field('dryRun', 'boolean', { default: 'false' })] },
    { location: 'header', fields: [field('X-Request-Id', 'string<uuid>', { required: true })] },
  ],
  body: {
    required: true,
    contents: [
      {
        mediaType: 'application/json',
        schema: {
          type: 'object',
          fields: [
            field('name', 'string', { required: true, constraints: ['length 1–64'], description: rich('The name.') }),
            field('kind', 'enum<string>', { enum: ['"cat"', '"dog"'] }),
            field('id', 'integer<int64>', { readOnly: true }),
          ],
        },
        examples: [{ name: 'Example', value: '{\n  "name": "Rex"\n}', generated: true }],
      },
    ],
  },
  responses: [
    {
      status: '201',
      description: rich('Created.'),
      headers: [field('Location', 'string')],
      contents: [
        {
          mediaType: 'application/json',
          schema: { type: 'object', fields: [field('id', 'integer')] },
          examples: [{ name: 'created', summary: 'A new pet', value: '{\n  "id": 1\n}', generated: false }],
        },
      ],
    },
    { status: '400', headers: [], contents: [] },
  ],
  requestExamples: [{ language: 'bash', label: 'cURL', source: 'curl -X POST https://api.example.com/v1/pets\n' }],
});

describe('apiPageMarkdown', () => {
  it('writes an operation page', () => {
    expect(apiPageMarkdown(PET, { url: 'https://docs.example.com/api/create-pet' })).toBe(`# Create a pet
Source: https://docs.example.com/api/create-pet

\`POST https://api.example.com/v1/pets\`

**Deprecated.**

Adds a pet to the **store**.

## Authorizations

- \`bearerAuth\` — Bearer authentication header of the form \`Bearer <token>\`.
- \`apiKey & appId\`, all together:
  - \`apiKey\` — API key in the header \`X-Key\`. Scopes: \`pets:write\`.
  - \`appId\` — API key in the query parameter \`app\`.

## Query parameters

- \`dryRun\` (boolean, default: \`false\`)

## Headers

- \`X-Request-Id\` (string<uuid>, required)

## Body

Required.

### application/json

- \`name\` (string, required, length 1–64) — The name.
- \`kind\` (enum<string>, one of: \`"cat"\`, \`"dog"\`)
- \`id\` (integer<int64>, read-only)

## Responses

### 201

Created.

#### Headers

- \`Location\` (string)

#### application/json

- \`id\` (integer)

**A new pet**

\`\`\`json
{
  "id": 1
}
\`\`\`

### 400

## Request examples

**cURL**

\`\`\`bash
curl -X POST https://api.example.com/v1/pets
\`\`\`
`);
  });

  it('takes the title from the options', () => {
    expect(apiPageMarkdown(operation(), { title: 'New\npet' })).toBe('# New pet\n\n`POST /pets`\n');
  });

  it('writes a schema page', () => {
    const model: SchemaPageModel = {
      kind: 'schema',
      name: 'Pet',
      spec: 'openapi.yaml',
      title: 'Pet',
      description: rich('A pet.'),
      schema: {
        type: 'object',
        description: rich('A pet.'),
        fields: [
          field('id', 'integer', { required: true }),
          field('tags', 'string[]', { nullable: true, example: '["a"]' }),
          field('parent', 'Pet', { circular: 'Pet', schemaName: 'Pet' }),
        ],
      },
      example: '{\n  "id": 1\n}',
    };
    expect(apiPageMarkdown(model, {})).toBe(`# Pet

A pet.

- \`id\` (integer, required)
- \`tags\` (string[], nullable, example: \`["a"]\`)
- \`parent\` (circular: Pet)

## Example

\`\`\`json
{
  "id": 1
}
\`\`\`
`);
  });

  it('writes a plain schema root with its type and facts', () => {
    const model: SchemaPageModel = {
      kind: 'schema',
      name: 'Size',
      spec: 'openapi.yaml',
      title: 'Size',
      schema: { type: 'enum<string>', fields: [], field: field('', 'enum<string>', { enum: ['"s"', '"m"'] }) },
    };
    expect(apiPageMarkdown(model)).toBe('# Size\n\nType: enum<string> (one of: `"s"`, `"m"`)\n');
  });

  it('nests children, {key}, variants and truncation two spaces a level', () => {
    const owner = field('owner', 'object', {
      children: [
        field('address', 'object', {
          children: [field('city', 'string')],
          additional: field('extra', 'integer'),
        }),
        field('meta', 'object', { additional: true }),
        field('pet', 'Cat | Dog', {
          variants: {
            kind: 'oneOf',
            discriminator: 'petType',
            options: [
              { title: 'Cat', type: 'object', description: rich('A cat.'), fields: [field('meows', 'boolean')] },
              { title: 'string', type: 'string', fields: [] },
              { title: 'Address', type: 'object', fields: [], truncated: { schema: 'address', fields: 6 } },
            ],
          },
        }),
        field('history', 'Event[]', { truncated: { schema: 'Event', fields: 4 } }),
        field('more', 'object', { truncated: { fields: 0 } }),
      ],
    });
    const root = { type: 'object', fields: [owner], variants: { kind: 'anyOf' as const, options: [] } };
    const model: SchemaPageModel = { kind: 'schema', name: 'O', spec: 's', title: 'O', schema: root };
    expect(apiPageMarkdown(model)).toBe(`# O

- \`owner\` (object)
  - \`address\` (object)
    - \`city\` (string)
    - \`{key}\` (integer)
  - \`meta\` (object)
    - \`{key}\` (any)
  - \`pet\` (Cat | Dog)
    - One of (discriminator: \`petType\`):
      - **Cat** (object) — A cat.
        - \`meows\` (boolean)
      - **string**
      - **Address** (object)
        - *6 nested fields not shown; see the \`address\` schema.*
  - \`history\` (Event[])
    - *4 nested fields not shown; see the \`Event\` schema.*
  - \`more\` (object)
    - *Nested fields not shown.*
- Any of:
`);
  });

  it('nests the options of an option that is a choice itself, and marks a circular option', () => {
    const source = field('source', 'object | string', {
      variants: {
        kind: 'anyOf',
        options: [
          {
            title: 'Polymorphic',
            type: 'object',
            fields: [field('kind', 'string')],
            variants: {
              kind: 'oneOf',
              discriminator: 'object',
              options: [
                { title: 'card', type: 'object', fields: [field('brand', 'string', { required: true })] },
                { title: 'bank_account', type: 'object', fields: [], truncated: { schema: 'bank_account', fields: 3 } },
              ],
            },
          },
          { title: 'Customer', type: 'Customer', fields: [], circular: 'Customer' },
          { title: 'Node[]', type: 'Node[]', fields: [], circular: 'Node' },
          { title: 'string', type: 'string', fields: [] },
        ],
      },
    });
    const model: SchemaPageModel = {
      kind: 'schema',
      name: 'C',
      spec: 's',
      title: 'C',
      schema: { type: 'object', fields: [source] },
    };
    expect(apiPageMarkdown(model)).toBe(`# C

- \`source\` (object | string)
  - Any of:
    - **Polymorphic** (object)
      - \`kind\` (string)
      - One of (discriminator: \`object\`):
        - **card** (object)
          - \`brand\` (string, required)
        - **bank_account** (object)
          - *3 nested fields not shown; see the \`bank_account\` schema.*
    - **Customer** (circular: Customer)
    - **Node[]** (circular: Node)
    - **string**
`);
  });

  it("lists the inner options' fields of a response that is a choice of choices, from the spec", () => {
    // Stripe's DELETE /v1/customers/{customer}/sources/{id}: anyOf [payment_source, deleted_payment_source].
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    const object = (...names: string[]) => ({
      type: 'object',
      properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
    });
    const document = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/sources/{id}': {
          delete: {
            summary: 'Delete a source',
            responses: {
              '200': {
                description: 'Deleted.',
                content: { 'application/json': { schema: { anyOf: [ref('payment_source'), ref('deleted_source')] } } },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          card: object('brand', 'last4'),
          bank_account: object('iban'),
          deleted_card: object('deleted'),
          payment_source: { anyOf: [ref('card'), ref('bank_account')] },
          deleted_source: { oneOf: [ref('deleted_card'), ref('deleted_source')] },
        },
      },
    };
    const spec = { file: 'openapi.json', document, version: '3.1.0' };
    const [operation] = listOperations(spec);
    const { model } = buildOperationModel(spec, operation!, { markdown: rich });
    const twin = apiPageMarkdown(model);
    // A circular option is typed by the schema it repeats, as a circular field is.
    expect(twin.slice(twin.indexOf('Type: '), twin.indexOf('**Example**'))).toBe(`Type: object | deleted_source

- Any of:
  - **payment_source** (object)
    - Any of:
      - **card** (object)
        - \`brand\` (string)
        - \`last4\` (string)
      - **bank_account** (object)
        - \`iban\` (string)
  - **deleted_source** (object | deleted_source)
    - One of:
      - **deleted_card** (object)
        - \`deleted\` (string)
      - **deleted_source** (circular: deleted_source)

`);
  });

  it('keeps multi-line descriptions inside their list item', () => {
    const parent = field('a', 'object', {
      description: rich('First line.\nSecond line.\n\n```json\n{"x": 1}\n```\n'),
      children: [field('b', 'string', { description: rich('- one\n- two') })],
    });
    const model = operation({ parameters: [{ location: 'query', fields: [parent] }] });
    expect(apiPageMarkdown(model)).toBe(`# Create a pet

\`POST /pets\`

## Query parameters

- \`a\` (object) — First line.
  Second line.

  \`\`\`json
  {"x": 1}
  \`\`\`
  - \`b\` (string)

    - one
    - two
`);
  });

  it('starts a list of its own after a description that ends with a `-` list, so it reads as no more of its items', () => {
    const urls = rich('Give several:\n- `/?project=1`\n- `/?project=-1`');
    const project = field('project', '(integer | string)[]', {
      description: urls,
      children: [field('inner', 'string')],
      variants: {
        kind: 'anyOf',
        options: [
          { title: 'integer', type: 'integer', fields: [] },
          { title: 'string', type: 'string', fields: [], description: rich('- a\n- b'), truncated: { fields: 2 } },
        ],
      },
    });
    const markdown = apiPageMarkdown(operation({ parameters: [{ location: 'query', fields: [project] }] }));
    expect(markdown).toContain(`- \`project\` ((integer | string)[]) — Give several:
  - \`/?project=1\`
  - \`/?project=-1\`
  * \`inner\` (string)
  * Any of:
    - **integer**
    - **string**

      - a
      - b
      * *2 nested fields not shown.*
`);
    // As a CommonMark reader sees it: the description's list holds its two URLs only.
    const item = (fromMarkdown(markdown).children.find((node) => node.type === 'list') as List).children[0]!;
    const lists = item.children.filter((node): node is List => node.type === 'list');
    expect(lists.map((list) => list.children.length)).toEqual([2, 2]);
    const schema: SchemaPageModel = {
      kind: 'schema',
      title: 'Project',
      name: 'Project',
      spec: 'openapi.yaml',
      description: urls,
      schema: { type: 'object', description: urls, fields: [field('id', 'string')] },
    };
    expect(apiPageMarkdown(schema)).toContain('- `/?project=-1`\n\n* `id` (string)\n');
  });

  it('keeps backticks in names and values from breaking inline code and fences', () => {
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('`x`')).toBe('`` `x` ``');
    expect(inlineCode('two\nlines')).toBe('`two lines`');
    expect(fencedBlock('```js\nx\n```', 'md')).toBe('````md\n```js\nx\n```\n````');
    const model = operation({
      parameters: [{ location: 'cookie', fields: [field('we`ird', 'string', { default: '"``"', enum: ['"`"'] })] }],
    });
    expect(apiPageMarkdown(model)).toContain(
      '## Cookies\n\n- ``we`ird`` (string, default: ```"``"```, one of: ``"`"``)\n',
    );
  });

  it('drops every kind of trailing white space of a fenced block, and only that', () => {
    const tail = ' \t\n\r\n\u00a0\u2028\u3000\ufeff';
    expect(fencedBlock(`{\n  "a": 1\n}${tail}`, 'json')).toBe('```json\n{\n  "a": 1\n}\n```');
    expect(fencedBlock(`x${tail}y ${tail}`, 'text')).toBe(`\`\`\`text\nx${tail.replace('\r\n', '\n')}y\n\`\`\``);
  });

  it('writes webhooks with their name, and callbacks below the body', () => {
    const callback = operation({
      method: 'POST',
      path: '{$request.body#/url}',
      title: 'Pet event',
      baseUrl: 'https://api.example.com',
      security: [{ title: 'None', schemes: [] }],
      responses: [{ status: '200', headers: [], contents: [] }],
    });
    const webhook = operation({
      kind: 'webhook',
      path: 'petAdopted',
      title: 'Pet adopted',
      baseUrl: 'https://api.example.com',
      security: [{ title: 'None', schemes: [] }],
      callbacks: [{ name: 'onEvent', expression: '{$request.body#/url}', operations: [callback] }],
    });
    expect(apiPageMarkdown(webhook)).toBe(`# Pet adopted

\`WEBHOOK petAdopted\`

## Authorizations

- None: the request may be sent without credentials.

## Callbacks

### onEvent

**Pet event**

\`POST {$request.body#/url}\`

#### Responses

##### 200
`);
  });

  it('is deterministic', () => {
    expect(apiPageMarkdown(PET)).toBe(apiPageMarkdown(structuredClone(PET)));
  });
});
