import { it } from 'vitest';
import { loadOpenApi } from '../../../src/openapi/load-openapi.js';
const base = 'test/fixtures/openapi/load';
it('x', async () => {
  for (const [root, file] of [['multi', 'openapi.yaml'], ['remote', 'openapi.yaml'], ['escape/site', 'openapi.yaml'], ['.', 'syntax-error.json'], ['.', 'syntax-error.yaml'], ['.', 'not-a-spec.json'], ['.', 'swagger2.json'], ['.', 'v32.yaml'], ['.', 'invalid.yaml'], ['.', 'circular.yaml']]) {
    const r = await loadOpenApi({ root: `${base}/${root}`, file });
    console.log('=====', root, file, JSON.stringify({ diagnostics: r.diagnostics, files: r.files, version: r.spec?.version, conv: r.spec?.convertedFrom }, null, 1));
    if (r.spec && (root === 'multi' || root === 'remote' || file.startsWith('swagger'))) console.log(JSON.stringify(r.spec.document, null, 1));
  }
});
