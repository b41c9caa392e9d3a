/**
 * An operation (or webhook) of a bundled spec → the page model the theme renders (docs-json.md §5.2). Pure:
 * everything comes from the spec and the settings; problems (a malformed extension) come back as sentences.
 */
import { inlineMarkdownToHtml } from '../util/inline-markdown.js';
import { slugToTitle } from '../content/page-path.js';
import { generateCodeSamples } from './request/code-samples.js';
import { cachedMediaExamples, isXmlMediaType } from './example-values.js';
import type { SpecOperation } from './operations.js';
import type {
  MediaContent,
  OperationModel,
  ParameterLocation,
  ResponseModel,
  RichText,
  SchemaField,
  ServerModel,
} from './page-model.js';
import { mintExtension, operationUrl } from './page-slug.js';
import { resolveRef } from './resolve-ref.js';
import { firstExample, type ResolvedParameter, sampleRequest } from './sample-request.js';
import { pageAnchors } from './field-anchors.js';
import { OVER_BUDGET } from './field-budget.js';
import { buildField, schemaRoot } from './schema-tree.js';
import type { SchemaTreeContext } from './schema-tree-context.js';
import { securityOptions } from './security-model.js';
import { isJsonObject, type JsonObject, type OpenApiSpec, operationEntries } from './spec-document.js';

/** What a site's docs.json and the page say about how API pages look. */
export interface ApiPageSettings {
  markdown: (text: string) => RichText;
  /** `api.url: "full"` (or `api.playground.url`): always show the base URL. */
  fullUrl?: boolean;
  examples?: { languages?: readonly string[]; defaults?: string; autogenerate?: boolean };
  /** `api.params.post`. */
  paramsPost?: readonly string[];
  /** Shared fragments for levels left out of the page (see `SchemaTreeContext.fragmentHref`). */
  fragmentHref?: SchemaTreeContext['fragmentHref'];
  playground?: 'interactive' | 'simple' | 'auth' | 'none';
  /** Who sees an `auth` playground: the page's `groups`, and `public: true`. */
  access?: { groups?: string[]; public?: boolean };
  /** `api.params.expanded: "all"`. */
  expanded?: boolean;
  /** Ids the page's own content has (the body of an MDX page bound to the operation): fields take others. */
  takenAnchors?: readonly string[];
  /** Resolved references of the spec, kept across its pages. */
  refCache?: Map<string, unknown>;
  /** Examples generated per media type object, kept across the spec's pages (errors repeat on every page). */
  exampleCache?: Map<unknown, MediaContent['examples']>;
}

/** Field budget per page: past it, deeper levels are left out (Stripe's largest objects otherwise make MB pages). */
const FIELD_BUDGET = 120;
/** Depths of nested named schemas tried, shallowest (cheapest) first; the deepest whose fields fit is kept. */
const REF_DEPTHS = [1, 2, 3];
const LOCATIONS: ParameterLocation[] = ['path', 'query', 'header', 'cookie'];
const RESERVED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

/** Builds an operation page's model. */
export function buildOperationModel(
  spec: OpenApiSpec,
  op: SpecOperation,
  settings: ApiPageSettings,
): { model: OperationModel; problems: string[]; anchors: ReadonlySet<string> } {
  const { document } = spec;
  const { operation } = op;
  const problems: string[] = [];
  const mint = mintExtension(operation);
  if (operation['x-mint'] !== undefined && !isJsonObject(operation['x-mint']))
    problems.push('`x-mint` must be an object (with `metadata`, `content`, `href`); it is ignored.');
  const metadata = isJsonObject(mint.metadata) ? mint.metadata : {};
  if (mint.content !== undefined && typeof mint.content !== 'string')
    problems.push('`x-mint.content` must be a string of MDX; it is ignored.');
  if (mint.href !== undefined && typeof mint.href !== 'string')
    problems.push('`x-mint.href` must be a string (the page URL); the generated URL is used.');
  if (mint.metadata !== undefined && !isJsonObject(mint.metadata))
    problems.push('`x-mint.metadata` must be an object of frontmatter keys; it is ignored.');

  const servers = serversOf(document, op);
  const baseUrl = servers[0] ? serverUrl(servers[0]) : '';
  const security = securityOptions(document, operation, { webhook: op.webhook, markdown: settings.markdown });
  const parameters = resolveParameters(document, op);
  const body = resolveRef(document, operation.requestBody);
  const trees = schemaTrees({ document, settings, operation, parameters, body, webhook: op.webhook });

  // Without a summary, the title its page's slug gives (reference §2.5: slugToTitle), as in the navigation.
  const title = text(metadata.title) ?? text(operation.summary) ?? slugToTitle(operationUrl(op));
  const description = text(metadata.description) ?? text(operation.description);
  const model: OperationModel = {
    kind: op.webhook ? 'webhook' : 'operation',
    method: op.method,
    path: op.path,
    spec: spec.file,
    title,
    deprecated: (metadata.deprecated ?? operation.deprecated) === true,
    showBaseUrl: Boolean(baseUrl) && (settings.fullUrl === true || servers.length > 1),
    servers,
    security,
    parameters: trees.parameters,
    responses: trees.responses,
    callbacks: [],
    requestExamples: [],
    playground: { display: settings.playground ?? 'interactive', ...settings.access },
  };
  if (baseUrl) model.baseUrl = baseUrl;
  if (settings.expanded) model.expanded = true;
  if (description) model.description = settings.markdown(description);

  if (isJsonObject(body) && trees.body) {
    model.body = { required: body.required === true, contents: trees.body };
    if (text(body.description)) model.body.description = settings.markdown(text(body.description)!);
  }
  // A callback's fields are on the same page: they take ids the operation's fields left free.
  model.callbacks = callbacksOf(spec, op, { ...settings, takenAnchors: [...trees.anchors] });

  const samples = generateCodeSamples(
    sampleRequest({
      document,
      method: op.method === 'WEBHOOK' ? 'POST' : op.method,
      baseUrl: baseUrl || 'https://example.com',
      path: op.webhook ? '/' : op.path,
      parameters,
      ...(isJsonObject(body) ? { body } : {}),
      security,
      requiredOnly: settings.examples?.defaults === 'required',
    }),
    {
      ...(settings.examples?.languages ? { languages: settings.examples.languages } : {}),
      // A webhook is a request the API sends: a reader's code receives it, so its sample is the payload.
      ...(settings.examples?.autogenerate === false || op.webhook ? { autogenerate: false } : {}),
      // ReadMe's own extension (`x-readme.code-samples`) holds the same entries.
      custom:
        operation['x-codeSamples'] ??
        operation['x-code-samples'] ??
        (isJsonObject(operation['x-readme']) ? operation['x-readme']['code-samples'] : undefined),
    },
  );
  model.requestExamples = samples.samples;
  const payload = op.webhook ? model.body?.contents[0] : undefined;
  const shown = payload?.examples[0];
  if (payload && shown)
    model.requestExamples.push({
      language: /json/i.test(payload.mediaType) ? 'json' : isXmlMediaType(payload.mediaType) ? 'xml' : 'text',
      label: 'Payload',
      source: shown.value,
    });
  problems.push(...samples.problems);
  return { model, problems, anchors: trees.anchors };
}

/**
 * The field trees of the page (parameters, body, responses), as deep as the field budget allows: named schemas
 * nested three deep first, then two, then one (each level of nesting the reader gets everywhere, rather than
 * the first fields expanded to the bottom and the last ones not at all).
 */
function schemaTrees(input: {
  document: JsonObject;
  settings: ApiPageSettings;
  operation: JsonObject;
  parameters: ResolvedParameter[];
  body: unknown;
  /**
   * A webhook's payload is sent by the API, like a response: its read-only fields are in it and its write-only
   * ones are not; the answer the receiver gives back is the request side.
   */
  webhook: boolean;
}): {
  parameters: OperationModel['parameters'];
  body?: MediaContent[];
  responses: ResponseModel[];
  /** The ids the page's fields took (its own content's among them). */
  anchors: Set<string>;
} {
  const { document, settings, operation, parameters, body } = input;
  const sent = input.webhook ? 'response' : 'request';
  const answered = input.webhook ? 'request' : 'response';
  const examples = settings.exampleCache ?? new Map<unknown, MediaContent['examples']>();
  let built: ReturnType<typeof schemaTrees> | undefined;
  for (const maxRefDepth of REF_DEPTHS) {
    // Past the first depth, a build that does not fit is thrown away: it stops as soon as it is over budget.
    const attempt = buildAt(maxRefDepth, built !== undefined);
    if (attempt.fits || !built) built = attempt.trees;
    if (!attempt.fits) break;
  }
  return built!;

  function buildAt(
    maxRefDepth: number,
    strict: boolean,
  ): { trees: ReturnType<typeof schemaTrees>; fits: true } | { trees?: ReturnType<typeof schemaTrees>; fits: false } {
    const anchors = pageAnchors(settings.takenAnchors);
    const budget = { fields: FIELD_BUDGET, strict };
    const ctx = (direction: SchemaTreeContext['direction']): SchemaTreeContext => ({
      document,
      markdown: settings.markdown,
      direction,
      anchors,
      budget,
      maxRefDepth,
      examples,
      ...(settings.refCache ? { refCache: settings.refCache } : {}),
      ...(settings.paramsPost ? { postKeys: settings.paramsPost } : {}),
      ...(settings.fragmentHref ? { fragmentHref: settings.fragmentHref } : {}),
    });
    const request = ctx('request');
    try {
      const trees = {
        parameters: LOCATIONS.map((location) => ({
          location,
          fields: parameters.filter((p) => p.in === location).map((p) => parameterField(request, p)),
        })).filter((group) => group.fields.length > 0),
        // In the page's order: the request body before the responses, so that a large response cannot use up
        // the budget before the body's nested levels get theirs.
        ...(isJsonObject(body) ? { body: mediaContents(ctx(sent), body, { direction: sent, prefix: '' }) } : {}),
        responses: responsesOf(ctx(answered), operation),
        anchors,
      };
      return budget.fields >= 0 ? { trees, fits: true } : { trees, fits: false };
    } catch (error) {
      if (error === OVER_BUDGET) return { fits: false };
      throw error;
    }
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Servers of the operation, else its path item, else the document (§5.4). */
export function serversOf(document: JsonObject, op: SpecOperation): ServerModel[] {
  const raw = [op.operation.servers, op.pathItem.servers, document.servers].find(
    (list) => Array.isArray(list) && list.length > 0,
  ) as unknown[] | undefined;
  return (raw ?? []).filter(isJsonObject).map((server) => {
    const variables = isJsonObject(server.variables) ? server.variables : {};
    return {
      url: typeof server.url === 'string' ? server.url : '',
      ...(text(server.description)
        ? { description: text(server.description)!, descriptionHtml: inlineMarkdownToHtml(text(server.description)!) }
        : {}),
      variables: Object.entries(variables)
        .filter(([, v]) => isJsonObject(v))
        .map(([name, v]) => {
          const variable = v as JsonObject;
          return {
            name,
            default: String(variable.default ?? ''),
            ...(Array.isArray(variable.enum) ? { enum: variable.enum.map(String) } : {}),
            ...(text(variable.description)
              ? {
                  description: text(variable.description)!,
                  descriptionHtml: inlineMarkdownToHtml(text(variable.description)!),
                }
              : {}),
          };
        }),
    };
  });
}

/** A server's URL with its variables' defaults filled in. */
export function serverUrl(server: ServerModel): string {
  let url = server.url;
  for (const variable of server.variables) url = url.replaceAll(`{${variable.name}}`, variable.default);
  return url.replace(/\/+$/, '');
}

/** Path-item parameters, overridden by the operation's of the same name and location. */
export function resolveParameters(document: JsonObject, op: SpecOperation): ResolvedParameter[] {
  const byKey = new Map<string, ResolvedParameter>();
  for (const list of [op.pathItem.parameters, op.operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const parameter = resolveRef(document, raw);
      if (!isJsonObject(parameter) || typeof parameter.name !== 'string' || typeof parameter.in !== 'string') continue;
      // OpenAPI: header parameters named Accept, Content-Type or Authorization SHALL be ignored.
      if (parameter.in === 'header' && RESERVED_HEADERS.has(parameter.name.toLowerCase())) continue;
      const content = isJsonObject(parameter.content) ? Object.values(parameter.content)[0] : undefined;
      const rawSchema = parameter.schema ?? (isJsonObject(content) ? content.schema : undefined);
      const schema = resolveRef(document, rawSchema);
      byKey.set(`${parameter.in}:${parameter.name}`, {
        name: parameter.name,
        in: parameter.in,
        required: parameter.in === 'path' || parameter.required === true,
        parameter,
        schema: isJsonObject(schema) ? schema : {},
      });
    }
  }
  return [...byKey.values()];
}

function parameterField(ctx: SchemaTreeContext, param: ResolvedParameter): SchemaField {
  const raw = param.parameter.schema ?? param.schema;
  const field = buildField(ctx, { name: param.name, raw, required: param.required, prefix: '', stack: [], depth: 0 });
  const description = text(param.parameter.description);
  // Values named by `oneOf` of `const`s (expand-schema.ts lists them under the schema's text) stay listed under
  // the parameter's own text.
  const values = field.description?.markdown.match(/(?:^|\n)(- `[\s\S]*)$/)?.[1];
  if (description)
    field.description = ctx.markdown(
      values && !description.includes(values) ? `${description}\n\n${values}` : description,
    );
  if (param.parameter.deprecated === true) field.deprecated = true;
  const example = param.parameter.example ?? firstExample(ctx.document, param.parameter.examples);
  if (example !== undefined) field.example = JSON.stringify(example);
  if (param.parameter.style === 'deepObject') field.constraints.push('style: deepObject');
  return field;
}

function mediaContents(
  ctx: SchemaTreeContext,
  holder: JsonObject,
  where: { direction: 'request' | 'response'; prefix: string },
): MediaContent[] {
  const { direction, prefix } = where;
  const content = isJsonObject(holder.content) ? holder.content : {};
  return Object.entries(content).flatMap(([mediaType, raw]) => {
    const media = resolveRef(ctx.document, raw);
    if (!isJsonObject(media)) return [];
    const item: MediaContent = {
      mediaType,
      schema: schemaRoot(ctx, media.schema ?? {}, prefix),
      examples: cachedMediaExamples(ctx.examples, { document: ctx.document, media, direction, mediaType }),
    };
    if (isJsonObject(media.encoding)) {
      item.encoding = Object.fromEntries(
        Object.entries(media.encoding)
          .filter(([, e]) => isJsonObject(e))
          .map(([name, e]) => {
            const encoding = e as JsonObject;
            return [
              name,
              {
                ...(typeof encoding.style === 'string' ? { style: encoding.style } : {}),
                ...(typeof encoding.explode === 'boolean' ? { explode: encoding.explode } : {}),
                ...(typeof encoding.contentType === 'string' ? { contentType: encoding.contentType } : {}),
              },
            ];
          }),
      );
    }
    return [item];
  });
}

/**
 * Where a response status sorts on the page: codes by number, a range (`2XX`) after the codes it covers,
 * `default` (any other status) last; specs list them in any order.
 */
export function statusOrder(status: string): number {
  if (/^\d{3}$/.test(status)) return Number(status);
  if (/^[1-5]XX$/i.test(status)) return Number(status[0]) * 100 + 99.5;
  return 1000;
}

function responsesOf(ctx: SchemaTreeContext, operation: JsonObject): ResponseModel[] {
  const responses = isJsonObject(operation.responses) ? operation.responses : {};
  const statuses = Object.keys(responses).filter((status) => !status.startsWith('x-'));
  // The first success response's fields are `response.<field>`; every other response's carry its status
  // (`response.404.code`), so a link to an error field does not depend on the order of the responses.
  const primary = statuses.find((status) => status.startsWith('2')) ?? statuses[0];
  return Object.entries(responses)
    .filter(([status]) => !status.startsWith('x-'))
    .sort(([a], [b]) => statusOrder(a) - statusOrder(b))
    .flatMap(([status, raw]) => {
      const response = resolveRef(ctx.document, raw);
      if (!isJsonObject(response)) return [];
      const headers = isJsonObject(response.headers) ? response.headers : {};
      const model: ResponseModel = {
        status,
        headers: Object.entries(headers).flatMap(([name, rawHeader]) => {
          // A `Content-Type` response header SHALL be ignored (the content map says it).
          if (name.toLowerCase() === 'content-type') return [];
          const header = resolveRef(ctx.document, rawHeader);
          if (!isJsonObject(header)) return [];
          // A header is a parameter without `name` and `in` (OpenAPI's Header Object): its schema or the one of
          // its `content`, its own example, deprecation.
          const content = isJsonObject(header.content) ? Object.values(header.content)[0] : undefined;
          const field = buildField(ctx, {
            name,
            raw: header.schema ?? (isJsonObject(content) ? content.schema : undefined) ?? {},
            required: header.required === true,
            prefix: `response.${status}.header`,
            stack: [],
            depth: 0,
          });
          if (text(header.description)) field.description = ctx.markdown(text(header.description)!);
          if (header.deprecated === true) field.deprecated = true;
          const example = header.example ?? firstExample(ctx.document, header.examples);
          if (example !== undefined) field.example = JSON.stringify(example);
          return [field];
        }),
        contents: mediaContents(ctx, response, {
          direction: ctx.direction === 'request' ? 'request' : 'response',
          prefix: status === primary ? 'response' : `response.${status}`,
        }),
      };
      if (text(response.description)) model.description = ctx.markdown(text(response.description)!);
      return [model];
    });
}

function callbacksOf(spec: OpenApiSpec, op: SpecOperation, settings: ApiPageSettings): OperationModel['callbacks'] {
  const callbacks = isJsonObject(op.operation.callbacks) ? op.operation.callbacks : {};
  // Each callback operation's fields avoid the ids of the ones before it on the page.
  let taken = settings.takenAnchors ?? [];
  return Object.entries(callbacks).flatMap(([name, raw]) => {
    const callback = resolveRef(spec.document, raw);
    if (!isJsonObject(callback)) return [];
    return Object.entries(callback).flatMap(([expression, rawItem]) => {
      const pathItem = resolveRef(spec.document, rawItem);
      if (!isJsonObject(pathItem)) return [];
      const operations = operationEntries(pathItem).flatMap(({ method, at, value }) => {
        const operation = resolveRef(spec.document, value);
        if (!isJsonObject(operation)) return [];
        const inner: SpecOperation = {
          method,
          at,
          path: expression,
          webhook: false,
          operation,
          pathItem,
        };
        const built = buildOperationModel(
          spec,
          { ...inner, operation: { ...operation, callbacks: undefined } },
          {
            ...settings,
            takenAnchors: taken,
            examples: { ...settings.examples, autogenerate: false },
          },
        );
        taken = [...built.anchors];
        return [built.model];
      });
      return [{ name, expression, operations }];
    });
  });
}
