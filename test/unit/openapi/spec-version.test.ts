import { describe, expect, it } from 'vitest';
import { readSpecVersion } from '../../../src/openapi/spec-version.js';

describe('readSpecVersion', () => {
  it('reads the versions as written', () => {
    expect(readSpecVersion({ openapi: '3.1.0' })).toEqual({ version: '3.1.0' });
    expect(readSpecVersion({ openapi: '3.0' })).toEqual({ version: '3.0' });
    expect(readSpecVersion({ openapi: '3.2.0' })).toEqual({ version: '3.2.0' });
    expect(readSpecVersion({ swagger: '2.0' })).toEqual({ version: '2.0' });
  });

  it('reads a version YAML made a number as the version it means, with a warning', () => {
    const three = readSpecVersion({ openapi: 3 });
    expect(three).toMatchObject({ version: '3.0.0', field: 'openapi' });
    expect(three.problem).toEqual({
      severity: 'warning',
      rule: 'openapi-version-number',
      message: '`openapi: 3` is a number here, where the version must be a string; it is read as 3.0.0.',
      hint: 'Quote it and write the whole version: `openapi: "3.0.0"` (OpenAPI tools reject the number).',
    });
    expect(readSpecVersion({ openapi: 3.1 })).toMatchObject({ version: '3.1.0', field: 'openapi' });
    expect(readSpecVersion({ openapi: 3.2 })).toMatchObject({ version: '3.2.0', field: 'openapi' });
    expect(readSpecVersion({ swagger: 2 })).toMatchObject({ version: '2.0', field: 'swagger' });
  });

  it('refuses a version it does not read, naming the field and the versions it reads', () => {
    const four = readSpecVersion({ openapi: '4.0.0' });
    expect(four.version).toBeUndefined();
    expect(four.field).toBe('openapi');
    expect(four.problem).toEqual({
      severity: 'error',
      rule: 'openapi-version',
      message:
        '`openapi: 4.0.0` is not a version Quire reads (Quire reads OpenAPI 3.0, 3.1 and 3.2, and Swagger 2.0), so the file is not read.',
      hint: 'Write the version the file follows, like `openapi: 3.1.0`; a file of another format needs converting first.',
    });
    expect(readSpecVersion({ openapi: 2.5 }).problem?.message).toContain('`openapi: 2.5` is not a version');
    expect(readSpecVersion({ openapi: { v: 3 } }).problem?.message).toContain('`openapi: {"v":3}` is not a version');
    expect(readSpecVersion({ swagger: '1.2' })).toMatchObject({
      field: 'swagger',
      problem: { rule: 'openapi-version' },
    });
  });

  it('says a file without a version field is not an OpenAPI document', () => {
    for (const value of [[], 'text', null, { info: {} }]) {
      const reading = readSpecVersion(value);
      expect(reading.version).toBeUndefined();
      expect(reading.field).toBeUndefined();
      expect(reading.problem?.rule).toBe('openapi-not-a-spec');
    }
  });
});
