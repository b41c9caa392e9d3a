import { describe, expect, it } from 'vitest';
import { memoryCompiler, render } from './compile-helpers.js';

describe('imports that snippets and the page share', () => {
  it('takes the same component imported by two snippets (and the page) once, without a warning', async () => {
    const compiler = await memoryCompiler({
      'snippets/box.jsx': 'export const Box = ({ children }) => <p>box {children}</p>;',
      'snippets/one.mdx':
        'import { Box } from "/snippets/box.jsx";\nimport { useState } from "react";\n\n<Box>one</Box>',
      'snippets/two.mdx': 'import { Box } from "./box.jsx";\nimport { useState } from "react";\n\n<Box>two</Box>',
    });
    const page = await compiler.compile({
      source:
        '---\ntitle: T\n---\nimport { Box } from "/snippets/box.jsx";\nimport One from "/snippets/one.mdx";\nimport Two from "/snippets/two.mdx";\n\n<One />\n\n<Two />\n\n<Box>page</Box>',
      file: 'index.mdx',
    });
    expect(page.diagnostics).toEqual([]);
    const { html, errors } = render(page);
    expect(errors).toEqual([]);
    expect(html).toContain('<p>box one</p>');
    expect(html).toContain('<p>box two</p>');
    expect(html).toContain('<p>box page</p>');
  });

  it('still says when an import is ignored because the name stands for something else', async () => {
    const compiler = await memoryCompiler({
      'snippets/a.jsx': 'export const Box = () => <p>FROM-A</p>;',
      'snippets/b.jsx': 'export const Box = () => <p>FROM-B</p>;',
      'snippets/two.mdx': 'import { Box } from "/snippets/b.jsx";\n\n<Box />',
    });
    const page = await compiler.compile({
      source:
        '---\ntitle: T\n---\nimport { Box } from "/snippets/a.jsx";\nimport Two from "/snippets/two.mdx";\n\n<Two />',
      file: 'index.mdx',
    });
    expect(page.diagnostics.map((d) => `${d.file}:${d.line} ${d.rule} ${d.message}`)).toEqual([
      'snippets/two.mdx:1 duplicate-declaration `Box` is imported but already defined; the import is ignored.',
    ]);
  });

  it('takes an import or export written inside an element as the module statement it is, in a page or a snippet', async () => {
    const compiler = await memoryCompiler({
      'snippets/choices.mdx': 'Pick **one** of the ways.',
      'snippets/steps.mdx':
        '<Steps>\n<Step title="Inner">\n\nimport Choices from "/snippets/choices.mdx";\n\n<Choices />\n\n</Step>\n</Steps>',
    });
    const page = await compiler.compile({
      source: [
        '---\ntitle: T\n---\n',
        '<Steps>\n<Step title="Install">\n',
        'import Choices from "/snippets/choices.mdx";\nimport Steps2 from "/snippets/steps.mdx";\n',
        'export const Hi = () => <b>hi there</b>;\n',
        '<Choices />\n\n<Hi />\n\n<Steps2 />\n\n</Step>\n</Steps>\n',
      ].join('\n'),
      file: 'index.mdx',
    });
    expect(page.diagnostics).toEqual([]);
    const { html, errors } = render(page);
    expect(errors).toEqual([]);
    expect(html.match(/Pick <strong>one<\/strong> of the ways\./g)).toHaveLength(2);
    expect(html).toContain('<b>hi there</b>');
  });
});
