import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { scanContent } from '../../src/content/scan-content.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build.js';
import { urlToOutputFile } from '../../src/site/output-path.js';
import { openSite } from '../../src/render/open-site.js';
import { listNavigationPages } from '../../src/navigation/list-navigation-pages.js';
import { crawlLinks } from './crawl-links.js';
import { readTree } from './read-tree.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const corporaRoot = path.resolve(repoRoot, '..', 'shared', 'corpora');

/** A site the corpus tests build: Quire's example site or a shared corpus, by name. */
function siteDir(name: string): string {
  return name === 'example-site' ? path.join(repoRoot, 'example-site') : path.join(corporaRoot, name);
}

/**
 * Warnings each site is expected to have, by rule: defects of the sites themselves (the corpora were copied
 * without code files and large images, and use components only Mintlify's platform provides), never a failure
 * of Quire. Quire's own example site has none.
 */
const EXPECTED_WARNINGS: Record<string, readonly string[]> = {
  'example-site': [],
  // Images over 150 KB and .jsx snippets were left out of the copy; <PreviewButton> lives in a missing .jsx;
  // the translated navigation pages still use language-flag icons (/images/navigation/languages/*.png) that
  // upstream no longer has.
  mintlify__docs: ['missing-image', 'missing-import', 'unknown-component', 'unknown-icon', 'broken-link'],
  // Missing images; <Warn>, <SoftLimit>… are used but defined nowhere upstream; a redirect whose source is
  // still a page (guides/cursor-rules.mdx); docs.json's light-mode logo /logo/light.png is not in the copy.
  'triggerdotdev__trigger.dev': [
    'missing-image',
    'missing-file',
    'unknown-component',
    'redirect-shadows-page',
    'broken-link',
  ],
  modelcontextprotocol__modelcontextprotocol: ['missing-image', 'broken-link'],
};

const pinsDir = path.join(repoRoot, 'test', 'fixtures', 'corpora-links');

/** The page files (root-relative) of a site that plain `@mdx-js/mdx` with `remark-gfm` compiles. */
async function plainlyValidPages(dir: string): Promise<Set<string>> {
  const { index } = await scanContent(dir);
  const valid = new Set<string>();
  for (const page of index.pages.values()) {
    const source = await readFile(path.join(dir, page.file), 'utf8');
    // Frontmatter blanked line for line, as MDX without remark-frontmatter would otherwise read it as text.
    const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/, (fm) => fm.replace(/[^\n]/g, ''));
    try {
      await compile(body, { format: page.ext === '.md' ? 'md' : 'mdx', remarkPlugins: [remarkGfm] });
      valid.add(page.file);
    } catch {
      // Not valid MDX on its own: Quire may still build it, or report it.
    }
  }
  return valid;
}
/**
 * The targets of the build's `broken-link` warnings, named as the crawl names them: the page path for a page
 * that is nowhere, `page#id` for a missing anchor.
 */
function brokenLinkTargets(diagnostics: readonly { rule: string; message: string }[]): string[] {
  const targets = new Set<string>();
  for (const { rule, message } of diagnostics) {
    if (rule !== 'broken-link') continue;
    const anchor = /: (\S+) has no element with the id "(.*)"\.$/.exec(message);
    if (anchor) {
      targets.add(`${anchor[1]}#${anchor[2]}`);
      continue;
    }
    const link = /^Broken link (\S+)(?: \((\S+)\))?: /.exec(message);
    let target = (link?.[2] ?? link?.[1] ?? '').replace(/[?#].*$/, '');
    try {
      target = decodeURIComponent(target);
    } catch {
      // As written.
    }
    targets.add(target.replace(/\/$/, '') || '/');
  }
  return [...targets].sort();
}

/**
 * The build of one site (Quire's example site or a shared corpus, by name), checked as a reader would see it and
 * against the compiled-code path. One test file per site, so that the suite's workers build them side by side.
 */
export function describeCorpusBuild(name: string): void {
  const dir = siteDir(name);
  const outputs: string[] = [];
  /** The site's output folder, for the comparison with the compiled-code path. */
  const built = new Map<string, string>();
  afterAll(async () => {
    for (const folder of outputs) await rm(folder, { recursive: true, force: true });
  });

  describe(`building ${name}`, () => {
    it('is there to build (the shared corpora sit beside the checkout, in ../shared/corpora)', () => {
      expect(existsSync(path.join(dir, 'docs.json'))).toBe(true);
    });

    it('succeeds without errors, emits every navigation page, and reports only expected warnings', {
      timeout: 600_000,
    }, async () => {
      const parent = await mkdtemp(path.join(tmpdir(), `quire-corpus-${name}-`));
      outputs.push(parent);
      const outDir = path.join(parent, 'out');
      const result = await buildSite({ dir, outDir });
      built.set(name, outDir);

      const byRule = new Map<string, number>();
      for (const d of result.diagnostics)
        byRule.set(`${d.severity} ${d.rule}`, (byRule.get(`${d.severity} ${d.rule}`) ?? 0) + 1);
      console.info(
        `${name}: ${result.pages} pages in ${(result.ms / 1000).toFixed(1)} s, ${result.errors} errors, ${result.warnings} warnings`,
        Object.fromEntries(byRule),
      );

      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      // Every page that plain `@mdx-js/mdx` + `remark-gfm` accepts builds in Quire: Quire's own additions (math,
      // its lighter GFM parser, preprocessing) never make a valid page invalid.
      const accepted = await plainlyValidPages(dir);
      expect(accepted.size).toBeGreaterThan(0);
      expect(
        errors.filter((d) => d.file !== undefined && accepted.has(d.file)).map((d) => `${d.file} ${d.rule}`),
      ).toEqual([]);
      expect(errors.map((d) => `${d.file}:${d.line} ${d.rule} ${d.message}`)).toEqual([]);
      expect(result.ok).toBe(true);

      const { site } = await openSite({ dir, outDir });
      const missing = listNavigationPages(site!.state.navigation)
        .map((entry) => entry.url)
        .filter((url) => !existsSync(path.join(outDir, urlToOutputFile(url))));
      expect(missing).toEqual([]);
      expect(existsSync(path.join(outDir, '404.html'))).toBe(true);
      expect(existsSync(path.join(outDir, 'sitemap.xml'))).toBe(true);

      const expected = new Set(EXPECTED_WARNINGS[name] ?? []);
      const unexpected = result.diagnostics.filter((d) => d.severity === 'warning' && !expected.has(d.rule));
      expect(unexpected.map((d) => `${d.file}:${d.line} ${d.rule} ${d.message}`)).toEqual([]);
      // Every one is located (file:line:column), so a reader can go and fix it.
      const unlocated = result.diagnostics.filter((d) => !d.file || !d.line || !d.column);
      expect(unlocated.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`)).toEqual([]);

      // Followed as a reader would, every internal link and #anchor lands, except the ones broken in the source
      // itself (pinned: written by hand in another slug style, to files left out of the copy, or to a /docs prefix
      // the hosted site adds), which a later link checker reports as located warnings.
      const pinned = existsSync(path.join(pinsDir, `${name}.json`))
        ? (JSON.parse(readFileSync(path.join(pinsDir, `${name}.json`), 'utf8')) as string[])
        : [];
      expect(
        crawlLinks(outDir)
          .map((link) => link.target)
          .sort(),
      ).toEqual(pinned);
      // The build's own link check finds the same ones, each located where it is written.
      expect(brokenLinkTargets(result.diagnostics)).toEqual(pinned);
    });

    // Pages without JavaScript render from their element tree (src/mdx/runtime/static-tree.ts); every page compiled
    // to code instead must give the same site, byte for byte.
    it('renders the same site when every page is compiled to code', { timeout: 600_000 }, async () => {
      const fast = built.get(name);
      expect(fast).toBeDefined();
      const parent = await mkdtemp(path.join(tmpdir(), `quire-corpus-${name}-code-`));
      outputs.push(parent);
      const slow = path.join(parent, 'out');
      const result = await buildSite({ dir, outDir: slow, cache: false, staticTrees: false });
      expect(result.ok).toBe(true);
      const treeFiles = await readTree(fast!);
      const codeFiles = await readTree(slow);
      expect([...codeFiles.keys()].sort()).toEqual([...treeFiles.keys()].sort());
      expect([...treeFiles].filter(([file, content]) => !content.equals(codeFiles.get(file)!)).map(([f]) => f)).toEqual(
        [],
      );
    });
  });
}
