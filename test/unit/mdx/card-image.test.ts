import { describe, expect, it } from 'vitest';
import { memoryCompiler, render } from './compile-helpers.js';

describe('a Card picture (`<Card img>`)', () => {
  it('is checked and resolved like an image: a missing one is said, a relative one found from the root', async () => {
    const compiler = await memoryCompiler({ 'assets/ok.png': '' });
    const source = [
      '<Card title="Found" img="assets/ok.png">a</Card>',
      '',
      '<Card title="Missing" img="/assets/missing.png">b</Card>',
      '',
      '![md](assets/ok.png)',
    ].join('\n');
    const page = await compiler.compile({ source, file: 'v2/updates.mdx' });
    expect(page.diagnostics.map((d) => [d.rule, d.line, d.message])).toEqual([
      ['missing-image', 3, 'Image not found: /assets/missing.png (looked for assets/missing.png).'],
    ]);
    const { html } = render(page);
    // From v2/updates the browser would read `assets/ok.png` as /v2/assets/ok.png: the Card gets the root path,
    // as the Markdown image does.
    expect(html).toContain('img="/assets/ok.png"');
    expect(html).toContain('src="/assets/ok.png"');
    expect(html).toContain('img="/assets/missing.png"');
  });
});
