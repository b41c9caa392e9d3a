import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closest } from '../../../src/config/issue-text.js';
import { unknownKeyHint } from '../../../src/config/key-hints.js';
import { DocsConfigSchema } from '../../../src/config/schema/docs-config.js';
import { findUnknownKeys, keyRules, schemasAt } from '../../../src/config/schema-walk.js';

const base = { theme: 'mint', name: 'A', colors: { primary: '#000' }, navigation: { pages: ['index'] } };

describe('findUnknownKeys', () => {
  it('finds unknown keys at any depth, through unions and arrays', () => {
    const found = findUnknownKeys(DocsConfigSchema, {
      ...base,
      colour: 1,
      navbar: {
        links: [
          { label: 'x', href: '/x', hreff: 1 },
          { type: 'github', href: '/g', lable: 'g' },
        ],
      },
      logo: { light: '/l.svg', dark: '/d.svg', hre: '/' },
      api: { playground: { dispaly: 'simple' } },
    });
    expect(found.map((u) => [u.path.join('.'), u.key])).toEqual([
      ['', 'colour'],
      ['navbar.links.0', 'hreff'],
      ['navbar.links.1', 'lable'],
      ['logo', 'hre'],
      ['api.playground', 'dispaly'],
    ]);
  });

  it('leaves strict objects and open records to zod', () => {
    const found = findUnknownKeys(DocsConfigSchema, {
      ...base,
      colors: { primary: '#000', secondary: '#fff' },
      variables: { anything: 'goes' },
      seo: { metatags: { 'og:image': 'x' } },
    });
    expect(found).toEqual([]);
  });

  it('checks a union member against the branch zod picked', () => {
    const schema = z.object({
      link: z.union([
        z.object({ type: z.literal('a'), x: z.string() }),
        z.object({ type: z.literal('b'), y: z.string() }),
      ]),
    });
    expect(findUnknownKeys(schema, { link: { type: 'b', y: 'ok', x: 'stray' } })).toEqual([
      { path: ['link'], key: 'x', known: ['type', 'y'] },
    ]);
  });
});

describe('suggestions', () => {
  it('suggests a close key, not a far one', () => {
    expect(closest('colours', ['colors', 'name'])).toBe('colors');
    expect(closest('Navigation', ['navigation'])).toBe('navigation');
    expect(closest('xyz', ['colors', 'name'])).toBeUndefined();
  });

  it('explains mint.json keys at the top level and lists keys of small objects', () => {
    expect(unknownKeyHint('topbarCtaButton', [], ['navbar'])).toBe(
      '"topbarCtaButton" is a mint.json key; in docs.json use `navbar.primary`.',
    );
    expect(unknownKeyHint('foo', ['appearance'], ['default', 'strict'])).toBe('known keys here: default, strict.');
    expect(unknownKeyHint('stric', ['appearance'], ['default', 'strict'])).toBe('did you mean "strict"?');
  });

  it('knows the keys of a strict object at a path', () => {
    const candidates = schemasAt(DocsConfigSchema, { ...base, integrations: { segmnt: {} } }, ['integrations']);
    expect(keyRules(candidates)).toMatchObject({ strict: true, open: false });
    expect(keyRules(candidates).known).toContain('segment');
  });
});
