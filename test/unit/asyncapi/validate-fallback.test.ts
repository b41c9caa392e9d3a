/**
 * When `@asyncapi/parser` cannot be loaded or throws, the spec is still read (with a warning): validation is a
 * help, never a reason to lose the pages.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { loadAsyncApi } from '../../../src/asyncapi/load-asyncapi.js';

const failure = vi.hoisted(() => ({ mode: 'constructor' as 'missing' | 'constructor' | 'validate' }));

vi.mock('@asyncapi/parser', () => {
  class Parser {
    constructor() {
      if (failure.mode === 'constructor') throw new Error('cannot build the ruleset');
    }
    validate(): Promise<never> {
      return Promise.reject(new Error('validator crashed\nwith a stack'));
    }
  }
  return {
    default: {},
    get Parser() {
      return failure.mode === 'missing' ? undefined : Parser;
    },
  };
});

const EXPECTED = {
  missing: '@asyncapi/parser has no Parser export',
  constructor: 'cannot build the ruleset',
  validate: 'validator crashed).',
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/asyncapi');

describe('loadAsyncApi when the parser fails', () => {
  for (const mode of ['missing', 'constructor', 'validate'] as const) {
    it(`keeps the spec with a warning (${mode})`, async () => {
      failure.mode = mode;
      const result = await loadAsyncApi({ root, file: 'mintlify.yaml' });
      expect(result.spec?.version).toBe('3.0.0');
      expect(result.diagnostics).toHaveLength(1);
      expect(result.diagnostics[0]).toMatchObject({ severity: 'warning', rule: 'asyncapi-validator' });
      expect(result.diagnostics[0]?.message).toContain(EXPECTED[mode]);
    });
  }
});
