import { describe, expect, it } from 'vitest';
import { fenceLanguages } from '../../../src/content/fence-languages.js';

describe('fenceLanguages', () => {
  it('names each language of the fences once, lower-cased, with titles, options and quotes around', () => {
    const text = [
      '```Python title.py',
      'x',
      '```',
      '  ~~~ts {1,2}',
      '~~~',
      '> ```bash',
      '> ls',
      '> ```',
      '````mdx',
      '```python',
      '````',
      '```',
      'plain',
      '```',
      '```{1,3}',
      '```',
    ].join('\n');
    expect(fenceLanguages(text)).toEqual(['python', 'ts', 'bash', 'mdx']);
  });

  it('finds none in a page without fences', () => {
    expect(fenceLanguages('Just text with `inline` code.')).toEqual([]);
  });
});
