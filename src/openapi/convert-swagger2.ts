import type { JsonObject } from './spec-document.js';

/**
 * Swagger 2.0 → OpenAPI 3.0 with `swagger2openapi`, loaded only when a site has a 2.0 file. `patch` fixes the
 * small defects real 2.0 files have instead of refusing them; `resolve: false` keeps it off the disk and network
 * (the document is already bundled).
 */
export async function convertSwagger2(document: JsonObject): Promise<{ document?: JsonObject; error?: string }> {
  try {
    // A CommonJS package: Node gives its exports by name, the bundled dist/ (scripts/bundle-dist.js) as `default`.
    const loaded = (await import('swagger2openapi')) as typeof import('swagger2openapi') & {
      default?: typeof import('swagger2openapi');
    };
    const convertObj = loaded.convertObj ?? loaded.default?.convertObj;
    if (!convertObj) throw new Error('swagger2openapi has no convertObj');
    const result = await convertObj(document, { patch: true, warnOnly: true, resolve: false });
    return { document: result.openapi };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}
