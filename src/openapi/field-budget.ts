/**
 * How much of a field tree a page lists, and where the rest loads from. A page-wide field budget, a depth and a
 * depth of named schemas keep deep specs (Stripe's expandable objects) from making pages of megabytes; the levels
 * past them are left out with a note that loads them from the shared fragment of their schema.
 */
import type { Expanded } from './expand-schema.js';
import type { SchemaField, SchemaVariants } from './page-model.js';
import { pointerIn } from './schema-pointers.js';
import type { SchemaTreeContext } from './schema-tree-context.js';
import type { JsonObject } from './spec-document.js';

/** Thrown by a `strict` budget once the page has more fields than it allows. */
export const OVER_BUDGET: unique symbol = Symbol('over budget');

/** Deeper than this, nested fields are not expanded (a reader follows the schema's page instead). */
export const MAX_DEPTH = 12;
/**
 * Named schemas expanded inside one another, at most. Specs like Stripe's nest expandable objects (a charge
 * holds a customer, which holds a source, which holds an account…): without a limit one page holds the whole
 * spec. Past this depth a field names its schema instead.
 */
export const MAX_REF_DEPTH = 3;

/** Takes `count` rows from the page's field budget; a strict budget stops the build of the page once it is over. */
export function charge(ctx: SchemaTreeContext, count: number): void {
  ctx.budget.fields -= count;
  if (ctx.budget.strict && ctx.budget.fields < 0) throw OVER_BUDGET;
}

/**
 * Where a level left out of the page loads from: the fragment of its schema, a named one by its reference
 * (`named`), an inline one by its place in the spec (an `allOf` by the place of the schema before merging, which
 * the fragment merges too). `holder` is what the level lists: the schema's own fields, or its items'.
 */
export function leftOutLevel(
  ctx: SchemaTreeContext,
  level: { self: Expanded; items: Expanded | undefined; holder: JsonObject },
): { named?: string; href?: string } {
  const { self, items, holder } = level;
  const named = (items ? items.refs : self.refs).at(-1);
  const cut = items && !items.circular ? items : self;
  const at = named ?? pointerIn(ctx.document, cut.merged ?? holder);
  const href = at ? fragmentHrefOf(ctx, at) : undefined;
  return { ...(named ? { named } : {}), ...(href ? { href } : {}) };
}

/** The fragment of the schema at `ref`, a pointer into the document (a component schema or any other place). */
function fragmentHrefOf(ctx: SchemaTreeContext, ref: string): string | undefined {
  return ref.startsWith('#/') ? ctx.fragmentHref?.(ref, ctx.direction) : undefined;
}

/** Every fragment href a page model points at (fields and variants left out), once each. */
export function fragmentHrefs(roots: Iterable<{ fields: SchemaField[]; variants?: SchemaVariants }>): string[] {
  const out = new Set<string>();
  const visitFields = (fields: readonly SchemaField[] | undefined): void => {
    for (const field of fields ?? []) {
      if (field.truncated?.href) out.add(field.truncated.href);
      visitFields(field.children);
      if (field.additional && field.additional !== true) visitFields([field.additional]);
      visitVariants(field.variants);
    }
  };
  const visitVariants = (variants: SchemaVariants | undefined): void => {
    for (const option of variants?.options ?? []) {
      if (option.truncated?.href) out.add(option.truncated.href);
      visitVariants(option.variants);
      visitFields(option.fields);
    }
  };
  for (const root of roots) {
    visitFields(root.fields);
    visitVariants(root.variants);
  }
  return [...out];
}
