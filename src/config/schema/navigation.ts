/**
 * The `navigation` key of docs.json (docs-json.md §2.1, §2.2).
 *
 * Deliberately lenient on shape: every division accepts every child key, so that a site mixing kinds at one
 * level is still parsed and the navigation resolver can report the mix as one readable, located error
 * (`a tab holds one kind of child, but this one has both groups and anchors`) instead of a zod union failure.
 * Recursive children are declared with getters (zod 4's way of writing recursive objects).
 */
import { z } from 'zod';
import { BannerSchema } from './banner.js';
import { FooterSchema } from './footer.js';
import { LinkSchema } from './href.js';
import { IconSchema } from './icon.js';
import { NavbarSchema } from './navbar.js';

/** An OpenAPI/AsyncAPI spec reference: a path or URL, several, or an object with its own output directory. */
export const ApiSpecRefSchema = z
  .union([
    z.string(),
    z.array(z.string()),
    z.object({
      source: z.string().describe('Path (relative to docs.json) or URL of the spec file.'),
      directory: z.string().optional().describe('Folder generated pages go under (default `api-reference`).'),
      overlays: z.array(z.string()).optional().describe('OpenAPI overlay files applied to the spec.'),
    }),
  ])
  .describe('Spec file(s) this part of the navigation uses; children inherit it unless they set their own.');

/** Automatic listing of child pages below a group's root page. */
export const DirectorySchema = z
  .enum(['none', 'accordion', 'card'])
  .describe('Automatic listing of child pages below the root page of a group (`none`, `accordion`, `card`).');

/** Light/dark colour of an anchor, dropdown or product. */
export const NavColorSchema = z
  .object({ light: z.string().optional(), dark: z.string().optional() })
  .describe('Colour for light and dark mode.');

/**
 * Fields every division (tab, anchor, dropdown, product, version, language, menu item) may carry. Listed key by
 * key in each schema rather than spread: a spread next to recursive getters defeats TypeScript's inference.
 */
const divisionFields = {
  icon: IconSchema.optional(),
  hidden: z.boolean().optional().describe('Hide this division and its pages from the rendered navigation.'),
  searchable: z.boolean().optional().describe('Keep hidden pages of this division in site search.'),
  public: z.boolean().optional().describe('Public on an authenticated site.'),
  directory: DirectorySchema.optional(),
  openapi: ApiSpecRefSchema.optional(),
  asyncapi: ApiSpecRefSchema.optional(),
  href: LinkSchema.optional().describe(
    'Make this division a link (internal `/path` or external URL) instead of holding pages.',
  ),
};

/** A link shown on every page whatever the active section (`navigation.global`). */
const globalLinkFields = {
  icon: IconSchema.optional(),
  hidden: z.boolean().optional(),
  description: z.string().optional(),
  color: NavColorSchema.optional(),
  href: LinkSchema.describe('Internal `/path` or external URL the link opens.'),
};

/** Links shown on every page whatever the active section, by kind. */
export const GlobalNavigationSchema = z
  .object({
    languages: z
      .array(z.object({ language: z.string(), default: z.boolean().optional(), ...globalLinkFields }))
      .optional(),
    versions: z
      .array(z.object({ version: z.string(), default: z.boolean().optional(), ...globalLinkFields }))
      .optional(),
    tabs: z.array(z.object({ tab: z.string(), ...globalLinkFields })).optional(),
    dropdowns: z.array(z.object({ dropdown: z.string(), ...globalLinkFields })).optional(),
    anchors: z.array(z.object({ anchor: z.string(), ...globalLinkFields })).optional(),
    products: z.array(z.object({ product: z.string(), name: z.string().optional(), ...globalLinkFields })).optional(),
  })
  .describe('Links shown on all pages regardless of the active section (Changelog, Blog, Community…).');

/** Multi-repo placeholder (`{ "sourceRef": "owner/repo" }`), accepted and skipped: a hosted-platform feature. */
export const SourceRefSchema = z.object({
  sourceRef: z.string().describe('Repository whose navigation is mounted here.'),
});

/**
 * Keys a group cannot hold but keeps (see {@link GroupSchema}); any other unknown key on a group is reported as
 * unknown, with a did-you-mean.
 */
export const GROUP_MISPLACED_KEYS = [
  'groups',
  'tabs',
  'anchors',
  'dropdowns',
  'products',
  'versions',
  'languages',
  'menu',
  'href',
] as const;

/**
 * A group of pages in the sidebar; groups nest (inside `pages`). Loose so that keys a group cannot hold
 * (`groups`, `tabs`…) reach the resolver, which explains where they belong instead of dropping them silently.
 */
export const GroupSchema = z.looseObject({
  group: z.string().trim().min(1).describe('Group title shown in the sidebar.'),
  icon: IconSchema.optional(),
  tag: z.string().optional().describe('Pill text next to the group title (e.g. `NEW`).'),
  expanded: z.boolean().optional().describe('Open by default (nested groups only; top-level groups are always open).'),
  root: z.string().optional().describe('Page opened by clicking the group title.'),
  hidden: z.boolean().optional().describe('Hide the group and its pages from the rendered navigation.'),
  searchable: z.boolean().optional().describe('Keep the pages of a hidden group in site search.'),
  public: z.boolean().optional().describe('Public on an authenticated site.'),
  boost: z.number().optional().describe('Search ranking multiplier for the pages of this group (inherited).'),
  directory: DirectorySchema.optional(),
  // The platform drops an invalid value on a group instead of failing the build (docs-json.md §2.2); so does
  // Quire, with a warning (validate-config.ts).
  openapi: ApiSpecRefSchema.optional().catch(undefined),
  asyncapi: ApiSpecRefSchema.optional().catch(undefined),
  sdk: z.unknown().optional().describe('SDK reference generation (typedoc, javadoc…).'),
  get pages(): z.ZodOptional<
    z.ZodArray<z.ZodUnion<readonly [z.ZodString, typeof GroupSchema, typeof SourceRefSchema]>>
  > {
    return children(PageEntrySchema, 'pages');
  },
});

/** One entry of a `pages` array: a page path, an endpoint reference (`GET /users`), a nested group or a sourceRef. */
export const PageEntrySchema = z.union([z.string().min(1), GroupSchema, SourceRefSchema], {
  error: 'Expected a page path (`guides/setup`), an endpoint (`GET /users`) or a group object (`{ "group": … }`).',
});

/** A horizontal tab in the top bar. */
export const TabSchema = z.object({
  tab: z.string().describe('Tab label.'),
  align: z.enum(['start', 'end']).optional().describe('Side of the tabs bar the tab sits on.'),
  graphql: z.unknown().optional().describe('GraphQL reference generation from an SDL file.'),
  sdk: z.unknown().optional().describe('SDK reference generation.'),
  global: GlobalNavigationSchema.optional(),
  icon: divisionFields.icon,
  hidden: divisionFields.hidden,
  searchable: divisionFields.searchable,
  public: divisionFields.public,
  directory: divisionFields.directory,
  openapi: divisionFields.openapi,
  asyncapi: divisionFields.asyncapi,
  href: divisionFields.href,
  get menu(): z.ZodOptional<z.ZodArray<typeof MenuItemSchema>> {
    return children(MenuItemSchema, 'menu');
  },
  get pages(): z.ZodOptional<z.ZodArray<typeof PageEntrySchema>> {
    return children(PageEntrySchema, 'pages');
  },
  get groups(): z.ZodOptional<z.ZodArray<typeof GroupSchema>> {
    return children(GroupSchema, 'groups');
  },
  get tabs(): z.ZodOptional<z.ZodArray<typeof TabSchema>> {
    return children(TabSchema, 'tabs');
  },
  get anchors(): z.ZodOptional<z.ZodArray<typeof AnchorSchema>> {
    return children(AnchorSchema, 'anchors');
  },
  get dropdowns(): z.ZodOptional<z.ZodArray<typeof DropdownSchema>> {
    return children(DropdownSchema, 'dropdowns');
  },
  get products(): z.ZodOptional<z.ZodArray<typeof ProductSchema>> {
    return children(ProductSchema, 'products');
  },
  get versions(): z.ZodOptional<z.ZodArray<typeof VersionSchema>> {
    return children(VersionSchema, 'versions');
  },
  get languages(): z.ZodOptional<z.ZodArray<typeof LanguageSchema>> {
    return children(LanguageSchema, 'languages');
  },
});

/** An item of a tab's or product's `menu`. */
export const MenuItemSchema = z.object({
  item: z.string().describe('Menu item label.'),
  description: z.string().optional(),
  global: GlobalNavigationSchema.optional(),
  icon: divisionFields.icon,
  hidden: divisionFields.hidden,
  searchable: divisionFields.searchable,
  public: divisionFields.public,
  directory: divisionFields.directory,
  openapi: divisionFields.openapi,
  asyncapi: divisionFields.asyncapi,
  href: divisionFields.href,
  get pages(): z.ZodOptional<z.ZodArray<typeof PageEntrySchema>> {
    return children(PageEntrySchema, 'pages');
  },
  get groups(): z.ZodOptional<z.ZodArray<typeof GroupSchema>> {
    return children(GroupSchema, 'groups');
  },
  get tabs(): z.ZodOptional<z.ZodArray<typeof TabSchema>> {
    return children(TabSchema, 'tabs');
  },
  get anchors(): z.ZodOptional<z.ZodArray<typeof AnchorSchema>> {
    return children(AnchorSchema, 'anchors');
  },
  get dropdowns(): z.ZodOptional<z.ZodArray<typeof DropdownSchema>> {
    return children(DropdownSchema, 'dropdowns');
  },
  get products(): z.ZodOptional<z.ZodArray<typeof ProductSchema>> {
    return children(ProductSchema, 'products');
  },
  get versions(): z.ZodOptional<z.ZodArray<typeof VersionSchema>> {
    return children(VersionSchema, 'versions');
  },
  get languages(): z.ZodOptional<z.ZodArray<typeof LanguageSchema>> {
    return children(LanguageSchema, 'languages');
  },
});

/** A persistent link at the top of the sidebar. */
export const AnchorSchema = z.object({
  anchor: z.string().describe('Anchor label.'),
  color: NavColorSchema.optional(),
  global: GlobalNavigationSchema.optional(),
  icon: divisionFields.icon,
  hidden: divisionFields.hidden,
  searchable: divisionFields.searchable,
  public: divisionFields.public,
  directory: divisionFields.directory,
  openapi: divisionFields.openapi,
  asyncapi: divisionFields.asyncapi,
  href: divisionFields.href,
  get pages(): z.ZodOptional<z.ZodArray<typeof PageEntrySchema>> {
    return children(PageEntrySchema, 'pages');
  },
  get groups(): z.ZodOptional<z.ZodArray<typeof GroupSchema>> {
    return children(GroupSchema, 'groups');
  },
  get tabs(): z.ZodOptional<z.ZodArray<typeof TabSchema>> {
    return children(TabSchema, 'tabs');
  },
  get anchors(): z.ZodOptional<z.ZodArray<typeof AnchorSchema>> {
    return children(AnchorSchema, 'anchors');
  },
  get dropdowns(): z.ZodOptional<z.ZodArray<typeof DropdownSchema>> {
    return children(DropdownSchema, 'dropdowns');
  },
  get products(): z.ZodOptional<z.ZodArray<typeof ProductSchema>> {
    return children(ProductSchema, 'products');
  },
  get versions(): z.ZodOptional<z.ZodArray<typeof VersionSchema>> {
    return children(VersionSchema, 'versions');
  },
  get languages(): z.ZodOptional<z.ZodArray<typeof LanguageSchema>> {
    return children(LanguageSchema, 'languages');
  },
});

/** An entry of the dropdown at the top of the sidebar. */
export const DropdownSchema = z.object({
  dropdown: z.string().describe('Dropdown entry label.'),
  color: NavColorSchema.optional(),
  description: z.string().optional(),
  global: GlobalNavigationSchema.optional(),
  icon: divisionFields.icon,
  hidden: divisionFields.hidden,
  searchable: divisionFields.searchable,
  public: divisionFields.public,
  directory: divisionFields.directory,
  openapi: divisionFields.openapi,
  asyncapi: divisionFields.asyncapi,
  href: divisionFields.href,
  get pages(): z.ZodOptional<z.ZodArray<typeof PageEntrySchema>> {
    return children(PageEntrySchema, 'pages');
  },
  get groups(): z.ZodOptional<z.ZodArray<typeof GroupSchema>> {
    return children(GroupSchema, 'groups');
  },
  get tabs(): z.ZodOptional<z.ZodArray<typeof TabSchema>> {
    return children(TabSchema, 'tabs');
  },
  get anchors(): z.ZodOptional<z.ZodArray<typeof AnchorSchema>> {
    return children(AnchorSchema, 'anchors');
  },
  get dropdowns(): z.ZodOptional<z.ZodArray<typeof DropdownSchema>> {
    return children(DropdownSchema, 'dropdowns');
  },
  get products(): z.ZodOptional<z.ZodArray<typeof ProductSchema>> {
    return children(ProductSchema, 'products');
  },
  get versions(): z.ZodOptional<z.ZodArray<typeof VersionSchema>> {
    return children(VersionSchema, 'versions');
  },
  get languages(): z.ZodOptional<z.ZodArray<typeof LanguageSchema>> {
    return children(LanguageSchema, 'languages');
  },
});

/** An entry of the product switcher. */
export const ProductSchema = z.object({
  product: z.string().describe('Product identifier.'),
  name: z.string().optional().describe('Display name (defaults to `product`).'),
  color: NavColorSchema.optional(),
  description: z.string().optional(),
  global: GlobalNavigationSchema.optional(),
  icon: divisionFields.icon,
  hidden: divisionFields.hidden,
  searchable: divisionFields.searchable,
  public: divisionFields.public,
  directory: divisionFields.directory,
  openapi: divisionFields.openapi,
  asyncapi: divisionFields.asyncapi,
  href: divisionFields.href,
  get menu(): z.ZodOptional<z.ZodArray<typeof MenuItemSchema>> {
    return children(MenuItemSchema, 'menu');
  },
  get pages(): z.ZodOptional<z.ZodArray<typeof PageEntrySchema>> {
    return children(PageEntrySchema, 'pages');
  },
  get groups(): z.ZodOptional<z.ZodArray<typeof GroupSchema>> {
    return children(GroupSchema, 'groups');
  },
  get tabs(): z.ZodOptional<z.ZodArray<typeof TabSchema>> {
    return children(TabSchema, 'tabs');
  },
  get anchors(): z.ZodOptional<z.ZodArray<typeof AnchorSchema>> {
    return children(AnchorSchema, 'anchors');
  },
  get dropdowns(): z.ZodOptional<z.ZodArray<typeof DropdownSchema>> {
    return children(DropdownSchema, 'dropdowns');
  },
  get products(): z.ZodOptional<z.ZodArray<typeof ProductSchema>> {
    return children(ProductSchema, 'products');
  },
  get versions(): z.ZodOptional<z.ZodArray<typeof VersionSchema>> {
    return children(VersionSchema, 'versions');
  },
  get languages(): z.ZodOptional<z.ZodArray<typeof LanguageSchema>> {
    return children(LanguageSchema, 'languages');
  },
});

/** An entry of the version selector. */
export const VersionSchema = z.object({
  version: z.string().describe('Version label.'),
  default: z.boolean().optional().describe('The version shown by default (else the first).'),
  tag: z.string().optional().describe('Badge next to the version (e.g. `Latest`).'),
  global: GlobalNavigationSchema.optional(),
  icon: divisionFields.icon,
  hidden: divisionFields.hidden,
  searchable: divisionFields.searchable,
  public: divisionFields.public,
  directory: divisionFields.directory,
  openapi: divisionFields.openapi,
  asyncapi: divisionFields.asyncapi,
  href: divisionFields.href,
  get pages(): z.ZodOptional<z.ZodArray<typeof PageEntrySchema>> {
    return children(PageEntrySchema, 'pages');
  },
  get groups(): z.ZodOptional<z.ZodArray<typeof GroupSchema>> {
    return children(GroupSchema, 'groups');
  },
  get tabs(): z.ZodOptional<z.ZodArray<typeof TabSchema>> {
    return children(TabSchema, 'tabs');
  },
  get anchors(): z.ZodOptional<z.ZodArray<typeof AnchorSchema>> {
    return children(AnchorSchema, 'anchors');
  },
  get dropdowns(): z.ZodOptional<z.ZodArray<typeof DropdownSchema>> {
    return children(DropdownSchema, 'dropdowns');
  },
  get products(): z.ZodOptional<z.ZodArray<typeof ProductSchema>> {
    return children(ProductSchema, 'products');
  },
  get versions(): z.ZodOptional<z.ZodArray<typeof VersionSchema>> {
    return children(VersionSchema, 'versions');
  },
  get languages(): z.ZodOptional<z.ZodArray<typeof LanguageSchema>> {
    return children(LanguageSchema, 'languages');
  },
});

/** An entry of the language switcher. */
export const LanguageSchema = z.object({
  language: z.string().describe('Locale code (`en`, `fr`, `zh-Hans`…).'),
  default: z.boolean().optional().describe('The language shown by default (else the first).'),
  banner: BannerSchema.optional().describe('Banner for this language (replaces the top-level `banner`).'),
  footer: FooterSchema.optional().describe('Footer for this language (replaces the top-level `footer`).'),
  navbar: NavbarSchema.optional().describe('Navbar for this language (replaces the top-level `navbar`).'),
  global: GlobalNavigationSchema.optional(),
  icon: divisionFields.icon,
  hidden: divisionFields.hidden,
  searchable: divisionFields.searchable,
  public: divisionFields.public,
  directory: divisionFields.directory,
  openapi: divisionFields.openapi,
  asyncapi: divisionFields.asyncapi,
  href: divisionFields.href,
  get pages(): z.ZodOptional<z.ZodArray<typeof PageEntrySchema>> {
    return children(PageEntrySchema, 'pages');
  },
  get groups(): z.ZodOptional<z.ZodArray<typeof GroupSchema>> {
    return children(GroupSchema, 'groups');
  },
  get tabs(): z.ZodOptional<z.ZodArray<typeof TabSchema>> {
    return children(TabSchema, 'tabs');
  },
  get anchors(): z.ZodOptional<z.ZodArray<typeof AnchorSchema>> {
    return children(AnchorSchema, 'anchors');
  },
  get dropdowns(): z.ZodOptional<z.ZodArray<typeof DropdownSchema>> {
    return children(DropdownSchema, 'dropdowns');
  },
  get products(): z.ZodOptional<z.ZodArray<typeof ProductSchema>> {
    return children(ProductSchema, 'products');
  },
  get versions(): z.ZodOptional<z.ZodArray<typeof VersionSchema>> {
    return children(VersionSchema, 'versions');
  },
  get languages(): z.ZodOptional<z.ZodArray<typeof LanguageSchema>> {
    return children(LanguageSchema, 'languages');
  },
});

/** The `navigation` object: one primary array key plus optional `global` and `directory`. */
export const NavigationSchema = z
  .object({
    global: GlobalNavigationSchema.optional(),
    directory: DirectorySchema.optional(),
    openapi: ApiSpecRefSchema.optional(),
    asyncapi: ApiSpecRefSchema.optional(),
    get pages(): z.ZodOptional<z.ZodArray<typeof PageEntrySchema>> {
      return children(PageEntrySchema, 'pages');
    },
    get groups(): z.ZodOptional<z.ZodArray<typeof GroupSchema>> {
      return children(GroupSchema, 'groups');
    },
    get tabs(): z.ZodOptional<z.ZodArray<typeof TabSchema>> {
      return children(TabSchema, 'tabs');
    },
    get anchors(): z.ZodOptional<z.ZodArray<typeof AnchorSchema>> {
      return children(AnchorSchema, 'anchors');
    },
    get dropdowns(): z.ZodOptional<z.ZodArray<typeof DropdownSchema>> {
      return children(DropdownSchema, 'dropdowns');
    },
    get products(): z.ZodOptional<z.ZodArray<typeof ProductSchema>> {
      return children(ProductSchema, 'products');
    },
    get versions(): z.ZodOptional<z.ZodArray<typeof VersionSchema>> {
      return children(VersionSchema, 'versions');
    },
    get languages(): z.ZodOptional<z.ZodArray<typeof LanguageSchema>> {
      return children(LanguageSchema, 'languages');
    },
  })
  .describe('Site navigation: exactly one of products, languages, versions, tabs, dropdowns, anchors, groups, pages.');

/** Editor help of the child arrays (the resolver checks which kinds are allowed where). */
const CHILD_DESCRIPTIONS = {
  pages: 'Pages (paths or endpoint references) and groups.',
  groups: 'Sidebar groups.',
  menu: 'Menu items: turns a tab or product into a dropdown menu.',
  tabs: 'Tabs in the top bar.',
  anchors: 'Anchors at the top of the sidebar.',
  dropdowns: 'Dropdown at the top of the sidebar.',
  products: 'Product switcher.',
  versions: 'Version selector.',
  languages: 'Language switcher.',
} as const;

function children<T extends z.ZodType>(schema: T, key: keyof typeof CHILD_DESCRIPTIONS): z.ZodOptional<z.ZodArray<T>> {
  return z.array(schema).optional().describe(CHILD_DESCRIPTIONS[key]);
}

export type Navigation = z.infer<typeof NavigationSchema>;
export type NavGroup = z.infer<typeof GroupSchema>;
export type NavPageConfig = z.infer<typeof PageEntrySchema>;
export type NavTabConfig = z.infer<typeof TabSchema>;
export type NavMenuItemConfig = z.infer<typeof MenuItemSchema>;
export type NavAnchorConfig = z.infer<typeof AnchorSchema>;
export type NavDropdownConfig = z.infer<typeof DropdownSchema>;
export type NavProductConfig = z.infer<typeof ProductSchema>;
export type NavVersionConfig = z.infer<typeof VersionSchema>;
export type NavLanguageConfig = z.infer<typeof LanguageSchema>;
export type GlobalNavigation = z.infer<typeof GlobalNavigationSchema>;
export type ApiSpecRef = z.infer<typeof ApiSpecRefSchema>;
