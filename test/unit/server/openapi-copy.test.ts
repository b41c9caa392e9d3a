import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');

// The example site documents `quire serve` with an API reference generated from the service's own OpenAPI file.
// A site reads nothing outside its folder, so it holds a copy: this test keeps the copy equal to the original.
describe('the example site’s copy of the service’s OpenAPI file', () => {
  it('is the same text as src/server/openapi.yaml (after a change: cp src/server/openapi.yaml example-site/api/serve.yaml)', () => {
    expect(read('example-site/api/serve.yaml')).toBe(read('src/server/openapi.yaml'));
  });

  it('is the source of an openapi tab of example-site/docs.json', () => {
    const tabs: { openapi?: { source?: string } }[] = JSON.parse(
      read('example-site/docs.json'),
    ).navigation.versions.flatMap((version: { tabs: unknown[] }) => version.tabs);
    expect(tabs.map((tab) => tab.openapi?.source)).toContain('api/serve.yaml');
  });
});
