/**
 * The page's rows of the playground's parameters, read from the page as rendered rather than from names computed
 * apart from it: an API reference's parameter rows name their parameter (`data-api-param="path:petId"`,
 * components/api/schema.tsx), a hand-written page's top-level ParamFields by `data-location` and
 * `data-param-name` (what manual-spec.ts reads). A row's id is whatever the page gave it (`petId-1` below an MDX
 * page's own `## The pet {#petId}`), so a link to the row and the row's parameter always agree.
 */

import { PARAMETER_LOCATIONS } from '../../../src/openapi/request/manual-fields.js';

const API_ROW = '[data-api-param]';
const PARAM_FIELD = '.q-field--param[data-param-name]';

/**
 * The hand-written page's ParamFields that describe the request (manual-spec.ts reads them): those not nested in
 * another field, which are part of it.
 */
export function topLevelParamFields(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(PARAM_FIELD)].filter(isTopLevel);
}

function isTopLevel(field: HTMLElement): boolean {
  return !field.parentElement?.closest('.q-field');
}

/** The parameter (`in:name`) a row documents, if it is a parameter row. */
function parameterOfRow(row: HTMLElement): string | undefined {
  if (row.dataset.apiParam) return row.dataset.apiParam;
  // As manual-spec.ts: a top-level ParamField, where no location means the query.
  if (!row.matches(PARAM_FIELD) || !isTopLevel(row)) return undefined;
  const location = row.dataset.location ?? 'query';
  return PARAMETER_LOCATIONS.has(location) ? `${location}:${row.dataset.paramName}` : undefined;
}

/**
 * The parameter (`in:name`) whose row holds the element `hash` names: the row itself, or a part of it (a nested
 * field's anchor). An element outside every parameter row (a heading of the page's own content that has the
 * parameter's name) names none, and neither does an id the page does not have.
 */
export function parameterOfHash(doc: Document, hash: string): string | undefined {
  if (hash.length < 2) return undefined;
  const row = elementOfHash(doc, hash.slice(1))?.closest<HTMLElement>(`${API_ROW}, ${PARAM_FIELD}`);
  return row ? parameterOfRow(row) : undefined;
}

/** The element a fragment names, as a browser finds it: by the fragment as written, else percent-decoded. */
function elementOfHash(doc: Document, fragment: string): HTMLElement | null {
  const exact = doc.getElementById(fragment);
  if (exact) return exact;
  try {
    return doc.getElementById(decodeURIComponent(fragment));
  } catch {
    // A lone `%` (an id `100%`): nothing decodes, and the id as written was not found.
    return null;
  }
}

/** The id of each parameter's row on the page (`in:name` → id), the API reference's rows before ParamFields. */
export function parameterRowIds(doc: Document): Map<string, string> {
  const ids = new Map<string, string>();
  for (const row of [
    ...doc.querySelectorAll<HTMLElement>(API_ROW),
    ...doc.querySelectorAll<HTMLElement>(PARAM_FIELD),
  ]) {
    const parameter = parameterOfRow(row);
    if (parameter && row.id && !ids.has(parameter)) ids.set(parameter, row.id);
  }
  return ids;
}
