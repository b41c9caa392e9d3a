import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { docsJsonSchema, docsJsonSchemaText } from '../../../src/config/json-schema.js';

const committed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schema/docs.schema.json');

describe('docs.json JSON Schema', () => {
  // Regenerate with `node dist/src/config/write-json-schema.js` or `UPDATE_FIXTURES=1 npx vitest run test/unit/config`.
  it('matches the committed schema/docs.schema.json', () => {
    if (process.env.UPDATE_FIXTURES === '1') writeFileSync(committed, docsJsonSchemaText());
    expect(readFileSync(committed, 'utf8')).toBe(docsJsonSchemaText());
  });

  it('describes fields for editors, strict where the reference is strict', () => {
    const schema = docsJsonSchema() as {
      required: string[];
      properties: Record<string, { description?: string; enum?: string[]; additionalProperties?: unknown }>;
      $defs: Record<string, unknown>;
    };
    expect(schema.required).toEqual(expect.arrayContaining(['theme', 'name', 'colors', 'navigation']));
    expect(schema.properties.theme?.enum).toHaveLength(9);
    expect(schema.properties.colors?.additionalProperties).toBe(false);
    expect(schema.properties.integrations?.additionalProperties).toBe(false);
    expect(schema.properties.navbar?.additionalProperties).toBeUndefined();
    for (const [key, property] of Object.entries(schema.properties)) {
      // A property that names a definition gets its help from there (editors follow the reference).
      const ref = (property as { $ref?: string }).$ref?.replace('#/$defs/', '');
      const target = ref === undefined ? undefined : (schema.$defs[ref] as { description?: string } | undefined);
      expect(property.description ?? target?.description, key).toBeTruthy();
    }
    expect(Object.keys(schema.$defs)).toEqual(expect.arrayContaining(['Tab', 'PageEntry', 'Language']));
  });

  it('writes the recursive navigation pieces once, as named definitions', () => {
    const schema = docsJsonSchema() as { $defs: Record<string, { properties?: Record<string, { $ref?: string }> }> };
    expect(Object.keys(schema.$defs).sort()).toEqual([
      'Anchor',
      'ApiSpecRef',
      'Banner',
      'Dropdown',
      'Footer',
      'GlobalNavigation',
      'Group',
      'Icon',
      'Language',
      'MenuItem',
      'NavColor',
      'Navbar',
      'PageEntry',
      'Product',
      'Tab',
      'Version',
    ]);
    // A language's overrides are the real banner/footer/navbar schemas, not "any object".
    const language = schema.$defs.Language!.properties!;
    expect([language.banner?.$ref, language.footer?.$ref, language.navbar?.$ref]).toEqual([
      '#/$defs/Banner',
      '#/$defs/Footer',
      '#/$defs/Navbar',
    ]);
    expect(schema.$defs.Tab!.properties!.versions).toMatchObject({ items: { $ref: '#/$defs/Version' } });
    // Every reference points at a definition that exists.
    for (const [, name] of docsJsonSchemaText().matchAll(/"\$ref": "#\/\$defs\/([^"]+)"/g))
      expect(schema.$defs[name!], name).toBeDefined();
    expect(docsJsonSchemaText().length).toBeLessThan(150_000);
  });
});
