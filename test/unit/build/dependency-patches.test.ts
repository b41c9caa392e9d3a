import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript build script, no declarations
import { applyPatch, DEPENDENCY_PATCHES, dependencyPatchesPlugin } from '../../../scripts/dependency-patches.js';

/**
 * The patches scripts/bundle-dist.js applies to bundled packages (scripts/dependency-patches.js) must not change
 * what the packages do: each patched package is bundled with and without its patch, and both parse the same
 * documents into the same trees.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Parse = (text: string) => unknown;

/** The entry bundled both ways: mdast-util-from-markdown with the syntax extensions Quire parses pages with. */
const ENTRY = `
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { mdxjs } from 'micromark-extension-mdxjs';
const mdx = (text) =>
  fromMarkdown(text, {
    extensions: [mdxjs(), gfm(), math()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown(), mathFromMarkdown()],
  });
const md = (text) =>
  fromMarkdown(text, { extensions: [gfm(), math()], mdastExtensions: [gfmFromMarkdown(), mathFromMarkdown()] });
// Both readings, as a page is read as MDX or plain Markdown (.md); an error is part of the result.
const run = (read, text) => {
  try {
    return read(text);
  } catch (error) {
    return { error: String(error) };
  }
};
export const parse = (text) => [run(mdx, text), run(md, text)];
`;

let workDir = '';
let patched: Parse;
let unpatched: Parse;

async function bundle(name: string, plugins: unknown[]): Promise<Parse> {
  const { build } = await import('esbuild');
  const outfile = path.join(workDir, `${name}.mjs`);
  await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'silent',
    plugins: plugins as never,
  });
  return ((await import(pathToFileURL(outfile).href)) as { parse: Parse }).parse;
}

/** Markdown and MDX of the repository's own fixtures and docs: lists, tables, JSX, expressions, math, footnotes. */
function documents(): string[] {
  const dirs = ['test/fixtures', 'docs'].map((dir) => path.join(root, dir));
  const files = dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      // Not the pages made to exceed the parser's limits (test/fixtures/bad-inputs/limit-*): minutes each.
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.parentPath.includes('limit-'))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  return [...files.sort().map((file) => readFileSync(file, 'utf8')), SAMPLE];
}

const SAMPLE = `# Title {#custom}

1. one
2. two

   - nested *em* and **strong** \`code\`
   - [link](https://example.com "t") ![img](/a.png)

| a | b |
| - | :-: |
| 1 | 2 |

> quote[^1]

[^1]: note

<Card title="x" icon={"y"}>
  Text {1 + 1} and $x^2$
</Card>

$$
e = mc^2
$$

- [ ] task
- [x] done

www.example.com and a@b.co ~~gone~~

\`\`\`js title="a.js"
const a = 1;
\`\`\`

[ref]: /url
`;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'quire-patches-'));
  patched = await bundle('patched', [dependencyPatchesPlugin(root)]);
  unpatched = await bundle('unpatched', []);
}, 60_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('dependency patches', () => {
  it('patch the bundled mdast-util-from-markdown', () => {
    const text = (name: string) => readFileSync(path.join(workDir, name), 'utf8');
    // esbuild may rename locals (`index2`) when it bundles.
    const copies = /\.\.\.context\d*,\s*sliceSerialize: events\d*\[index\d*\]\[2\]\.sliceSerialize/g;
    const shared = /\(context\d*\.sliceSerialize = events\d*\[index\d*\]\[2\]\.sliceSerialize, context\d*\)/g;
    expect(text('unpatched.mjs').match(copies)).toHaveLength(3);
    expect(text('patched.mjs').match(copies)).toBeNull();
    expect(text('patched.mjs').match(shared)).toHaveLength(3);
  });

  it('parse every document into the same trees (or errors) as the package as published, as MDX and as Markdown', () => {
    const docs = documents();
    expect(docs.length).toBeGreaterThan(50);
    let trees = 0;
    for (const text of docs) {
      const expected = JSON.stringify(unpatched(text));
      expect(JSON.stringify(patched(text))).toBe(expected);
      trees += (expected.match(/"type":"root"/g) ?? []).length;
    }
    // Most documents parse both ways (a few are MDX errors on purpose).
    expect(trees).toBeGreaterThan(docs.length * 1.5);
  });

  it('refuse a package whose code no longer holds the patched text', () => {
    const patch = DEPENDENCY_PATCHES[0];
    expect(() => applyPatch(patch, 'export const nothing = 1;\n')).toThrow(/expected 1 of .* found 0/);
  });

  it('fail a bundle that misses a patched file', async () => {
    const { build } = await import('esbuild');
    const missing = [{ file: 'node_modules/no-such-package/index.js', why: 'test', replacements: [] }];
    writeFileSync(path.join(workDir, 'entry.mjs'), 'export const x = 1;\n');
    await expect(
      build({
        entryPoints: [path.join(workDir, 'entry.mjs')],
        bundle: true,
        write: false,
        logLevel: 'silent',
        plugins: [dependencyPatchesPlugin(root, missing)],
      }),
    ).rejects.toThrow(/not in the bundle: node_modules\/no-such-package\/index\.js/);
  });
});
