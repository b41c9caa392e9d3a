/**
 * The names of components. OpenAPI 3.0 and 3.1, Components Object: "All the fixed fields declared above are
 * objects that MUST use keys that match the regular expression: `^[a-zA-Z0-9\.\-_]+$`." The 3.0 schema that the
 * validator has states it with `patternProperties`, which leaves other keys unchecked, and the 3.1 one says
 * "property name must be valid" at the section without naming the key. Pure.
 */
import { escapeSegment } from './resolve-ref.js';
import type { AjvError } from './validation-branches.js';
import type { RuleProblem } from './spec-rules.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/** The fixed fields of the Components Object (3.0 to 3.2). */
const SECTIONS = [
  'schemas',
  'responses',
  'parameters',
  'examples',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'callbacks',
  'pathItems',
  'mediaTypes',
];

const NAME = /^[a-zA-Z0-9.\-_]+$/;

/** The component names that break the rule, each at its key. Never throws. */
export function checkComponentNames(document: JsonObject): RuleProblem[] {
  const { components } = document;
  if (!isJsonObject(components)) return [];
  const problems: RuleProblem[] = [];
  for (const section of SECTIONS) {
    const map = components[section];
    if (!isJsonObject(map)) continue;
    for (const name of Object.keys(map)) {
      if (NAME.test(name)) continue;
      const suggestion = name.replace(/[^a-zA-Z0-9.\-_]+/g, '_').replace(/^_+|_+$/g, '') || 'Name';
      problems.push({
        pointer: `/components/${section}/${escapeSegment(name)}`,
        message: `the component name \`${name}\` has characters that component names cannot have: they are letters, digits, \`.\`, \`-\` and \`_\``,
        hint: `Rename it (\`${suggestion}\`, say) and the \`$ref\`s to it; many tools cannot refer to it as it is.`,
      });
    }
  }
  return problems;
}

/**
 * The validator's own error for these names (the OpenAPI 3.1 schema's `propertyNames` and its `pattern`): the rule
 * check above says it better.
 */
export function isComponentNameAlarm(error: AjvError): boolean {
  return (
    /^\/components\/[^/]+$/.test(error.instancePath ?? '') &&
    (error.keyword === 'propertyNames' ||
      (error.keyword === 'pattern' && String(error.params?.pattern ?? '').startsWith('^[a-zA-Z0-9')))
  );
}
