/**
 * swagger-parser's own checks of a Swagger 2.0 file (those beyond its JSON schema) name the place of a problem in
 * a form of their own: `/paths` + the path as written + `/` + the method, then `/parameters/` + a parameter's
 * name or `/responses/` + a status code. This turns such a place into the JSON pointer of that value in the
 * document, so that the problem is located in the file.
 */
import { escapeSegment, resolveRef } from './resolve-ref.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/** The JSON pointer (without `#`) of the value a validator place names, as deep as the document goes; else undefined. */
export function placePointer(document: JsonObject, place: string): string | undefined {
  const paths = document.paths;
  if (!isJsonObject(paths) || !place.startsWith('/paths/')) return undefined;
  // The path itself holds slashes: the longest path of the document the place starts with.
  let key: string | undefined;
  for (const candidate of Object.keys(paths)) {
    const prefix = `/paths${candidate}`;
    const matches = place === prefix || place.startsWith(`${prefix}/`);
    if (matches && (key === undefined || candidate.length > key.length)) key = candidate;
  }
  if (key === undefined) return undefined;
  const segments = ['paths', key];
  let node: unknown = paths[key];
  for (const step of place.slice(`/paths${key}`.length).split('/').filter(Boolean)) {
    node = resolveRef(document, node);
    if (Array.isArray(node)) {
      // Parameters are named by their `name`, and may be references to the document's `parameters`.
      const index = node.findIndex((item) => {
        const parameter = resolveRef(document, item);
        return isJsonObject(parameter) && parameter.name === step;
      });
      if (index === -1) break;
      segments.push(String(index));
      node = node[index];
    } else if (isJsonObject(node) && Object.hasOwn(node, step)) {
      segments.push(step);
      node = node[step];
    } else break;
  }
  return `/${segments.map(escapeSegment).join('/')}`;
}
