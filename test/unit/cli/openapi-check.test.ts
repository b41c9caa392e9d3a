import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli.js';
import { captureIo } from '../../support/capture-io.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const fixtures = 'test/fixtures/openapi/check';

const capture = captureIo;

describe('quire openapi-check', () => {
  let cwd: string;
  beforeEach(() => {
    cwd = process.cwd();
    process.chdir(repoRoot);
  });
  afterEach(() => process.chdir(cwd));

  it('exits 0 on a valid multi-file spec and says what it checked', async () => {
    const run = capture();
    expect(await main(['openapi-check', `${fixtures}/valid.yaml`], run.io)).toBe(0);
    expect(run.out()).toBe(`${fixtures}/valid.yaml: valid OpenAPI 3.1.0, 1 operation, 2 files.\n`);
    expect(run.err()).toBe('');
  });

  it('exits 1 on an invalid spec, each problem with its JSON pointer and file:line:column', async () => {
    const run = capture();
    expect(await main(['openapi-check', `${fixtures}/invalid.yaml`], run.io)).toBe(1);
    expect(run.err()).toBe(
      [
        `${fixtures}/invalid.yaml:2:1 error #/info: the required property \`version\` is missing [openapi-invalid]`,
        '  hint: Add `version:` under `info`: the version of the API itself (`"1.0"`).',
        `${fixtures}/invalid.yaml:6:5 error #/paths/~1pets~1{id}/get: GET /pets/{id} has no path parameter \`id\` for the \`{id}\` in its path [openapi-invalid]`,
        "  hint: Add `{ name: id, in: path, required: true, schema: { type: string } }` to the operation's `parameters` (or to the path's, for all its operations).",
        `${fixtures}/invalid.yaml:8:9 error #/paths/~1pets~1{id}/get/responses/200: the required property \`description\` is missing [openapi-invalid]`,
        '  hint: Add `description:` saying what the response means (OpenAPI requires one, even a short one).',
        `${fixtures}/invalid.yaml: invalid (3 errors).`,
        '',
      ].join('\n'),
    );
  });

  it('reports the rules the OpenAPI schema cannot state, each located', async () => {
    const run = capture();
    expect(await main(['openapi-check', `${fixtures}/rules.yaml`], run.io)).toBe(1);
    expect(run.err()).toBe(
      [
        `${fixtures}/rules.yaml:6:5 error #/servers/0/url: the server URL \`https://{region}.example.com\` uses \`{region}\`, which its \`variables\` do not define [openapi-invalid]`,
        "  hint: Add `region: { default: … }` under this server's `variables`, or write the value into the URL.",
        `${fixtures}/rules.yaml:8:5 error #/security/0/apiKey: the security requirement names \`apiKey\`, which is not a scheme of \`components.securitySchemes\` [openapi-invalid]`,
        '  hint: Declare `apiKey` under `components.securitySchemes` (its type, and where the credential goes).',
        `${fixtures}/rules.yaml:11:5 error #/paths/~1users~1{userId}/get: GET /users/{userId} has no path parameter \`userId\` for the \`{userId}\` in its path [openapi-invalid]`,
        "  hint: Add `{ name: userId, in: path, required: true, schema: { type: string } }` to the operation's `parameters` (or to the path's, for all its operations).",
        `${fixtures}/rules.yaml:14:11 error #/paths/~1users~1{userId}/get/parameters/0: the path parameter \`id\` is not in the path \`/users/{userId}\`: no \`{id}\` there takes its value [openapi-invalid]`,
        '  hint: Write `{id}` in the path where the value goes, or remove the parameter (or fix the spelling of one of the two).',
        `${fixtures}/rules.yaml:19:11 error #/paths/~1users~1{userId}/get/parameters/1: one of the properties \`schema\` or \`content\` is required, and it has neither [openapi-invalid]`,
        '  hint: OpenAPI tools reject this; Quire still builds the pages it can read.',
        `${fixtures}/rules.yaml:26:7 error #/paths/~1teams/get/operationId: the operationId \`getUser\` of GET /teams is also the operationId of GET /users/{userId} [openapi-invalid]`,
        '  hint: Give each operation its own operationId: tools that name operations by it keep only one of the two.',
        `${fixtures}/rules.yaml: invalid (6 errors).`,
        '',
      ].join('\n'),
    );
  });

  it('reports them in a Swagger 2.0 file at the place the file writes them', async () => {
    const run = capture();
    expect(await main(['openapi-check', `${fixtures}/rules-swagger2.json`], run.io)).toBe(1);
    expect(run.err()).toBe(
      [
        `${fixtures}/rules-swagger2.json:6:7 error #/paths/~1items~1{itemId}/get: GET /items/{itemId} has no path parameter \`itemId\` for the \`{itemId}\` in its path [openapi-invalid]`,
        "  hint: Add `{ name: itemId, in: path, required: true, schema: { type: string } }` to the operation's `parameters` (or to the path's, for all its operations). This Swagger 2.0 file is checked as converted to OpenAPI 3.0, which the path names.",
        `${fixtures}/rules-swagger2.json:8:24 error #/paths/~1items~1{itemId}/get/security/0/token: the security requirement names \`token\`, which is not a scheme of \`securityDefinitions\` [openapi-invalid]`,
        '  hint: Declare `token` under `securityDefinitions` (its type, and where the credential goes). This Swagger 2.0 file is checked as converted to OpenAPI 3.0, which the path names.',
        `${fixtures}/rules-swagger2.json: invalid (2 errors).`,
        '',
      ].join('\n'),
    );
  });

  it('reports the Swagger 2.0 rules its conversion hides, at their place in the file as written', async () => {
    const run = capture();
    expect(await main(['openapi-check', `${fixtures}/swagger2-hidden.yaml`], run.io)).toBe(1);
    expect(run.err()).toBe(
      [
        `${fixtures}/swagger2-hidden.yaml:2:1 error #/info: the required property \`title\` is missing [openapi-invalid]`,
        "  hint: Add `title:` under `info`: the API's name, which its pages show.",
        `${fixtures}/swagger2-hidden.yaml:7:9 error #/paths/~1pets~1{petId}/parameters/0: the path parameter \`petId\` is not \`required: true\`, which Swagger 2.0 requires of every path parameter [openapi-invalid]`,
        '  hint: Write `required: true`: a path without the value is another path.',
        `${fixtures}/swagger2-hidden.yaml:12:11 error #/paths/~1pets~1{petId}/put/parameters/0: the body parameter \`pet\` has no \`schema\`, which Swagger 2.0 requires of a body parameter to say what the body holds [openapi-invalid]`,
        '  hint: Add `schema:` with the type of the body: a `$ref` to one of `definitions`, or the schema written here.',
        `${fixtures}/swagger2-hidden.yaml:17:5 error #/paths/~1pets~1{petId}/post: the required property \`responses\` is missing [openapi-invalid]`,
        "  hint: Add `responses:` with the operation's responses, at least one (`200: { description: OK }`).",
        `${fixtures}/swagger2-hidden.yaml:23:11 error #/paths/~1pets~1{petId}/post/parameters/1: POST /pets/{petId} has the file parameter \`photo\`, and does not consume \`multipart/form-data\` or \`application/x-www-form-urlencoded\`, as Swagger 2.0 requires of an operation that takes a file [openapi-invalid]`,
        '  hint: Add `consumes: [multipart/form-data]` to the operation (or to the document, for all its operations).',
        `${fixtures}/swagger2-hidden.yaml:23:11 error #/paths/~1pets~1{petId}/post/parameters/1: POST /pets/{petId} has the form parameter \`photo\` and the body parameter \`pet\`: Swagger 2.0 allows form parameters or a body parameter, not both, as both are the request body [openapi-invalid]`,
        '  hint: Describe the body one way: as form parameters (with `consumes: [multipart/form-data]` or `application/x-www-form-urlencoded`), or as the one body parameter.',
        `${fixtures}/swagger2-hidden.yaml:30:11 error #/paths/~1pets~1{petId}/get/parameters/0/type: the query parameter \`tags\` is \`type: array\` without \`items\`, which Swagger 2.0 requires to say what the array holds [openapi-invalid]`,
        '  hint: Add `items:` with the type of its values (`items: { type: string }`).',
        `${fixtures}/swagger2-hidden.yaml:32:9 error #/paths/~1pets~1{petId}/get/responses/200: the required property \`description\` is missing [openapi-invalid]`,
        '  hint: Add `description:` saying what the response means (Swagger 2.0 requires one, even a short one).',
        `${fixtures}/swagger2-hidden.yaml: invalid (8 errors).`,
        '',
      ].join('\n'),
    );
  });

  it('reports the schema rules the validator leaves out, and names that components cannot have', async () => {
    const v31 = capture();
    expect(await main(['openapi-check', `${fixtures}/schemas-31.yaml`], v31.io)).toBe(1);
    expect(v31.err()).toBe(
      [
        `${fixtures}/schemas-31.yaml:14:13 error #/paths/~1pets/get/parameters/0/schema/exclusiveMinimum: \`exclusiveMinimum: true\` is the OpenAPI 3.0 form: in OpenAPI 3.1 (JSON Schema 2020-12), \`exclusiveMinimum\` is the bound itself, a number [openapi-invalid]`,
        '  hint: Write `exclusiveMinimum: 0` in place of `minimum` and this flag.',
        `${fixtures}/schemas-31.yaml:24:5 error #/components/schemas/Pet Record: the component name \`Pet Record\` has characters that component names cannot have: they are letters, digits, \`.\`, \`-\` and \`_\` [openapi-invalid]`,
        '  hint: Rename it (`Pet_Record`, say) and the `$ref`s to it; many tools cannot refer to it as it is.',
        `${fixtures}/schemas-31.yaml:29:11 error #/components/schemas/Pet Record/properties/name/required: \`required: true\` is not how a JSON Schema marks a property required: \`required\` is the list of an object's required properties [openapi-invalid]`,
        '  hint: Remove it here, and list the property in `required: [...]` of the object schema that holds it.',
        `${fixtures}/schemas-31.yaml:31:11 error #/components/schemas/Pet Record/properties/age/type: \`int\` is not a JSON Schema type: a \`type\` is one of \`string\`, \`number\`, \`integer\`, \`boolean\`, \`object\`, \`array\` or \`null\` [openapi-invalid]`,
        '  hint: Write `type: integer` (with `format: int32` or `int64` for its size).',
        `${fixtures}/schemas-31.yaml: invalid (4 errors).`,
        '',
      ].join('\n'),
    );
    const v30 = capture();
    expect(await main(['openapi-check', `${fixtures}/schemas-30.json`], v30.io)).toBe(1);
    expect(v30.err()).toBe(
      [
        `${fixtures}/schemas-30.json:10:60 error #/paths/~1pets/get/responses/200/content/application~1json/schema/type: this schema is \`type: array\` without \`items\`, which OpenAPI 3.0 requires to say what the array holds [openapi-invalid]`,
        '  hint: Add `items:` with the schema of its values (`items: { type: string }`, or `items: {}` for any value).',
        `${fixtures}/schemas-30.json:17:21 error #/components/parameters/page[size]: the component name \`page[size]\` has characters that component names cannot have: they are letters, digits, \`.\`, \`-\` and \`_\` [openapi-invalid]`,
        '  hint: Rename it (`page_size`, say) and the `$ref`s to it; many tools cannot refer to it as it is.',
        `${fixtures}/schemas-30.json:18:28 error #/components/schemas/Name/type: \`type\` is a list of types here, which is OpenAPI 3.1: an OpenAPI 3.0 schema has one type (for a value that may be null, its type and \`nullable: true\`) [openapi-invalid]`,
        '  hint: OpenAPI tools reject this; Quire still builds the pages it can read.',
        `${fixtures}/schemas-30.json: invalid (3 errors).`,
        '',
      ].join('\n'),
    );
  });

  it('says a `$ref` to nothing once, not again as the empty object the validator finds in its place', async () => {
    const run = capture();
    expect(await main(['openapi-check', `${fixtures}/missing-refs.yaml`], run.io)).toBe(1);
    const hint =
      '  hint: Check the part after `#`: it must be the path of keys to the value, like `#/components/schemas/Pet`.';
    expect(run.err()).toBe(
      [
        `${fixtures}/missing-refs.yaml:9:11 error the \`$ref\` to #/components/parameters/Limit points at nothing in this file; the parameter it stands for is left out. [openapi-ref-unresolved]`,
        hint,
        `${fixtures}/missing-refs.yaml:11:9 error the \`$ref\` to #/components/requestBodies/Pet points at nothing in this file; the request body shows without content. [openapi-ref-unresolved]`,
        hint,
        `${fixtures}/missing-refs.yaml:14:11 error the \`$ref\` to #/components/responses/Pets points at nothing in this file; the response shows without a description or content. [openapi-ref-unresolved]`,
        hint,
        `${fixtures}/missing-refs.yaml: invalid (3 errors).`,
        '',
      ].join('\n'),
    );
  });

  it('says what a parameter lacks or has too much of, not what the forms it does not take need', async () => {
    const run = capture();
    expect(await main(['openapi-check', `${fixtures}/one-of-two.yaml`], run.io)).toBe(1);
    const hint = '  hint: OpenAPI tools reject this; Quire still builds the pages it can read.';
    expect(run.err()).toBe(
      [
        `${fixtures}/one-of-two.yaml:9:11 error #/paths/~1pets/get/parameters/0: the required property \`in\` is missing [openapi-invalid]`,
        '  hint: Add `in:` to say where the parameter goes: `path`, `query`, `header` or `cookie`.',
        `${fixtures}/one-of-two.yaml:12:11 error #/paths/~1pets/get/parameters/1: it has both \`schema\` and \`content\`, which exclude each other: it takes one of the two [openapi-invalid]`,
        hint,
        `${fixtures}/one-of-two.yaml: invalid (2 errors).`,
        '',
      ].join('\n'),
    );
  });

  it("locates a converted Swagger 2.0 file's parameters past the body and form ones, and its response headers", async () => {
    const run = capture();
    expect(await main(['openapi-check', `${fixtures}/swagger2-places.yaml`], run.io)).toBe(1);
    expect(run.err()).toBe(
      [
        `${fixtures}/swagger2-places.yaml:17:11 error #/paths/~1pets~1{id}/post/parameters/1: the path parameter \`id\` is listed twice in these parameters [openapi-invalid]`,
        '  hint: Keep one of the two: a parameter is identified by its name and location, and only one can apply. This Swagger 2.0 file is checked as converted to OpenAPI 3.0, which the path names.',
        `${fixtures}/swagger2-places.yaml:23:11 error #/paths/~1pets~1{id}/post/parameters/2/schema/type: \`type: int\` is not a type: a schema's type is \`array\`, \`boolean\`, \`integer\`, \`number\`, \`object\` or \`string\` [openapi-invalid]`,
        '  hint: Write `type: integer`. This Swagger 2.0 file is checked as converted to OpenAPI 3.0, which the path names.',
        `${fixtures}/swagger2-places.yaml:29:15 error #/paths/~1pets~1{id}/post/responses/200/headers/X-Rate/schema/type: \`type: int\` is not a type: a schema's type is \`array\`, \`boolean\`, \`integer\`, \`number\`, \`object\` or \`string\` [openapi-invalid]`,
        '  hint: Write `type: integer`. This Swagger 2.0 file is checked as converted to OpenAPI 3.0, which the path names.',
        `${fixtures}/swagger2-places.yaml: invalid (3 errors).`,
        '',
      ].join('\n'),
    );
  });

  it('says a Swagger 2.0 file without `paths` lacks them, at its start', async () => {
    const run = capture();
    expect(await main(['openapi-check', `${fixtures}/swagger2-no-paths.yaml`], run.io)).toBe(1);
    expect(run.err()).toBe(
      [
        `${fixtures}/swagger2-no-paths.yaml:1:1 error the required property \`paths\` is missing: a Swagger 2.0 document lists its paths there [openapi-invalid]`,
        "  hint: Add `paths:` with the API's operations (`paths: {}` for none).",
        `${fixtures}/swagger2-no-paths.yaml: invalid (1 error).`,
        '',
      ].join('\n'),
    );
  });

  it('reads a version written as a number, and refuses one it does not read, at the field', async () => {
    const number = capture();
    expect(await main(['openapi-check', `${fixtures}/version-number.yaml`], number.io)).toBe(1);
    expect(number.err()).toBe(
      [
        `${fixtures}/version-number.yaml:1:1 error #/openapi: \`openapi: 3.1\` is a number here, where the version must be a string; it is read as 3.1.0. [openapi-version-number]`,
        '  hint: Quote it and write the whole version: `openapi: "3.1.0"` (OpenAPI tools reject the number).',
        `${fixtures}/version-number.yaml: invalid (1 error).`,
        '',
      ].join('\n'),
    );
    const unknown = capture();
    expect(await main(['openapi-check', `${fixtures}/version-unknown.yaml`], unknown.io)).toBe(1);
    expect(unknown.err()).toBe(
      [
        `${fixtures}/version-unknown.yaml:2:1 error #/openapi: \`openapi: 4.0.0\` is not a version Quire reads (Quire reads OpenAPI 3.0, 3.1 and 3.2, and Swagger 2.0), so the file is not read. [openapi-version]`,
        '  hint: Write the version the file follows, like `openapi: 3.1.0`; a file of another format needs converting first.',
        `${fixtures}/version-unknown.yaml: invalid (1 error).`,
        '',
      ].join('\n'),
    );
  });

  it('exits 0 on a 3.1 document of components only, which the validator refused without naming a part', async () => {
    const run = capture();
    expect(await main(['openapi-check', `${fixtures}/components-only.json`], run.io)).toBe(0);
    expect(run.out()).toBe(`${fixtures}/components-only.json: valid OpenAPI 3.1.0, 0 operations.\n`);
  });

  it('exits 1 on `paths: null`, which reads like a spec of no operations', async () => {
    const run = capture();
    expect(await main(['openapi-check', `${fixtures}/null-paths.json`], run.io)).toBe(1);
    expect(run.err()).toMatch(/null-paths\.json:1:\d+ error #\/paths: .*\[openapi-invalid\]/);
  });

  it('lists every problem, where a build shows the first 50 and a count', async () => {
    const run = capture();
    expect(await main(['openapi-check', `${fixtures}/many-problems.json`], run.io)).toBe(1);
    const lines = run.err().split('\n');
    // 60 responses without a description, one line each (and its hint), in file order.
    const problems = lines.filter((line) => line.includes('the required property `description` is missing'));
    expect(problems).toHaveLength(60);
    expect(problems[59]).toContain('#/paths/~1items~159/get/responses/200');
    expect(run.err()).not.toContain('more validation problems');
    expect(lines.at(-2)).toBe(`${fixtures}/many-problems.json: invalid (60 errors).`);
  });

  it('exits 1 on a syntax error, located', async () => {
    const run = capture();
    expect(await main(['openapi-check', `${fixtures}/syntax.json`], run.io)).toBe(1);
    expect(run.err()).toBe(
      [
        `${fixtures}/syntax.json:5:71 error not valid JSON: trailing comma: JSON does not allow a comma after the last item [openapi-syntax]`,
        '  hint: Fix the syntax at this position; an editor with a JSON/YAML linter shows it too.',
        `${fixtures}/syntax.json: invalid (1 error).`,
        '',
      ].join('\n'),
    );
  });

  it('exits 1 on a key written twice, said where the later one is and which value is used', async () => {
    const run = capture();
    expect(await main(['openapi-check', `${fixtures}/duplicate-key.yaml`], run.io)).toBe(1);
    expect(run.err()).toBe(
      [
        `${fixtures}/duplicate-key.yaml:8:5 error #/paths/~1items: the key \`get\` is written twice in this object (first on line 7): the value written here, the later one, is used and the one on line 7 is ignored. [spec-duplicate-key]`,
        '  hint: Keep one `get`: merge the values into it, or rename or remove the others. A key may appear once per object, and other tools keep the first value or refuse the file.',
        `${fixtures}/duplicate-key.yaml: invalid (1 error).`,
        '',
      ].join('\n'),
    );
  });

  it('exits 1 on a JSON file that is not a spec', async () => {
    const run = capture();
    expect(await main(['openapi-check', 'package.json'], run.io)).toBe(1);
    expect(run.err()).toContain('package.json:1:1 error not an OpenAPI document');
    expect(run.err()).toContain('package.json: invalid (1 error).');
  });

  it('exits 2 on a missing file or a folder, and without an argument', async () => {
    const missing = capture();
    expect(await main(['openapi-check', `${fixtures}/nope.yaml`], missing.io)).toBe(2);
    expect(missing.err()).toBe(`${fixtures}/nope.yaml: does not exist.\n`);
    const folder = capture();
    expect(await main(['openapi-check', fixtures], folder.io)).toBe(2);
    expect(folder.err()).toBe(`${fixtures}: is a folder: name the spec file in it (openapi.yaml, openapi.json…).\n`);
    // The folder the command runs in is named, not left blank.
    const here = capture();
    expect(await main(['openapi-check', '.'], here.io)).toBe(2);
    expect(here.err()).toBe(`${process.cwd()}: is a folder: name the spec file in it (openapi.yaml, openapi.json…).\n`);
    const none = capture();
    expect(await main(['openapi-check'], none.io)).toBe(2);
    expect(none.err()).toContain('quire openapi-check: name the file to check');
  });

  it('checks a Swagger 2.0 file by converting it', async () => {
    const run = capture();
    expect(await main(['openapi-check', 'test/fixtures/openapi/load/swagger2.json'], run.io)).toBe(0);
    expect(run.out()).toMatch(
      /^test\/fixtures\/openapi\/load\/swagger2\.json: valid OpenAPI 3\.0\.0 \(Swagger 2\.0, converted\), \d+ operations?\.\n$/,
    );
  });
});
