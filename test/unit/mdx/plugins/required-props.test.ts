/**
 * Built-in components without a prop they need (src/mdx/plugins/required-props.ts): a located `missing-prop`
 * warning each, the page rendered all the same.
 */
import { describe, expect, it } from 'vitest';
import { memoryCompiler } from '../compile-helpers.js';

async function warnings(source: string): Promise<string[]> {
  const page = await (await memoryCompiler({})).compile({ source, file: 'page.mdx' });
  return page.diagnostics.filter((d) => d.rule === 'missing-prop').map((d) => `${d.line}:${d.column} ${d.message}`);
}

describe('missing-prop', () => {
  it('names the prop each component lacks, what the reader misses, and where', async () => {
    const source = [
      '<Accordion>Body</Accordion>',
      '',
      'Hover <Tooltip>here</Tooltip>.',
      '',
      '<Tile>preview</Tile>',
      '',
      '<Update>notes</Update>',
      '',
      '<ResponseField type="string">An id.</ResponseField>',
      '',
      '<ParamField type="string" required>A limit.</ParamField>',
      '',
    ].join('\n');
    expect(await warnings(source)).toEqual([
      '1:1 <Accordion> has no `title`, so its header shows no title.',
      '3:7 <Tooltip> has neither `tip` nor `description`, so its bubble is empty.',
      '5:1 <Tile> has no `href`, so it leads nowhere.',
      '7:1 <Update> has no `label`, so its entry has no label and no anchor.',
      '9:1 <ResponseField> has no `name`, so the field has no name and no anchor.',
      '11:1 <ParamField> has none of `query`, `path`, `body`, `header`, `cookie`, `auth` and `name`, so the parameter has no name and no anchor.',
    ]);
  });

  it('gives a hint that says what to write', async () => {
    const page = await (await memoryCompiler({})).compile({
      source: '<Accordion>a</Accordion>\n\n<Param type="int">b</Param>\n',
      file: 'page.mdx',
    });
    expect(page.diagnostics.map((d) => d.hint)).toEqual([
      'Add title="…" to it.',
      'Name the parameter by its location, like <ParamField query="limit" type="integer">.',
    ]);
  });

  it('accepts any one of the alternatives, an expression value, and props spread from an object', async () => {
    const source = [
      '<Accordion title={"Computed"}>a</Accordion>',
      '<Tooltip description="Also a tip">b</Tooltip>',
      '<ParamField header="X-Key" type="string">c</ParamField>',
      '<Step {...{ title: "Spread" }}>d</Step>',
      '<Card>A card needs no title</Card>',
      '',
    ].join('\n\n');
    expect(await warnings(source)).toEqual([]);
  });

  it('leaves a component the page defines under a built-in name to the page', async () => {
    const source = 'export const Tile = ({ children }) => <div>{children}</div>\n\n<Tile>mine</Tile>\n';
    expect(await warnings(source)).toEqual([]);
  });
});
