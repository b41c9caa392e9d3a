/**
 * The three written forms of an `openapi`/`asyncapi` reference (docs-json.md §2.5: string, array, or
 * `{ source, directory, overlays }`), normalised by specContext: sources relative to the site root, URLs as
 * written, the directory without its slashes.
 */
import { describe, expect, it } from 'vitest';
import { specContext } from '../../../src/navigation/resolve-context.js';

const at = ['navigation', 'tabs', 0, 'openapi'];

describe('specContext', () => {
  it('drops a leading ./ or slashes from a file source, and keeps a URL as written', () => {
    expect(specContext('.//specs/openapi.json', at)).toEqual({ sources: ['specs/openapi.json'], declaredAt: at });
    expect(specContext(['/a.json', 'https://example.com/b.json'], at)).toEqual({
      sources: ['a.json', 'https://example.com/b.json'],
      declaredAt: at,
    });
    expect(specContext([], at)).toBeUndefined();
    expect(specContext(undefined, at)).toBeUndefined();
  });

  it('keeps the directory without its leading and trailing slashes, and the overlays', () => {
    expect(
      specContext({ source: '/openapi.yaml', directory: '//reference/v2//', overlays: ['overlay.yaml'] }, at),
    ).toEqual({ sources: ['openapi.yaml'], declaredAt: at, directory: 'reference/v2', overlays: ['overlay.yaml'] });
    expect(specContext({ source: 'openapi.yaml', directory: '/api/' }, at)).toEqual({
      sources: ['openapi.yaml'],
      declaredAt: at,
      directory: 'api',
    });
  });
});
