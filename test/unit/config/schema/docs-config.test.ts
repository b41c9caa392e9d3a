/**
 * The whole docs.json (schema/docs-config.ts, docs-json.md §1.1): a root that is not an object, and `variations`,
 * which only the willow theme takes.
 */
import { describe, expect, it } from 'vitest';
import { DocsConfigSchema } from '../../../../src/config/schema/docs-config.js';
import { MINIMAL, validateText, validateWith } from '../support/validate-text.js';

const variations = { options: [{ id: 'js', label: 'JavaScript' }] };

describe('DocsConfigSchema', () => {
  it.each([
    ['null', 'null', 'null'],
    ['a string', '"docs"', '"docs"'],
    ['a number', '42', 'the number 42'],
  ])('reports a root that is %s as one located error, without crashing', async (_what, text, received) => {
    const result = await validateText(text);
    expect(result.config).toBeUndefined();
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-type',
        message: `expected an object, received ${received}`,
        hint: 'docs.json holds one object, in braces: { "name": "My Docs", "theme": "mint", … }.',
        file: 'docs.json',
        line: 1,
        column: 1,
      },
    ]);
  });

  it('accepts variations with the willow theme', async () => {
    const result = await validateWith({ theme: 'willow', variations });
    expect(result.diagnostics).toEqual([]);
    expect(result.config).toMatchObject({ theme: 'willow', variations });
  });

  it('refuses variations with another theme, naming that theme, at variations', async () => {
    expect((await validateWith({ theme: 'maple', variations })).diagnostics).toEqual([
      {
        severity: 'error',
        rule: 'config-invalid-value',
        message: '`variations` is only available with the willow theme, and this site uses "maple"',
        hint: 'set "theme": "willow", or remove `variations`.',
        path: 'variations',
        file: 'docs.json',
        line: 12,
        column: 17,
      },
    ]);
  });

  it('accepts the minimal config as it is', () => {
    expect(DocsConfigSchema.parse(MINIMAL)).toEqual(MINIMAL);
  });
});
