import { describe, expect, it } from 'vitest';
import { validateAsyncApi } from '../../../src/asyncapi/validate-asyncapi.js';

describe('validateAsyncApi on a document whose references fan out', () => {
  it('does not run the parser on 10^8 values, and says so at the top of the file', async () => {
    const levels = Array.from({ length: 8 }, (_, level) => {
      const next = `{$ref: '#/components/schemas/S${level + 1}'}`;
      return `    S${level}: {type: object, properties: {${'abcdefghij'
        .split('')
        .map((name) => `${name}: ${next}`)
        .join(', ')}}}`;
    });
    const text = [
      'asyncapi: 3.0.0',
      "info: {title: t, version: '1'}",
      'channels:',
      '  a:',
      '    address: /a',
      '    messages:',
      "      m: {payload: {$ref: '#/components/schemas/S0'}}",
      'components:',
      '  schemas:',
      ...levels,
      '    S8: {type: string}',
      '',
    ].join('\n');
    const diagnostics = await validateAsyncApi({ file: 'async.yaml', text });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        rule: 'asyncapi-too-large',
        file: 'async.yaml',
        line: 1,
        column: 1,
      }),
    ]);
    expect(diagnostics[0]?.message).toContain('more than 1,000,000 values: it was not validated');
  });
});
