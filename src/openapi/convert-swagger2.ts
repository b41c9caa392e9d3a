import { resolveRef } from './resolve-ref.js';
import { swagger2Host } from './swagger2-host.js';
import { isJsonObject, type JsonObject, OPERATION_METHODS } from './spec-document.js';

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
    const requiredForms = requiredFormBodies(document);
    // A scheme or path in `host`, a `basePath` without its `/`, no `schemes`: servers a request can reach.
    const mended = { ...document, ...swagger2Host(document).fields };
    const result = await convertObj(mended, { patch: true, warnOnly: true, resolve: false });
    markRequiredBodies(result.openapi, requiredForms);
    return { document: result.openapi };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

/**
 * The operations (`path` and method, NUL apart) of a 2.0 document with a required `formData` parameter, at the
 * operation's level or its path's. Their converted body is required: swagger2openapi takes the body's
 * `required` from the first form field only (Slack's `chat.postMessage`: an optional field first made the body
 * optional, though its `channel` field is required).
 */
function requiredFormBodies(document: JsonObject): Set<string> {
  const found = new Set<string>();
  const paths = isJsonObject(document.paths) ? document.paths : {};
  for (const [path, raw] of Object.entries(paths)) {
    const item = resolveRef(document, raw);
    if (!isJsonObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of OPERATION_METHODS) {
      const operation = item[method];
      if (!isJsonObject(operation)) continue;
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const required = [...shared, ...own].some((entry) => {
        const parameter = resolveRef(document, entry);
        return isJsonObject(parameter) && parameter.in === 'formData' && parameter.required === true;
      });
      if (required) found.add(`${path}\u0000${method}`);
    }
  }
  return found;
}

/** Marks the converted request body of each of `operations` required (see {@link requiredFormBodies}). */
function markRequiredBodies(converted: JsonObject, operations: ReadonlySet<string>): void {
  const paths = isJsonObject(converted.paths) ? converted.paths : {};
  for (const key of operations) {
    const [path, method] = key.split('\u0000') as [string, string];
    const item = paths[path];
    const operation = isJsonObject(item) ? item[method] : undefined;
    // A body shared by operations of the same fields is a `$ref` to `components/requestBodies`.
    const body = isJsonObject(operation) ? resolveRef(converted, operation.requestBody) : undefined;
    if (isJsonObject(body)) body.required = true;
  }
}
