/**
 * The rules of OpenAPI 3.x that its JSON Schema cannot state, checked on a bundled document: each path template
 * has its path parameters and each path parameter its template, operation ids and parameters are unique, every
 * security requirement names a declared scheme, paths start with `/` and differ by more than their parameter
 * names, and server URLs define their variables. The validator
 * (`@apidevtools/swagger-parser`) checks these for Swagger 2.0 only, so a converted 2.0 file is checked here too.
 * Pure: the document in, problems at JSON pointers out, in document order.
 */
import { checkDiscriminatorMappings } from './discriminator-rules.js';
import { escapeSegment, resolveRef } from './resolve-ref.js';
import { checkRefCycles } from './ref-cycles.js';
import { isJsonObject, type JsonObject, operationEntries } from './spec-document.js';

/** A broken rule: where (a JSON pointer into the bundled document), what, and what to do. */
export interface RuleProblem {
  pointer: string;
  message: string;
  hint: string;
}

/** What every rule reads: the document and where to put what it finds. */
interface RuleState {
  document: JsonObject;
  problems: RuleProblem[];
  /** Where the file declares security schemes: `securityDefinitions` in a converted Swagger 2.0 file. */
  schemesSection: string;
}

/** One operation of `paths` with its place. */
interface PlacedOperation {
  method: string;
  path: string;
  pointer: string;
  operation: JsonObject;
  pathItem: JsonObject;
  pathPointer: string;
}

/**
 * Checks the rules above; an empty list when the document keeps them all. Never throws. `convertedFrom` (`2.0`)
 * makes messages name the parts as the file wrote them.
 */
export function checkSpecRules(document: JsonObject, convertedFrom?: string): RuleProblem[] {
  const schemesSection = convertedFrom === undefined ? 'components.securitySchemes' : 'securityDefinitions';
  const state: RuleState = { document, problems: [], schemesSection };
  const operations = placedOperations(document);
  checkServers(state, document.servers, '/servers');
  checkSecurity(state, document.security, '/security');
  checkTagNames(state);
  checkEquivalentPaths(state);
  checkPathKeys(state);
  checkRequiredParts(state);
  state.problems.push(...checkRefCycles(document));
  state.problems.push(...checkDiscriminatorMappings(document));
  const seenIds = new Map<string, string>();
  const pathItemsDone = new Set<string>();
  for (const placed of operations) {
    if (!pathItemsDone.has(placed.pathPointer)) {
      pathItemsDone.add(placed.pathPointer);
      checkParameterList(state, placed.pathItem.parameters, {
        pointer: `${placed.pathPointer}/parameters`,
        path: placed.path,
      });
      checkServers(state, placed.pathItem.servers, `${placed.pathPointer}/servers`);
    }
    checkOperationId(state, placed, seenIds);
    checkParameterList(state, placed.operation.parameters, {
      pointer: `${placed.pointer}/parameters`,
      path: placed.path,
    });
    checkPathTemplate(state, placed);
    checkSecurity(state, placed.operation.security, `${placed.pointer}/security`);
    checkServers(state, placed.operation.servers, `${placed.pointer}/servers`);
  }
  // A webhook's operations are operations of the API too (3.1: "unique among all operations described in the API").
  for (const placed of webhookOperations(document)) checkOperationId(state, placed, seenIds);
  return state.problems;
}

/** Every operation under `webhooks` (3.1), its `path` the webhook's name, for the rules that apply to them. */
function webhookOperations(document: JsonObject): PlacedOperation[] {
  const out: PlacedOperation[] = [];
  if (!isJsonObject(document.webhooks)) return out;
  for (const [name, raw] of Object.entries(document.webhooks)) {
    const pathItem = resolveRef(document, raw);
    if (name.startsWith('x-') || !isJsonObject(pathItem)) continue;
    const pathPointer = `/webhooks/${escapeSegment(name)}`;
    for (const { method, at, value } of operationEntries(pathItem)) {
      const operation = resolveRef(document, value);
      if (!isJsonObject(operation)) continue;
      const pointer = `${pathPointer}/${at.map(escapeSegment).join('/')}`;
      out.push({ method, path: `webhook ${name}`, pointer, operation, pathItem, pathPointer });
    }
  }
  return out;
}

/** Every operation under `paths` (webhooks have names, not templates), in document order. */
function placedOperations(document: JsonObject): PlacedOperation[] {
  const out: PlacedOperation[] = [];
  if (!isJsonObject(document.paths)) return out;
  for (const [path, raw] of Object.entries(document.paths)) {
    if (path.startsWith('x-')) continue;
    const pathItem = resolveRef(document, raw);
    if (!isJsonObject(pathItem)) continue;
    const pathPointer = `/paths/${escapeSegment(path)}`;
    for (const { method, at, value } of operationEntries(pathItem)) {
      const operation = resolveRef(document, value);
      if (!isJsonObject(operation)) continue;
      out.push({
        method,
        path,
        pointer: `${pathPointer}/${at.map(escapeSegment).join('/')}`,
        operation,
        pathItem,
        pathPointer,
      });
    }
  }
  return out;
}

/** Names of the `{…}` expressions of a path or server URL template, in order. */
function templateNames(template: string): string[] {
  return [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '');
}

/** The parameter objects of a list with their places, `$ref`s followed; anything else left out. */
function parametersOf(state: RuleState, list: unknown, pointer: string): { parameter: JsonObject; pointer: string }[] {
  if (!Array.isArray(list)) return [];
  const out: { parameter: JsonObject; pointer: string }[] = [];
  for (const [index, raw] of list.entries()) {
    const parameter = resolveRef(state.document, raw);
    if (isJsonObject(parameter)) out.push({ parameter, pointer: `${pointer}/${index}` });
  }
  return out;
}

/** `in` and `name` as one key; header names are case-insensitive (RFC 9110). */
function parameterKey(parameter: JsonObject): string | undefined {
  const { name, in: where } = parameter;
  if (typeof name !== 'string' || typeof where !== 'string') return undefined;
  return `${where} ${where === 'header' ? name.toLowerCase() : name}`;
}

/**
 * One list of parameters: no two with the same name and location, and each `in: path` one named in the path's
 * template.
 */
function checkParameterList(state: RuleState, list: unknown, at: { pointer: string; path: string }): void {
  const { pointer, path } = at;
  const seen = new Set<string>();
  const names = new Set(templateNames(path));
  for (const { parameter, pointer: at } of parametersOf(state, list, pointer)) {
    const key = parameterKey(parameter);
    const label = `the ${String(parameter.in)} parameter \`${String(parameter.name)}\``;
    if (key !== undefined && seen.has(key)) {
      state.problems.push({
        pointer: at,
        message: `${label} is listed twice in these parameters`,
        hint: 'Keep one of the two: a parameter is identified by its name and location, and only one can apply.',
      });
    }
    if (key !== undefined) seen.add(key);
    if (parameter.in === 'path' && typeof parameter.name === 'string' && !names.has(parameter.name)) {
      state.problems.push({
        pointer: at,
        message: `${label} is not in the path \`${path}\`: no \`{${parameter.name}}\` there takes its value`,
        hint: `Write \`{${parameter.name}}\` in the path where the value goes, or remove the parameter (or fix the spelling of one of the two).`,
      });
    }
  }
}

/** Each `{name}` in the path has an `in: path` parameter, at the path item's level or the operation's. */
function checkPathTemplate(state: RuleState, placed: PlacedOperation): void {
  const names = templateNames(placed.path);
  if (!names.length) return;
  const declared = new Set<string>();
  for (const list of [placed.pathItem.parameters, placed.operation.parameters])
    for (const { parameter } of parametersOf(state, list, ''))
      if (parameter.in === 'path' && typeof parameter.name === 'string') declared.add(parameter.name);
  for (const name of new Set(names)) {
    if (declared.has(name)) continue;
    state.problems.push({
      pointer: placed.pointer,
      message: `${placed.method} ${placed.path} has no path parameter \`${name}\` for the \`{${name}}\` in its path`,
      hint: `Add \`{ name: ${name}, in: path, required: true, schema: { type: string } }\` to the operation's \`parameters\` (or to the path's, for all its operations).`,
    });
  }
}

/** Operation ids are unique in the document: links, code generators and SDKs name operations by them. */
function checkOperationId(state: RuleState, placed: PlacedOperation, seen: Map<string, string>): void {
  const id = placed.operation.operationId;
  if (typeof id !== 'string') return;
  const first = seen.get(id);
  const here = `${placed.method} ${placed.path}`;
  if (first === undefined) {
    seen.set(id, here);
    return;
  }
  state.problems.push({
    pointer: `${placed.pointer}/operationId`,
    message: `the operationId \`${id}\` of ${here} is also the operationId of ${first}`,
    hint: 'Give each operation its own operationId: tools that name operations by it keep only one of the two.',
  });
}

/** Each name in a list of security requirements is a scheme of `components.securitySchemes`. */
function checkSecurity(state: RuleState, list: unknown, pointer: string): void {
  if (!Array.isArray(list)) return;
  const schemes = isJsonObject(state.document.components) ? state.document.components.securitySchemes : undefined;
  const declared = isJsonObject(schemes) ? schemes : {};
  for (const [index, requirement] of list.entries()) {
    if (!isJsonObject(requirement)) continue;
    for (const name of Object.keys(requirement)) {
      if (Object.hasOwn(declared, name)) continue;
      const known = Object.keys(declared);
      state.problems.push({
        pointer: `${pointer}/${index}/${escapeSegment(name)}`,
        message: `the security requirement names \`${name}\`, which is not a scheme of \`${state.schemesSection}\``,
        hint: known.length
          ? `Use one of the declared schemes (${known.map((k) => `\`${k}\``).join(', ')}) or declare \`${name}\` there.`
          : `Declare \`${name}\` under \`${state.schemesSection}\` (its type, and where the credential goes).`,
      });
    }
  }
}

/** A server URL's `{…}` expressions are defined in its `variables`, and each default is one of its `enum`. */
function checkServers(state: RuleState, list: unknown, pointer: string): void {
  if (!Array.isArray(list)) return;
  for (const [index, server] of list.entries()) {
    if (!isJsonObject(server) || typeof server.url !== 'string') continue;
    const variables = isJsonObject(server.variables) ? server.variables : {};
    for (const name of new Set(templateNames(server.url))) {
      if (Object.hasOwn(variables, name)) continue;
      state.problems.push({
        pointer: `${pointer}/${index}/url`,
        message: `the server URL \`${server.url}\` uses \`{${name}}\`, which its \`variables\` do not define`,
        hint: `Add \`${name}: { default: … }\` under this server's \`variables\`, or write the value into the URL.`,
      });
    }
    for (const [name, variable] of Object.entries(variables)) {
      if (!isJsonObject(variable) || !Array.isArray(variable.enum) || variable.default === undefined) continue;
      if (variable.enum.includes(variable.default)) continue;
      state.problems.push({
        pointer: `${pointer}/${index}/variables/${escapeSegment(name)}/default`,
        message: `the default \`${String(variable.default)}\` of the server variable \`${name}\` is not one of its \`enum\` values`,
        hint: 'Make the default one of the listed values, or add it to the list.',
      });
    }
  }
}

/** Tag names in the top-level `tags` list are unique. */
function checkTagNames(state: RuleState): void {
  const { tags } = state.document;
  if (!Array.isArray(tags)) return;
  const seen = new Set<string>();
  for (const [index, tag] of tags.entries()) {
    if (!isJsonObject(tag) || typeof tag.name !== 'string') continue;
    if (seen.has(tag.name)) {
      state.problems.push({
        pointer: `/tags/${index}`,
        message: `the tag \`${tag.name}\` is declared twice in \`tags\``,
        hint: 'Keep one declaration of each tag (merge their descriptions).',
      });
    }
    seen.add(tag.name);
  }
}

/** Two paths that differ only in their parameter names (`/pets/{id}`, `/pets/{name}`) match the same requests. */
function checkEquivalentPaths(state: RuleState): void {
  const { paths } = state.document;
  if (!isJsonObject(paths)) return;
  const seen = new Map<string, string>();
  for (const path of Object.keys(paths)) {
    if (path.startsWith('x-') || !path.includes('{')) continue;
    const shape = path.replace(/\{[^{}]*\}/g, '{}');
    const first = seen.get(shape);
    if (first === undefined) {
      seen.set(shape, path);
      continue;
    }
    state.problems.push({
      pointer: `/paths/${escapeSegment(path)}`,
      message: `the path \`${path}\` matches the same URLs as \`${first}\`: only the names of their parameters differ`,
      hint: 'Merge the two paths into one (its operations under one path item), with one name for the parameter.',
    });
  }
}

/** True for a key of `paths` that is neither a path (`/…`) nor an extension (`x-…`). */
export function isStrayPathKey(key: string): boolean {
  return !key.startsWith('/') && !key.startsWith('x-');
}

/** Every key of `paths` is a path, starting with `/` (any other is read as nothing), and holds no whitespace. */
function checkPathKeys(state: RuleState): void {
  const { paths } = state.document;
  if (!isJsonObject(paths)) return;
  for (const key of Object.keys(paths)) {
    if (isStrayPathKey(key)) {
      state.problems.push({
        pointer: `/paths/${escapeSegment(key)}`,
        message: `the path \`${key}\` does not start with \`/\`: it is not read as a path, and its operations get no page`,
        hint: `Write it as \`/${key}\`: paths start at the server URL with a slash.`,
      });
    } else if (/\s/.test(key)) {
      state.problems.push({
        pointer: `/paths/${escapeSegment(key)}`,
        message: `the path \`${key}\` holds whitespace, which no URL holds as it is: requests go to it with %20 in its place`,
        hint: 'Write the path as the server expects it, without spaces, or with %20 where the URL has an encoded space.',
      });
    }
  }
}

/**
 * A 3.0 document has `paths`; a 3.1 or 3.2 one has `paths`, `components` or `webhooks`. (The validator stops
 * at its first check without them, with a message that names no part, so it is given an empty `paths` and this
 * says what is missing.)
 */
function checkRequiredParts(state: RuleState): void {
  const { document } = state;
  if (document.paths !== undefined) return;
  const version = typeof document.openapi === 'string' ? document.openapi : '3.0';
  if (version.startsWith('3.0')) {
    state.problems.push({
      pointer: '',
      message: `the required property \`paths\` is missing: an OpenAPI ${version} document lists its paths there`,
      hint: "Add `paths:` with the API's operations (`paths: {}` for none).",
    });
  } else if (document.components === undefined && document.webhooks === undefined) {
    state.problems.push({
      pointer: '',
      message: `an OpenAPI ${version} document holds at least one of \`paths\`, \`components\` or \`webhooks\`, and this one has none`,
      hint: "Add `paths:` with the API's operations, or the `components` the file exists to share.",
    });
  }
}
