/**
 * The API reference of a route: its binding (an operation or schema of a loaded spec) → the page model the theme
 * renders, with the spec's Markdown rendered like page Markdown and code samples highlighted with the site's
 * code themes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { markdownToHtml } from '../mdx/markdown-to-html.js';
import type { ApiBinding } from '../openapi/api-binding.js';
import { buildChannelModel, type ChannelModel } from '../asyncapi/channel-model.js';
import { type ApiPageSettings, buildOperationModel } from '../openapi/operation-model.js';
import type {
  ApiPageModel,
  MediaContent,
  OperationModel,
  RichText,
  SchemaField,
  SchemaVariants,
} from '../openapi/page-model.js';
import { fragmentHrefs } from '../openapi/field-budget.js';
import { buildManualOperation } from '../openapi/manual-operation.js';
import { pageParamFields } from './page-param-fields.js';
import { mintExtension } from '../openapi/page-slug.js';
import { buildSchemaModel } from '../openapi/schema-page.js';
import { specTextLocator } from '../openapi/parse-spec-text.js';
import type { SiteView } from '../site/site-context.js';
import { boundOperation } from '../site/site-specs.js';
import { fragmentUrl, renderApiFragment } from './api-fragment.js';
import { playgroundFileUrl } from './playground-file.js';
import { rewriteHtmlBase } from '../util/base-path.js';

const DISPLAYS = new Set(['interactive', 'simple', 'auth', 'none']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Builds the model of a bound page. `page.frontmatter` is the page's own (its `playground` wins); `page.anchors`
 * are the ids its own content has (an MDX page's body above the reference), which the reference's fields avoid.
 */
export async function apiPageModel(
  site: SiteView,
  binding: ApiBinding,
  page: { frontmatter: Record<string, unknown>; anchors?: readonly string[] },
): Promise<{ model?: ApiPageModel | ChannelModel; diagnostics: Diagnostic[]; fragments?: string[] }> {
  const { frontmatter } = page;
  const takenAnchors = page.anchors ?? [];
  const markdown = markdownRenderer(site);
  if (binding.kind === 'channel') {
    const asyncSpec = site.state.specs.asyncapi.get(binding.spec);
    const model = asyncSpec ? buildChannelModel(asyncSpec, binding.channel, { markdown, takenAnchors }) : undefined;
    return model ? { model, diagnostics: [] } : { diagnostics: [] };
  }
  const spec = site.state.specs.openapi.get(binding.spec);
  if (!spec) return { diagnostics: [] };
  if (binding.kind === 'schema') {
    const model = buildSchemaModel(spec, binding.name, { markdown, takenAnchors });
    return model ? { model, diagnostics: [] } : { diagnostics: [] };
  }
  const operation = boundOperation(site.state.specs, binding);
  if (!operation) return { diagnostics: [] };
  // href (base applied) → URL: the trees are built more than once (shallow first), so the page's fragments are
  // the hrefs its final model holds, not every one asked for.
  const urls = new Map<string, string>();
  // The operation's `x-mint.metadata` (a `playground` mode, say) reads like frontmatter; the page's own wins.
  const metadata = mintExtension(operation.operation).metadata;
  const pageSettings = isRecord(metadata) ? { ...metadata, ...frontmatter } : frontmatter;
  const settings = {
    ...settingsOf(site, pageSettings, markdown),
    takenAnchors,
    fragmentHref: (ref: string, direction: string) => {
      const url = fragmentUrl({ spec: spec.file, direction, ref });
      if (!url) return undefined;
      const href = `${site.base}${url.slice(1)}`;
      urls.set(href, url);
      return href;
    },
    refCache: site.derive(`api-refs:${spec.file}`, () => new Map<string, unknown>()),
    exampleCache: site.derive(`api-examples:${spec.file}`, () => new Map<unknown, MediaContent['examples']>()),
  };
  const { model, problems } = buildOperationModel(spec, operation, settings);
  // The page's own `description` is its description line, in place of the operation's, as `x-mint.metadata`'s
  // is a generated page's (§2.5: metadata before the operation).
  if (typeof frontmatter.description === 'string' && frontmatter.description.trim()) delete model.description;
  await highlightSamples(site, model);
  const where = binding.webhook ? `webhook ${binding.path}` : `${binding.method} ${binding.path}`;
  const diagnostics = problems.map(
    (message): Diagnostic => ({
      severity: 'warning',
      rule: 'openapi-extension',
      file: spec.file,
      ...(problemPosition(site, { file: spec.file, operation, message }) ?? { line: 1, column: 1 }),
      message: `${where}: ${message}`,
      hint: 'See the OpenAPI section of the docs.json reference for the accepted values.',
    }),
  );
  const fragments = fragmentHrefs(operationRoots(model)).map((href) => urls.get(href)!);
  if (model.kind === 'operation' && model.playground.display !== 'none') {
    const file = playgroundFileUrl(spec.file, operation);
    model.playground.file = `${site.base}${file.slice(1)}`;
    fragments.push(file);
  }
  return { model, diagnostics, fragments };
}

/**
 * Where an operation's problem is written in its spec file: the extension the message names (`x-mint`,
 * `x-codeSamples`), else the operation. The spec's text is read again here, once per file and site state: only
 * pages with a problem get this far.
 */
function problemPosition(
  site: SiteView,
  input: { file: string; operation: { at: readonly string[]; path: string; webhook: boolean }; message: string },
  below: readonly string[] = [],
): { line: number; column: number } | undefined {
  const { file, operation, message } = input;
  const locate = site.derive(`spec-locator:${file}`, () => {
    try {
      return specTextLocator(readFileSync(path.join(site.root, file), 'utf8'), file);
    } catch {
      return undefined;
    }
  });
  const key = /^`?(x-[A-Za-z-]+)/.exec(message)?.[1];
  const place = operation.webhook ? 'webhooks' : 'paths';
  return locate?.([place, operation.path, ...operation.at, ...(key ? [key, ...below] : [])]);
}

/** The schema trees of an operation page: parameters, bodies, responses, callbacks. */
function operationRoots(model: OperationModel): { fields: SchemaField[]; variants?: SchemaVariants }[] {
  const roots: { fields: SchemaField[]; variants?: SchemaVariants }[] = model.parameters.map((group) => ({
    fields: group.fields,
  }));
  for (const content of model.body?.contents ?? []) roots.push(content.schema);
  for (const response of model.responses) {
    roots.push({ fields: response.headers });
    for (const content of response.contents) roots.push(content.schema);
  }
  for (const callback of model.callbacks) for (const op of callback.operations) roots.push(...operationRoots(op));
  return roots;
}

/** The shared schema fragment at `url` (no base), rendered with the page Markdown of the site; see api-fragment.ts. */
export function apiFragment(site: SiteView, url: string): { html: string; fragments: string[] } | undefined {
  return renderApiFragment(site, url, markdownRenderer(site));
}

/**
 * Where a bound operation's `x-mint.content` is written in its spec file: the place of its problems (the MDX
 * inside a spec string has no lines of its own there).
 */
export function mintContentPosition(site: SiteView, binding: ApiBinding): { line: number; column: number } | undefined {
  if (binding.kind !== 'operation') return undefined;
  const operation = boundOperation(site.state.specs, binding);
  if (!operation) return undefined;
  return problemPosition(site, { file: binding.spec, operation, message: 'x-mint' }, ['content']);
}

/** The `x-mint.content` MDX of a bound operation, when it has one. */
export function operationMintContent(site: SiteView, binding: ApiBinding): string | undefined {
  if (binding.kind !== 'operation') return undefined;
  const operation = boundOperation(site.state.specs, binding);
  if (!operation) return undefined;
  const content = mintExtension(operation.operation).content;
  return typeof content === 'string' && content.trim() ? content : undefined;
}

/**
 * The model of a page written by hand with `api:` frontmatter (§5.8), from docs.json `api.mdx` and the page's
 * top-level ParamFields, read from its rendered `html`.
 */
export async function manualApiModel(
  site: SiteView,
  frontmatter: Record<string, unknown>,
  html: string,
): Promise<OperationModel | undefined> {
  if (typeof frontmatter.api !== 'string') return undefined;
  const fields = pageParamFields(html);
  const api = site.state.config.api;
  const mdx = api?.mdx;
  const authMethod = typeof frontmatter.authMethod === 'string' ? frontmatter.authMethod : mdx?.auth?.method;
  const settings = settingsOf(site, frontmatter, (text) => ({ markdown: text, html: text }));
  const built = buildManualOperation(
    frontmatter.api,
    {
      ...(mdx?.server ? { server: mdx.server } : {}),
      ...(authMethod ? { authMethod } : {}),
      ...(mdx?.auth?.name ? { authName: mdx.auth.name } : {}),
      ...(settings.examples ? { examples: settings.examples } : {}),
      ...(settings.fullUrl ? { fullUrl: true } : {}),
      ...(settings.playground ? { playground: settings.playground } : {}),
    },
    fields,
  );
  if (!built) return undefined;
  if (settings.access) Object.assign(built.model.playground, settings.access);
  await highlightSamples(site, built.model);
  return built.model;
}

/**
 * Spec Markdown → RichText. Specs repeat the same descriptions on page after page (Stripe: one schema on hundreds
 * of pages): one render per text and site state.
 */
function markdownRenderer(site: SiteView): (text: string) => RichText {
  const memo = site.derive('api-markdown', () => new Map<string, string>());
  return (text) => {
    let html = memo.get(text);
    if (html === undefined) {
      html = rewriteHtmlBase(markdownToHtml(text), site.base);
      memo.set(text, html);
    }
    return { markdown: text, html };
  };
}

/** Highlights an operation's request samples with the site's code themes. */
async function highlightSamples(site: SiteView, model: OperationModel): Promise<void> {
  for (const sample of model.requestExamples) sample.html = await site.highlightCode(sample.source, sample.language);
}

function settingsOf(
  site: SiteView,
  frontmatter: Record<string, unknown>,
  markdown: ApiPageSettings['markdown'],
): ApiPageSettings {
  const api = site.state.config.api;
  const playground = (api?.playground ?? {}) as { display?: string; url?: string };
  const display = [frontmatter.playground, playground.display].find(
    (value): value is ApiPageSettings['playground'] & string => typeof value === 'string' && DISPLAYS.has(value),
  );
  const examples = api?.examples;
  const groups = Array.isArray(frontmatter.groups)
    ? frontmatter.groups.map(String)
    : typeof frontmatter.groups === 'string'
      ? [frontmatter.groups]
      : undefined;
  const access = {
    ...(groups?.length ? { groups } : {}),
    ...(frontmatter.public === true ? { public: true } : {}),
  };
  return {
    markdown,
    ...(Object.keys(access).length ? { access } : {}),
    ...(api?.params?.expanded === 'all' ? { expanded: true } : {}),
    fullUrl: api?.url === 'full' || playground.url === 'full',
    ...(display ? { playground: display } : {}),
    ...(api?.params?.post ? { paramsPost: api.params.post } : {}),
    ...(examples
      ? {
          examples: {
            ...(examples.languages ? { languages: examples.languages } : {}),
            ...(examples.defaults ? { defaults: examples.defaults } : {}),
            ...(examples.autogenerate !== undefined ? { autogenerate: examples.autogenerate } : {}),
          },
        }
      : {}),
  };
}
