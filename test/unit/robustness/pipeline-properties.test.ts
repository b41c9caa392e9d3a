/**
 * Property-based robustness: random and mutated docs.json, frontmatter and MDX fed to the pipeline's stages
 * (config load, navigation, frontmatter, page compile). Whatever the input, each stage returns diagnostics and
 * never throws, never reports an internal error, and finishes (a fixed number of runs over fixed seeds, so a
 * failure replays exactly: rerun with the printed seed).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.js';
import { parseFrontmatter } from '../../../src/content/frontmatter.js';
import type { PageSource } from '../../../src/content/types.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { createPageCompiler } from '../../../src/mdx/page-compiler.js';
import type { PageCompiler } from '../../../src/mdx/types.js';
import { resolveNavigation } from '../../../src/navigation/resolve-navigation.js';
import { KNOWN_COMPONENTS } from '../mdx/compile-helpers.js';

const SEEDS = [1, 42, 20261126];
const RUNS = 60;

const BASE_DOCS = {
  theme: 'mint',
  name: 'Props',
  colors: { primary: '#16A34A' },
  navigation: { tabs: [{ tab: 'Docs', groups: [{ group: 'Start', pages: ['index', { group: 'G', pages: ['a'] }] }] }] },
  navbar: { links: [{ label: 'L', href: 'https://example.com' }] },
};

const PAGES = new Map<string, PageSource>(
  ['index', 'a'].map((p) => [p, { path: p, url: p === 'index' ? '/' : `/${p}`, file: `${p}.mdx`, ext: '.mdx' }]),
);

/** A text with a random edit: characters inserted, deleted or replaced at a random place. */
function mutated(text: string): fc.Arbitrary<string> {
  const pieces = fc.constantFrom(
    '{',
    '}',
    '[',
    ']',
    '"',
    ',',
    ':',
    '---',
    '<',
    '>',
    '</',
    '{/*',
    '`',
    '\n',
    '$ref',
    '\\',
    '\u0000',
    '\uFFFD',
    'javascript:',
    '*a',
    '&a',
  );
  return fc
    .tuple(
      fc.nat({ max: text.length }),
      fc.nat({ max: 8 }),
      fc.array(fc.oneof(pieces, fc.string({ maxLength: 6 })), { maxLength: 4 }),
    )
    .map(([at, cut, inserts]) => text.slice(0, at) + inserts.join('') + text.slice(Math.min(text.length, at + cut)));
}

/** No diagnostic may say "bug" or lack a rule and a message. */
function expectPlain(diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) {
    expect(typeof d.rule).toBe('string');
    expect(typeof d.message).toBe('string');
    expect(`${d.message} ${d.hint ?? ''}`).not.toMatch(/bug in Quire|internal error/i);
  }
}

let dir: string;
let compiler: PageCompiler;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-props-'));
  compiler = await createPageCompiler({
    readFile: () => undefined,
    fileExists: () => false,
    knownComponents: KNOWN_COMPONENTS,
  });
});

afterAll(async () => {
  compiler.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** Loads `text` as docs.json, then resolves its navigation when it loads. */
async function configAndNavigation(text: string): Promise<void> {
  await writeFile(path.join(dir, 'docs.json'), text);
  const loaded = await loadConfig(dir);
  expectPlain(loaded.diagnostics);
  if (!loaded.config) return;
  const navigation = resolveNavigation({
    navigation: loaded.config.config.navigation,
    pages: PAGES,
    locate: loaded.config.locate,
  });
  expectPlain(navigation.diagnostics);
}

describe('pipeline properties', () => {
  for (const seed of SEEDS) {
    it(`docs.json: random JSON and mutated configs load with diagnostics only (seed ${seed})`, async () => {
      const docs = fc.oneof(
        fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)),
        fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify({ ...BASE_DOCS, navigation: v })),
        mutated(JSON.stringify(BASE_DOCS, null, 2)),
      );
      await fc.assert(fc.asyncProperty(docs, configAndNavigation), { seed, numRuns: RUNS });
    });

    it(`frontmatter and MDX: random and mutated pages compile to a page or a located error (seed ${seed})`, async () => {
      const page = [
        '---',
        'title: Home',
        'description: "A page"',
        'tags: [a, b]',
        '---',
        '',
        '# Heading {#id}',
        '',
        '<Note>Text with **bold** and {1 + 1}</Note>',
        '',
        '> quote',
        '',
        '- item',
        '  - nested',
        '',
        'export const x = 1;',
        '',
        '```js',
        'const y = 2;',
        '```',
        '',
      ].join('\n');
      const source = fc.oneof(
        mutated(page),
        mutated(page).chain((p) => mutated(p)),
        fc.string({ maxLength: 200 }),
      );
      await fc.assert(
        fc.asyncProperty(source, async (text) => {
          expectPlain(parseFrontmatter(text, 'index.mdx').diagnostics);
          const compiled = await compiler.compile({ file: 'index.mdx', source: text });
          expectPlain(compiled.diagnostics);
          expect(typeof compiled.code).toBe('string');
        }),
        { seed, numRuns: RUNS },
      );
    });
  }
});
