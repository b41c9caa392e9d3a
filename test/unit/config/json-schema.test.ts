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
      expect(property.description, key).toBeTruthy();
    }
    expect(Object.keys(schema.$defs)).toEqual(expect.arrayContaining(['Tab', 'PageEntry', 'Language']));
  });
});
