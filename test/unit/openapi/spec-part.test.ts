import { describe, expect, it } from 'vitest';
import { listOperations } from '../../../src/openapi/operations.js';
import type { JsonObject } from '../../../src/openapi/spec-document.js';
import { PART_COMPONENTS_BUDGET, partJson, schemaPart, specPart } from '../../../src/openapi/spec-part.js';

const ok = { description: 'ok' };

/** The part of the one operation `METHOD path` of a document. */
function partOf(document: JsonObject, name: string, budget?: number) {
  const [method, path] = name.split(' ');
  const spec = { file: 'openapi.json', version: String(document.openapi), document };
  const operation = listOperations(spec).find((op) => op.method === method && op.path === path);
  if (!operation) throw new Error(`no ${method} ${path}`);
  return specPart(document, operation, budget);
}

/** The component names of a part, `kind/name`, in the part's order. */
function componentNames(part: JsonObject): string[] {
  const components = (part.components ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(components).flatMap(([kind, group]) => Object.keys(group).map((name) => `${kind}/${name}`));
}

function petStore(): JsonObject {
  return {
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1', description: 'A long description of the whole API.' },
    paths: {
      '/pets': {
        post: {
          parameters: [{ $ref: '#/components/parameters/Trace' }],
          requestBody: { $ref: '#/components/requestBodies/NewPet' },
          responses: {
            '201': { $ref: '#/components/responses/Created' },
            default: { $ref: '#/components/responses/Problem' },
          },
        },
        get: { responses: { '200': ok } },
      },
    },
    components: {
      schemas: {
        Error: { type: 'object', properties: { code: { type: 'integer' } } },
        Owner: { type: 'object', properties: { name: { type: 'string' } } },
        Pet: { type: 'object', properties: { owner: { $ref: '#/components/schemas/Owner' } } },
        Unrelated: { type: 'string' },
      },
      parameters: {
        Trace: { name: 'trace', in: 'header', schema: { type: 'string' } },
        Unused: { name: 'unused', in: 'query', schema: { type: 'string' } },
      },
      requestBodies: {
        NewPet: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
      },
      responses: {
        Created: {
          description: 'Created',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
        },
        Problem: {
          description: 'Problem',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
}

describe('specPart', () => {
  it("holds the components the operation's references need, transitively, under the spec's names and order", () => {
    const { document, leftOut } = partOf(petStore(), 'POST /pets');
    expect(componentNames(document)).toEqual([
      'schemas/Error',
      'schemas/Owner',
      'schemas/Pet',
      'parameters/Trace',
      'requestBodies/NewPet',
      'responses/Created',
      'responses/Problem',
    ]);
    expect(leftOut).toEqual([]);
    // References stay references.
    expect((document.components as JsonObject).schemas).toMatchObject({
      Pet: { properties: { owner: { $ref: '#/components/schemas/Owner' } } },
    });
    // One operation: its path item's other operations stay out.
    expect(Object.keys((document.paths as Record<string, JsonObject>)['/pets']!)).toEqual(['post']);
    expect(Object.keys(document)).toEqual(['openapi', 'info', 'paths', 'components']);
    expect(document.info).toEqual({ title: 'Pets', version: '1' });
  });

  it('holds nothing of the components for an operation without references', () => {
    const { document, leftOut } = partOf(petStore(), 'GET /pets');
    expect(document.components).toBeUndefined();
    expect(leftOut).toEqual([]);
  });

  it("brings the security schemes of the operation's own requirements, else of the document's, and those only", () => {
    const spec = petStore();
    spec.security = [{ key: [] }];
    spec.components = {
      ...(spec.components as JsonObject),
      securitySchemes: {
        oauth: { type: 'oauth2', flows: { implicit: { authorizationUrl: 'https://a.test', scopes: {} } } },
        key: { type: 'apiKey', in: 'header', name: 'X-Key' },
        basic: { type: 'http', scheme: 'basic' },
      },
    };
    const inherited = partOf(spec, 'GET /pets').document;
    expect(inherited.security).toEqual([{ key: [] }]);
    expect(componentNames(inherited)).toEqual(['securitySchemes/key']);

    const paths = spec.paths as Record<string, Record<string, JsonObject>>;
    paths['/pets']!.get!.security = [{ oauth: ['read'] }, { basic: [], key: [] }];
    const own = partOf(spec, 'GET /pets').document;
    // The operation says which requirements apply: the document's default does not come.
    expect(own.security).toBeUndefined();
    expect(componentNames(own)).toEqual(['securitySchemes/oauth', 'securitySchemes/key', 'securitySchemes/basic']);

    paths['/pets']!.get!.security = [];
    expect(partOf(spec, 'GET /pets').document.components).toBeUndefined();
  });

  it('ends on a circular reference, each schema written once', () => {
    const spec = petStore();
    const schemas = (spec.components as Record<string, Record<string, JsonObject>>).schemas!;
    schemas.Owner = {
      type: 'object',
      properties: { pets: { type: 'array', items: { $ref: '#/components/schemas/Pet' } } },
    };
    schemas.Pet = { type: 'object', properties: { owner: { $ref: '#/components/schemas/Owner' } } };
    schemas.Node = { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } };
    schemas.Error = { $ref: '#/components/schemas/Node' };
    const { document, leftOut } = partOf(spec, 'POST /pets');
    expect(componentNames(document).filter((name) => name.startsWith('schemas/'))).toEqual([
      'schemas/Error',
      'schemas/Owner',
      'schemas/Pet',
      'schemas/Node',
    ]);
    expect(leftOut).toEqual([]);
    expect(partJson(document)).not.toContain('[circular]');
  });

  it('does not follow a `$ref` inside example values (data), but does follow a reference to an example', () => {
    const spec = petStore();
    const components = spec.components as Record<string, Record<string, JsonObject>>;
    components.schemas!.Pet = {
      type: 'object',
      example: { $ref: '#/components/schemas/Unrelated' },
      examples: [{ $ref: '#/components/parameters/Unused' }],
      properties: { owner: { type: 'object', default: { $ref: '#/components/schemas/Owner' } } },
    };
    components.examples = {
      Shown: { value: { $ref: '#/components/schemas/Error' } },
      Other: { value: 1 },
    };
    components.requestBodies!.NewPet = {
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Pet' },
          examples: { shown: { $ref: '#/components/examples/Shown' }, inline: { value: { $ref: '#/x' } } },
        },
      },
    };
    components.responses!.Problem = { description: 'Problem' };
    const { document, leftOut } = partOf(spec, 'POST /pets');
    expect(componentNames(document)).toEqual([
      'schemas/Pet',
      'parameters/Trace',
      'requestBodies/NewPet',
      'responses/Created',
      'responses/Problem',
      'examples/Shown',
    ]);
    expect(leftOut).toEqual([]);
  });

  it('finds components whose names a pointer escapes, and names them as a `$ref` does', () => {
    const spec = petStore();
    const schemas = (spec.components as Record<string, Record<string, JsonObject>>).schemas!;
    schemas['pets/v1~beta'] = { type: 'string', description: 'x'.repeat(3_000) };
    schemas['100%'] = { type: 'string' };
    schemas.Pet = {
      type: 'object',
      properties: { a: { $ref: '#/components/schemas/pets~1v1~0beta' }, b: { $ref: '#/components/schemas/100%' } },
    };
    const { document, leftOut } = partOf(spec, 'POST /pets');
    expect(componentNames(document)).toContain('schemas/pets/v1~beta');
    expect(componentNames(document)).toContain('schemas/100%');
    expect(leftOut).toEqual([]);
    // Past the budget, the note names the component by its pointer.
    expect(partOf(spec, 'POST /pets', 2_000).leftOut).toEqual([
      '#/components/schemas/pets~1v1~0beta',
      '#/components/schemas/100%',
    ]);
  });

  it('follows the schemas a discriminator maps to, by name or by reference', () => {
    const spec = petStore();
    const schemas = (spec.components as Record<string, Record<string, JsonObject>>).schemas!;
    schemas.Pet = {
      oneOf: [{ $ref: '#/components/schemas/Owner' }],
      discriminator: { propertyName: 'kind', mapping: { error: 'Error', other: '#/components/schemas/Unrelated' } },
    };
    const { document } = partOf(spec, 'POST /pets');
    expect(componentNames(document).filter((name) => name.startsWith('schemas/'))).toEqual([
      'schemas/Error',
      'schemas/Owner',
      'schemas/Pet',
      'schemas/Unrelated',
    ]);
  });

  it('stops at the first component past the budget: nearer ones come, it and the rest met are left out', () => {
    const spec = petStore();
    const schemas = (spec.components as Record<string, Record<string, JsonObject>>).schemas!;
    schemas.Owner = {
      type: 'object',
      description: 'x'.repeat(2_000),
      properties: { e: { $ref: '#/components/schemas/Error' } },
    };
    // The operation's own references (distance 1), Pet and Error (2) take about 1,100 characters; Owner (3) does not fit.
    const { document, leftOut } = partOf(spec, 'POST /pets', 1_500);
    expect(componentNames(document)).toEqual([
      'schemas/Error',
      'schemas/Pet',
      'parameters/Trace',
      'requestBodies/NewPet',
      'responses/Created',
      'responses/Problem',
    ]);
    expect(leftOut).toEqual(['#/components/schemas/Owner']);
    // The part keeps the reference: it does not resolve inside the part, and the sentence of the twin says so.
    expect(partJson(document)).toContain('"$ref": "#/components/schemas/Owner"');
    expect(partJson(document.components).length).toBeLessThan(1_500);
    // Without the budget, Owner comes (and nothing is left out).
    expect(partOf(spec, 'POST /pets').leftOut).toEqual([]);
  });

  it('keeps parts of small and medium specs whole under the default budget', () => {
    const spec = petStore();
    const schemas = (spec.components as Record<string, Record<string, JsonObject>>).schemas!;
    // Twenty schemas of a kilobyte each, chained: more than a medium spec's largest closure (15 KB).
    for (let i = 0; i < 20; i++)
      schemas[`Level${i}`] = {
        type: 'object',
        description: 'd'.repeat(1_000),
        properties: { next: { $ref: `#/components/schemas/Level${i + 1}` } },
      };
    schemas.Owner = { $ref: '#/components/schemas/Level0' };
    const { document, leftOut } = partOf(spec, 'POST /pets');
    expect(leftOut).toEqual([]);
    expect(componentNames(document)).toContain('schemas/Level19');
    expect(PART_COMPONENTS_BUDGET).toBeGreaterThan(partJson(document.components).length);
  });

  it('reads a reference into another operation as a place the part leaves out, one into its own as held', () => {
    const spec = petStore();
    const paths = spec.paths as Record<string, Record<string, JsonObject>>;
    paths['/pets']!.get = {
      responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'string' } } } } },
    };
    paths['/pets']!.post = {
      responses: {
        '201': { $ref: '#/paths/~1pets/get/responses/200' },
        '400': { description: 'bad', content: { 'text/plain': { schema: { type: 'string' } } } },
        '409': { $ref: '#/paths/~1pets/post/responses/400' },
        '410': { $ref: '#/paths/~1nowhere' },
      },
    };
    // A reference to nothing is the spec's mistake, not something the part leaves out.
    expect(partOf(spec, 'POST /pets').leftOut).toEqual(['#/paths/~1pets/get/responses/200']);
  });
});

describe('schemaPart', () => {
  it('holds the schema under its own name and the schemas it needs, with the document head', () => {
    const part = schemaPart(petStore(), 'Pet');
    expect(part?.leftOut).toEqual([]);
    expect(Object.keys(part?.document ?? {})).toEqual(['openapi', 'info', 'components']);
    expect(part?.document.info).toEqual({ title: 'Pets', version: '1' });
    expect(componentNames(part?.document ?? {})).toEqual(['schemas/Owner', 'schemas/Pet']);
  });

  it('keeps the schema itself whatever the budget, and names what the budget leaves out', () => {
    const part = schemaPart(petStore(), 'Pet', 1);
    expect(componentNames(part?.document ?? {})).toEqual(['schemas/Pet']);
    expect(part?.leftOut).toEqual(['#/components/schemas/Owner']);
  });

  it('has no part for a schema the document does not have', () => {
    expect(schemaPart(petStore(), 'Nope')).toBeUndefined();
    expect(schemaPart(petStore(), 'toString')).toBeUndefined();
  });
});
