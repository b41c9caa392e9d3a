import { describe, expect, it } from 'vitest';
import { mediaExamples } from '../../../src/openapi/example-values.js';

describe('mediaExamples', () => {
  it('names the examples whose summaries repeat, so that their labels differ', () => {
    const media = {
      examples: {
        text: { summary: 'Request Example', value: { type: 'text' } },
        number: { summary: 'Request Example', value: { type: 'number' } },
        date: { summary: 'A date', value: { type: 'date' } },
        plain: { value: { type: 'plain' } },
      },
    };
    const examples = mediaExamples({}, media, { direction: 'request' });
    expect(examples.map((e) => [e.name, e.summary])).toEqual([
      ['text', 'Request Example (text)'],
      ['number', 'Request Example (number)'],
      ['date', 'A date'],
      ['plain', undefined],
    ]);
  });
});
