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
        `${fixtures}/invalid.yaml:2:1 warning #/info: the required property \`version\` is missing [openapi-invalid]`,
        '  hint: OpenAPI tools reject this; Quire still builds the pages it can read.',
        `${fixtures}/invalid.yaml:8:9 warning #/paths/~1pets~1{id}/get/responses/200: the required property \`description\` is missing [openapi-invalid]`,
        '  hint: OpenAPI tools reject this; Quire still builds the pages it can read.',
        `${fixtures}/invalid.yaml: invalid (2 warnings).`,
        '',
      ].join('\n'),
    );
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
    expect(lines.at(-2)).toBe(`${fixtures}/many-problems.json: invalid (60 warnings).`);
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
        `${fixtures}/duplicate-key.yaml:8:5 warning #/paths/~1items: the key \`get\` is written twice in this object (first on line 7): the value written here, the later one, is used and the one on line 7 is ignored. [spec-duplicate-key]`,
        '  hint: Keep one `get`: merge the values into it, or rename or remove the others. A key may appear once per object, and other tools keep the first value or refuse the file.',
        `${fixtures}/duplicate-key.yaml: invalid (1 warning).`,
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
    expect(folder.err()).toBe(`${fixtures}: is not a file.\n`);
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
