/**
 * The rules of Swagger 2.0 that its conversion to OpenAPI 3.0 hides, checked on the file as written (bundled,
 * before conversion). The conversion (`swagger2openapi`, which mends what it can) fills in a missing title,
 * version, `paths`, `responses` or response `description`, makes every path parameter required, turns a body parameter
 * without `schema` into a body of any value and several body parameters into one: the converted document then
 * passes validation, and what the file gets wrong is never said. Each rule cites the Swagger 2.0 specification
 * (https://swagger.io/specification/v2/). Pure: the document in, problems at JSON pointers of the file out.
 */
import { escapeSegment, refOf, resolveRef } from './resolve-ref.js';
import type { RuleProblem } from './spec-rules.js';
import { plainProblem } from './validator-messages.js';
import { checkOpenApi3Keys } from './swagger2-foreign-keys.js';
import { swagger2Host } from './swagger2-host.js';
import { isJsonObject, type JsonObject, operationEntries } from './spec-document.js';

/** Info Object: `title` and `version` are Required. */
const INFO_FIELDS = ['title', 'version'];
/** Parameter Object, `in`: "Possible values are "query", "header", "path", "formData" or "body"." */
const LOCATIONS = ['query', 'header', 'path', 'formData', 'body'];
const LOCATION_LIST = '`query`, `header`, `path`, `formData` or `body`';

/** One parameter object as written, with its place. */
interface PlacedParameter {
  parameter: JsonObject;
  pointer: string;
}

/** Checks the rules above on a Swagger 2.0 document; an empty list when it keeps them all. Never throws. */
export function checkSwagger2Rules(document: JsonObject): RuleProblem[] {
  const problems: RuleProblem[] = [];
  checkInfo(document, problems);
  for (const { key, message, hint } of swagger2Host(document).problems)
    problems.push({ pointer: `/${key}`, message, hint });
  problems.push(...checkOpenApi3Keys(document));
  // Each parameter and response where it is written: shared ones (at the root) once, not at each `$ref`.
  if (isJsonObject(document.parameters))
    for (const [name, parameter] of Object.entries(document.parameters))
      if (isJsonObject(parameter)) checkParameter(parameter, `/parameters/${escapeSegment(name)}`, problems);
  checkResponses(document.responses, '/responses', problems);
  // Swagger Object, `paths`: Required (the conversion writes an empty one).
  if (document.paths === undefined)
    problems.push({
      pointer: '',
      message: 'the required property `paths` is missing: a Swagger 2.0 document lists its paths there',
      hint: "Add `paths:` with the API's operations (`paths: {}` for none).",
    });
  if (!isJsonObject(document.paths)) return problems;
  for (const [path, pathItem] of Object.entries(document.paths)) {
    if (path.startsWith('x-') || !isJsonObject(pathItem)) continue;
    const pathPointer = `/paths/${escapeSegment(path)}`;
    const shared = writtenParameters(pathItem.parameters, `${pathPointer}/parameters`, problems);
    for (const { method, at, value } of operationEntries(pathItem)) {
      if (!isJsonObject(value)) continue;
      const pointer = `${pathPointer}/${at.map(escapeSegment).join('/')}`;
      // Operation Object, `responses`: Required.
      if (value.responses === undefined)
        problems.push({
          pointer,
          message: 'the required property `responses` is missing',
          hint: "Add `responses:` with the operation's responses, at least one (`200: { description: OK }`).",
        });
      checkResponses(value.responses, `${pointer}/responses`, problems);
      const own = writtenParameters(value.parameters, `${pointer}/parameters`, problems);
      checkPayload(
        {
          parameters: effectiveParameters(document, shared, own),
          operation: `${method} ${path}`,
          consumes: value.consumes ?? document.consumes,
        },
        problems,
      );
    }
  }
  return problems;
}

/** Response Object, `description`: Required (the responses of an operation, or those shared at the root). */
function checkResponses(responses: unknown, pointer: string, problems: RuleProblem[]): void {
  if (!isJsonObject(responses)) return;
  for (const [code, response] of Object.entries(responses)) {
    if (code.startsWith('x-') || !isJsonObject(response) || refOf(response) !== undefined) continue;
    if (response.description === undefined)
      problems.push({
        pointer: `${pointer}/${escapeSegment(code)}`,
        message: 'the required property `description` is missing',
        hint: 'Add `description:` saying what the response means (Swagger 2.0 requires one, even a short one).',
      });
  }
}

/** Swagger Object: `info` is Required, and its `title` and `version` are too. */
function checkInfo(document: JsonObject, problems: RuleProblem[]): void {
  const { info } = document;
  if (!isJsonObject(info)) {
    if (info === undefined)
      problems.push({
        pointer: '',
        message: 'the required property `info` is missing',
        hint: "Add `info:` with the API's `title` and `version`.",
      });
    return;
  }
  for (const field of INFO_FIELDS)
    if (info[field] === undefined)
      problems.push({
        pointer: '/info',
        message: `the required property \`${field}\` is missing`,
        hint:
          field === 'title'
            ? "Add `title:` under `info`: the API's name, which its pages show."
            : 'Add `version:` under `info`: the version of the API (`"1.0"`), not of Swagger.',
      });
  // The conversion turns a number into a string; Swagger 2.0 tools refuse it (`version: 1.0` in YAML is a number).
  if (typeof info.version === 'number') {
    const said = plainProblem(
      { instancePath: '/info/version', keyword: 'type', params: { type: 'string' } },
      info.version,
    );
    problems.push({ pointer: '/info/version', message: said.message, hint: said.hint ?? '' });
  }
}

/** The parameter objects of a list as written: each one checked on its own, `$ref`s kept for the caller. */
function writtenParameters(
  list: unknown,
  pointer: string,
  problems: RuleProblem[],
): { raw: unknown; pointer: string }[] {
  if (!Array.isArray(list)) return [];
  return list.map((raw, index) => {
    const at = `${pointer}/${index}`;
    if (isJsonObject(raw) && refOf(raw) === undefined) checkParameter(raw, at, problems);
    return { raw, pointer: at };
  });
}

/** What a parameter is called in a message: `the query parameter \`limit\``. */
function labelOf(parameter: JsonObject): string {
  const name = typeof parameter.name === 'string' ? ` \`${parameter.name}\`` : '';
  return typeof parameter.in === 'string' && LOCATIONS.includes(parameter.in)
    ? `the ${parameter.in} parameter${name}`
    : `the parameter${name}`;
}

/** The rules of one Parameter Object. */
function checkParameter(parameter: JsonObject, pointer: string, problems: RuleProblem[]): void {
  const label = labelOf(parameter);
  const where = parameter.in;
  // Parameter Object, `name` and `in`: Required.
  if (parameter.name === undefined)
    problems.push({
      pointer,
      message: `${label} has no \`name\`, which Swagger 2.0 requires of every parameter`,
      hint: 'Add `name:`: the name the value is sent under (the query key, the header, the `{name}` of the path).',
    });
  if (where === undefined) {
    problems.push({
      pointer,
      message: `${label} has no \`in\`, which Swagger 2.0 requires of every parameter`,
      hint: `Add \`in:\` with where the value is sent: ${LOCATION_LIST}.`,
    });
    return;
  }
  if (typeof where !== 'string' || !LOCATIONS.includes(where)) {
    problems.push({
      pointer: `${pointer}/in`,
      message: `${label} is \`in: ${String(where)}\`, which is not a Swagger 2.0 location: it is one of ${LOCATION_LIST}`,
      hint:
        where === 'cookie'
          ? "Swagger 2.0 has no cookie parameters: describe the cookie in the operation's description, or move to OpenAPI 3, which has `in: cookie`."
          : `Write one of ${LOCATION_LIST}.`,
    });
    return;
  }
  if (where === 'body') {
    // Parameter Object, `schema`: "Required. The schema defining the type used for the body parameter."
    if (parameter.schema === undefined)
      problems.push({
        pointer,
        message: `${label} has no \`schema\`, which Swagger 2.0 requires of a body parameter to say what the body holds`,
        hint: 'Add `schema:` with the type of the body: a `$ref` to one of `definitions`, or the schema written here.',
      });
    return;
  }
  // Parameter Object, `required`: "If the parameter is in "path", this property is required and its value MUST be true."
  if (where === 'path' && parameter.required !== true)
    problems.push({
      pointer: parameter.required === undefined ? pointer : `${pointer}/required`,
      message: `${label} is not \`required: true\`, which Swagger 2.0 requires of every path parameter`,
      hint: 'Write `required: true`: a path without the value is another path.',
    });
  checkSimpleType({ parameter, pointer }, label, problems);
}

/**
 * Parameter Object (other than body), `type`: "Required. … limited to simple types (that is, not an object). The
 * value MUST be one of "string", "number", "integer", "boolean", "array" or "file". If type is "file", … the
 * parameter MUST be in "formData"." `items`: "Required if type is "array"."
 */
function checkSimpleType(placed: PlacedParameter, label: string, problems: RuleProblem[]): void {
  const { parameter, pointer } = placed;
  const { type } = parameter;
  if (type === undefined) {
    problems.push({
      pointer,
      message: `${label} has no \`type\`, which Swagger 2.0 requires of every parameter outside the body`,
      hint: 'Add `type:` with one of `string`, `number`, `integer`, `boolean`, `array` or `file`.',
    });
  } else if (type === 'object') {
    problems.push({
      pointer: `${pointer}/type`,
      message: `${label} is \`type: object\`, which a Swagger 2.0 parameter outside the body cannot be: it takes \`string\`, \`number\`, \`integer\`, \`boolean\`, \`array\` or \`file\``,
      hint: 'Send an object as the body parameter (`in: body` with its `schema`), or as several parameters, one per property.',
    });
  } else if (type === 'file' && parameter.in !== 'formData') {
    problems.push({
      pointer: `${pointer}/type`,
      message: `${label} is \`type: file\`, which Swagger 2.0 allows only \`in: formData\``,
      hint: 'Make it `in: formData` (with `consumes: [multipart/form-data]`), or a body parameter of `schema: { type: string, format: binary }`.',
    });
  } else if (type === 'array' && parameter.items === undefined) {
    problems.push({
      pointer: `${pointer}/type`,
      message: `${label} is \`type: array\` without \`items\`, which Swagger 2.0 requires to say what the array holds`,
      hint: 'Add `items:` with the type of its values (`items: { type: string }`).',
    });
  }
}

/**
 * The parameters that apply to an operation: the path item's, unless the operation lists one of the same name and
 * location ("A unique parameter is defined by a combination of a name and location"), then the operation's.
 */
function effectiveParameters(
  document: JsonObject,
  shared: { raw: unknown; pointer: string }[],
  own: { raw: unknown; pointer: string }[],
): PlacedParameter[] {
  const resolve = (list: { raw: unknown; pointer: string }[]): PlacedParameter[] =>
    list.flatMap(({ raw, pointer }) => {
      const parameter = resolveRef(document, raw);
      return isJsonObject(parameter) ? [{ parameter, pointer }] : [];
    });
  const mine = resolve(own);
  const key = (p: JsonObject): string => `${String(p.in)} ${String(p.name)}`;
  const overridden = new Set(mine.map(({ parameter }) => key(parameter)));
  return [...resolve(shared).filter(({ parameter }) => !overridden.has(key(parameter))), ...mine];
}

/** What the payload rules read of one operation. */
interface Payload {
  parameters: PlacedParameter[];
  /** `GET /pets`, for messages. */
  operation: string;
  /** The operation's `consumes`, else the document's. */
  consumes: unknown;
}

/** "multipart/form-data", " application/x-www-form-urlencoded" and their structured-syntax variants. */
const FORM_TYPE = /^(multipart\/(.*\+)?form-data|application\/(.*\+)?x-www-form-urlencoded)\b/i;

/**
 * The payload of one operation: "there can only be one body parameter", form parameters "cannot be declared
 * together with a body parameter for the same operation", and "If type is "file", the consumes MUST be either
 * "multipart/form-data", " application/x-www-form-urlencoded" or both" (Parameter Object, `in` and `type`).
 */
function checkPayload(payload: Payload, problems: RuleProblem[]): void {
  const { parameters, operation } = payload;
  const forms = parameters.filter(({ parameter }) => parameter.in === 'formData');
  const file = forms.find(({ parameter }) => parameter.type === 'file');
  const consumes = Array.isArray(payload.consumes) ? payload.consumes : [];
  if (file && !consumes.some((type) => typeof type === 'string' && FORM_TYPE.test(type)))
    problems.push({
      pointer: file.pointer,
      message: `${operation} has the file parameter \`${String(file.parameter.name)}\`, and does not consume \`multipart/form-data\` or \`application/x-www-form-urlencoded\`, as Swagger 2.0 requires of an operation that takes a file`,
      hint: 'Add `consumes: [multipart/form-data]` to the operation (or to the document, for all its operations).',
    });
  const bodies = parameters.filter(({ parameter }) => parameter.in === 'body');
  const first = bodies[0];
  if (!first) return;
  const firstName = `\`${String(first.parameter.name)}\``;
  for (const { parameter, pointer } of bodies.slice(1))
    problems.push({
      pointer,
      message: `${operation} has a second body parameter, \`${String(parameter.name)}\`, after ${firstName}: Swagger 2.0 allows one, as a request has one body`,
      hint: 'Keep one body parameter, whose schema holds what both describe (an object with a property for each).',
    });
  for (const { parameter, pointer } of forms)
    problems.push({
      pointer,
      message: `${operation} has the form parameter \`${String(parameter.name)}\` and the body parameter ${firstName}: Swagger 2.0 allows form parameters or a body parameter, not both, as both are the request body`,
      hint: 'Describe the body one way: as form parameters (with `consumes: [multipart/form-data]` or `application/x-www-form-urlencoded`), or as the one body parameter.',
    });
}
