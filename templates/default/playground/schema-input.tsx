/**
 * One input for a value described by a {@link LiteSchema}: a select for enums and booleans, a number field, a
 * list editor for arrays, a JSON editor for objects, a file picker for binary values, a text field otherwise.
 * Values are kept typed (a number, a boolean, an array); text that does not parse stays text, so the check before
 * sending can say what is wrong with it.
 */
import type { VNode } from 'preact';
import { useState } from 'preact/hooks';
import type { FileValue, LiteSchema } from '../../../src/openapi/request/request-spec.js';

/** Named schemas, to follow `$ref`s. */
export type Defs = Record<string, LiteSchema>;

/** The schema a `$ref` names (one step; `allOf` of one schema unwrapped). */
export function resolveSchema(schema: LiteSchema | undefined, defs: Defs): LiteSchema {
  let current = schema ?? {};
  for (let step = 0; step < 16 && current.$ref; step++) current = defs[current.$ref] ?? {};
  if (current.allOf?.length === 1 && !current.type && !current.properties) return resolveSchema(current.allOf[0], defs);
  return current;
}

/** The main type of a schema, `null` left aside: `string`, `integer`, `array`… or undefined. */
export function mainType(schema: LiteSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const main = types.find((type) => type !== 'null');
  if (main) return main;
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

/** True for a file value (binary string, `contentMediaType`). */
export function isFileSchema(schema: LiteSchema): boolean {
  return Boolean(schema.contentMediaType) || schema.format === 'binary';
}

export interface SchemaInputProps {
  id: string;
  schema: LiteSchema;
  defs: Defs;
  value: unknown;
  required: boolean;
  onChange: (value: unknown) => void;
  /** `aria-describedby` target (the field's problem message). */
  describedBy?: string;
  /**
   * The field's name: what names a list's group and its items' inputs (`tags, item 2`), which have no `<label>` of
   * their own (the field's label points at the list).
   */
  name?: string;
  /** The input's accessible name when no `<label>` names it (a list's item). */
  label?: string;
  invalid?: boolean;
}

function placeholderOf(schema: LiteSchema): string {
  const sample = schema.example ?? schema.default;
  if (sample !== undefined && typeof sample !== 'object') return String(sample);
  return schema.format ?? mainType(schema) ?? 'value';
}

function typed(text: string, type: string | undefined): unknown {
  if (text === '') return undefined;
  if (type === 'integer' || type === 'number') {
    const number = Number(text);
    return text.trim() !== '' && Number.isFinite(number) ? number : text;
  }
  return text;
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The input for one value. */
export function SchemaInput(props: SchemaInputProps): VNode {
  const schema = resolveSchema(props.schema, props.defs);
  const type = mainType(schema);
  const common = {
    id: props.id,
    'aria-invalid': props.invalid === true,
    'aria-describedby': props.describedBy,
    'aria-required': props.required,
    'aria-label': props.label,
  };
  const values = schema.enum ?? (type === 'boolean' ? [true, false] : undefined);
  if (values) {
    const index = values.findIndex((candidate) => asText(candidate) === asText(props.value));
    return (
      <select
        {...common}
        class="q-pg-input q-pg-select"
        onChange={(event) => {
          const chosen = Number((event.currentTarget as HTMLSelectElement).value);
          props.onChange(chosen < 0 ? undefined : values[chosen]);
        }}
      >
        <option value="-1" selected={index < 0}>
          {props.required ? 'Choose…' : '—'}
        </option>
        {values.map((candidate, i) => (
          <option value={String(i)} selected={i === index}>
            {asText(candidate)}
          </option>
        ))}
      </select>
    );
  }
  if (isFileSchema(schema)) return <FileInput {...props} />;
  if (type === 'array') return <ArrayInput {...props} schema={schema} />;
  if (type === 'object') return <JsonInput {...props} common={common} />;
  return (
    <input
      {...common}
      class="q-pg-input"
      type="text"
      inputMode={type === 'integer' ? 'numeric' : type === 'number' ? 'decimal' : undefined}
      placeholder={placeholderOf(schema)}
      value={asText(props.value)}
      onInput={(event) => props.onChange(typed((event.currentTarget as HTMLInputElement).value, type))}
    />
  );
}

/**
 * An object as JSON text. The text the reader types is kept as typed (re-serialising each keystroke would move
 * the caret); the value above it is the parsed object once the text parses, the text itself until then.
 */
function JsonInput(props: SchemaInputProps & { common: Record<string, unknown> }): VNode {
  const [text, setText] = useState(() => (typeof props.value === 'string' ? props.value : asText(props.value)));
  return (
    <textarea
      {...props.common}
      class="q-pg-input q-pg-json"
      rows={3}
      spellcheck={false}
      placeholder="{ }"
      value={text}
      onInput={(event) => {
        const next = (event.currentTarget as HTMLTextAreaElement).value;
        setText(next);
        try {
          props.onChange(next.trim() ? JSON.parse(next) : undefined);
        } catch {
          props.onChange(next);
        }
      }}
    />
  );
}

function ArrayInput(props: SchemaInputProps): VNode {
  const items = Array.isArray(props.value) ? props.value : props.value === undefined ? [] : [props.value];
  const itemSchema = props.schema.items ?? {};
  const set = (next: unknown[]) => props.onChange(next.length ? next : undefined);
  return (
    <fieldset class="q-pg-array" id={props.id} aria-label={props.name}>
      {items.map((item, index) => (
        <div class="q-pg-array__row">
          <SchemaInput
            id={`${props.id}-${index}`}
            schema={itemSchema}
            defs={props.defs}
            value={item}
            required={true}
            label={`${props.name ?? 'List'}, item ${index + 1}`}
            onChange={(value) => set(items.map((old, i) => (i === index ? value : old)))}
          />
          <button
            type="button"
            class="q-pg-icon-button"
            aria-label={`Remove ${props.name ?? 'list'} item ${index + 1}`}
            onClick={() => set(items.filter((_, i) => i !== index))}
          >
            ×
          </button>
        </div>
      ))}
      <button type="button" class="q-pg-link-button" onClick={() => set([...items, undefined])}>
        + Add item
      </button>
    </fieldset>
  );
}

function FileInput(props: SchemaInputProps): VNode {
  const file = props.value as FileValue | undefined;
  return (
    <span class="q-pg-file">
      <input
        id={props.id}
        type="file"
        class="q-pg-input"
        aria-invalid={props.invalid === true}
        aria-describedby={props.describedBy}
        onChange={(event) => {
          const chosen = (event.currentTarget as HTMLInputElement).files?.[0];
          props.onChange(
            chosen
              ? ({ name: chosen.name, type: chosen.type, size: chosen.size, blob: chosen } as FileValue)
              : undefined,
          );
        }}
      />
      {file?.name ? <span class="q-pg-hint">{file.name}</span> : null}
    </span>
  );
}
