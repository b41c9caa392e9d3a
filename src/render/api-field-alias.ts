/**
 * The anchors the hosted platform gives API fields, which real sites link to: `#body-messages`,
 * `#body-messages-content`, `#parameter-user-id`, `#response-data-id` (a kind, then the field's path, each name
 * with its camel case split, lower-cased, joined by `-`). Quire's own field anchors are `#messages.content`,
 * `#userId` and `#response.data.id`; a link written the platform's way lands on the same field (the theme's
 * script, templates/default/client/components/api.js, finds it the same way) and the link checker accepts it.
 */
import { decamelize } from '../mdx/plugins/slugger.js';

/** A `oneOf`/`anyOf`/`allOf` branch step of a platform field anchor (`-one-of-0`). */
const BRANCH_STEP = /-(?:one|any|all)-of-\d+(?=-|$)/g;

/** The kinds of the platform's field anchors. */
const PLATFORM_FIELD = /^(?:body|parameter|response)-./;

/** A field anchor of Quire's (`messages.userId`) in the platform's words, without the kind (`messages-user-id`). */
export function platformFieldPath(anchor: string): string {
  return anchor
    .split('.')
    .map((name) => decamelize(name).toLowerCase().replace(/[{}]/g, '').trim().replace(/\s+/g, '-'))
    .join('-');
}

/**
 * The id among `ids` that a platform field anchor (`body-messages-content`) names, or undefined. A response's
 * fields already start with `response.` in Quire's anchors; a body's and a parameter's are their path alone.
 */
export function platformFieldTarget(fragment: string, ids: Iterable<string>): string | undefined {
  if (!PLATFORM_FIELD.test(fragment)) return undefined;
  // A branch of a choice is a step of the platform's path (`#response-one-of-0-page`, `#body-a-one-of-1`); Quire's
  // anchors name a field of any branch by its path alone (`response.page`).
  const written = fragment.replace(BRANCH_STEP, '');
  const path = written.startsWith('response-') ? written : written.slice(written.indexOf('-') + 1);
  for (const id of ids) if (platformFieldPath(id) === path) return id;
  return undefined;
}
