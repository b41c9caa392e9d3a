// Names of the browser (window, document, location…) read while a page is built: they are undefined there, and
// code that tests `typeof window` is right to meet them; an expression that shows one outright is not.
import { describe, expect, it } from 'vitest';
import { memoryCompiler } from '../compile-helpers.js';

describe('browser globals in page expressions', () => {
  it('warns where an expression reads one outright, located, and says how to write the text', async () => {
    const compiler = await memoryCompiler({});
    const page = await compiler.compile({
      source: [
        '---\ntitle: T\n---',
        'Path: projects/x/locations/{location}/y',
        '{window.innerWidth}',
        '{typeof window === "undefined" ? "server" : "browser"}',
        '<Card title="x" onClick={() => window.open("/a")}>c</Card>',
      ].join('\n\n'),
      file: 'index.mdx',
    });
    expect(page.diagnostics.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message}`)).toEqual([
      '5:28 undefined-variable `location` belongs to the browser, which the build does not have: it reads as undefined, so this expression shows nothing.',
      '7:1 undefined-variable `window` belongs to the browser, which the build does not have: it reads as undefined, so this expression fails.',
    ]);
    expect(page.diagnostics[0]?.hint).toBe(
      "To show the text `{location}`, escape its brace: `\\{location}`. To use the browser's value, read it in a component, inside `useEffect`.",
    );
  });
});
