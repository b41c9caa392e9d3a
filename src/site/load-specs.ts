/**
 * The specs stage: loads every spec the site names (docs.json `openapi` at any level and in `api`, frontmatter
 * `openapi:`/`openapi-schema:`, and, for frontmatter that names no file, every OpenAPI file of the site), once,
 * and binds frontmatter pages to their operations. Other JSON and YAML files are never reported on, broken or
 * not: only a spec the site names is validated.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.js';
import type { ContentIndex, PageMeta } from '../content/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { parseEndpointRef } from '../navigation/endpoint-ref.js';
import type { ApiBinding } from '../openapi/api-binding.js';
import { loadOpenApi } from '../openapi/load-openapi.js';
import { longPageNameWarnings } from '../openapi/long-page-names.js';
import { schemaNames } from '../openapi/schema-page.js';
import type { OpenApiSpec } from '../openapi/spec-document.js';
import { cleanSpecName, findSpecFile, findSpecFiles } from '../openapi/spec-names.js';
import { isHttpUrl } from '../util/is-external-href.js';
import { mapLimit } from '../util/map-limit.js';
import type { AsyncApiSpec } from '../asyncapi/spec.js';
import { bindingOf, matchChannel, matchEndpoint, type SiteSpecs, withOperations } from './site-specs.js';
import { collectConfigSpecRefs } from './spec-refs.js';
import { isFolder } from './unread-files.js';
import { runValidationJobs, type ValidationJob } from './spec-validation.js';
import { cachedValidation } from './validation-cache.js';

/** Specs loaded at once: the reads overlap, the parsing is one thread's either way. */
const LOAD_CONCURRENCY = 4;

/** Loads the site's specs; `preloaded` is what the main thread loaded (render workers do not load again). */
export async function loadSiteSpecs(input: {
  loaded: LoadedConfig;
  content: ContentIndex;
  pageMeta: ReadonlyMap<string, PageMeta>;
  /** Keep the validation's result in the site's private cache, and take it from there (validation-cache.ts). */
  cacheValidation?: boolean;
}): Promise<{
  specs: SiteSpecs;
  diagnostics: Diagnostic[];
  validate: () => Promise<Diagnostic[]>;
  validations: ValidationJob[];
  /**
   * Reports and validates the specs of `files` that were only found by the search (frontmatter or an endpoint
   * that names no spec, docs-json.md §2.5) once a page uses them: their problems, till then held back (the
   * search reads every spec-like file, the broken ones nobody uses included). Each spec once.
   */
  adoptSearched: (files: Iterable<string>) => Diagnostic[];
}> {
  const { loaded, content, pageMeta } = input;
  const diagnostics: Diagnostic[] = [];
  // Validation is most of a spec's load time (seconds for AsyncAPI): pages render without it, and its warnings
  // are reported when it ends (build: before the summary; dev: in the background).
  const validations: ValidationJob[] = [];
  const candidates = content.specCandidates;
  const named = new Set<string>();
  // Where the warnings of docs.json's OpenAPI specs given as URLs (never downloaded) are in `diagnostics`.
  const remote: number[] = [];

  const namedAsync = new Set<string>();
  for (const ref of collectConfigSpecRefs(loaded.config)) {
    const at = loaded.locate(ref.path);
    if (ref.overlaysAt) {
      diagnostics.push(
        loaded.withFrame({
          severity: 'warning',
          rule: 'openapi-overlays',
          ...loaded.locate(ref.overlaysAt),
          message: 'OpenAPI overlays are not applied yet: the pages show the spec as it is.',
          hint: 'Apply the overlays to the spec before building (for example with an overlay CLI) and name the result.',
        }),
      );
    }
    if (isHttpUrl(ref.source)) {
      if (ref.kind === 'openapi') remote.push(diagnostics.length);
      diagnostics.push(
        loaded.withFrame({
          severity: 'warning',
          rule: 'openapi-remote-spec',
          ...at,
          message: `the ${ref.kind === 'openapi' ? 'OpenAPI' : 'AsyncAPI'} spec ${ref.source} is a URL: Quire never downloads during a build, so its pages are not generated.`,
          hint: `Download it into the site (for example \`curl -o openapi.json ${ref.source}\`) and name the file here instead.`,
        }),
      );
      continue;
    }
    const file = findSpecFile(candidates, ref.source);
    if (!file) {
      diagnostics.push(
        loaded.withFrame({
          severity: 'error',
          rule: 'openapi-missing-file',
          ...at,
          ...missingSpecProblem(
            loaded.root,
            ref.kind === 'openapi' ? 'OpenAPI' : 'AsyncAPI',
            cleanSpecName(ref.source),
          ),
        }),
      );
      continue;
    }
    (ref.kind === 'openapi' ? named : namedAsync).add(file);
  }

  const frontmatter = [...pageMeta].filter(
    ([, meta]) => meta.apiRef?.key === 'openapi' || meta.apiRef?.key === 'openapi-schema',
  );
  // An endpoint in the navigation that names no spec and inherits none is looked up in every spec of the site.
  let searchAll = collectConfigSpecRefs(loaded.config).length === 0 && hasEndpointRefs(loaded.config.navigation);
  for (const [pagePath, meta] of frontmatter) {
    const written = specNameOf(meta.apiRef!);
    if (written === undefined) {
      searchAll = true;
      continue;
    }
    for (const file of findSpecFiles(candidates, written, path.posix.dirname(pageFile(content, pagePath))))
      named.add(file);
  }

  const specs = new Map<string, OpenApiSpec>();
  const files = new Set<string>();
  // The specs only the search found: their problems and validation, until a page uses them.
  const searched = new Map<string, { diagnostics: Diagnostic[]; validation?: ValidationJob }>();
  const loadAll = (list: string[], quiet: boolean) =>
    mapLimit(list, LOAD_CONCURRENCY, async (file) => {
      const result = await loadOpenApi({ root: loaded.root, file, validate: 'later' });
      if (result.spec) specs.set(file, result.spec);
      for (const f of result.files) files.add(f);
      const own = [...result.diagnostics];
      // The site's own specs: a page name too long for a file name is shortened, and said.
      if (result.spec) own.push(...longPageNameWarnings(result.spec, result.validation?.text ?? ''));
      const validation: ValidationJob | undefined = result.validation && { kind: 'openapi', ...result.validation };
      if (quiet) searched.set(file, { diagnostics: own, ...(validation ? { validation } : {}) });
      else {
        diagnostics.push(...own);
        if (validation) validations.push(validation);
      }
    });
  const adoptSearched = (used: Iterable<string>): Diagnostic[] => {
    const out: Diagnostic[] = [];
    for (const file of used) {
      const held = searched.get(file);
      if (!held) continue;
      searched.delete(file);
      out.push(...held.diagnostics);
      if (held.validation) validations.push(held.validation);
    }
    return out;
  };
  await loadAll([...named], false);
  if (searchAll) {
    const others = await sniffOpenApiFiles(
      loaded.root,
      candidates.filter((file) => !named.has(file)),
    );
    await loadAll(others, true);
  }
  const asyncapi = await loadAsyncSpecs({
    loaded,
    content,
    pageMeta,
    named: namedAsync,
    diagnostics,
    files,
    validations,
  });
  const sorted = new Map([...specs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const siteSpecs = withOperations({ openapi: sorted, asyncapi, pageBindings: new Map(), files: [...files].sort() });
  for (const [pagePath, meta] of pageMeta) {
    if (meta.apiRef?.key !== 'asyncapi') continue;
    const file = pageFile(content, pagePath);
    const tokens = meta.apiRef.value.trim().split(/\s+/);
    const channel = tokens[tokens.length - 1]!;
    const explicitSpec = tokens.length > 1 ? tokens[0] : undefined;
    const found = matchChannel(
      siteSpecs,
      { channel, ...(explicitSpec ? { explicitSpec } : {}) },
      { fromDir: path.posix.dirname(file) },
    );
    if ('binding' in found) siteSpecs.pageBindings.set(pagePath, found.binding);
    else diagnostics.push(await frontmatterDiagnostic(loaded.root, file, { key: 'asyncapi', ...found.problem }));
  }
  // Pages whose operation is in none of the site's files while docs.json names a spec by URL: it is most likely
  // there. Said once, with that spec's warning, rather than as a page that names no spec (novu's 116 pages).
  const remoteBound: string[] = [];
  for (const [pagePath, meta] of frontmatter) {
    const file = pageFile(content, pagePath);
    const bound = bindPage(siteSpecs, meta.apiRef!, path.posix.dirname(file));
    if ('binding' in bound) siteSpecs.pageBindings.set(pagePath, bound.binding);
    else if (remote.length > 0 && specNameOf(meta.apiRef!) === undefined && NOT_FOUND.has(bound.problem.rule))
      remoteBound.push(file);
    else diagnostics.push(await frontmatterDiagnostic(loaded.root, file, unboundPage(meta.apiRef!.key, bound.problem)));
  }
  if (remote[0] !== undefined) diagnostics[remote[0]] = withRemotePages(diagnostics[remote[0]]!, remoteBound);
  diagnostics.push(...adoptSearched([...siteSpecs.pageBindings.values()].map((binding) => binding.spec)));
  return {
    specs: siteSpecs,
    diagnostics,
    validate: validateOnce(validations, input.cacheValidation ? loaded.root : undefined),
    validations,
    adoptSearched,
  };
}

/**
 * The AsyncAPI specs: those docs.json names, those frontmatter names, and (for frontmatter that names none) every
 * AsyncAPI file of the site. The AsyncAPI parser is only loaded when one of them exists.
 */
async function loadAsyncSpecs(input: {
  loaded: LoadedConfig;
  content: ContentIndex;
  pageMeta: ReadonlyMap<string, PageMeta>;
  named: Set<string>;
  diagnostics: Diagnostic[];
  files: Set<string>;
  validations: ValidationJob[];
}): Promise<Map<string, AsyncApiSpec>> {
  const { loaded, content, pageMeta, named, diagnostics, files, validations } = input;
  let searchAll = false;
  for (const [pagePath, meta] of pageMeta) {
    if (meta.apiRef?.key !== 'asyncapi') continue;
    const tokens = meta.apiRef.value.trim().split(/\s+/);
    if (tokens.length < 2) {
      searchAll = true;
      continue;
    }
    const fromDir = path.posix.dirname(pageFile(content, pagePath));
    for (const file of findSpecFiles(content.specCandidates, tokens[0]!, fromDir)) named.add(file);
  }
  const quiet = searchAll
    ? await sniffFiles(
        loaded.root,
        content.specCandidates.filter((f) => !named.has(f)),
        ASYNCAPI_KEY,
      )
    : [];
  const out = new Map<string, AsyncApiSpec>();
  if (named.size === 0 && quiet.length === 0) return out;
  const { loadAsyncApi } = await import('../asyncapi/load-asyncapi.js');
  for (const [file, isQuiet] of [
    ...[...named].map((f) => [f, false] as const),
    ...quiet.map((f) => [f, true] as const),
  ]) {
    const result = await loadAsyncApi({ root: loaded.root, file, validate: isQuiet ? false : 'later' });
    if (result.spec) out.set(file, result.spec);
    if (result.validation) validations.push({ kind: 'asyncapi', ...result.validation });
    for (const f of result.files) files.add(f);
    if (!isQuiet) diagnostics.push(...result.diagnostics);
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Whether any `pages` array of the navigation lists an endpoint reference. */
function hasEndpointRefs(node: unknown, depth = 0): boolean {
  if (!node || typeof node !== 'object' || depth > 64) return false;
  if (Array.isArray(node)) return node.some((item) => hasEndpointRefs(item, depth + 1));
  for (const [key, value] of Object.entries(node)) {
    if (key === 'pages' && Array.isArray(value) && value.some((v) => typeof v === 'string' && parseEndpointRef(v)))
      return true;
    if (value && typeof value === 'object' && hasEndpointRefs(value, depth + 1)) return true;
  }
  return false;
}

/** The spec file a frontmatter value names, when it names one. */
function specNameOf(ref: NonNullable<PageMeta['apiRef']>): string | undefined {
  const tokens = ref.value.trim().split(/\s+/);
  if (ref.key === 'openapi-schema') return tokens.length > 1 ? tokens[0] : undefined;
  return parseEndpointRef(ref.value)?.explicitSpec;
}

function pageFile(content: ContentIndex, pagePath: string): string {
  return content.pages.get(pagePath)?.file ?? `${pagePath}.mdx`;
}

/** Binds one page's `openapi:`/`openapi-schema:` frontmatter. */
function bindPage(
  specs: SiteSpecs,
  ref: NonNullable<PageMeta['apiRef']>,
  fromDir: string,
): { binding: ApiBinding } | { problem: { rule: string; message: string; hint: string; severity?: 'warning' } } {
  if (ref.key === 'openapi-schema') {
    const tokens = ref.value.trim().split(/\s+/);
    const name = tokens[tokens.length - 1]!;
    const written = tokens.length > 1 ? tokens[0] : undefined;
    const files = written
      ? [findSpecFile([...specs.openapi.keys()], written, fromDir)].filter((f) => f !== undefined)
      : [...specs.openapi.keys()];
    const file = files.find((f) => schemaNames(specs.openapi.get(f)!).includes(name));
    if (file) return { binding: { kind: 'schema', spec: file, name } };
    return {
      problem: {
        rule: 'openapi-missing-schema',
        message: `the schema \`${name}\` is not in ${written ? `\`${written}\`` : 'any OpenAPI file of the site'}.`,
        hint: 'Name a key of `components.schemas` (names are case-sensitive).',
      },
    };
  }
  const parsed = parseEndpointRef(ref.value);
  if (!parsed)
    return {
      problem: {
        rule: 'openapi-frontmatter',
        message: `\`openapi: ${ref.value}\` is not an endpoint reference.`,
        hint: 'Write `METHOD /path`, `spec.json METHOD /path` or `spec.json webhook name`.',
      },
    };
  if (parsed.explicitSpec && isHttpUrl(parsed.explicitSpec))
    return {
      problem: {
        rule: 'openapi-remote-spec',
        severity: 'warning',
        message: `the spec ${parsed.explicitSpec} is a URL: Quire never downloads during a build, so this page shows no API reference.`,
        hint: `Download it into the site (for example \`curl -o openapi.json ${parsed.explicitSpec}\`) and name the file instead.`,
      },
    };
  const match = matchEndpoint(specs, parsed, { fromDir, searchAll: true });
  return 'problem' in match ? match : { binding: bindingOf(match) };
}

/** What a lookup says when no spec of the site has the operation (or the schema). */
const NOT_FOUND = new Set([
  'openapi-no-spec',
  'openapi-missing-endpoint',
  'openapi-missing-method',
  'openapi-missing-schema',
]);

/** A remote spec's warning, naming the pages that bind an operation no file of the site has. */
function withRemotePages(warning: Diagnostic, pages: readonly string[]): Diagnostic {
  if (pages.length === 0) return warning;
  const listed = pages.slice(0, 3).join(', ');
  const more = pages.length > 3 ? ` and ${(pages.length - 3).toLocaleString('en-US')} more` : '';
  const count = pages.length === 1 ? 'One page binds' : `${pages.length.toLocaleString('en-US')} pages bind`;
  const own = pages.length === 1 ? 'its' : 'their';
  return {
    ...warning,
    message: `${warning.message} ${count} an operation with \`openapi\` frontmatter that no file of the site has (${listed}${more}): shown without ${own} API reference.`,
  };
}

/**
 * A page whose `openapi:`/`openapi-schema:` frontmatter leads nowhere still builds, from its own MDX: a warning,
 * as on Mintlify, where such a page is published without its request and response sections (live sites keep
 * pages bound to operations since removed from their spec). Endpoints written in docs.json stay errors.
 */
function unboundPage(
  key: string,
  problem: { rule: string; message: string; hint: string; severity?: 'warning' },
): { key: string; rule: string; message: string; hint: string; severity: 'warning' } {
  const message = problem.severity
    ? problem.message
    : `${problem.message.replace(/\.$/, '')}; the page is shown without its API reference.`;
  return { ...problem, key, message, severity: 'warning' };
}

/** A frontmatter problem, located at the key's line in the page. */
async function frontmatterDiagnostic(
  root: string,
  file: string,
  problem: { key: string; rule: string; message: string; hint: string; severity?: 'warning' },
): Promise<Diagnostic> {
  const text = await readFile(path.join(root, file), 'utf8').catch(() => '');
  const lines = text.split(/\r?\n/);
  const index = lines.findIndex((line) => line.startsWith(`${problem.key}:`));
  return {
    severity: problem.severity ?? 'error',
    rule: problem.rule,
    file,
    ...(index >= 0 ? { line: index + 1, column: 1 } : {}),
    message: `frontmatter \`${problem.key}\`: ${problem.message}`,
    hint: problem.hint,
  };
}

const OPENAPI_KEY = /(^|[{,\s])["']?(openapi|swagger)["']?\s*:\s*["']?[23]\./m;
const ASYNCAPI_KEY = /(^|[{,\s])["']?asyncapi["']?\s*:\s*["']?[23]\./m;

/** The candidates that look like OpenAPI documents (an `openapi` or `swagger` key near the top). */
function sniffOpenApiFiles(root: string, files: string[]): Promise<string[]> {
  return sniffFiles(root, files, OPENAPI_KEY);
}

/** The candidates whose first 4 KB match `key` (a spec's version key). */
async function sniffFiles(root: string, files: string[], key: RegExp): Promise<string[]> {
  const found: string[] = [];
  for (const file of files) {
    const head = await readFile(path.join(root, file), 'utf8').then(
      (text) => text.slice(0, 4096),
      () => '',
    );
    if (key.test(head)) found.push(file);
  }
  return found;
}

/**
 * Runs the validation jobs on the first call; later calls get the same result. `cacheRoot`: keep the result in
 * (and take it from) that site's validation cache.
 */
export function validateOnce(jobs: readonly ValidationJob[], cacheRoot?: string): () => Promise<Diagnostic[]> {
  let validated: Promise<Diagnostic[]> | undefined;
  return () => {
    validated ??= cacheRoot ? cachedValidation(cacheRoot, jobs, runValidationJobs) : runValidationJobs(jobs);
    return validated;
  };
}

/** Why a spec docs.json names is not among the site's files: outside the site, a folder, or nowhere. */
function missingSpecProblem(root: string, kind: string, name: string): { message: string; hint: string } {
  const relative = name.replace(/^\/+/, '');
  if (relative === '..' || relative.startsWith('../'))
    return {
      message: `the ${kind} file ${name} referenced in docs.json is outside the site's folder (the one holding docs.json), where no spec is read.`,
      hint: "Copy the spec into the site's folder and name it by its path from there.",
    };
  if (isFolder(path.join(root, relative), true))
    return {
      message: `the ${kind} file ${name} referenced in docs.json is a folder.`,
      hint: 'Name the spec file in it (openapi.yaml, openapi.json…).',
    };
  return {
    message: `the ${kind} file ${name} referenced in docs.json does not exist.`,
    hint: 'The path is relative to the folder that holds docs.json; check its spelling and extension.',
  };
}
