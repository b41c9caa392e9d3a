/** `api`: specs, parameters display, playground, code examples (docs-json.md §1.3.10). */
import { z } from 'zod';
import { LinkSchema } from './href.js';

/** One spec: a path relative to docs.json or an http(s) URL. */
const SpecPathSchema = z.string().min(1).describe('Path (relative to docs.json) or http(s) URL of a spec file.');

/** A spec with options. */
const OpenApiSpecObjectSchema = z.object({
  /** Path or URL of the spec. */
  source: SpecPathSchema,
  /** Folder the generated pages go under. */
  directory: z.string().optional().describe('Folder the generated pages go under (default `api-reference`).'),
  /** Overlay files applied to the spec. */
  overlays: z.array(z.string()).optional().describe('OpenAPI overlay files applied to the spec.'),
});

/** OpenAPI spec(s): a path, an object, or an array of either. */
export const OpenApiSourceSchema = z
  .union([SpecPathSchema, OpenApiSpecObjectSchema, z.array(z.union([SpecPathSchema, OpenApiSpecObjectSchema]))])
  .describe('OpenAPI spec(s): a path or URL, `{ source, directory?, overlays? }`, or an array of these.');

const AsyncApiSpecObjectSchema = z.object({
  /** Path or URL of the spec. */
  source: SpecPathSchema,
  /** Folder the generated pages go under. */
  directory: z.string().optional().describe('Folder the generated pages go under.'),
});

/** AsyncAPI spec(s): a path, an object, or an array of either. */
export const AsyncApiSourceSchema = z
  .union([SpecPathSchema, AsyncApiSpecObjectSchema, z.array(z.union([SpecPathSchema, AsyncApiSpecObjectSchema]))])
  .describe('AsyncAPI spec(s): a path or URL, `{ source, directory? }`, or an array of these.');

/** API reference and playground settings. */
export const ApiSchema = z
  .object({
    /** Global OpenAPI spec(s). */
    openapi: OpenApiSourceSchema.optional(),
    /** Global AsyncAPI spec(s). */
    asyncapi: AsyncApiSourceSchema.optional(),
    /** Parameter list display. */
    params: z
      .object({
        /** Expand nested parameters by default. */
        expanded: z.enum(['all', 'closed']).optional().describe('`all`: expand nested parameters; `closed` (default).'),
        /** Spec keys shown as pills after parameter names. */
        post: z.array(z.string()).optional().describe('Spec keys rendered as pills after every parameter name.'),
      })
      .optional()
      .describe('How parameters are displayed.'),
    /** The interactive playground. */
    playground: z
      .object({
        /** Playground mode. */
        display: z
          .enum(['interactive', 'simple', 'none', 'auth'])
          .optional()
          .describe(
            '`interactive` (default), `simple` (copyable endpoint only), `none`, `auth` (interactive for signed-in users).',
          ),
        /** Send requests through a proxy: `true` (default) uses the one `quire dev` offers, a URL names your own. */
        proxy: z
          .union([z.boolean(), z.url({ protocol: /^https?$/ })])
          .optional()
          .describe(
            'Send requests through a proxy: `true` (default) uses the one `quire dev` offers at `/_quire/proxy`; a URL (`https://proxy.example.com/`) names a proxy for the built site that speaks the same protocol; `false` sends straight from the browser.',
          ),
        /** `full`: show the full base URL in the endpoint header. */
        url: z.enum(['full']).optional().describe('`full`: show the full base URL in the endpoint header.'),
        /** Send cookies when the proxy is off. */
        credentials: z.boolean().optional().describe("Use `credentials: 'include'` when the proxy is off."),
      })
      .optional()
      .describe('API playground settings.'),
    /** Generated request examples. */
    examples: z
      .object({
        /** Languages of generated snippets, in order. */
        languages: z.array(z.string()).optional().describe('Languages of generated code samples, in order.'),
        /** Include optional parameters in samples. */
        defaults: z
          .enum(['required', 'all'])
          .optional()
          .describe('`all` (default): include optional parameters in samples; `required`: only required ones.'),
        /** Prefill the playground from schema examples. */
        prefill: z.boolean().optional().describe('Prefill the playground from schema examples. Default `false`.'),
        /** Generate samples at all. */
        autogenerate: z
          .boolean()
          .optional()
          .describe('Generate code samples (default `true`); `false` keeps only `x-codeSamples`.'),
      })
      .optional()
      .describe('Generated code samples.'),
    /** Show the full base URL in endpoint headers. */
    url: z.enum(['full']).optional().describe('`full`: always show the full base URL in endpoint headers.'),
    /** Settings for pages defined in MDX (`api:` frontmatter). */
    mdx: z
      .object({
        /** Authentication of MDX-defined endpoints. */
        auth: z
          .object({
            /** Authentication method. */
            method: z.enum(['bearer', 'basic', 'key', 'cobo']).optional().describe('Authentication method.'),
            /** Header name (for `key`) or title (for `cobo`). */
            name: z.string().optional().describe('Header name for `key` auth (default `Key`).'),
          })
          .optional()
          .describe('Authentication for MDX-defined endpoint pages.'),
        /** Base URL(s) prepended to relative `api:` paths. */
        server: z
          .union([LinkSchema, z.array(LinkSchema)])
          .optional()
          .describe('Base URL(s) prepended to relative `api:` paths.'),
      })
      .optional()
      .describe('Settings for endpoint pages written in MDX (`api:` frontmatter).'),
  })
  .describe('API reference settings: specs, parameters, playground and code samples.');

export type Api = z.output<typeof ApiSchema>;
export type OpenApiSource = z.output<typeof OpenApiSourceSchema>;
export type AsyncApiSource = z.output<typeof AsyncApiSourceSchema>;
