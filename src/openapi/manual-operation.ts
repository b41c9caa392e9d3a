/**
 * Pages written by hand with `api: "POST /v1/users"` frontmatter (docs-json.md §5.8): the same endpoint header,
 * authorization and request examples as a generated page, from the page's own top-level `<ParamField>`s (rendered
 * by the page; their parameters and body fields are in the samples) and docs.json `api.mdx` (base URL and auth
 * method). Pure.
 */
import { generateCodeSamples } from './request/code-samples.js';
import { type ManualField, manualRequest } from './request/manual-fields.js';
import { sampleRequest } from './sample-request.js';
import type { OperationModel, SecurityOption } from './page-model.js';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE']);

/** docs.json `api.mdx` and the page's `authMethod`. */
export interface ManualApiSettings {
  /** `api.mdx.server`: base URL(s) for relative paths. */
  server?: string | string[];
  /** `authMethod` of the page, else `api.mdx.auth.method`: `bearer`, `basic`, `key`, `cobo`, `none`. */
  authMethod?: string;
  /** `api.mdx.auth.name`: the header of `key` auth (default `Key`). */
  authName?: string;
  examples?: { languages?: readonly string[]; autogenerate?: boolean; defaults?: string };
  fullUrl?: boolean;
  playground?: OperationModel['playground']['display'];
}

/** The model of an `api:` page; undefined when the value is not `METHOD path-or-URL`. */
export function buildManualOperation(
  value: string,
  settings: ManualApiSettings,
  fields: readonly ManualField[] = [],
): { model: OperationModel; problems: string[] } | undefined {
  const [rawMethod, target, ...rest] = value.trim().split(/\s+/);
  const method = rawMethod?.toUpperCase();
  if (!method || !METHODS.has(method) || !target || rest.length) return undefined;
  const absolute = /^https?:\/\//i.test(target);
  const servers = (Array.isArray(settings.server) ? settings.server : settings.server ? [settings.server] : []).filter(
    (url) => typeof url === 'string' && url,
  );
  let baseUrl = '';
  let path = target;
  if (absolute) {
    const url = new URL(target);
    baseUrl = url.origin;
    path = decodeURI(url.pathname) + url.search;
  } else baseUrl = (servers[0] ?? '').replace(/\/+$/, '');
  const security = securityOf(settings);
  const request = manualRequest(fields, path);
  const samples = generateCodeSamples(
    sampleRequest({
      document: {},
      method,
      baseUrl: baseUrl || 'https://example.com',
      path,
      parameters: request.parameters.map((param) => ({
        name: param.name,
        in: param.in,
        required: param.required,
        parameter: { ...param },
        schema: { ...param.schema },
      })),
      ...(request.body
        ? {
            body: {
              required: request.body.required,
              content: { [request.body.mediaType]: { schema: request.body.schema } },
            },
          }
        : {}),
      security,
      requiredOnly: settings.examples?.defaults === 'required',
    }),
    {
      ...(settings.examples?.languages ? { languages: settings.examples.languages } : {}),
      ...(settings.examples?.autogenerate === false ? { autogenerate: false } : {}),
    },
  );
  const model: OperationModel = {
    kind: 'operation',
    method,
    path,
    spec: '',
    title: `${method} ${path}`,
    deprecated: false,
    showBaseUrl: Boolean(baseUrl) && (absolute || settings.fullUrl === true || servers.length > 1),
    servers: (absolute ? [baseUrl] : servers).map((url) => ({ url, variables: [] })),
    security,
    parameters: [],
    responses: [],
    callbacks: [],
    requestExamples: samples.samples,
    playground: { display: settings.playground ?? 'interactive' },
  };
  if (baseUrl) model.baseUrl = baseUrl;
  if (model.playground.display !== 'none') model.playground.inline = inlineRequestSpec(model);
  return { model, problems: samples.problems };
}

/** What the playground of a hand-written page starts from; the page's own ParamFields add the parameters. */
function inlineRequestSpec(model: OperationModel): NonNullable<OperationModel['playground']['inline']> {
  return {
    method: model.method,
    path: model.path,
    servers: model.servers.map((server) => ({ url: server.url, variables: [] })),
    security: model.security.map((entry) => ({
      title: entry.title,
      schemes: entry.schemes.map((scheme) =>
        scheme.type === 'apiKey'
          ? {
              name: scheme.name,
              type: 'apiKey' as const,
              in: 'header' as const,
              parameter: scheme.parameter ?? scheme.name,
            }
          : { name: scheme.name, type: 'http' as const, scheme: scheme.scheme ?? 'bearer' },
      ),
    })),
  };
}

function securityOf(settings: ManualApiSettings): SecurityOption[] {
  const method = settings.authMethod;
  if (method === 'bearer')
    return [
      option('bearer', {
        type: 'http',
        scheme: 'bearer',
        summary: 'Bearer authentication header of the form `Bearer <token>`.',
      }),
    ];
  if (method === 'basic')
    return [
      option('basic', {
        type: 'http',
        scheme: 'basic',
        summary: 'Basic authentication header of the form `Basic <encoded-value>` (base64 of `username:password`).',
      }),
    ];
  if (method === 'key') {
    const name = settings.authName ?? 'Key';
    return [option(name, { type: 'apiKey', parameter: name, summary: `API key in the header \`${name}\`.` })];
  }
  if (method === 'cobo')
    return [
      option('API-SECRET', {
        type: 'apiKey',
        parameter: 'API-SECRET',
        summary: 'Cobo API secret in the header `API-SECRET`.',
      }),
    ];
  return [];
}

function option(
  name: string,
  scheme: { type: string; scheme?: string; parameter?: string; summary: string },
): SecurityOption {
  return {
    title: name,
    schemes: [{ name, in: 'header', parameter: scheme.parameter ?? 'Authorization', ...scheme }],
  };
}
