/**
 * The whole docs.json (docs-json.md §1.1). The reference schema is a union on `theme` whose branches are all the
 * same except willow's `variations`; one object with a theme enum plus a check says the same thing, gives one
 * clear error for a bad theme, and one `DocsConfig` type for the rest of the pipeline.
 */
import { z } from 'zod';
import { ApiSchema } from './api.js';
import { AppearanceSchema, BackgroundSchema } from './appearance.js';
import { AuthSchema } from './auth.js';
import { BannerSchema } from './banner.js';
import { ColorsSchema } from './colors.js';
import { ContextualSchema } from './contextual.js';
import { ErrorsSchema } from './errors.js';
import { FontsSchema } from './fonts.js';
import { FooterSchema } from './footer.js';
import { IconsSchema } from './icons.js';
import { IntegrationsSchema } from './integrations.js';
import { InteractionSchema, MetadataSchema } from './interaction.js';
import { FaviconSchema, LogoSchema } from './logo.js';
import { MarkdownSchema, VariablesSchema } from './markdown.js';
import { NavbarSchema } from './navbar.js';
import { NavigationSchema } from './navigation.js';
import { RedirectsSchema } from './redirects.js';
import { SearchSchema } from './search.js';
import { SeoSchema } from './seo.js';
import { StylingSchema } from './styling.js';
import { ThemeSchema } from './theme.js';
import { ThumbnailsSchema } from './thumbnails.js';
import { ALWAYS } from './unique.js';
import { VariationsSchema } from './variations.js';

/** docs.json: the configuration of a documentation site. */
export const DocsConfigSchema = z
  .object({
    /** URL of the JSON Schema, for editor autocompletion. */
    $schema: z.string().optional().describe('URL of the JSON Schema, for editor autocompletion.'),
    /** Layout theme. */
    theme: ThemeSchema,
    /** Site name, used in page titles and `og:site_name`. */
    name: z.string().trim().min(1).describe('Site name, used in page titles ("Page - Site") and `og:site_name`.'),
    /** Brand colours. */
    colors: ColorsSchema,
    /** Site navigation. */
    navigation: NavigationSchema,
    /** Site description, for SEO and `llms.txt`. */
    description: z.string().optional().describe('Site description, used for SEO and as the `llms.txt` summary.'),
    /** Whether the site is public by default (authenticated sites). */
    public: z.boolean().optional().describe('Whether pages are public by default on an authenticated site.'),
    /** Logo. */
    logo: LogoSchema.optional(),
    /** Favicon. */
    favicon: FaviconSchema.optional(),
    /** API reference settings. */
    api: ApiSchema.optional(),
    /** Reader sign-in for the playground's `auth` mode. */
    auth: AuthSchema.optional(),
    /** Light/dark mode. */
    appearance: AppearanceSchema.optional(),
    /** Page background. */
    background: BackgroundSchema.optional(),
    /** Top bar. */
    navbar: NavbarSchema.optional(),
    /** Footer. */
    footer: FooterSchema.optional(),
    /** Search box. */
    search: SearchSchema.optional(),
    /** Search-engine settings. */
    seo: SeoSchema.optional(),
    /** Fonts. */
    fonts: FontsSchema.optional(),
    /** Icon library. */
    icons: IconsSchema.optional(),
    /** Eyebrows, code blocks, LaTeX. */
    styling: StylingSchema.optional(),
    /** Redirects from old paths. */
    redirects: RedirectsSchema.optional(),
    /** Analytics, chat and consent tools. */
    integrations: IntegrationsSchema.optional(),
    /** Announcement banner. */
    banner: BannerSchema.optional(),
    /** Error pages. */
    errors: ErrorsSchema.optional(),
    /** Contextual menu. */
    contextual: ContextualSchema.optional(),
    /** Generated social images. */
    thumbnails: ThumbnailsSchema.optional(),
    /** Navigation interaction. */
    interaction: InteractionSchema.optional(),
    /** Page metadata display. */
    metadata: MetadataSchema.optional(),
    /** `{{name}}` substitutions. */
    variables: VariablesSchema.optional(),
    /** Markdown output. */
    markdown: MarkdownSchema.optional(),
    /** Content variations (willow theme only). */
    variations: VariationsSchema.optional(),
  })
  .superRefine((config, ctx) => {
    // Runs even when other keys are invalid, so a wrong theme/variations pair is reported together with them.
    if (typeof config !== 'object' || config === null) return;
    const { theme, variations } = config as { theme?: unknown; variations?: unknown };
    if (variations !== undefined && theme !== 'willow') {
      ctx.addIssue({
        code: 'custom',
        input: variations,
        path: ['variations'],
        message: `\`variations\` is only available with the willow theme, and this site uses ${JSON.stringify(theme)}`,
        params: { hint: 'set "theme": "willow", or remove `variations`.' },
      });
    }
  }, ALWAYS)
  .describe('Configuration of a documentation site (docs.json).');

/** The validated docs.json, as the rest of the pipeline sees it. */
export type DocsConfig = z.output<typeof DocsConfigSchema>;
/** docs.json as written (before validation fills or transforms anything). */
export type DocsConfigInput = z.input<typeof DocsConfigSchema>;
