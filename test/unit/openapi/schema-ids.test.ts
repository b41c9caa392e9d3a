import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../../src/openapi/load-openapi.js';
import { resolveSchemaIds } from '../../../src/openapi/schema-ids.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/openapi/load');

describe('resolveSchemaIds (OpenAPI 3.1: JSON Schema 2020-12 $id and $anchor)', () => {
  it('rewrites references by $id, by $anchor and by pointer inside an $id as pointers from the root', () => {
    const document = {
      components: {
        schemas: {
          generic: {
            $id: 'fully_generic_array',
            type: 'array',
            items: { $ref: '#generic-array' },
            $defs: { inner: { $anchor: 'generic-array', type: 'string' } },
          },
          inner: { type: 'string' },
          holder: { $ref: 'fully_generic_array' },
          thing: {
            $id: 'https://example.com/schemas/thing',
            $defs: { P: { type: 'object', properties: { d: { $ref: '#/$defs/P' } } } },
          },
          byUrl: { $ref: 'https://example.com/schemas/thing#/$defs/P' },
          file: { $ref: './other.yaml#/Pet' },
          root: { $ref: '#/components/schemas/inner' },
        },
      },
    };
    expect(resolveSchemaIds(document)).toBe(4);
    const { schemas } = document.components;
    // `#generic-array` is resolved against `fully_generic_array`: the anchor of that schema's resource.
    expect(schemas.generic.items.$ref).toBe('#/components/schemas/generic/$defs/inner');
    expect(schemas.holder.$ref).toBe('#/components/schemas/generic');
    expect(schemas.thing.$defs.P.properties.d.$ref).toBe('#/components/schemas/thing/$defs/P');
    expect(schemas.byUrl.$ref).toBe('#/components/schemas/thing/$defs/P');
    // A file, and a pointer at the document's level, are left as written.
    expect(schemas.file.$ref).toBe('./other.yaml#/Pet');
    expect(schemas.root.$ref).toBe('#/components/schemas/inner');
    expect('$id' in schemas.thing).toBe(false);
  });

  it('lets a 3.1 spec whose schemas refer to each other by $id and $anchor load and validate cleanly', async () => {
    const result = await loadOpenApi({ root: FIXTURES, file: 'v31-ids.yaml' });
    expect(result.diagnostics).toEqual([]);
  });
});
