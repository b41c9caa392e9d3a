/**
 * A discriminator's `mapping` names schemas (OpenAPI 3: "a mapping between payload values and schema names or
 * references"): each value is a reference (`#/components/schemas/Dog`) or the name of a schema of
 * `components.schemas` (`Dog`). One that points at nothing is a problem like any broken `$ref`: the build cannot
 * tell readers which schema a value selects. Pure: the document in, problems at JSON pointers out.
 */
import { nearestName } from '../util/nearest-name.js';
import { escapeSegment, resolvePointer } from './resolve-ref.js';
import type { RuleProblem } from './spec-rules.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/** Keys whose values are data (examples, defaults), never schemas. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);
/** Deeper than this, a document is not walked further (nothing real nests schemas that deep). */
const MAX_DEPTH = 64;

/** Every discriminator mapping value of the document that resolves to nothing. */
export function checkDiscriminatorMappings(document: JsonObject): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const schemas =
    isJsonObject(document.components) && isJsonObject(document.components.schemas) ? document.components.schemas : {};
  const names = Object.keys(schemas);
  const seen = new Set<object>();
  const visit = (value: unknown, pointer: string, depth: number): void => {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${pointer}/${index}`, depth + 1);
      return;
    }
    const object = value as JsonObject;
    const discriminator = object.discriminator;
    if (isJsonObject(discriminator) && isJsonObject(discriminator.mapping)) {
      for (const [key, target] of Object.entries(discriminator.mapping)) {
        if (typeof target !== 'string' || resolves(document, schemas, target)) continue;
        const wanted = target.startsWith('#/components/schemas/') ? target.slice(21) : target;
        const near =
          target.startsWith('#') && !target.startsWith('#/components/schemas/')
            ? undefined
            : nearestName(wanted, names);
        problems.push({
          pointer: `${pointer}/discriminator/mapping/${escapeSegment(key)}`,
          message: `the discriminator maps \`${key}\` to \`${target}\`, which names no schema of the document`,
          hint: near
            ? `Did you mean \`#/components/schemas/${near}\`?`
            : 'Map the value to a schema of `components.schemas`, by its name or as `#/components/schemas/<Name>`.',
        });
      }
    }
    for (const [key, child] of Object.entries(object)) {
      if (DATA_KEYS.has(key) || key.startsWith('x-')) continue;
      visit(child, `${pointer}/${escapeSegment(key)}`, depth + 1);
    }
  };
  visit(document, '', 0);
  return problems;
}

/** A mapping value that names something: a local reference that resolves, a schema's name, or another file's. */
function resolves(document: JsonObject, schemas: JsonObject, target: string): boolean {
  // A pointer outside `components` may be one of the file it was written in (`#/floating_ip_action_assign` in a
  // spec of many files, whose bundling leaves mapping values as written): not judged.
  if (target.startsWith('#'))
    return !target.startsWith('#/components/') || resolvePointer(document, target) !== undefined;
  // A relative or absolute URL of another document: not checked here (external references are bundled first).
  if (target.includes('/') || target.includes('#')) return true;
  return Object.hasOwn(schemas, target);
}
