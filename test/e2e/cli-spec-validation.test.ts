// The compiled CLI validates specs on a worker thread of its own (the sources, under the test runner, validate
// in-thread): its warnings still reach the build's report, located.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildWithCli, hasCompiledCli } from './support/site.js';

const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/openapi/sites/invalid');

describe.skipIf(!hasCompiledCli)('spec validation in the compiled CLI', () => {
  it('reports the problems of an invalid spec, located, and still builds its pages', { timeout: 60_000 }, async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'quire-validate-'));
    try {
      const output = await buildWithCli(fixture, path.join(parent, 'out'));
      expect(output).toContain('openapi.yaml:2:1 warning #/info: the required property `version` is missing');
      expect(output).toMatch(/openapi\.yaml:8:9 warning .*the required property `description` is missing/);
      expect(output).toContain('Built 1 page');
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
