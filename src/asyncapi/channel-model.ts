/**
 * The page model of an AsyncAPI channel (a WebSocket page): what the channel is, where to connect, the
 * operations the client can send and receive, their messages with payload fields and examples, and the
 * protocol bindings. Pure functions over the parsed document, for AsyncAPI 3.0 (channels with `address` and a
 * `messages` map, `operations` at the root pointing at their channel) and 2.x (channels keyed by address with
 * `publish` / `subscribe`).
 *
 * Send and receive are the reader's: the page is for whoever connects. Both versions describe the application
 * behind the channel instead, so they are turned around: 3.0 `action: receive` (the application receives) and
 * 2.x `publish` (others publish to the application) are messages the client sends; 3.0 `send` and 2.x
 * `subscribe` are messages it receives.
 */
import type { RichText, SchemaField, SecuritySchemeModel, ServerModel } from '../openapi/page-model.js';
import { securitySchemes } from './channel-security.js';
import { refName, refOf } from '../openapi/resolve-ref.js';
import { pageAnchors } from '../openapi/field-anchors.js';
import { buildField } from '../openapi/schema-tree.js';
import { inlineMarkdownToHtml } from '../util/inline-markdown.js';
import { plainSummary } from '../openapi/lite-schema.js';
import type { SchemaTreeContext } from '../openapi/schema-tree-context.js';
import { isJsonObject, type JsonObject } from '../openapi/spec-document.js';
import {
  buildMessage,
  type ChannelMessage,
  type MessageRegistry,
  messageRegistry,
  withTraits,
} from './channel-messages.js';
import {
  type AsyncApiSpec,
  type Bindings,
  bindingsOf,
  isV3,
  mapEntries,
  resolvedObject,
  sentenceCase,
  textOf,
} from './spec.js';

export type { ChannelMessage } from './channel-messages.js';
import { buildConsoleSpec, type ConsoleSpec } from './console-spec.js';

/** A channel page, as plain data. */
export interface ChannelModel {
  kind: 'channel';
  /** Root-relative spec file. */
  spec: string;
  /** The channel's key in `channels`. */
  id: string;
  title: string;
  address?: string;
  description?: RichText;
  servers: ChannelServer[];
  /** The `{name}` parameters of the address, as fields (anchors `parameter.<name>`). */
  parameters: SchemaField[];
  operations: ChannelOperation[];
  messages: ChannelMessage[];
  bindings: Bindings;
  /** The WebSocket console, when a server of the channel speaks WebSocket (console-spec.ts). */
  console?: ConsoleSpec;
}

/** A server the channel is reachable on. */
export interface ChannelServer {
  name: string;
  /** 3.0: `protocol://host/pathname`; 2.x: `url`; server variables replaced by their defaults. */
  url: string;
  protocol: string;
  /** As written (inline Markdown), and as HTML (code, emphasis, links; every text escaped). */
  description?: string;
  descriptionHtml?: string;
  /** The variables of its URL (their default is in `url`): the values they take, and what they mean. */
  variables: ServerModel['variables'];
  /** How a client authenticates to it (each scheme applies). */
  security: SecuritySchemeModel[];
}

/**
 * What the client (the reader) does on the channel: `send` a message to the application, or `receive` one from
 * it. The reverse of a 3.0 operation's `action`, which is the application's.
 */
export interface ChannelOperation {
  id: string;
  action: 'send' | 'receive';
  title?: string;
  description?: RichText;
  /** Ids of the messages in {@link ChannelModel.messages}. */
  messages: string[];
  /** The operation's own `security`, when it sets one (3.0). */
  security?: SecuritySchemeModel[];
  /** The operation's protocol bindings (a Kafka `groupId`, an AMQP `ack`…). */
  bindings?: Bindings;
  /**
   * 3.0 `reply`: the messages that answer this operation's (they travel the other way), and where the answer
   * goes: the reply channel's address, or a runtime expression (`$message.header#/replyTo`).
   */
  reply?: { messages: string[]; address?: string; location?: string };
}

/** A channel as navigation lists it. */
export interface ChannelSummary {
  id: string;
  title: string;
  /** The first sentence of the channel's description (else its summary), as plain text: the page's description. */
  description?: string;
  address?: string;
}

/** Field budget per page, as on OpenAPI pages: past it, deeper levels are left out. */
const FIELD_BUDGET = 1200;

/** The channels of a spec in document order, with their titles (`title`, else the sentence-cased id). */
export function listChannels(spec: AsyncApiSpec): ChannelSummary[] {
  return mapEntries(spec.document.channels).map(([id, raw]) => {
    const channel = resolvedObject(spec.document, raw) ?? {};
    const address = channelAddress(spec, { id, channel });
    const said = textOf(channel.description) ?? textOf(channel.summary);
    const description = said ? plainSummary(said) : undefined;
    return {
      id,
      title: textOf(channel.title) ?? sentenceCase(id),
      ...(description ? { description } : {}),
      ...(address !== undefined ? { address } : {}),
    };
  });
}

/** Builds a channel page's model; undefined when the spec has no channel `channelId`. */
export function buildChannelModel(
  spec: AsyncApiSpec,
  channelId: string,
  settings: { markdown: (text: string) => RichText; takenAnchors?: readonly string[] },
): ChannelModel | undefined {
  const { document } = spec;
  const channels = isJsonObject(document.channels) ? document.channels : {};
  if (!Object.hasOwn(channels, channelId)) return undefined;
  const channel = resolvedObject(document, channels[channelId]) ?? {};
  const ctx: SchemaTreeContext = {
    document,
    markdown: settings.markdown,
    direction: 'none',
    anchors: pageAnchors(settings.takenAnchors),
    budget: { fields: FIELD_BUDGET },
  };
  const registry = messageRegistry(document);
  const place = { spec, id: channelId, channel, registry, markdown: settings.markdown };
  const operations = isV3(spec) ? operationsV3(place) : operationsV2(place);
  const defaultContentType = textOf(document.defaultContentType);
  const messages = registry.entries.map(({ id, message }) =>
    buildMessage({ ctx, id, message, ...(defaultContentType ? { defaultContentType } : {}) }),
  );
  const model: ChannelModel = {
    kind: 'channel',
    spec: spec.file,
    id: channelId,
    title: textOf(channel.title) ?? sentenceCase(channelId),
    servers: channelServers(spec, channel, settings.markdown),
    parameters: channelParameters(ctx, channel),
    operations,
    messages,
    bindings: bindingsOf(document, channel.bindings),
  };
  const address = channelAddress(spec, { id: channelId, channel });
  if (address !== undefined) model.address = address;
  const description = textOf(channel.description) ?? textOf(channel.summary);
  if (description) model.description = settings.markdown(description);
  const console = buildConsoleSpec(model);
  if (console) model.console = console;
  return model;
}

/**
 * The channel's parameters: 3.0 Parameter Objects (`enum`, `default`, `examples`, `description`, `location`)
 * and 2.x ones (a `schema`), each a field, in written order.
 */
function channelParameters(ctx: SchemaTreeContext, channel: JsonObject): SchemaField[] {
  const parameters = isJsonObject(channel.parameters) ? channel.parameters : {};
  return Object.entries(parameters).flatMap(([name, raw]) => {
    const parameter = resolvedObject(ctx.document, raw);
    if (!parameter) return [];
    const schema = isJsonObject(parameter.schema)
      ? parameter.schema
      : {
          type: 'string',
          ...(Array.isArray(parameter.enum) ? { enum: parameter.enum } : {}),
          ...(parameter.default !== undefined ? { default: parameter.default } : {}),
          ...(Array.isArray(parameter.examples) ? { examples: parameter.examples } : {}),
        };
    const field = buildField(ctx, { name, raw: schema, required: true, prefix: 'parameter', stack: [], depth: 0 });
    const description = textOf(parameter.description);
    if (description) field.description = ctx.markdown(description);
    if (typeof parameter.location === 'string') field.constraints.push(`from ${parameter.location}`);
    return [field];
  });
}

/** A channel of the page being built, and where its messages are collected. */
interface ChannelPlace {
  spec: AsyncApiSpec;
  id: string;
  channel: JsonObject;
  registry: MessageRegistry;
  markdown: (text: string) => RichText;
}

/** 3.0: the channel's address; 2.x: its key, which is the address. */
function channelAddress(spec: AsyncApiSpec, place: { id: string; channel: JsonObject }): string | undefined {
  if (!isV3(spec)) return place.id;
  return typeof place.channel.address === 'string' ? place.channel.address : undefined;
}

/**
 * 3.0: the root operations whose `channel` is this one, in document order. Messages are the channel's, by
 * key, so an operation's reference (`#/channels/x/messages/y`, or straight to `components`) finds its id.
 */
function operationsV3(place: ChannelPlace): ChannelOperation[] {
  const { spec, channel, registry } = place;
  const { document } = spec;
  const channelIds = mapEntries(channel.messages)
    .map(([key, raw]) => registry.idOf(raw, { name: key }))
    .filter((id): id is string => id !== undefined);
  const out: ChannelOperation[] = [];
  for (const [id, raw] of mapEntries(document.operations)) {
    const operation = resolvedObject(document, raw);
    if (!operation || resolvedObject(document, operation.channel) !== channel) continue;
    if (operation.action !== 'send' && operation.action !== 'receive') continue;
    const action = operation.action === 'receive' ? 'send' : 'receive';
    // Without `messages`, an operation carries every message of its channel (AsyncAPI 3.0).
    const messages = Array.isArray(operation.messages)
      ? operation.messages
          .map((message) => registry.idOf(message, { fallback: `${id}Message` }))
          .filter((messageId): messageId is string => messageId !== undefined)
      : channelIds;
    const model = operationModel({ id, action, operation, messages, markdown: place.markdown, document });
    const reply = replyOf(place, { id, raw: operation.reply });
    if (reply) model.reply = reply;
    out.push(model);
  }
  return out;
}

/** 3.0 `reply` of an operation: its messages (the reply channel's when it names none) and where it goes. */
function replyOf(place: ChannelPlace, input: { id: string; raw: unknown }): ChannelOperation['reply'] {
  const { document } = place.spec;
  const reply = resolvedObject(document, input.raw);
  if (!reply) return undefined;
  const channel = resolvedObject(document, reply.channel);
  // Named messages, else the reply channel's (under their keys there).
  const list: [unknown, { name?: string; fallback: string }][] = Array.isArray(reply.messages)
    ? reply.messages.map((raw) => [raw, { fallback: `${input.id}Reply` }])
    : channel
      ? mapEntries(channel.messages).map(([key, raw]) => [raw, { name: key, fallback: `${input.id}Reply` }])
      : [];
  const messages = list
    .map(([message, names]) => place.registry.idOf(message, names))
    .filter((messageId): messageId is string => messageId !== undefined);
  const out: NonNullable<ChannelOperation['reply']> = { messages: [...new Set(messages)] };
  const address = channel ? textOf(channel.address) : undefined;
  if (address) out.address = address;
  const location = textOf(resolvedObject(document, reply.address)?.location);
  if (location) out.location = location;
  return out;
}

/** 2.x: `publish` (the client sends) and `subscribe` (the client receives), in written order. */
function operationsV2(place: ChannelPlace): ChannelOperation[] {
  const { spec, channel, registry } = place;
  const out: ChannelOperation[] = [];
  for (const key of Object.keys(channel)) {
    if (key !== 'publish' && key !== 'subscribe') continue;
    const operation = resolvedObject(spec.document, channel[key]);
    if (!operation) continue;
    const id = textOf(operation.operationId) ?? key;
    const written = operation.message;
    const list = isJsonObject(written) && Array.isArray(written.oneOf) ? written.oneOf : written ? [written] : [];
    const messages = list
      .map((message, index) =>
        registry.idOf(message, { fallback: list.length > 1 ? `${id}Message${index + 1}` : `${id}Message` }),
      )
      .filter((messageId): messageId is string => messageId !== undefined);
    const action = key === 'publish' ? 'send' : 'receive';
    out.push(operationModel({ id, action, operation, messages, markdown: place.markdown, document: spec.document }));
  }
  return out;
}

function operationModel(input: {
  id: string;
  action: ChannelOperation['action'];
  operation: JsonObject;
  messages: string[];
  markdown: (text: string) => RichText;
  document: JsonObject;
}): ChannelOperation {
  const { id, action, messages } = input;
  // An operation's traits fill in what it does not set itself (its bindings, most often).
  const operation = withTraits(input.document, input.operation);
  const out: ChannelOperation = { id, action, messages: [...new Set(messages)] };
  const security = securitySchemes(input.document, operation.security, input.markdown);
  if (security.length) out.security = security;
  const bindings = bindingsOf(input.document, operation.bindings);
  if (bindings.length) out.bindings = bindings;
  const title = textOf(operation.title) ?? textOf(operation.summary);
  if (title) out.title = title;
  const description = textOf(operation.description);
  if (description) out.description = input.markdown(description);
  return out;
}

/** The servers the channel names (3.0 references, 2.x names), else every server of the spec. */
function channelServers(
  spec: AsyncApiSpec,
  channel: JsonObject,
  markdown: (text: string) => RichText,
): ChannelServer[] {
  const { document } = spec;
  const all = mapEntries(document.servers)
    .map(([name, raw]) => ({ name, server: resolvedObject(document, raw) }))
    .filter((entry): entry is { name: string; server: JsonObject } => entry.server !== undefined);
  const named = Array.isArray(channel.servers) ? channel.servers : [];
  const wanted = named.length
    ? all.filter(
        ({ name, server }) =>
          named.includes(name) ||
          named.some((ref) => resolvedObject(document, ref) === server || refName(refOf(ref) ?? '') === name),
      )
    : all;
  return wanted.map(({ name, server }) => {
    const protocol = textOf(server.protocol) ?? '';
    const out: ChannelServer = {
      name,
      url: serverUrl(spec, server),
      protocol,
      variables: serverVariables(spec, server),
      security: securitySchemes(document, server.security, markdown),
    };
    const description = textOf(server.description);
    if (description) {
      out.description = description;
      out.descriptionHtml = inlineMarkdownToHtml(description);
    }
    return out;
  });
}

/** A server's URL with its variables' defaults: 3.0 `protocol://host/pathname`, 2.x `url` as written. */
function serverUrl(spec: AsyncApiSpec, server: JsonObject): string {
  let url: string;
  if (isV3(spec)) {
    const host = textOf(server.host) ?? '';
    const pathname = textOf(server.pathname)?.replace(/^\/*/, '/') ?? '';
    const protocol = textOf(server.protocol);
    url = `${protocol ? `${protocol}://` : ''}${host}${pathname}`;
  } else url = textOf(server.url) ?? '';
  const variables = isJsonObject(server.variables) ? server.variables : {};
  return url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = resolvedObject(spec.document, variables[name]);
    const fallback = variable?.default ?? (Array.isArray(variable?.enum) ? variable.enum[0] : undefined);
    return fallback === undefined ? whole : String(fallback);
  });
}

/** The variables a server's URL names, with the values they may take and what they mean. */
function serverVariables(spec: AsyncApiSpec, server: JsonObject): ServerModel['variables'] {
  const variables = isJsonObject(server.variables) ? server.variables : {};
  return Object.keys(variables).map((name) => {
    const variable = resolvedObject(spec.document, variables[name]) ?? {};
    const values = Array.isArray(variable.enum) ? variable.enum.map(String) : [];
    const fallback = variable.default ?? values[0];
    const out: ServerModel['variables'][number] = { name, default: fallback === undefined ? '' : String(fallback) };
    if (values.length) out.enum = values;
    const description = textOf(variable.description);
    if (description) {
      out.description = description;
      out.descriptionHtml = inlineMarkdownToHtml(description);
    }
    return out;
  });
}
