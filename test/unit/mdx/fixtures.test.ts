import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderCompiler, prettyHtml, render } from './compile-helpers.js';

/**
 * Fixture cases: test/fixtures/mdx/<case>/ holds `input.mdx` (or `input.md`) with the files it imports,
 * an optional `options.json` (compiler options: variables, codeblocks), and the expected results:
 * `expected.html` (body rendered with stub components) and `expected.json` (TOC, anchors, features,
 * dependencies, diagnostics). Regenerate with `npx vitest run test/unit/mdx -u` and review the diff.
 */
const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/mdx');

describe('MDX fixtures', () => {
  for (const name of fs.readdirSync(FIXTURES).sort()) {
    const dir = path.join(FIXTURES, name);
    it(name, async () => {
      const options = fs.existsSync(path.join(dir, 'options.json'))
        ? JSON.parse(fs.readFileSync(path.join(dir, 'options.json'), 'utf8'))
        : {};
      const input = fs.existsSync(path.join(dir, 'input.md')) ? 'input.md' : 'input.mdx';
      const compiler = await folderCompiler(dir, options);
      const page = await compiler.compile({ source: fs.readFileSync(path.join(dir, input), 'utf8'), file: input });
      const { html, errors } = render(page);
      const summary = {
        frontmatter: page.frontmatter,
        toc: page.toc,
        anchors: page.anchors,
        features: page.features,
        dependencies: page.dependencies,
        links: page.links,
        renderErrors: errors,
        diagnostics: page.diagnostics,
        text: page.text,
      };
      // Vitest writes a missing file snapshot outside CI: refuse that, an expected file must be asked for (`-u`).
      const updating = process.argv.includes('-u') || process.argv.includes('--update');
      for (const name of ['expected.html', 'expected.json']) {
        expect(
          updating || fs.existsSync(path.join(dir, name)),
          `${dir}/${name} is missing: run with -u and review it`,
        ).toBe(true);
      }
      await expect(prettyHtml(html)).toMatchFileSnapshot(path.join(dir, 'expected.html'));
      await expect(`${JSON.stringify(summary, null, 2)}\n`).toMatchFileSnapshot(path.join(dir, 'expected.json'));
    });
  }
});
