/**
 * An operation of a bundled spec → the {@link RequestSpec} its playground works from: servers, parameters with
 * their serialisation style, bodies with their examples, the security schemes with their OAuth flows, and the
 * response schemas to check answers against. Pure, and cheap next to the page model (no Markdown, no schema
 * trees): it is built on its own when a reader opens the playground, not with every page.
 */
import type { SpecOperation } from './operations.js';
import { resolveParameters, serversOf } from './operation-model.js';
import { cachedMediaExamples } from './example-values.js';
import type { MediaContent } from './page-model.js';
import { securityOptions } from './security-model.js';
import { isParameterStyle, parameterShape } from './parameter-shape.js';
import {
  type LiteDefsMemo,
  liteSchemaContext,
  plainSummary,
  toLiteSchema,
  type LiteSchemaContext,
} from './lite-schema.js';
import type {
  AuthScheme,
  OAuthFlow,
  RequestBodyContent,
  RequestParameter,
  RequestSpec,
  ResponseSpec,
} from './request/request-spec.js';
import { resolveRef } from './resolve-ref.js';
import { isJsonObject, type JsonObject, type OpenApiSpec } from './spec-document.js';

/**
 * Schema nodes one playground file may spend on the request (the form) and then on the responses (the check).
 * Past them a schema is left open (`{}`: accepted unchecked). Measured on Stripe, where one response reaches
 * hundreds of named schemas: 4,000 nodes in all made a median file of 419 KB; these keep it near 60 KB.
 */
const REQUEST_NODES = 1200;
const RESPONSE_NODES = 500;

/** `api.examples.prefill`, and the spec's example cache shared with the page models. */
export interface RequestSpecOptions {
  prefill: boolean;
  exampleCache?: Map<unknown, MediaContent['examples']>;
  /** Named schemas converted by the spec's earlier files, kept across them. */
  liteDefs?: LiteDefsMemo;
}

/** Builds the request spec of `op`. */
export function buildRequestSpec(spec: OpenApiSpec, op: SpecOperation, options: RequestSpecOptions): RequestSpec {
  const { document } = spec;
  const ctx = liteSchemaContext(document, REQUEST_NODES, options.liteDefs);
  const parameters = resolveParameters(document, op).map((param): RequestParameter => {
    const raw = param.parameter;
    const location = param.in as RequestParameter['in'];
    const shape = parameterShape(raw, { name: param.name, in: location });
    const out: RequestParameter = {
      name: param.name,
      in: location,
      required: param.required,
      style: shape.style,
      explode: shape.explode,
      allowReserved: shape.allowReserved === true,
      ...(shape.mediaType ? { mediaType: shape.mediaType } : {}),
      deprecated: raw.deprecated === true,
      schema: toLiteSchema(ctx, raw.schema ?? param.schema),
    };
    const example = raw.example ?? firstNamedExample(document, raw.examples);
    if (example !== undefined) out.example = example;
    if (typeof raw.description === 'string' && raw.description.trim()) out.description = plainSummary(raw.description);
    return out;
  });

  const result: RequestSpec = {
    method: op.method,
    path: op.path,
    servers: serversOf(document, op).map((server) => ({
      url: server.url,
      ...(server.description ? { description: plainSummary(server.description) } : {}),
      variables: server.variables.map(({ name, default: value, enum: values, description }) => ({
        name,
        default: value,
        ...(values ? { enum: values } : {}),
        ...(description ? { description: plainSummary(description) } : {}),
      })),
    })),
    parameters,
    security: securityOf(document, op),
    responses: [],
    defs: ctx.defs,
    prefill: options.prefill,
  };
  const body = resolveRef(document, op.operation.requestBody);
  if (isJsonObject(body)) {
    result.body = {
      required: body.required === true,
      contents: bodyContents(ctx, { body, cache: options.exampleCache }),
    };
  }
  ctx.budget.nodes = RESPONSE_NODES;
  result.responses = responsesOf(ctx, op.operation);
  return result;
}

function bodyContents(
  ctx: LiteSchemaContext,
  input: { body: JsonObject; cache: Map<unknown, MediaContent['examples']> | undefined },
): RequestBodyContent[] {
  const content = isJsonObject(input.body.content) ? input.body.content : {};
  return Object.entries(content).flatMap(([mediaType, raw]) => {
    const media = resolveRef(ctx.document, raw);
    if (!isJsonObject(media)) return [];
    const out: RequestBodyContent = { mediaType, schema: toLiteSchema(ctx, media.schema ?? {}) };
    const examples = cachedMediaExamples(input.cache, {
      document: ctx.document,
      media,
      direction: 'request',
      mediaType,
    });
    const shown = examples[0];
    const example =
      media.example ?? firstNamedExample(ctx.document, media.examples) ?? (shown ? parseJson(shown.value) : undefined);
    if (example !== undefined) out.example = example;
    const encoding = bodyEncoding(media.encoding);
    if (encoding) out.encoding = encoding;
    return [out];
  });
}

/** A media type's `encoding` map as requests are built from it (each property's style, explode and type). */
export function bodyEncoding(raw: unknown): RequestBodyContent['encoding'] {
  if (!isJsonObject(raw)) return undefined;
  const out: NonNullable<RequestBodyContent['encoding']> = {};
  for (const [name, entry] of Object.entries(raw)) {
    if (!isJsonObject(entry)) continue;
    out[name] = {
      ...(isParameterStyle(entry.style) ? { style: entry.style } : {}),
      ...(typeof entry.explode === 'boolean' ? { explode: entry.explode } : {}),
      ...(typeof entry.contentType === 'string' ? { contentType: entry.contentType } : {}),
    };
  }
  return out;
}

function responsesOf(ctx: LiteSchemaContext, operation: JsonObject): ResponseSpec[] {
  const responses = isJsonObject(operation.responses) ? operation.responses : {};
  return Object.entries(responses)
    .filter(([status]) => !status.startsWith('x-'))
    .map(([status, raw]) => {
      const response = resolveRef(ctx.document, raw);
      const content = isJsonObject(response) && isJsonObject(response.content) ? response.content : {};
      return {
        status,
        contents: Object.entries(content).map(([mediaType, rawMedia]) => {
          const media = resolveRef(ctx.document, rawMedia);
          return isJsonObject(media) && media.schema !== undefined
            ? { mediaType, schema: toLiteSchema(ctx, media.schema) }
            : { mediaType };
        }),
      };
    });
}

/** The operation's security requirements with each scheme's full definition (OAuth flows included). */
function securityOf(document: JsonObject, op: SpecOperation): RequestSpec['security'] {
  const components = isJsonObject(document.components) ? document.components : {};
  const schemes = isJsonObject(components.securitySchemes) ? components.securitySchemes : {};
  const options = securityOptions(document, op.operation, {
    webhook: op.webhook,
    markdown: (text) => ({ markdown: text, html: '' }),
  });
  return options.map((option) => ({
    title: option.title,
    schemes: option.schemes.map((entry) => {
      const raw = resolveRef(document, schemes[entry.name]);
      return authScheme(entry.name, isJsonObject(raw) ? raw : {}, entry.scopes ?? []);
    }),
  }));
}

const AUTH_TYPES = new Set(['http', 'apiKey', 'oauth2', 'openIdConnect', 'mutualTLS']);

function authScheme(name: string, raw: JsonObject, scopes: string[]): AuthScheme {
  const type = AUTH_TYPES.has(raw.type as string) ? (raw.type as AuthScheme['type']) : 'unknown';
  const out: AuthScheme = { name, type };
  if (scopes.length) out.scopes = scopes;
  const preset = raw['x-default'];
  const takesOneValue = type === 'apiKey' || (type === 'http' && raw.scheme !== 'basic') || type === 'oauth2';
  if (takesOneValue && (typeof preset === 'string' || typeof preset === 'number') && String(preset))
    out.default = String(preset);
  if (type === 'http') {
    out.scheme = typeof raw.scheme === 'string' ? raw.scheme.toLowerCase() : 'bearer';
    if (typeof raw.bearerFormat === 'string') out.bearerFormat = raw.bearerFormat;
  } else if (type === 'apiKey') {
    out.in = raw.in === 'query' || raw.in === 'cookie' ? raw.in : 'header';
    out.parameter = typeof raw.name === 'string' && raw.name ? raw.name : name;
  } else if (type === 'oauth2' && isJsonObject(raw.flows)) {
    out.flows = {};
    for (const kind of ['authorizationCode', 'implicit', 'clientCredentials', 'password'] as const) {
      const flow = raw.flows[kind];
      if (isJsonObject(flow)) out.flows[kind] = oauthFlow(flow);
    }
  } else if (type === 'openIdConnect' && typeof raw.openIdConnectUrl === 'string') {
    out.openIdConnectUrl = raw.openIdConnectUrl;
  }
  return out;
}

function oauthFlow(flow: JsonObject): OAuthFlow {
  const out: OAuthFlow = { scopes: isJsonObject(flow.scopes) ? Object.keys(flow.scopes) : [] };
  for (const key of ['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const)
    if (typeof flow[key] === 'string') out[key] = flow[key] as string;
  return out;
}

function firstNamedExample(document: JsonObject, examples: unknown): unknown {
  if (!isJsonObject(examples)) return undefined;
  for (const raw of Object.values(examples)) {
    const example = resolveRef(document, raw);
    if (isJsonObject(example) && 'value' in example) return example.value;
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
