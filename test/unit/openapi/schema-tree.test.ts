import { describe, expect, it } from 'vitest';
import type { SchemaField, SchemaRoot, SchemaVariant } from '../../../src/openapi/page-model.js';
import { expandSchema } from '../../../src/openapi/expand-schema.js';
import { uniqueAnchor } from '../../../src/openapi/field-anchors.js';
import { fragmentHrefs, OVER_BUDGET } from '../../../src/openapi/field-budget.js';
import { buildField, objectFields, schemaRoot } from '../../../src/openapi/schema-tree.js';
import type { SchemaTreeContext } from '../../../src/openapi/schema-tree-context.js';
import type { JsonObject } from '../../../src/openapi/spec-document.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const SCHEMAS: JsonObject = {
  Base: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer', format: 'int64', readOnly: true }, created: { type: 'string' } },
  },
  User: {
    allOf: [
      ref('Base'),
      {
        type: 'object',
        required: ['email'],
        properties: {
          email: { type: 'string', format: 'email', description: 'Where we write.' },
          password: { type: 'string', writeOnly: true, minLength: 8 },
        },
      },
    ],
  },
  Node: {
    type: 'object',
    properties: {
      value: { type: 'string' },
      children: { type: 'array', items: ref('Node') },
      parent: ref('Node'),
    },
  },
  A: { type: 'object', properties: { name: { type: 'string' }, b: ref('B') } },
  B: { type: 'object', properties: { label: { type: 'string' }, a: ref('A') } },
  Cat: {
    title: 'Kitty',
    type: 'object',
    required: ['petType'],
    properties: { petType: { type: 'string' }, meows: { type: 'boolean' } },
  },
  Dog: { type: 'object', properties: { petType: { type: 'string' }, barks: { type: 'boolean' } } },
  Lizard: { type: 'object', properties: { petType: { type: 'string' }, scales: { type: 'integer' } } },
  Pet: {
    oneOf: [ref('Cat'), ref('Dog'), ref('Lizard')],
    discriminator: { propertyName: 'petType', mapping: { lizard: '#/components/schemas/Lizard' } },
  },
  Address: {
    type: 'object',
    properties: { city: { type: 'string' }, geo: { type: 'object', properties: { lat: { type: 'number' } } } },
  },
};

const DOCUMENT: JsonObject = { openapi: '3.1.0', info: { title: 't', version: '1' }, components: { schemas: SCHEMAS } };

function context(
  direction: SchemaTreeContext['direction'] = 'none',
  fields = 1000,
  document = DOCUMENT,
): SchemaTreeContext {
  return {
    document,
    markdown: (t) => ({ markdown: t, html: `<p>${t}</p>` }),
    direction,
    anchors: new Set(),
    budget: { fields },
  };
}

function names(fields: readonly SchemaField[] | undefined): string[] {
  return (fields ?? []).map((f) => f.name);
}

function field(fields: readonly SchemaField[] | undefined, name: string): SchemaField {
  const found = (fields ?? []).find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name} among ${names(fields).join(', ')}`);
  return found;
}

/** A field built at the top of a page (no parent). */
function top(ctx: SchemaTreeContext, name: string, raw: unknown): SchemaField {
  return buildField(ctx, { name, raw, required: false, prefix: '', stack: [], depth: 0 });
}

describe('allOf', () => {
  it('merges properties (in order) and the union of required lists', () => {
    const root = schemaRoot(context(), ref('User'), '');
    expect(root.type).toBe('object');
    expect(names(root.fields)).toEqual(['id', 'created', 'email', 'password']);
    expect(root.fields.filter((f) => f.required).map((f) => f.name)).toEqual(['id', 'email']);
    expect(field(root.fields, 'email').description).toEqual({
      markdown: 'Where we write.',
      html: '<p>Where we write.</p>',
    });
  });

  it('merges nested allOf parts and lets the own keys win', () => {
    const ctx = context();
    const { schema } = expandSchema(
      ctx,
      {
        description: 'own',
        allOf: [
          {
            description: 'first',
            allOf: [ref('Base'), { properties: { deep: { type: 'string' } }, required: ['deep'] }],
          },
          { properties: { created: { type: 'integer' } } },
        ],
      },
      [],
    );
    expect(schema.description).toBe('own');
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties as JsonObject)).toEqual(['id', 'created', 'deep']);
    // The later part's `created` replaces Base's.
    expect((schema.properties as JsonObject).created).toEqual({ type: 'integer' });
    expect(schema.required).toEqual(['id', 'deep']);
  });
});

describe('allOf: one property written in two parts', () => {
  it("keeps the earlier part's keys and lets the later part's win", () => {
    const ctx = context();
    const { schema } = expandSchema(
      ctx,
      {
        allOf: [
          { properties: { type: { type: 'string', description: 'Kind' } } },
          { properties: { type: { const: 'email' } } },
        ],
      },
      [],
    );
    expect((schema.properties as JsonObject).type).toEqual({ type: 'string', description: 'Kind', const: 'email' });
  });
});

describe('oneOf / anyOf variants', () => {
  it('titles variants by title, discriminator mapping value, then schema name, and names the discriminator', () => {
    const root = schemaRoot(context(), ref('Pet'), '');
    expect(root.variants?.kind).toBe('oneOf');
    expect(root.variants?.discriminator).toBe('petType');
    expect(root.variants?.options.map((o) => o.title)).toEqual(['Kitty', 'Dog', 'lizard']);
    expect(root.variants?.options.map((o) => o.type)).toEqual(['object', 'object', 'object']);
    expect(names(root.variants?.options[0]?.fields)).toEqual(['petType', 'meows']);
    expect(root.variants?.options[0]?.fields[0]?.required).toBe(true);
    expect(names(root.variants?.options[2]?.fields)).toEqual(['petType', 'scales']);
    expect(root.type).toBe('object');
  });

  it('takes a discriminator mapping value written as a bare schema name', () => {
    // OpenAPI: mapping values are "schema names or references"; `Dog` names #/components/schemas/Dog.
    const ctx = context();
    const f = top(ctx, 'pet', {
      oneOf: [ref('Dog'), ref('Lizard')],
      discriminator: { propertyName: 'petType', mapping: { doggo: 'Dog' } },
    });
    expect(f.variants?.options.map((o) => o.title)).toEqual(['doggo', 'Lizard']);
  });

  it('titles inline variants by primitive type, else `Option N`', () => {
    const ctx = context();
    const f = top(ctx, 'value', {
      anyOf: [
        { type: 'string' },
        { type: 'integer', format: 'int32' },
        { type: 'object', properties: { a: { type: 'string' } } },
        { properties: { b: { type: 'string' } } },
        { title: 'Named', type: 'object' },
      ],
    });
    expect(f.variants?.kind).toBe('anyOf');
    expect(f.variants?.discriminator).toBeUndefined();
    expect(f.variants?.options.map((o) => o.title)).toEqual([
      'string',
      'integer<int32>',
      'Option 3',
      'Option 4',
      'Named',
    ]);
    // A field whose type comes only from its variants lists their (distinct) types.
    expect(f.type).toBe('string | integer<int32> | object');
    expect(names(f.variants?.options[2]?.fields)).toEqual(['a']);
    expect(f.variants?.options[2]?.fields[0]?.anchor).toBe('value.a');
    expect(f.variants?.options[3]?.fields[0]?.anchor).toBe('value.b');
  });

  it('titles and types an array variant by its items', () => {
    const f = top(context(), 'ids', { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] });
    expect(f.variants?.options.map((o) => [o.title, o.type])).toEqual([
      ['string', 'string'],
      ['string[]', 'string[]'],
    ]);
    expect(f.type).toBe('string | string[]');
  });

  it('names allOf-derived variants by their own schema, not by a title inherited from the base', () => {
    // The usual polymorphism pattern: Cat and Dog extend Pet (which has a title) with allOf.
    const document = {
      components: {
        schemas: {
          Pet: { title: 'Pet', type: 'object', properties: { petType: { type: 'string' } } },
          Cat: { allOf: [ref('Pet'), { properties: { meow: { type: 'boolean' } } }] },
          Dog: { allOf: [ref('Pet'), { properties: { bark: { type: 'boolean' } } }] },
        },
      },
    };
    const f = top(context('none', 1000, document), 'pet', { oneOf: [ref('Cat'), ref('Dog')] });
    expect(f.variants?.options.map((o) => o.title)).toEqual(['Cat', 'Dog']);
    expect(names(f.variants?.options[0]?.fields)).toEqual(['petType', 'meow']);
  });

  it('reads a choice of single values (oneOf of const, Discord enums) as an enum of its type, the names listed', () => {
    const ctx = context();
    const kind = top(ctx, 'kind', {
      type: 'integer',
      description: 'The component type.',
      oneOf: [
        { title: 'ACTION_ROW', const: 1, description: 'Container for other components' },
        { title: 'BUTTON', const: 2 },
        { title: 'SELECT', const: 3 },
      ],
    });
    expect(kind.variants).toBeUndefined();
    expect(kind.type).toBe('enum<integer>');
    expect(kind.enum).toEqual(['1', '2', '3']);
    expect(kind.description?.markdown).toBe(
      'The component type.\n\n- `1`: ACTION_ROW — Container for other components\n- `2`: BUTTON\n- `3`: SELECT',
    );
    // A sibling enum keeps the values it allows; the type comes from the values when the schema has none.
    const only = top(ctx, 'only', { enum: ['b'], oneOf: [{ const: 'a' }, { const: 'b' }] });
    expect([only.type, only.enum]).toEqual(['enum<string>', ['"b"']]);
    // A branch with fields of its own is a real choice.
    expect(top(ctx, 'mixed', { oneOf: [{ const: 1 }, { type: 'object', properties: {} }] }).variants).toBeDefined();
  });

  it('does not make a schema nullable through its allOf base when it has a type of its own (3.0 nullable)', () => {
    const document = {
      components: {
        schemas: {
          Base: { type: 'object', nullable: true, properties: { id: { type: 'string' } } },
          Full: { type: 'object', allOf: [ref('Base')], properties: { name: { type: 'string' } } },
          Loose: { allOf: [ref('Base')], properties: { name: { type: 'string' } } },
        },
      },
    };
    const ctx = context('none', 1000, document);
    expect(top(ctx, 'full', ref('Full')).nullable).toBeFalsy();
    expect(top(ctx, 'base', ref('Base')).nullable).toBe(true);
    // Every part with a type allows null: so does the whole.
    expect(top(ctx, 'loose', ref('Loose')).nullable).toBe(true);
    // Said by the schema itself, whatever its parts.
    expect(
      top(ctx, 'maybe', { allOf: [ref('Full')], properties: { x: { type: 'string' } }, nullable: true }).nullable,
    ).toBe(true);
  });

  it('reads a choice of one schema or null (3.1 optional fields: anyOf [X, {type: null}]) as that schema, nullable', () => {
    const ctx = context();
    const f = top(ctx, 'nick', { anyOf: [{ type: 'string', minLength: 2 }, { type: 'null' }] });
    expect(f.variants).toBeUndefined();
    expect(f.nullable).toBe(true);
    expect(f.type).toBe('string | null');
    expect(f.constraints).toEqual(['length >= 2']);
    // A reference in a choice of one (Stripe's `anyOf: [{$ref: Address}]` with `nullable`) is named by it.
    const address = top(ctx, 'address', { anyOf: [ref('Address')], nullable: true, description: 'Where.' });
    expect(address.variants).toBeUndefined();
    expect([address.schemaName, address.nullable, address.description?.markdown]).toEqual(['Address', true, 'Where.']);
    expect(names(address.children)).toEqual(['city', 'geo']);
  });

  it('gives a plain option its allowed values and constraints (Stripe\'s `""` to clear a field)', () => {
    const f = top(context(), 'value', {
      oneOf: [
        { type: 'string', enum: ['alpha', 'beta'], title: 'Word' },
        { type: 'integer', minimum: 5, title: 'Num' },
      ],
    });
    expect(f.variants?.options.map((o) => [o.title, o.facts])).toEqual([
      ['Word', { constraints: [], enum: ['"alpha"', '"beta"'] }],
      ['Num', { constraints: ['>= 5'] }],
    ]);
    const unset = top(context(), 'tax', { anyOf: [ref('Address'), { type: 'string', enum: [''] }] });
    expect(unset.variants?.options[1]?.facts?.enum).toEqual(['""']);
    expect(unset.variants?.options[0]?.facts).toBeUndefined();
  });

  it('lists the item variants of an array of oneOf', () => {
    const ctx = context();
    const f = top(ctx, 'pets', { type: 'array', items: { oneOf: [ref('Cat'), ref('Dog')] } });
    expect(f.type).toBe('object[]');
    expect(f.variants?.options.map((o) => o.title)).toEqual(['Kitty', 'Dog']);
  });
});

describe('options that are themselves oneOf/anyOf', () => {
  /** The shared schemas, and choices made of choices. */
  const NESTED: JsonObject = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    components: {
      schemas: {
        ...SCHEMAS,
        // Stripe's payment_source: a schema that is only a choice, offered as one option of another choice.
        Source: { title: 'Polymorphic', anyOf: [ref('Cat'), ref('Dog')] },
        Tree: { anyOf: [{ type: 'string' }, { oneOf: [ref('Tree'), { type: 'integer' }] }] },
        Left: { oneOf: [ref('Right'), { type: 'string' }] },
        Right: { oneOf: [ref('Left'), { type: 'integer' }] },
        Chain: { oneOf: [{ type: 'array', items: ref('Chain') }, { type: 'string' }] },
        Choice: { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'string' }] },
      },
    },
  };
  const nested = (fields = 1000) => context('none', fields, NESTED);

  it('lists the inner options, with their fields, of a oneOf inside an anyOf', () => {
    const f = top(nested(), 'value', { anyOf: [{ oneOf: [ref('Cat'), ref('Dog')] }, { type: 'string' }] });
    const [inner, text] = f.variants?.options ?? [];
    expect([inner?.title, inner?.type]).toEqual(['Option 1', 'object']);
    expect(inner?.fields).toEqual([]);
    expect(inner?.variants?.kind).toBe('oneOf');
    expect(inner?.variants?.options.map((o) => o.title)).toEqual(['Kitty', 'Dog']);
    expect(names(inner?.variants?.options[0]?.fields)).toEqual(['petType', 'meows']);
    expect(inner?.variants?.options[1]?.fields.map((x) => x.anchor)).toEqual(['value.petType-1', 'value.barks']);
    expect(text?.title).toBe('string');
    expect(f.type).toBe('object | string');
  });

  it('types a choice of choices with each member once', () => {
    const pair = { oneOf: [{ type: 'string' }, { type: 'integer' }] };
    const f = top(nested(), 'value', { anyOf: [pair, { type: 'string' }, { type: 'array', items: pair }] });
    expect(f.variants?.options.map((o) => o.type)).toEqual(['string | integer', 'string', '(string | integer)[]']);
    expect(f.type).toBe('string | integer | (string | integer)[]');
  });

  it('lists the options of a $ref option that is only a oneOf, titled by its schema, with its discriminator', () => {
    const f = top(nested(), 'pet', { anyOf: [ref('Pet'), { type: 'null' }] });
    // A choice of Pet or null is Pet, nullable: Pet's own options, with its discriminator.
    expect([f.schemaName, f.nullable]).toEqual(['Pet', true]);
    expect(f.variants?.discriminator).toBe('petType');
    expect(f.variants?.options.map((o) => o.title)).toEqual(['Kitty', 'Dog', 'lizard']);
    expect(names(f.variants?.options[2]?.fields)).toEqual(['petType', 'scales']);
    expect(f.type).toBe('object | null');
    // A schema root that is a choice of such schemas (a Stripe DELETE response).
    const root = schemaRoot(nested(), { anyOf: [ref('Source'), ref('Pet')] }, '');
    expect(root.type).toBe('object');
    expect(root.variants?.options.map((o) => [o.title, o.variants?.options.length])).toEqual([
      ['Polymorphic', 2],
      ['Pet', 3],
    ]);
  });

  it('lists the fields and the inner options of an option whose allOf merges in a oneOf', () => {
    const option = { allOf: [{ properties: { kind: { type: 'string' } } }, { oneOf: [ref('Cat'), ref('Dog')] }] };
    const f = top(nested(), 'value', { anyOf: [option, { type: 'string' }] });
    const merged = f.variants?.options[0];
    expect(names(merged?.fields)).toEqual(['kind']);
    expect(merged?.variants?.options.map((o) => o.title)).toEqual(['Kitty', 'Dog']);
  });

  it('lists the item options of an array option whose items are a oneOf', () => {
    const f = top(nested(), 'value', {
      anyOf: [{ type: 'array', items: { oneOf: [ref('Cat'), { type: 'integer' }] } }, ref('Dog')],
    });
    const list = f.variants?.options[0];
    expect([list?.title, list?.type]).toEqual(['(object | integer)[]', '(object | integer)[]']);
    expect(list?.variants?.options.map((o) => o.title)).toEqual(['Kitty', 'integer']);
    expect(names(list?.variants?.options[0]?.fields)).toEqual(['petType', 'meows']);
  });

  it('ends a nested option that repeats a schema above it with the circular marker', () => {
    const tree = schemaRoot(nested(), ref('Tree'), '');
    const inner = tree.variants?.options[1];
    expect(inner?.variants?.options.map((o) => [o.title, o.type, o.circular])).toEqual([
      ['Tree', 'Tree', 'Tree'],
      ['integer', 'integer', undefined],
    ]);
    // Two schemas that offer each other: Left → Right → Left stops at Left.
    const left = schemaRoot(nested(), ref('Left'), '');
    const right = left.variants?.options[0];
    expect(right?.title).toBe('Right');
    expect(right?.variants?.options[0]).toMatchObject({ title: 'Left', circular: 'Left', fields: [] });
    expect(right?.variants?.options[0]?.variants).toBeUndefined();
    // An array option of the schema above.
    const chain = schemaRoot(nested(), ref('Chain'), '');
    expect(chain.variants?.options[0]).toMatchObject({ type: 'Chain[]', circular: 'Chain', fields: [] });
  });

  it('leaves inner options out past the budget and the reference depth, with their fragments', () => {
    const hrefs = (ctx: SchemaTreeContext) => {
      ctx.fragmentHref = (at) => `/f${at.slice(1)}`;
      return ctx;
    };
    // Past the budget (a root lists its options whatever the budget): the $ref option that is a choice loads from
    // its schema's fragment, typed by its options.
    const spent = schemaRoot(hrefs(nested(1)), { anyOf: [ref('Source'), { type: 'string' }] }, 'source');
    expect(spent.variants?.options[0]).toEqual({
      title: 'Polymorphic',
      type: 'object',
      fields: [],
      truncated: { fields: 0, anchor: 'source', schema: 'Source', href: '/f/components/schemas/Source' },
    });
    // An inline option left out loads from the fragment of its place.
    const inline = schemaRoot(hrefs(nested(1)), ref('Choice'), 'choice');
    expect(inline.variants?.options[0]?.truncated).toEqual({
      fields: 1,
      anchor: 'choice',
      href: '/f/components/schemas/Choice/anyOf/0',
    });
    // Past the reference depth: the inner options are listed, their own schemas left out.
    const shallow = hrefs(nested());
    shallow.maxRefDepth = 0;
    const deep = top(shallow, 'source', { anyOf: [ref('Source'), { type: 'string' }] });
    const inner = deep.variants?.options[0]?.variants?.options ?? [];
    expect(inner.map((o) => [o.title, o.fields.length, o.truncated?.href])).toEqual([
      ['Kitty', 0, '/f/components/schemas/Cat'],
      ['Dog', 0, '/f/components/schemas/Dog'],
    ]);
    expect(fragmentHrefs([{ fields: [deep] }])).toEqual(['/f/components/schemas/Cat', '/f/components/schemas/Dog']);
  });

  it('stops nesting options at the depth fields stop at', () => {
    let raw: JsonObject = { type: 'object', properties: { leaf: { type: 'string' } } };
    for (let i = 0; i < 20; i++) raw = { oneOf: [raw, { type: 'string' }] };
    let variants = top(nested(), 'deep', raw).variants;
    let levels = 0;
    let last: SchemaVariant | undefined;
    for (; variants; levels++) {
      last = variants.options[0];
      variants = last?.variants;
    }
    expect(levels).toBe(13);
    // Its type comes from its options one level down (the next level is a choice again: `any`).
    expect(last).toMatchObject({ type: 'any | string', fields: [], truncated: { fields: 0, anchor: 'deep' } });
  });
});

describe('cycles', () => {
  it('marks a self-referencing schema circular and does not expand it again', () => {
    const root = schemaRoot(context(), ref('Node'), '');
    expect(names(root.fields)).toEqual(['value', 'children', 'parent']);
    const children = field(root.fields, 'children');
    expect(children.type).toBe('Node[]');
    expect(children.circular).toBe('Node');
    expect(children.children).toBeUndefined();
    const parent = field(root.fields, 'parent');
    expect(parent.type).toBe('Node');
    expect(parent.circular).toBe('Node');
    expect(parent.children).toBeUndefined();
  });

  it('marks a reference back up the tree wrapped in allOf (to add a description) circular, not any', () => {
    const category = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        parent: { description: 'The parent category.', allOf: [ref('Category')] },
      },
    };
    const document = { ...DOCUMENT, components: { schemas: { Category: category } } };
    const root = schemaRoot(context('none', 1000, document), ref('Category'), '');
    const parent = field(root.fields, 'parent');
    expect(parent.circular).toBe('Category');
    expect(parent.type).not.toBe('any');
    expect(parent.description?.markdown).toBe('The parent category.');
  });

  it('stops a two-schema cycle at the schema seen above', () => {
    const root = schemaRoot(context(), ref('A'), '');
    const b = field(root.fields, 'b');
    expect(b.schemaName).toBe('B');
    expect(b.circular).toBeUndefined();
    expect(names(b.children)).toEqual(['label', 'a']);
    const a = field(b.children, 'a');
    expect(a.circular).toBe('A');
    expect(a.type).toBe('A');
    expect(a.children).toBeUndefined();
  });

  it('ends a schema that is only a reference to itself', () => {
    const document = { components: { schemas: { Loop: ref('Loop') } } };
    const expanded = expandSchema(context('none', 1000, document), ref('Loop'), []);
    expect(expanded.schema).toEqual({});
    expect(top(context('none', 1000, document), 'loop', ref('Loop')).type).toBe('any');
  });
});

describe('read-only and write-only fields', () => {
  it('hides readOnly fields in requests', () => {
    const root = schemaRoot(context('request'), ref('User'), '');
    expect(names(root.fields)).toEqual(['created', 'email', 'password']);
    expect(field(root.fields, 'password').writeOnly).toBe(true);
  });

  it('hides writeOnly fields in responses', () => {
    const root = schemaRoot(context('response'), ref('User'), 'response');
    expect(names(root.fields)).toEqual(['id', 'created', 'email']);
    expect(field(root.fields, 'id').readOnly).toBe(true);
  });

  it('shows both without a direction', () => {
    expect(names(schemaRoot(context('none'), ref('User'), '').fields)).toEqual(['id', 'created', 'email', 'password']);
  });

  it('reads readOnly through a reference', () => {
    const document = {
      components: { schemas: { Stamp: { type: 'string', readOnly: true } } },
    };
    const ctx = context('request', 1000, document);
    const fields = objectFields(
      ctx,
      { properties: { at: ref('Stamp'), note: { type: 'string' } } },
      { prefix: '', stack: [], depth: 0 },
    );
    expect(names(fields)).toEqual(['note']);
  });
});

describe('nullable', () => {
  it('reads 3.0 nullable: true', () => {
    const f = top(context(), 'nick', { type: 'string', nullable: true });
    expect(f.nullable).toBe(true);
    expect(f.type).toBe('string | null');
  });

  it('reads 3.1 type arrays with null', () => {
    const ctx = context();
    const one = top(ctx, 'nick', { type: ['string', 'null'] });
    expect(one.nullable).toBe(true);
    expect(one.type).toBe('string | null');
    const two = top(ctx, 'mixed', { type: ['string', 'integer', 'null'] });
    expect(two.type).toBe('string | integer | null');
    const plain = top(ctx, 'plain', { type: 'string' });
    expect(plain.nullable).toBe(false);
    expect(plain.type).toBe('string');
  });
});

describe('display types', () => {
  const cases: [unknown, string][] = [
    [{ type: 'integer', format: 'int64' }, 'integer<int64>'],
    [{ type: 'string', format: 'date-time' }, 'string<date-time>'],
    [{ type: 'string', enum: ['a', 'b'] }, 'enum<string>'],
    [{ type: 'integer', enum: [1, 2] }, 'enum<integer>'],
    [{ enum: [1, 2] }, 'enum<number>'],
    [{ enum: [true, false] }, 'enum<boolean>'],
    [{ enum: ['a', 1] }, 'enum<string>'],
    [{ type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } }, 'object[]'],
    [{ type: 'array', items: ref('Address') }, 'object[]'],
    [{ type: 'array', items: { type: 'array', items: { type: 'integer' } } }, 'integer[][]'],
    [{ type: 'array', items: { type: ['string', 'null'] } }, '(string | null)[]'],
    [{ type: 'array' }, 'any[]'],
    [{ type: 'string', format: 'binary' }, 'file'],
    [{ type: 'array', items: { type: 'string', format: 'binary' } }, 'file[]'],
    [{ type: 'string', contentMediaType: 'image/png' }, 'file'],
    [{ type: 'string', contentMediaType: 'image/png', contentEncoding: 'base64' }, 'string'],
    [{ properties: { a: { type: 'string' } } }, 'object'],
    [{ type: 'object', format: 'weird' }, 'object'],
    [{}, 'any'],
  ];
  for (const [schema, type] of cases) {
    it(`${JSON.stringify(schema)} → ${type}`, () => {
      expect(top(context(), 'f', schema).type).toBe(type);
    });
  }
});

describe('field details', () => {
  it('writes constraints in words, in a fixed order', () => {
    const ctx = context();
    expect(top(ctx, 'n', { type: 'integer', minimum: 1, maximum: 100, multipleOf: 5 }).constraints).toEqual([
      '>= 1',
      '<= 100',
      'multiple of 5',
    ]);
    expect(
      top(ctx, 'x', { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 10, exclusiveMaximum: true })
        .constraints,
    ).toEqual(['> 0', '< 10']);
    expect(top(ctx, 'y', { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 }).constraints).toEqual([
      '> 0',
      '< 1',
    ]);
    expect(top(ctx, 's', { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z]+$' }).constraints).toEqual([
      'length 1–64',
      'pattern ^[a-z]+$',
    ]);
    expect(top(ctx, 'code', { type: 'string', minLength: 4, maxLength: 4 }).constraints).toEqual(['length 4']);
    expect(
      top(ctx, 'tags', { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true }).constraints,
    ).toEqual(['items >= 1', 'unique items']);
    expect(top(ctx, 'o', { type: 'object', maxProperties: 3 }).constraints).toEqual(['properties <= 3']);
    expect(top(ctx, 'b', { type: 'string', contentEncoding: 'base64' }).constraints).toEqual(['encoding base64']);
  });

  it('keeps defaults, examples and enum values as JSON text', () => {
    const ctx = context();
    const f = top(ctx, 'status', { type: 'string', enum: ['on', 'off'], default: 'on', example: 'off' });
    expect(f.default).toBe('"on"');
    expect(f.example).toBe('"off"');
    expect(f.enum).toEqual(['"on"', '"off"']);
    const g = top(ctx, 'n', { type: 'integer', const: 3, examples: [7, 8] });
    expect(g.enum).toEqual(['3']);
    expect(g.example).toBe('7');
    expect(top(ctx, 'd', { type: 'boolean', deprecated: true }).deprecated).toBe(true);
    // A list of allowed values lists the values its items may take.
    const colors = top(ctx, 'colors', { type: 'array', items: { type: 'string', enum: ['red', 'green'] } });
    expect(colors.type).toBe('enum<string>[]');
    expect(colors.enum).toEqual(['"red"', '"green"']);
  });

  it('lets keywords beside a $ref win over the target’s', () => {
    const f = top(context(), 'home', { $ref: '#/components/schemas/Address', description: 'Mine.' });
    expect(f.schemaName).toBe('Address');
    expect(f.description?.markdown).toBe('Mine.');
  });
});

describe('anchors', () => {
  it('joins nested names with dots, from the given prefix', () => {
    const ctx = context();
    const root = schemaRoot(ctx, { type: 'object', properties: { address: ref('Address') } }, 'response');
    const address = field(root.fields, 'address');
    expect(address.anchor).toBe('response.address');
    expect(field(address.children, 'city').anchor).toBe('response.address.city');
    const geo = field(address.children, 'geo');
    expect(geo.anchor).toBe('response.address.geo');
    expect(field(geo.children, 'lat').anchor).toBe('response.address.geo.lat');
  });

  it('names fields of a body without a prefix by their own path', () => {
    const root = schemaRoot(context(), { type: 'object', properties: { address: ref('Address') } }, '');
    expect(field(root.fields, 'address').anchor).toBe('address');
    expect(field(field(root.fields, 'address').children, 'city').anchor).toBe('address.city');
  });

  it('adds -1, -2 to anchors already taken on the page', () => {
    const ctx = context();
    const first = schemaRoot(ctx, ref('Address'), '');
    const second = schemaRoot(ctx, ref('Address'), '');
    const third = schemaRoot(ctx, ref('Address'), '');
    expect(first.fields.map((f) => f.anchor)).toEqual(['city', 'geo']);
    expect(second.fields.map((f) => f.anchor)).toEqual(['city-1', 'geo-1']);
    expect(third.fields.map((f) => f.anchor)).toEqual(['city-2', 'geo-2']);
    // Children follow their parent's (suffixed) anchor.
    expect(field(second.fields, 'geo').children?.[0]?.anchor).toBe('geo-1.lat');
  });

  it('uniqueAnchor turns whitespace into dashes and names an empty wish `field`', () => {
    const anchors = { anchors: new Set<string>() };
    expect(uniqueAnchor(anchors, 'a b\tc')).toBe('a-b-c');
    expect(uniqueAnchor(anchors, 'a b c')).toBe('a-b-c-1');
    expect(uniqueAnchor(anchors, '')).toBe('field');
    expect(uniqueAnchor(anchors, '')).toBe('field-1');
  });
});

describe('additionalProperties', () => {
  it('marks `true` and `{}` as any additional value', () => {
    const ctx = context();
    expect(top(ctx, 'meta', { type: 'object', additionalProperties: true }).additional).toBe(true);
    expect(top(ctx, 'meta2', { type: 'object', additionalProperties: {} }).additional).toBe(true);
    expect(top(ctx, 'meta3', { type: 'object', additionalProperties: false }).additional).toBeUndefined();
  });

  it('shows a schema as a `{key}` field under the parent', () => {
    const ctx = context();
    const f = top(ctx, 'labels', {
      type: 'object',
      properties: { fixed: { type: 'string' } },
      additionalProperties: { type: 'integer', minimum: 0 },
    });
    expect(f.type).toBe('object');
    expect(names(f.children)).toEqual(['fixed']);
    const extra = f.additional as SchemaField;
    expect(extra.name).toBe('{key}');
    expect(extra.anchor).toBe('labels.{key}');
    expect(extra.type).toBe('integer');
    expect(extra.constraints).toEqual(['>= 0']);
  });

  it('expands an object schema of additional values', () => {
    const f = top(context(), 'byCity', { type: 'object', additionalProperties: ref('Address') });
    const extra = f.additional as SchemaField;
    expect(extra.schemaName).toBe('Address');
    expect(names(extra.children)).toEqual(['city', 'geo']);
    expect(extra.children?.[0]?.anchor).toBe('byCity.{key}.city');
  });
});

describe('field budget', () => {
  it('truncates levels once the page budget is spent', () => {
    const ctx = context('none', 2);
    const root: SchemaRoot = schemaRoot(
      ctx,
      {
        type: 'object',
        properties: {
          home: ref('Address'),
          inline: { type: 'object', properties: { x: { type: 'string' }, y: { type: 'string' } } },
          plain: { type: 'string' },
        },
      },
      '',
    );
    expect(names(root.fields)).toEqual(['home', 'inline', 'plain']);
    const home = field(root.fields, 'home');
    expect(home.children).toBeUndefined();
    expect(home.truncated).toEqual({ fields: 2, schema: 'Address', anchor: 'home' });
    const inline = field(root.fields, 'inline');
    expect(inline.children).toBeUndefined();
    expect(inline.truncated).toEqual({ fields: 2, anchor: 'inline' });
    expect(field(root.fields, 'plain').truncated).toBeUndefined();
    expect(ctx.budget.fields).toBe(-2);
  });

  it('stops at the first field past a strict budget', () => {
    const ctx = context('none', 2);
    ctx.budget.strict = true;
    const raw = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } } };
    let thrown: unknown;
    try {
      schemaRoot(ctx, raw, '');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBe(OVER_BUDGET);
    // root, a, then b is the field past the budget: nothing after it is built.
    expect(ctx.budget.fields).toBe(-1);
    expect([...ctx.anchors]).toEqual(['a', 'b']);
  });

  it('a strict budget that is not exceeded builds the same tree as a lenient one', () => {
    const lenient = context('none', 5);
    const strict = context('none', 5);
    strict.budget.strict = true;
    const raw = { type: 'object', properties: { home: ref('Address') } };
    expect(schemaRoot(strict, raw, '')).toEqual(schemaRoot(lenient, raw, ''));
    expect(strict.budget.fields).toBe(0);
  });

  it('keeps expanding while the budget lasts', () => {
    const ctx = context('none', 1000);
    const root = schemaRoot(ctx, { type: 'object', properties: { home: ref('Address') } }, '');
    expect(field(root.fields, 'home').truncated).toBeUndefined();
    // root, home, city, geo, lat
    expect(ctx.budget.fields).toBe(995);
  });
});

describe('schemaRoot', () => {
  it('lists the item fields of an array root', () => {
    const root = schemaRoot(context(), { type: 'array', items: ref('Address'), description: 'All of them.' }, '');
    expect(root.type).toBe('object[]');
    expect(names(root.fields)).toEqual(['city', 'geo']);
    expect(root.description).toEqual({ markdown: 'All of them.', html: '<p>All of them.</p>' });
    expect(root.field).toBeUndefined();
  });

  it('keeps a plain root as a field', () => {
    const root = schemaRoot(context(), { type: 'string', enum: ['a'] }, '');
    expect(root.type).toBe('enum<string>');
    expect(root.fields).toEqual([]);
    expect(root.field?.enum).toEqual(['"a"']);
  });
});
