/**
 * The messages of a channel page: title, description, content type, payload and headers as field trees (the
 * OpenAPI schema tree: AsyncAPI schemas are JSON Schema), and examples. Examples come from the message's own
 * `examples`, wherever the message is defined (the hosted platform leaves out those of messages under
 * `components`, mintlify/docs#3446; they are shown here), else one is generated from the payload.
 */
import { exampleText, generateExample } from '../openapi/example-values.js';
import type { RichText, SchemaRoot } from '../openapi/page-model.js';
import { refName, refOf } from '../openapi/resolve-ref.js';
import { uniqueAnchor } from '../openapi/field-anchors.js';
import { schemaRoot } from '../openapi/schema-tree.js';
import type { SchemaTreeContext } from '../openapi/schema-tree-context.js';
import type { JsonObject } from '../openapi/spec-document.js';
import { type Bindings, bindingsOf, resolvedObject, textOf } from './spec.js';

/** One message as a channel page shows it. */
export interface ChannelMessage {
  id: string;
  title: string;
  description?: RichText;
  contentType?: string;
  payload?: SchemaRoot;
  /**
   * A payload schema in a format that is not JSON Schema (Avro, RAML, Protobuf): shown as written, with the
   * format's name, since it cannot be shown as fields.
   */
  payloadSource?: { format: string; text: string };
  headers?: SchemaRoot;
  examples: { name: string; value: string }[];
  /** Where the message's correlation id is (`$message.header#/correlationId`), and what it is for. */
  correlationId?: { location: string; description?: string };
  /** The message's protocol bindings. */
  bindings?: Bindings;
}

/** Schema formats read as JSON Schema (written in JSON or YAML); the others are shown as written. */
const JSON_SCHEMA_FORMAT = /asyncapi|schema\+(json|yaml)|openapi/i;

/** Readable names of the other schema formats. */
const FORMAT_NAMES: [RegExp, string][] = [
  [/avro/i, 'Avro'],
  [/raml/i, 'RAML'],
  [/protobuf/i, 'Protobuf'],
];

/**
 * The messages one page collects from its operations, each once (the same object reached through several
 * references keeps one id), with ids unique on the page.
 */
export interface MessageRegistry {
  entries: { id: string; message: JsonObject }[];
  /**
   * The id of a message (reference or inline), registering it when new: under `name` when given (a 3.0
   * channel's message key), else `messageId` (2.x), the reference's last segment, `name`, or `fallback`.
   */
  idOf: (raw: unknown, names?: { name?: string; fallback?: string }) => string | undefined;
}

/** An empty registry for one page's messages. */
export function messageRegistry(document: JsonObject): MessageRegistry {
  const entries: MessageRegistry['entries'] = [];
  const idOf: MessageRegistry['idOf'] = (raw, names = {}) => {
    const message = resolvedObject(document, raw);
    if (!message) return undefined;
    const known = entries.find((entry) => entry.message === message);
    if (known) return known.id;
    const ref = refOf(raw);
    const base =
      names.name ??
      textOf(message.messageId) ??
      (ref ? refName(ref) : undefined) ??
      textOf(message.name) ??
      names.fallback ??
      'message';
    let id = base;
    for (let n = 2; entries.some((entry) => entry.id === id); n++) id = `${base}-${n}`;
    entries.push({ id, message });
    return id;
  };
  return { entries, idOf };
}

/** A message's page model; `ctx` is the page's (anchors are page-wide: fields are `<message id>.<field>`). */
export function buildMessage(input: {
  ctx: SchemaTreeContext;
  id: string;
  message: JsonObject;
  defaultContentType?: string;
}): ChannelMessage {
  const { ctx, id } = input;
  const message = withTraits(ctx.document, input.message);
  const out: ChannelMessage = { id, title: textOf(message.title) ?? textOf(message.name) ?? id, examples: [] };
  const description = textOf(message.description) ?? textOf(message.summary);
  if (description) out.description = ctx.markdown(description);
  const contentType = textOf(message.contentType) ?? input.defaultContentType;
  if (contentType) out.contentType = contentType;
  const format = textOf(message.schemaFormat);
  const payload = schemaOf(ctx.document, { raw: message.payload, format });
  if (payload !== undefined) out.payload = schemaRoot(ctx, payload, uniqueAnchor(ctx, id));
  else {
    const source = foreignSchema(ctx.document, { raw: message.payload, format });
    if (source) out.payloadSource = source;
  }
  const headers = schemaOf(ctx.document, { raw: message.headers });
  if (headers !== undefined) out.headers = schemaRoot(ctx, headers, uniqueAnchor(ctx, `${id}.headers`));
  const correlation = resolvedObject(ctx.document, message.correlationId);
  const location = textOf(correlation?.location);
  if (location) {
    const meaning = textOf(correlation?.description);
    out.correlationId = { location, ...(meaning ? { description: meaning } : {}) };
  }
  const bindings = bindingsOf(ctx.document, message.bindings);
  if (bindings.length) out.bindings = bindings;
  out.examples = messageExamples(ctx.document, message);
  if (out.examples.length === 0 && payload !== undefined) {
    const generated = generateExample(ctx.document, payload, { direction: 'response' });
    if (generated !== undefined) out.examples.push({ name: 'Example', value: exampleText(generated) });
  }
  return out;
}

/**
 * The message with its `traits` filled in. Where both define a key the message wins: AsyncAPI 3.0's rule (2.x
 * let the trait win, but specs that define a key twice are rare and the message is what its author wrote last).
 */
export function withTraits(document: JsonObject, message: JsonObject): JsonObject {
  if (!Array.isArray(message.traits)) return message;
  const merged: JsonObject = { ...message };
  for (const raw of message.traits) {
    const trait = resolvedObject(document, raw);
    if (!trait) continue;
    for (const [key, value] of Object.entries(trait)) if (merged[key] === undefined) merged[key] = value;
  }
  return merged;
}

/**
 * The JSON Schema of a payload or headers, references kept (the tree follows them): a 3.0 multi-format
 * `{schemaFormat, schema}` is unwrapped; undefined when absent or in a format that is not JSON Schema.
 */
function schemaOf(document: JsonObject, input: { raw: unknown; format?: string }): unknown {
  const { raw } = input;
  if (raw === undefined || raw === null) return undefined;
  const resolved = resolvedObject(document, raw);
  // `schema` is no JSON Schema keyword: beside it, or with `schemaFormat`, the object is a multi-format one.
  if (resolved && resolved.schema !== undefined && (resolved.schemaFormat !== undefined || !resolved.type)) {
    const format = textOf(resolved.schemaFormat);
    return format && !JSON_SCHEMA_FORMAT.test(format) ? undefined : resolved.schema;
  }
  if (input.format && !JSON_SCHEMA_FORMAT.test(input.format)) return undefined;
  return raw;
}

/** A payload schema in a format other than JSON Schema, as written (pretty JSON for an object), with its format. */
function foreignSchema(
  document: JsonObject,
  input: { raw: unknown; format?: string },
): ChannelMessage['payloadSource'] | undefined {
  const resolved = resolvedObject(document, input.raw);
  const multi = resolved && resolved.schema !== undefined && textOf(resolved.schemaFormat) !== undefined;
  const format = multi ? textOf(resolved.schemaFormat) : input.format;
  const schema = multi ? (resolvedObject(document, resolved.schema) ?? resolved.schema) : (resolved ?? input.raw);
  if (!format || schema === undefined || schema === null) return undefined;
  const name = FORMAT_NAMES.find(([pattern]) => pattern.test(format))?.[1] ?? format;
  return { format: name, text: typeof schema === 'string' ? schema : JSON.stringify(schema, null, 2) };
}

/** The message's `examples` (`{name?, summary?, payload}`) as pretty JSON, named, in written order. */
function messageExamples(document: JsonObject, message: JsonObject): ChannelMessage['examples'] {
  if (!Array.isArray(message.examples)) return [];
  const out: ChannelMessage['examples'] = [];
  message.examples.forEach((raw, index) => {
    const example = resolvedObject(document, raw);
    if (!example || example.payload === undefined) return;
    const name = textOf(example.name) ?? textOf(example.summary) ?? `Example ${index + 1}`;
    out.push({ name, value: exampleText(example.payload) });
  });
  return out;
}
