import { describe, expect, it } from 'vitest';
import { locateInSpecText, parseSpecText } from '../../../src/openapi/parse-spec-text.js';

const SPEC = [
  'openapi: 3.0.3',
  'info: {title: T, version: "1"}',
  'x-shared:',
  '  base: &base {type: string, description: from anchor, enum: [x, y]}',
  '  extra: &extra {maxLength: 3}',
  'components:',
  '  schemas:',
  '    A:',
  '      <<: *base',
  '      default: y',
  '    B:',
  '      <<: [*base, *extra]',
  '      description: own text',
  '',
].join('\n');

describe('YAML merge keys in specs', () => {
  it('reads `<<` as a merge of the aliased maps, the own keys winning, with no duplicate-key report', () => {
    const parsed = parseSpecText(SPEC, 'spec.yaml');
    if (!('value' in parsed)) throw new Error(`not parsed: ${JSON.stringify(parsed)}`);
    const schemas = (parsed.value as { components: { schemas: Record<string, unknown> } }).components.schemas;
    expect(schemas.A).toEqual({ type: 'string', description: 'from anchor', enum: ['x', 'y'], default: 'y' });
    expect(schemas.B).toEqual({ type: 'string', description: 'own text', enum: ['x', 'y'], maxLength: 3 });
    expect(parsed.duplicates ?? []).toEqual([]);
  });

  it('still places a key written next to the merge', () => {
    expect(locateInSpecText(SPEC, 'spec.yaml', ['components', 'schemas', 'A', 'default'])).toMatchObject({ line: 10 });
  });
});
