import { describe, expect, it } from 'vitest';
import { checkRefCycles } from '../../../src/openapi/ref-cycles.js';
import type { OpenApiSpec } from '../../../src/openapi/spec-document.js';
import { validateOpenApi } from '../../../src/openapi/validate-openapi.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function document(schemas: Record<string, unknown>, paths: Record<string, unknown> = {}) {
  const get = { responses: { '200': { description: 'ok', content: { 'application/json': { schema: ref('A') } } } } };
  return {
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    paths: { '/x': { get }, ...paths },
    components: { schemas },
  };
}

describe('checkRefCycles', () => {
  it('reports each cycle of $refs once, at its first member, naming the chain', () => {
    const problems = checkRefCycles(document({ A: ref('B'), B: ref('C'), C: ref('A'), D: ref('D') }));
    expect(problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/components/schemas/A: the `$ref`s of `#/components/schemas/A`, `#/components/schemas/B`, `#/components/schemas/C` lead only to one another (A → B → C → A): they never reach what they stand for, so nothing that refers to them can be read',
      '/components/schemas/D: `#/components/schemas/D` is a `$ref` to itself: it never reaches what it stands for, so nothing that refers to it can be read',
    ]);
  });

  it('leaves cycles through schemas alone (a tree of nodes), and chains that end', () => {
    const node = { type: 'object', properties: { children: { type: 'array', items: ref('Node') } } };
    expect(checkRefCycles(document({ A: ref('B'), B: ref('Node'), Node: node }))).toEqual([]);
  });

  it('finds path items that refer only to each other', () => {
    const doc = document({ A: { type: 'string' } }, { '/a': { $ref: '#/paths/~1b' }, '/b': { $ref: '#/paths/~1a' } });
    expect(checkRefCycles(doc).map((p) => p.message)).toEqual([
      expect.stringContaining('lead only to one another (/b → /a → /b)'),
    ]);
  });
});

describe('validateOpenApi on a $ref cycle', () => {
  it('says the cycle, not that the validator ran out of stack', async () => {
    const doc = document({ A: ref('B'), B: ref('C'), C: ref('A') });
    const spec: OpenApiSpec = { file: 'openapi.json', document: doc, version: '3.0.3' };
    const messages = (await validateOpenApi({ spec, text: JSON.stringify(doc, null, 2) })).map((d) => d.message);
    expect(messages).toEqual([expect.stringContaining('lead only to one another (A → B → C → A)')]);
  });
});
