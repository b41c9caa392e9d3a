/**
 * Field rows written straight to HTML: the same bytes as the elements of schema.tsx (`FieldRowElements`), for
 * rows whose subtree holds no oneOf/anyOf tabs (their ids come from the page's counter, in render order, so
 * they stay elements). Fields are most of an API page's markup (a Stripe page: ~90 rows, 2,600 elements), and
 * a VNode per element cost more than the rest of the page. Attributes follow Preact's output: `class` last,
 * empty values bare, `"`, `&` and `<` escaped in text and attributes alike.
 */
import type { SchemaField, Truncation } from '../../../../src/render/page-data.js';
import type { ApiEnv } from './shared.js';

/** Whether a field or any field below it has variants (tabs): such rows are rendered as elements. */
export function hasVariants(field: SchemaField): boolean {
  if (field.variants) return true;
  if (field.children?.some(hasVariants)) return true;
  return field.additional !== undefined && field.additional !== true && hasVariants(field.additional);
}

/** The inside of a field row (its head and body), for a field without variants below it. */
export function fieldInnerHtml(env: ApiEnv, field: SchemaField): string {
  return headHtml(field) + bodyHtml(env, field);
}

const ESCAPED: Record<string, string> = { '"': '&quot;', '&': '&amp;', '<': '&lt;' };

function esc(text: string | number): string {
  return String(text).replace(/["&<]/g, (char) => ESCAPED[char]!);
}

function attr(name: string, value: string): string {
  return value === '' ? ` ${name}` : ` ${name}="${esc(value)}"`;
}

function ignored(env: ApiEnv): string {
  return env.search ? ' data-pagefind-ignore' : '';
}

function rowHtml(env: ApiEnv, field: SchemaField): string {
  const cls = field.deprecated ? 'q-field q-api-field q-field--deprecated' : 'q-field q-api-field';
  return `<div${attr('id', field.anchor)}${attr('class', cls)}>${fieldInnerHtml(env, field)}</div>`;
}

function listHtml(env: ApiEnv, fields: readonly SchemaField[]): string {
  if (fields.length === 0) return '';
  let html = '<div class="q-api-fields">';
  for (const field of fields) html += rowHtml(env, field);
  return `${html}</div>`;
}

function pillsHtml(list: readonly string[], where: 'pre' | 'post'): string {
  let html = '';
  for (const pill of list) html += `<span class="q-pill q-pill--${where}">${esc(pill)}</span>`;
  return html;
}

function headHtml(field: SchemaField): string {
  let html = `<div class="q-field__head"><a${attr('href', `#${field.anchor}`)}${attr('aria-label', `Link to ${field.name}`)} class="q-api-anchor"><span aria-hidden="true" class="q-glyph q-glyph-link"></span></a>`;
  html += pillsHtml(field.pills.pre, 'pre');
  html += `<span class="q-field__name">${esc(field.name)}</span>`;
  if (field.type) html += `<span class="q-field__type">${esc(field.type)}</span>`;
  if (field.required) html += '<span class="q-pill q-pill--required">required</span>';
  if (field.deprecated) html += '<span class="q-pill q-pill--deprecated">deprecated</span>';
  if (field.readOnly) html += '<span class="q-pill q-api-pill--access">read-only</span>';
  if (field.writeOnly) html += '<span class="q-pill q-api-pill--access">write-only</span>';
  if (field.nullable) html += '<span class="q-pill q-api-pill--nullable">nullable</span>';
  html += pillsHtml(field.pills.post, 'post');
  if (field.default !== undefined)
    html += `<span class="q-field__default">default: <code>${esc(field.default)}</code></span>`;
  return `${html}</div>`;
}

function bodyHtml(env: ApiEnv, field: SchemaField): string {
  const nested = [...(field.children ?? [])];
  const extra = field.additional;
  if (extra !== undefined && extra !== true) nested.push(extra);
  const anyExtra = field.additional === true;
  const description = field.description?.html;
  const shown =
    description?.trim() ||
    field.enum?.length ||
    field.constraints.length ||
    field.example !== undefined ||
    field.circular !== undefined ||
    nested.length > 0 ||
    anyExtra ||
    field.truncated;
  if (!shown) return '';
  let html = '<div class="q-field__body">';
  if (description?.trim()) html += `<div class="q-prose q-api-text">${description}</div>`;
  html += factsHtml(field);
  if (field.circular !== undefined)
    html += `<p class="q-api-circular"><span aria-hidden="true" class="q-api-circular__icon">↻</span>circular: <code>${esc(field.circular)}</code></p>`;
  if (nested.length > 0) html += childrenHtml(env, nested, anyExtra);
  if (nested.length === 0 && anyExtra) html += ANY_ADDITIONAL;
  if (field.truncated) html += truncatedHtml(env, field.truncated);
  return `${html}</div>`;
}

const ANY_ADDITIONAL = '<p class="q-api-note q-api-additional">Accepts any additional properties.</p>';

function factsHtml(field: SchemaField): string {
  const enums = field.enum ?? [];
  if (enums.length === 0 && field.constraints.length === 0 && field.example === undefined) return '';
  let html = '<dl class="q-api-facts">';
  if (enums.length > 0) {
    html += '<div class="q-api-facts__row"><dt>Allowed values</dt><dd>';
    for (const value of enums) html += `<code class="q-api-value">${esc(value)}</code>`;
    html += '</dd></div>';
  }
  if (field.constraints.length > 0) {
    html += '<div class="q-api-facts__row"><dt>Constraints</dt><dd>';
    for (const constraint of field.constraints) html += `<span class="q-api-constraint">${esc(constraint)}</span>`;
    html += '</dd></div>';
  }
  if (field.example !== undefined)
    html += `<div class="q-api-facts__row"><dt>Example</dt><dd><code class="q-api-value">${esc(field.example)}</code></dd></div>`;
  return `${html}</dl>`;
}

function summaryHtml(env: ApiEnv, count: number): string {
  return `<summary${ignored(env)} class="q-api-children__summary"><span aria-hidden="true" class="q-glyph q-glyph-chevron-right q-api-children__chevron"></span><span class="q-api-children__show">Show child attributes</span><span class="q-api-children__hide">Hide child attributes</span>${count > 0 ? `<span class="q-api-children__count">${esc(count)}</span>` : ''}</summary>`;
}

function childrenHtml(env: ApiEnv, fields: readonly SchemaField[], anyExtra: boolean): string {
  return `<details${env.expanded ? ' open' : ''} class="q-api-children">${summaryHtml(env, fields.length)}<div class="q-api-children__body">${listHtml(env, fields)}${anyExtra ? ANY_ADDITIONAL : ''}</div></details>`;
}

/**
 * What a truncation note says is left out: the count of fields, or, for a level that has none of its own to count
 * (variants to choose between, a map's values), its nested fields.
 */
export function truncatedWhat(fields: number): string {
  if (fields === 0) return 'Its nested fields are';
  return fields === 1 ? '1 more nested field is' : `${fields} more nested fields are`;
}

function truncatedHtml(env: ApiEnv, truncation: Truncation): string {
  const { fields, schema, href } = truncation;
  if (href) {
    return `<details${attr('data-lazy-href', href)}${attr('data-lazy-prefix', truncation.anchor)} class="q-api-children q-api-lazy">${summaryHtml(env, fields)}<div class="q-api-children__body"><p${ignored(env)} class="q-api-note q-api-truncated">${schema ? `The fields of <code>${esc(schema)}</code> load when this opens.` : 'Its fields load when this opens.'}</p></div></details>`;
  }
  const what = truncatedWhat(fields);
  const see = schema ? `; see the <code>${esc(schema)}</code> schema` : '';
  return `<p class="q-api-note q-api-truncated">${esc(what)} not shown here${see}.</p>`;
}
