/**
 * Schema fields of the API reference: one row per property or parameter (a linkable anchor, pills, type,
 * constraints, description), nested properties in a native `<details>`, oneOf/anyOf as tabs, and the markers
 * for circular and truncated schemas. Everything reads without scripts.
 */
import type { VNode } from 'preact';
import type {
  SchemaField,
  SchemaRoot,
  SchemaVariants,
  Truncation,
  ValueFacts,
} from '../../../../src/render/page-data.js';
import { cx, Glyph } from '../util.js';
import { fieldInnerHtml, hasVariants, truncatedWhat } from './field-html.js';
import { type ApiEnv, ApiTabs, Rich, searchIgnored } from './shared.js';

/** Props of a list of fields. */
export interface FieldListProps {
  env: ApiEnv;
  fields: SchemaField[];
  /** Where the fields go when they are the operation's parameters: each row then names its parameter. */
  parameterIn?: string;
}

/** A list of field rows. */
export function FieldList(props: FieldListProps): VNode | null {
  if (props.fields.length === 0) return null;
  const { parameterIn } = props;
  return (
    <div class="q-api-fields">
      {props.fields.map((field) => (
        <FieldRow
          env={props.env}
          field={field}
          {...(parameterIn ? { parameter: `${parameterIn}:${field.name}` } : {})}
        />
      ))}
    </div>
  );
}

/** Props of one field row. */
export interface FieldRowProps {
  env: ApiEnv;
  field: SchemaField;
  /**
   * The parameter (`in:name`) the row documents, as `data-api-param`: the playground finds the parameter an
   * address names from the row with that id, whatever id the row took on the page (`petId-1` below an MDX page's
   * own `{#petId}` heading).
   */
  parameter?: string;
}

function Pills(props: { list: string[]; where: 'pre' | 'post' }): VNode {
  return (
    <>
      {props.list.map((pill) => (
        <span class={`q-pill q-pill--${props.where}`}>{pill}</span>
      ))}
    </>
  );
}

/** The built-in pills, in Mintlify's order: required, then the access and nullability flags. */
function flagPills(field: SchemaField): VNode[] {
  const pills: VNode[] = [];
  if (field.required) pills.push(<span class="q-pill q-pill--required">required</span>);
  if (field.deprecated) pills.push(<span class="q-pill q-pill--deprecated">deprecated</span>);
  if (field.readOnly) pills.push(<span class="q-pill q-api-pill--access">read-only</span>);
  if (field.writeOnly) pills.push(<span class="q-pill q-api-pill--access">write-only</span>);
  if (field.nullable) pills.push(<span class="q-pill q-api-pill--nullable">nullable</span>);
  return pills;
}

/** Props of the value facts under a field. */
export interface FieldFactsProps {
  field: ValueFacts;
  /** Also list the default (a root has no head line to show it in). */
  withDefault?: boolean;
}

/** Allowed values, constraints and the example of a field, each on its own labelled line. */
export function FieldFacts(props: FieldFactsProps): VNode | null {
  const { field } = props;
  const enums = field.enum ?? [];
  const fallback = props.withDefault ? field.default : undefined;
  if (enums.length === 0 && field.constraints.length === 0 && field.example === undefined && fallback === undefined)
    return null;
  return (
    <dl class="q-api-facts">
      {fallback !== undefined && (
        <div class="q-api-facts__row">
          <dt>Default</dt>
          <dd>
            <code class="q-api-value">{fallback}</code>
          </dd>
        </div>
      )}
      {enums.length > 0 && (
        <div class="q-api-facts__row">
          <dt>Allowed values</dt>
          <dd>
            {enums.map((value) => (
              <code class="q-api-value">{value}</code>
            ))}
          </dd>
        </div>
      )}
      {field.constraints.length > 0 && (
        <div class="q-api-facts__row">
          <dt>Constraints</dt>
          <dd>
            {field.constraints.map((constraint) => (
              <span class="q-api-constraint">{constraint}</span>
            ))}
          </dd>
        </div>
      )}
      {field.example !== undefined && (
        <div class="q-api-facts__row">
          <dt>Example</dt>
          <dd>
            <code class="q-api-value">{field.example}</code>
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * One field: the row element carries `id` = the model's anchor, so `#anchor` links (and the anchor icon, which
 * copies the URL with scripts) land on it. Nested properties sit in a closed `<details>`. A row without
 * variants below it is written as HTML (field-html.ts: the same bytes, without a VNode per element).
 */
export function FieldRow(props: FieldRowProps): VNode {
  const { env, field } = props;
  if (env.fieldsAsElements || hasVariants(field)) return <FieldRowElements {...props} />;
  return (
    <div
      class={cx('q-field q-api-field', field.deprecated && 'q-field--deprecated')}
      id={field.anchor}
      data-api-param={props.parameter}
      dangerouslySetInnerHTML={{ __html: fieldInnerHtml(env, field) }}
    />
  );
}

/** {@link FieldRow} as elements: rows with variants below them, and the reference field-html.ts matches. */
export function FieldRowElements(props: FieldRowProps): VNode {
  const { env, field } = props;
  const nested = [...(field.children ?? [])];
  const extra = field.additional;
  if (extra !== undefined && extra !== true) nested.push(extra);
  return (
    <div
      class={cx('q-field q-api-field', field.deprecated && 'q-field--deprecated')}
      id={field.anchor}
      data-api-param={props.parameter}
    >
      <div class="q-field__head">
        <a class="q-api-anchor" href={`#${field.anchor}`} aria-label={`Link to ${field.name}`}>
          <Glyph name="link" />
        </a>
        <Pills list={field.pills.pre} where="pre" />
        <span class="q-field__name">{field.name}</span>
        {field.type && <span class="q-field__type">{field.type}</span>}
        {flagPills(field)}
        <Pills list={field.pills.post} where="post" />
        {field.default !== undefined && (
          <span class="q-field__default">
            default: <code>{field.default}</code>
          </span>
        )}
      </div>
      <FieldBody env={env} field={field} nested={nested} />
    </div>
  );
}

function FieldBody(props: { env: ApiEnv; field: SchemaField; nested: SchemaField[] }): VNode | null {
  const { env, field, nested } = props;
  const anyExtra = field.additional === true;
  const parts = [
    <Rich text={field.description} />,
    <FieldFacts field={field} />,
    field.variants ? <Variants env={env} variants={field.variants} /> : null,
    field.circular !== undefined ? <Circular name={field.circular} /> : null,
    nested.length > 0 ? <Children env={env} fields={nested} anyExtra={anyExtra} /> : null,
    nested.length === 0 && anyExtra ? <AnyAdditional /> : null,
    field.truncated ? <Truncated env={env} truncation={field.truncated} /> : null,
  ];
  const shown =
    field.description?.html.trim() ||
    field.enum?.length ||
    field.constraints.length ||
    field.example !== undefined ||
    field.variants ||
    field.circular !== undefined ||
    nested.length > 0 ||
    anyExtra ||
    field.truncated;
  if (!shown) return null;
  return <div class="q-field__body">{parts}</div>;
}

function AnyAdditional(): VNode {
  return <p class="q-api-note q-api-additional">Accepts any additional properties.</p>;
}

/** Props of the nested-fields disclosure. */
export interface ChildrenProps {
  env: ApiEnv;
  fields: SchemaField[];
  /** `additionalProperties: true` beside the listed properties. */
  anyExtra?: boolean;
}

/** Nested fields in a native `<details>`, closed by default ("Show child attributes" / "Hide child attributes"). */
export function Children(props: ChildrenProps): VNode {
  const count = props.fields.length;
  return (
    <details class="q-api-children" open={props.env.expanded}>
      <summary class="q-api-children__summary" {...searchIgnored(props.env)}>
        <Glyph name="chevron-right" className="q-api-children__chevron" />
        <span class="q-api-children__show">Show child attributes</span>
        <span class="q-api-children__hide">Hide child attributes</span>
        {count > 0 ? <span class="q-api-children__count">{count}</span> : null}
      </summary>
      <div class="q-api-children__body">
        <FieldList env={props.env} fields={props.fields} />
        {props.anyExtra ? <AnyAdditional /> : null}
      </div>
    </details>
  );
}

/** Props of the circular marker. */
export interface CircularProps {
  /** The schema the field repeats. */
  name: string;
}

/** A reference cycle: named, not expanded. */
export function Circular(props: CircularProps): VNode {
  return (
    <p class="q-api-circular">
      <span class="q-api-circular__icon" aria-hidden="true">
        ↻
      </span>
      circular: <code>{props.name}</code>
    </p>
  );
}

/** Props of the truncation note. */
export interface TruncatedProps {
  env: ApiEnv;
  truncation: Truncation;
}

/**
 * Levels left out to keep the page small. With a fragment (`href`), a disclosure that loads them when opened
 * (api.js puts them under `anchor`); without scripts, or without a fragment, a note naming the schema.
 */
export function Truncated(props: TruncatedProps): VNode {
  const { fields, schema, href } = props.truncation;
  if (href) {
    return (
      <details class="q-api-children q-api-lazy" data-lazy-href={href} data-lazy-prefix={props.truncation.anchor}>
        <summary class="q-api-children__summary" {...searchIgnored(props.env)}>
          <Glyph name="chevron-right" className="q-api-children__chevron" />
          <span class="q-api-children__show">Show child attributes</span>
          <span class="q-api-children__hide">Hide child attributes</span>
          {/* A level with no fields of its own to count (a choice, a map's values) shows no count. */}
          {fields > 0 ? <span class="q-api-children__count">{fields}</span> : null}
        </summary>
        <div class="q-api-children__body">
          <p class="q-api-note q-api-truncated" {...searchIgnored(props.env)}>
            {schema ? (
              <>
                The fields of <code>{schema}</code> load when this opens.
              </>
            ) : (
              'Its fields load when this opens.'
            )}
          </p>
        </div>
      </details>
    );
  }
  const what = truncatedWhat(fields);
  return (
    <p class="q-api-note q-api-truncated">
      {what} not shown here
      {schema ? (
        <>
          {'; see the '}
          <code>{schema}</code> schema
        </>
      ) : null}
      .
    </p>
  );
}

/** The fields of one schema, for a fragment loaded into a page (see `Theme.renderSchemaFragment`). */
export function SchemaFragment(props: { env: ApiEnv; root: SchemaRoot }): VNode {
  const { env, root } = props;
  return (
    <>
      {root.variants ? <Variants env={env} variants={root.variants} /> : null}
      <FieldList env={env} fields={root.fields} />
    </>
  );
}

/** Props of a oneOf/anyOf block. */
export interface VariantsProps {
  env: ApiEnv;
  variants: SchemaVariants;
}

/**
 * `oneOf` / `anyOf` alternatives as tabs, named by each option's title; stacked without scripts. An option that is
 * itself a choice holds its own tabs.
 */
export function Variants(props: VariantsProps): VNode {
  const { variants, env } = props;
  return (
    <div class="q-api-variants" data-kind={variants.kind}>
      <p class="q-api-variants__label">
        {variants.kind === 'oneOf' ? 'One of' : 'Any of'}
        {variants.discriminator !== undefined && (
          <span class="q-api-variants__discriminator">
            discriminator: <code>{variants.discriminator}</code>
          </span>
        )}
      </p>
      <ApiTabs
        env={env}
        kind="tabs"
        label={variants.kind === 'oneOf' ? 'Choose one option' : 'Choose an option'}
        className="q-api-variant-tabs"
        tabs={variants.options.map((option) => ({
          title: option.title,
          content: (
            <div class="q-api-variant">
              <p class="q-api-type-line">
                <span class="q-field__type">{option.type}</span>
              </p>
              <Rich text={option.description} />
              {option.facts ? <FieldFacts field={option.facts} withDefault={true} /> : null}
              {option.variants ? <Variants env={env} variants={option.variants} /> : null}
              {option.circular !== undefined ? <Circular name={option.circular} /> : null}
              <FieldList env={env} fields={option.fields} />
              {option.truncated ? <Truncated env={env} truncation={option.truncated} /> : null}
            </div>
          ),
        }))}
      />
    </div>
  );
}

/** Props of a schema root. */
export interface SchemaRootViewProps {
  env: ApiEnv;
  root: SchemaRoot;
  /** Pills beside the root type (the body's `required`). */
  required?: boolean;
  /** The media type, shown at the end of the type line (a body or response with one content type). */
  mediaType?: string | undefined;
}

/** The top of a body, response or schema page: the root's type line, description, then its fields. */
export function SchemaRootView(props: SchemaRootViewProps): VNode {
  const { env, root } = props;
  return (
    <div class="q-api-schema">
      <p class="q-api-type-line">
        <span class="q-field__type">{root.type}</span>
        {props.required ? <span class="q-pill q-pill--required">required</span> : null}
        {props.mediaType ? <code class="q-api-media">{props.mediaType}</code> : null}
      </p>
      <Rich text={root.description} />
      {root.field ? <FieldFacts field={root.field} withDefault={true} /> : null}
      {root.variants ? <Variants env={env} variants={root.variants} /> : null}
      <FieldList env={env} fields={root.fields} />
    </div>
  );
}
