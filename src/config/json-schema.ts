/** The published JSON Schema of docs.json, generated from the zod schema so the two never disagree. */
import { z } from 'zod';
import { DocsConfigSchema } from './schema/docs-config.js';

/** Where the schema is published; docs.json files may point their `$schema` at it. */
export const DOCS_JSON_SCHEMA_ID = 'https://quire.dev/docs.schema.json';

/**
 * The JSON Schema (draft 2020-12) of docs.json, describing what a user may write (zod's input side): every field
 * carries its description for editor help, lenient objects allow extra keys, strict ones do not.
 */
export function docsJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(DocsConfigSchema, {
    io: 'input',
    target: 'draft-2020-12',
    // Refinements (href shapes, uniqueness) have no JSON Schema form; the base type is still described.
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
  }) as Record<string, unknown>;
  return { ...nameDefinitions(generated), $id: DOCS_JSON_SCHEMA_ID, title: 'docs.json' };
}

/** The committed text of schema/docs.schema.json: two-space indent, final newline. */
export function docsJsonSchemaText(): string {
  return `${JSON.stringify(docsJsonSchema(), null, 2)}\n`;
}

/** Navigation label keys → definition names, for the recursive schemas zod extracts as `__schemaN`. */
const DEFINITION_NAMES: Record<string, string> = {
  group: 'Group',
  tab: 'Tab',
  item: 'MenuItem',
  anchor: 'Anchor',
  dropdown: 'Dropdown',
  product: 'Product',
  version: 'Version',
  language: 'Language',
};

/** Gives zod's generated `$defs` names an editor user can read (`Tab`, `PageEntry`) instead of `__schema3`. */
function nameDefinitions(schema: Record<string, unknown>): Record<string, unknown> {
  const defs = (schema.$defs ?? {}) as Record<string, Record<string, unknown>>;
  const renames = new Map<string, string>();
  const taken = new Set<string>();
  for (const [id, def] of Object.entries(defs)) {
    const base = definitionName(def) ?? 'Definition';
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    renames.set(id, name);
  }
  const text = JSON.stringify(schema).replace(/"#\/\$defs\/(__schema\d+)"/g, (match, id: string) => {
    const name = renames.get(id);
    return name ? `"#/$defs/${name}"` : match;
  });
  const renamed = JSON.parse(text) as Record<string, unknown>;
  if (renamed.$defs) {
    renamed.$defs = Object.fromEntries(
      Object.entries(renamed.$defs as Record<string, unknown>).map(([id, def]) => [renames.get(id) ?? id, def]),
    );
  }
  return renamed;
}

function definitionName(def: Record<string, unknown>): string | undefined {
  const required = def.required;
  if (Array.isArray(required) && typeof required[0] === 'string') return DEFINITION_NAMES[required[0]];
  const options = def.anyOf;
  if (Array.isArray(options) && options.some((o) => (o as { required?: string[] }).required?.[0] === 'group')) {
    return 'PageEntry';
  }
  return undefined;
}
