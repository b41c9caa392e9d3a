/** The published JSON Schema of docs.json, generated from the zod schema so the two never disagree. */
import { z } from 'zod';
import { BannerSchema } from './schema/banner.js';
import { DocsConfigSchema } from './schema/docs-config.js';
import { FooterSchema } from './schema/footer.js';
import { IconSchema } from './schema/icon.js';
import { NavbarSchema } from './schema/navbar.js';
import {
  AnchorSchema,
  ApiSpecRefSchema,
  DropdownSchema,
  GlobalNavigationSchema,
  GroupSchema,
  LanguageSchema,
  MenuItemSchema,
  NavColorSchema,
  PageEntrySchema,
  ProductSchema,
  TabSchema,
  VersionSchema,
} from './schema/navigation.js';

/** Where the schema is published; docs.json files may point their `$schema` at it. */
export const DOCS_JSON_SCHEMA_ID = 'https://quire.dev/docs.schema.json';

/**
 * Schemas written once under `$defs` and referenced wherever they appear. The navigation divisions nest in one
 * another (a tab holds versions holding tabs...): inlined, each level would repeat every other one and the
 * schema would run to hundreds of kilobytes. Named, an editor shows `Tab` or `Language` in its help.
 */
const DEFINITIONS: ReadonlyArray<readonly [z.ZodType, string]> = [
  [PageEntrySchema, 'PageEntry'],
  [GroupSchema, 'Group'],
  [TabSchema, 'Tab'],
  [MenuItemSchema, 'MenuItem'],
  [AnchorSchema, 'Anchor'],
  [DropdownSchema, 'Dropdown'],
  [ProductSchema, 'Product'],
  [VersionSchema, 'Version'],
  [LanguageSchema, 'Language'],
  [GlobalNavigationSchema, 'GlobalNavigation'],
  [ApiSpecRefSchema, 'ApiSpecRef'],
  [NavColorSchema, 'NavColor'],
  [IconSchema, 'Icon'],
  [BannerSchema, 'Banner'],
  [FooterSchema, 'Footer'],
  [NavbarSchema, 'Navbar'],
];

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
    metadata: definitionRegistry(),
  }) as Record<string, unknown>;
  return { ...generated, $id: DOCS_JSON_SCHEMA_ID, title: 'docs.json' };
}

/** The committed text of schema/docs.schema.json: two-space indent, final newline. */
export function docsJsonSchemaText(): string {
  return `${JSON.stringify(docsJsonSchema(), null, 2)}\n`;
}

/**
 * The metadata zod reads while converting: the descriptions every schema carries (zod's global registry) plus
 * an `id` for the {@link DEFINITIONS}, which makes zod extract them to `$defs` under that name. A registry of
 * our own, so that converting leaves no ids behind on the shared schemas.
 */
function definitionRegistry(): z.core.$ZodRegistry<Record<string, unknown>> {
  const ids = new Map<unknown, string>(DEFINITIONS.map(([schema, id]) => [schema, id]));
  const registry = z.registry<Record<string, unknown>>();
  registry.get = (schema) => {
    const meta = z.globalRegistry.get(schema);
    const id = ids.get(schema);
    return id === undefined ? meta : { ...meta, id };
  };
  return registry;
}
