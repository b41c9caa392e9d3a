/**
 * The request body: a content-type choice, then the editor its media type calls for: JSON text (checked against
 * the schema as the reader types), form fields (nested objects written as JSON and sent in `a[b]=c` form, as
 * Stripe-style APIs expect), multipart fields with file pickers, one file for a binary body, plain text otherwise.
 */
import type { VNode } from 'preact';
import type { LiteSchema, RequestBodyValue, RequestSpec } from '../../../src/openapi/request/request-spec.js';
import { bodyKind, type Mismatch, validateJsonText } from './model.js';
import { type Defs, isFileSchema, mainType, resolveSchema, SchemaInput } from './schema-input.js';

export interface BodyEditorProps {
  spec: RequestSpec;
  contentIndex: number;
  value: RequestBodyValue | undefined;
  onContentIndex: (index: number) => void;
  onChange: (value: RequestBodyValue) => void;
}

/** Top-level properties of an object schema, `allOf` parts merged, with the names it requires. */
export function objectProperties(
  schema: LiteSchema,
  defs: Defs,
): { properties: [string, LiteSchema][]; required: Set<string> } {
  const properties: [string, LiteSchema][] = [];
  const required = new Set<string>();
  const seen = new Set<LiteSchema>();
  const visit = (raw: LiteSchema | undefined) => {
    const resolved = resolveSchema(raw, defs);
    if (seen.has(resolved)) return;
    seen.add(resolved);
    for (const [name, child] of Object.entries(resolved.properties ?? {}))
      if (!properties.some(([taken]) => taken === name) && !resolveSchema(child, defs).readOnly)
        properties.push([name, child]);
    for (const name of resolved.required ?? []) required.add(name);
    for (const part of resolved.allOf ?? []) visit(part);
  };
  visit(schema);
  return { properties, required };
}

/** The body editor. */
export function BodyEditor(props: BodyEditorProps): VNode | null {
  const body = props.spec.body;
  const content = body?.contents[props.contentIndex];
  if (!body || !content) return null;
  const kind = bodyKind(content.mediaType);
  return (
    <fieldset class="q-pg-section">
      <legend class="q-pg-section__title">
        {/* The space keeps the group's name "Body required", not "Bodyrequired". */}
        Body{body.required ? ' ' : null}
        {body.required ? <span class="q-pg-required">required</span> : null}
      </legend>
      {body.contents.length > 1 ? (
        <label class="q-pg-field">
          <span class="q-pg-field__name">Content type</span>
          <select
            class="q-pg-input q-pg-select"
            onChange={(event) => props.onContentIndex(Number((event.currentTarget as HTMLSelectElement).value))}
          >
            {body.contents.map((entry, i) => (
              <option value={String(i)} selected={i === props.contentIndex}>
                {entry.mediaType}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p class="q-pg-hint">{content.mediaType}</p>
      )}
      {kind === 'json' ? (
        <JsonBody {...props} schema={content.schema} />
      ) : kind === 'form' || kind === 'multipart' ? (
        <FieldsBody {...props} schema={content.schema} multipart={kind === 'multipart'} />
      ) : kind === 'text' ? (
        <textarea
          class="q-pg-input q-pg-json"
          rows={6}
          aria-label="Body"
          value={props.value?.kind === 'text' ? props.value.text : ''}
          onInput={(event) =>
            props.onChange({ kind: 'text', text: (event.currentTarget as HTMLTextAreaElement).value })
          }
        />
      ) : (
        <SchemaInput
          id="q-pg-body-file"
          schema={{ type: 'string', format: 'binary' }}
          defs={{}}
          value={props.value?.kind === 'binary' ? props.value.file : undefined}
          required={body.required}
          onChange={(file) => props.onChange({ kind: 'binary', ...(file ? { file: file as never } : {}) })}
        />
      )}
    </fieldset>
  );
}

function JsonBody(props: BodyEditorProps & { schema: LiteSchema }): VNode {
  const text = props.value?.kind === 'json' ? props.value.text : '';
  const problems: Mismatch[] = text.trim() ? validateJsonText(text, props.schema, props.spec.defs) : [];
  return (
    <div class="q-pg-json-body">
      <textarea
        class="q-pg-input q-pg-json"
        rows={Math.min(18, Math.max(6, text.split('\n').length + 1))}
        spellcheck={false}
        aria-label="JSON body"
        aria-invalid={problems.length ? 'true' : undefined}
        aria-describedby={problems.length ? 'q-pg-body-problems' : undefined}
        value={text}
        onInput={(event) => props.onChange({ kind: 'json', text: (event.currentTarget as HTMLTextAreaElement).value })}
      />
      {problems.length ? (
        <ul class="q-pg-problems" id="q-pg-body-problems">
          {problems.map((problem) => (
            <li>
              {problem.path ? <code>{problem.path}</code> : null} {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FieldsBody(props: BodyEditorProps & { schema: LiteSchema; multipart: boolean }): VNode {
  const defs = props.spec.defs;
  const { properties, required } = objectProperties(props.schema, defs);
  const fields: Record<string, unknown> =
    props.value?.kind === 'form' ? props.value.value : props.value?.kind === 'multipart' ? props.value.fields : {};
  const files = props.value?.kind === 'multipart' ? props.value.files : {};
  const set = (name: string, value: unknown, file: boolean) => {
    if (!props.multipart) {
      props.onChange({ kind: 'form', value: withValue(fields, name, value) });
      return;
    }
    props.onChange({
      kind: 'multipart',
      fields: file ? fields : withValue(fields, name, value),
      files: file ? (withValue(files, name, value) as never) : files,
    });
  };
  if (!properties.length) return <p class="q-pg-hint">The spec describes no fields for this body.</p>;
  return (
    <div class="q-pg-fields">
      {properties.map(([name, raw]) => {
        const schema = resolveSchema(raw, defs);
        const file = props.multipart && (isFileSchema(schema) || isFileSchema(resolveSchema(schema.items, defs)));
        const id = `q-pg-body-${name}`;
        return (
          <div class="q-pg-field">
            <label class="q-pg-field__name" for={id}>
              {name}
              <span class="q-pg-type">{file ? 'file' : (mainType(schema) ?? 'any')}</span>
              {required.has(name) ? <span class="q-pg-required">required</span> : null}
            </label>
            <SchemaInput
              id={id}
              name={name}
              schema={schema}
              defs={defs}
              value={file ? files[name] : fields[name]}
              required={required.has(name)}
              onChange={(value) => set(name, value, file)}
            />
            {schema.description ? <p class="q-pg-hint">{schema.description}</p> : null}
          </div>
        );
      })}
    </div>
  );
}

function withValue<T>(record: Record<string, T>, name: string, value: unknown): Record<string, T> {
  const next = { ...record };
  if (value === undefined) delete next[name];
  else next[name] = value as T;
  return next;
}
