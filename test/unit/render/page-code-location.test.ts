import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/build.js';
import { codeRegions, firstCodeLocation, locatePageCode } from '../../../src/render/page-code-location.js';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-code-location-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Builds a site of `files` (root-relative path → text; pages are the `.mdx` files outside snippets/). */
async function build(name: string, files: Record<string, string>) {
  const dir = path.join(work, name);
  const pages = Object.keys(files)
    .filter((f) => f.endsWith('.mdx') && !f.startsWith('snippets/'))
    .map((f) => f.replace(/\.mdx$/, ''));
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'docs.json'),
    JSON.stringify({ name: 'C', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages } }),
  );
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return buildSite({ dir, outDir: path.join(dir, 'out'), workers: 0, cache: false, pageTimeout: 300 });
}

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

describe('diagnostics of page code that fails in the sandbox', () => {
  it('name the line and column of the expression, export or snippet code that failed', async () => {
    const result = await build('located', {
      // The word "process" in the text comes first: the expression is what is named.
      'exit.mdx': page('Exit', 'The build process.\n\nText {process.exit(0)} more.'),
      'env.mdx': page('Env', '# Env\n\nexport const Env = () => <p>{process.env.HOME}</p>;\n\n<Env />'),
      'loop.mdx': page('Loop', '# Loop\n\nSome {1 + 1} text.\n\nexport const forever = (() => { for (;;) {} })();'),
      'map.mdx': page('Map', 'export const x = (Array.prototype.map = () => ["hacked"]);\n\n# Map'),
      'throws.mdx': page('Throws', "# T\n\nA {'ok'} and\n{(() => { throw new Error('boom'); })()}"),
      'broken.mdx': page(
        'Broken',
        'export const Broken = () => { const list = undefined; return list.length; };\n\n<Broken />',
      ),
      'chart.mdx': page('Chart', "import { Chart } from '/snippets/chart.jsx';\n\n<Chart />"),
      // An undefined name is compiled to `undefined`: the failing use is named, not the name's first use.
      'undefined.mdx': page('Undefined', 'Replace "{api-id}" with your id.\n\nIt prints {api[\'name\']} here.'),
      'snippets/chart.jsx':
        'export const Chart = () => {\n  const home = process.env.HOME;\n  return <p>{home}</p>;\n};\n',
    });
    const located = result.diagnostics
      .filter((d) => d.file !== 'docs.json')
      .map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.rule}`)
      .sort();
    expect(located).toEqual([
      'broken.mdx:5:62 warning component-error',
      'env.mdx:7:30 error page-code-node',
      'exit.mdx:7:7 error page-code-node',
      'loop.mdx:7:6 error page-code-timeout',
      'map.mdx:5:19 error mdx-runtime',
      'snippets/chart.jsx:2:16 error page-code-node',
      'throws.mdx:8:17 error mdx-runtime',
      'undefined.mdx:5:10 warning undefined-variable',
      'undefined.mdx:5:10 warning undefined-variable',
      'undefined.mdx:7:11 warning undefined-variable',
      'undefined.mdx:7:12 error mdx-runtime',
    ]);
    const snippet = result.diagnostics.find((d) => d.file === 'snippets/chart.jsx');
    expect(snippet?.message).toMatch(/^The component <Chart> uses `process`.*\(It was rendering chart\.mdx\.\)$/);
  }, 60_000);
});

/** A stack as V8 writes it for an error thrown at `line`:`column` of the function compiled from a page. */
const stackAt = (line: number, column: number) =>
  `ReferenceError: process is not defined\n    at quire:page-code:${line}:${column}\n    at quire:page-code:40:4`;

describe('locatePageCode', () => {
  // Compiled code as MDX prints it; line 1 of the code is line 2 of the compiled function (the wrapper's line).
  const code =
    '"use strict";\nconst x = 1;\nfunction _createMdxContent(props) {\n  return _jsx("p", {\n    children: process.exit(0)\n  });\n}';
  const source = '---\ntitle: A process\n---\n\nA process.\n\n`{process.exit(0)}` in code.\n\nNow {process.exit(0)}.\n';
  const read = (files: Record<string, string>) => (file: string) => files[file];

  it('finds the widest failing expression inside code, not in text, inline code or frontmatter', () => {
    const at = locatePageCode({ code, stack: stackAt(6, 15), files: ['a.mdx'], read: read({ 'a.mdx': source }) });
    expect(at).toEqual({ file: 'a.mdx', line: 9, column: 6 });
  });

  it('looks in the next files (the snippets) when the page does not have the code', () => {
    const snippet = 'export const A = () => {\n  process.exit(0);\n};\n';
    const files = { 'a.mdx': 'A page.\n', 'snippets/a.jsx': snippet };
    const at = locatePageCode({ code, stack: stackAt(6, 15), files: ['a.mdx', 'snippets/a.jsx'], read: read(files) });
    expect(at).toEqual({ file: 'snippets/a.jsx', line: 2, column: 3 });
  });

  it('matches code written with other spacing and quotes than the compiled code', () => {
    const compiled = '"use strict";\nconst v = JSON.parse("[1, 2]").map(n => n * 2);';
    const text = "export const v = JSON.parse( '[1, 2]' ).map( n=>n*2 );\n";
    const at = locatePageCode({
      code: compiled,
      stack: stackAt(3, 11),
      files: ['a.mdx'],
      read: read({ 'a.mdx': text }),
    });
    expect(at).toEqual({ file: 'a.mdx', line: 1, column: 18 });
  });

  it('is undefined without a frame in the page code, or when the text is nowhere', () => {
    const files = ['a.mdx'];
    expect(
      locatePageCode({ code, stack: 'Error: x\n    at file:///x.js:1:1', files, read: read({ 'a.mdx': source }) }),
    ).toBe(undefined);
    expect(locatePageCode({ code, stack: stackAt(6, 15), files, read: read({ 'a.mdx': 'No code.\n' }) })).toBe(
      undefined,
    );
    expect(locatePageCode({ code, stack: stackAt(99, 1), files, read: read({ 'a.mdx': source }) })).toBe(undefined);
    expect(locatePageCode({ code, stack: stackAt(6, 15), files, read: () => undefined })).toBe(undefined);
  });
});

describe('codeRegions and firstCodeLocation', () => {
  it('lists expressions and ESM blocks, skipping frontmatter, code blocks, inline code and escaped braces', () => {
    const text = [
      '---',
      'title: "{not code}"',
      '---',
      '',
      'import { A } from "/snippets/a.mdx";',
      'export const b = {',
      '  c: 1,',
      '};',
      '',
      '```js',
      'const x = {y: 1};',
      '```',
      '',
      'Text `{inline}` \\{escaped} {one}',
      '<Card title={"two }"}>{',
      '  three',
      '}</Card>',
    ].join('\n');
    const regions = codeRegions('page.mdx', text).map(([s, e]) => text.slice(s, e));
    expect(regions).toEqual([
      'import { A } from "/snippets/a.mdx";\nexport const b = {\n  c: 1,\n};',
      '{one}',
      '{"two }"}',
      '{\n  three\n}',
    ]);
    expect(firstCodeLocation('page.mdx', text)).toEqual({ file: 'page.mdx', line: 5, column: 1 });
  });

  it('takes all of a JavaScript file, and nothing of a page without code', () => {
    expect(codeRegions('snippets/a.jsx', 'export const A = 1;\n')).toEqual([[0, 20]]);
    expect(firstCodeLocation('page.mdx', '---\ntitle: T\n---\n\n# Only text\n')).toBe(undefined);
  });
});
