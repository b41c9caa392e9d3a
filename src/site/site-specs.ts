/**
 * The specs a site uses, once loaded: what the navigation, routes and render stages look operations up in.
 * Loaded once per build on the main thread and handed to render workers as data (see load-specs.ts).
 */
import type { ApiBinding } from '../openapi/api-binding.js';
import { findOperation, listOperations, type SpecOperation } from '../openapi/operations.js';
import type { OpenApiSpec } from '../openapi/spec-document.js';
import { listChannels } from '../asyncapi/channel-model.js';
import type { AsyncApiSpec } from '../asyncapi/spec.js';
import { findSpecFile, findSpecFiles } from '../openapi/spec-names.js';

/** The loaded specs of a site. */
export interface SiteSpecs {
  /** Bundled OpenAPI documents by root-relative entry file. */
  openapi: Map<string, OpenApiSpec>;
  /** AsyncAPI documents by root-relative file. */
  asyncapi: Map<string, AsyncApiSpec>;
  /** Pages bound to an operation or schema by frontmatter, by page path. */
  pageBindings: Map<string, ApiBinding>;
  /** Every file the specs were read from (entry files and their `$ref` files): what dev watches. */
  files: string[];
  /** The operations of each spec, in document order (derived from `openapi`; not sent to workers). */
  operations: Map<string, SpecOperation[]>;
  /** The same, by `operationKey` (exact method and path), per spec. */
  operationIndex: Map<string, Map<string, SpecOperation>>;
}

/** `GET /users/{id}`, `WEBHOOK orderUpdated`: an operation's exact key. */
export function operationKey(op: { method: string; path: string; webhook: boolean }): string {
  return `${op.webhook ? 'WEBHOOK' : op.method.toUpperCase()} ${op.path}`;
}

/** The operation a binding names, looked up by its exact key. */
export function boundOperation(
  specs: SiteSpecs,
  binding: { spec: string; method: string; path: string; webhook: boolean },
): SpecOperation | undefined {
  return specs.operationIndex.get(binding.spec)?.get(operationKey(binding));
}

/** The part of `SiteSpecs` sent to render workers (they derive the rest). */
export type SpecsData = Omit<SiteSpecs, 'operations' | 'operationIndex'>;

/** Completes specs data with the operation lists. */
export function withOperations(data: SpecsData): SiteSpecs {
  const operations = new Map([...data.openapi].map(([file, spec]) => [file, listOperations(spec)]));
  const operationIndex = new Map(
    [...operations].map(([file, list]) => [file, new Map(list.map((op) => [operationKey(op), op]))]),
  );
  return { ...data, operations, operationIndex };
}

/** An empty set of specs (a site without API pages). */
export function emptySiteSpecs(): SiteSpecs {
  return withOperations({ openapi: new Map(), asyncapi: new Map(), pageBindings: new Map(), files: [] });
}

/** An endpoint reference as navigation and frontmatter write it. */
export interface EndpointQuery {
  method: string;
  path: string;
  webhook: boolean;
  /** A spec named in the reference itself. */
  explicitSpec?: string;
}

/** Where an endpoint reference leads: the operation, or a sentence saying why not. */
export type EndpointMatch =
  | { spec: OpenApiSpec; operation: SpecOperation }
  | { problem: { rule: string; message: string; hint: string } };

/**
 * Resolves an endpoint reference: in the spec it names, else in the specs it inherits (in order), else (for
 * frontmatter, `searchAll`) in every loaded spec in alphabetical order, the first that has it.
 */
export function matchEndpoint(
  specs: SiteSpecs,
  query: EndpointQuery,
  where: { inherited?: readonly string[]; fromDir?: string; searchAll?: boolean },
): EndpointMatch {
  const files = [...specs.openapi.keys()];
  const label = query.webhook ? `webhook ${query.path}` : `${query.method} ${query.path}`;
  let candidates: string[];
  if (query.explicitSpec !== undefined) {
    candidates = findSpecFiles(files, query.explicitSpec, where.fromDir);
    if (candidates.length === 0)
      return {
        problem: {
          rule: 'openapi-missing-file',
          message: `the OpenAPI file \`${query.explicitSpec}\` named by \`${label}\` does not exist or could not be loaded.`,
          hint: 'Name a spec file of the site by its path from the folder that holds docs.json.',
        },
      };
  } else if (where.inherited?.length) {
    candidates = where.inherited.map((name) => findSpecFile(files, name, where.fromDir)).filter((f) => f !== undefined);
    if (candidates.length === 0)
      return {
        problem: {
          rule: 'openapi-missing-file',
          message: `the OpenAPI file ${where.inherited.join(', ')} that \`${label}\` relies on could not be loaded.`,
          hint: 'Its own error says why.',
        },
      };
  } else if (where.searchAll) candidates = [...files].sort();
  else candidates = [];
  if (candidates.length === 0)
    return {
      problem: {
        rule: 'openapi-no-spec',
        message: `\`${label}\` names no OpenAPI file, and none is set above it in the navigation.`,
        hint: 'Write the spec before the method (`openapi.json GET /users`) or set `openapi` on a parent element.',
      },
    };
  // Searched in every spec of the site: a miss names them all, not the first one tried.
  const everywhere = query.explicitSpec === undefined && !where.inherited?.length && candidates.length > 1;
  const searched = (file: string) => (everywhere ? `any OpenAPI file of the site (${listFiles(candidates)})` : file);
  let best: EndpointMatch | undefined;
  for (const file of candidates) {
    const spec = specs.openapi.get(file)!;
    // Most references are written exactly as the spec has them: one lookup, not a scan of every operation.
    const exact = specs.operationIndex.get(file)?.get(operationKey(query));
    const found = exact ? { operation: exact } : findOperation(specs.operations.get(file) ?? [], query);
    if ('operation' in found) return { spec, operation: found.operation };
    if (best) continue;
    if (found.missing === 'method')
      best = {
        problem: {
          rule: 'openapi-missing-method',
          message: `method ${query.method} for endpoint ${query.path} not found in ${file}.`,
          hint: `The path has ${found.methods.join(', ')}.`,
        },
      };
    else
      best = {
        problem: {
          rule: 'openapi-missing-endpoint',
          message: `${query.webhook ? 'webhook' : 'endpoint'} ${query.path} not found in ${searched(file)}.`,
          hint: found.closest.length
            ? `Did you mean \`${found.closest[0]}\`?`
            : everywhere
              ? 'Check the path against the specs, or name the spec before the method (`openapi.yaml GET /path`).'
              : found.available.length
                ? `Available paths: ${found.available.join(', ')}${found.available.length === 8 ? ', …' : ''}.`
                : 'The spec has no operations.',
        },
      };
  }
  return best!;
}

/** Spec files named in a message: the first few, then how many more. */
function listFiles(files: readonly string[]): string {
  const shown = files.slice(0, 4).join(', ');
  return files.length > 4 ? `${shown} and ${files.length - 4} more` : shown;
}

/** Resolves a channel of an AsyncAPI spec: in the spec named, else (frontmatter without one) in every spec. */
export function matchChannel(
  specs: SiteSpecs,
  query: { channel: string; explicitSpec?: string },
  where: { fromDir?: string },
):
  | { binding: ApiBinding; title: string; description?: string }
  | { problem: { rule: string; message: string; hint: string } } {
  const files = [...specs.asyncapi.keys()];
  const candidates = query.explicitSpec ? findSpecFiles(files, query.explicitSpec, where.fromDir) : files.sort();
  if (query.explicitSpec && candidates.length === 0)
    return {
      problem: {
        rule: 'asyncapi-missing-file',
        message: `the AsyncAPI file \`${query.explicitSpec}\` does not exist or could not be loaded.`,
        hint: 'Name an AsyncAPI file of the site by its path from the folder that holds docs.json.',
      },
    };
  for (const file of candidates) {
    const found = listChannels(specs.asyncapi.get(file)!).find((channel) => channel.id === query.channel);
    if (found)
      return {
        binding: { kind: 'channel', spec: file, channel: found.id },
        title: found.title,
        ...(found.description ? { description: found.description } : {}),
      };
  }
  return {
    problem: {
      rule: 'asyncapi-missing-channel',
      message: `the channel \`${query.channel}\` is not in ${query.explicitSpec ? `\`${query.explicitSpec}\`` : 'any AsyncAPI file of the site'}.`,
      hint: 'Name a key of `channels` (channel ids are case-sensitive).',
    },
  };
}

/** The binding of a matched endpoint. */
export function bindingOf(match: { spec: OpenApiSpec; operation: SpecOperation }): ApiBinding {
  const { operation } = match;
  return {
    kind: 'operation',
    spec: match.spec.file,
    method: operation.method,
    path: operation.path,
    webhook: operation.webhook,
  };
}
