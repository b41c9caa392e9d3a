/**
 * The zod schema walker behind unknown-key warnings (schema-walk.ts), on small schemas of each kind it reads:
 * open values, records keyed by literals, unions where no branch parses, records beside objects.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DocsConfigSchema } from '../../../src/config/schema/docs-config.js';
import { findUnknownKeys, keyRules, matching, schemasAt } from '../../../src/config/schema-walk.js';

const base = { theme: 'mint', name: 'A', colors: { primary: '#000' }, navigation: { pages: ['index'] } };

describe('findUnknownKeys', () => {
  it('checks a union member against every branch when none parses', () => {
    const schema = z.object({
      link: z.union([
        z.object({ type: z.literal('a'), x: z.string() }),
        z.object({ type: z.literal('b'), y: z.string() }),
      ]),
    });
    expect(findUnknownKeys(schema, { link: { type: 'c', x: 1, z: 1 } })).toEqual([
      { path: ['link'], key: 'z', known: ['type', 'x', 'y'] },
    ]);
  });

  it('lets a record that parses take any key, even beside an object schema that also fits', () => {
    const schema = z.object({ meta: z.union([z.record(z.string(), z.string()), z.object({ a: z.string() })]) });
    expect(findUnknownKeys(schema, { meta: { a: 'x', b: 'y' } })).toEqual([]);
  });
});

describe('schemasAt and keyRules', () => {
  const schema = z.object({ meta: z.unknown(), name: z.string(), pair: z.record(z.literal(['x', 'y']), z.string()) });
  const value = { meta: { anything: 1 }, name: 'n', pair: { x: 'a', y: 'b' } };

  it('finds the open value under a key, which takes any key', () => {
    expect(keyRules(schemasAt(schema, value, ['meta']))).toEqual({ known: [], open: true, strict: false });
  });

  it('knows the keys of a record keyed by literals, which takes no others', () => {
    expect(keyRules(schemasAt(schema, value, ['pair']))).toEqual({ known: ['x', 'y'], open: false, strict: true });
  });

  it('matches container schemas only: a string value has no key rules', () => {
    expect(schemasAt(schema, value, ['name'])).toEqual([]);
    expect(matching([z.string()], 'n')).toEqual([]);
  });

  it('finds nothing under a path that leaves the schema', () => {
    expect(schemasAt(DocsConfigSchema, base, ['nope', 'deeper'])).toEqual([]);
    expect(keyRules([])).toEqual({ known: [], open: false, strict: false });
  });
});
