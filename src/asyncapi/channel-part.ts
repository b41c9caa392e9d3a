/**
 * The part of an AsyncAPI document one channel page comes from, as a document of its own (the end of the page's
 * Markdown twin, reference §5.9): `asyncapi`, `info`'s title and version, `defaultContentType`, the servers the
 * page lists, the channel, and (3.0) the operations on it, then the components their `$ref`s need
 * (`withComponents`, as for an OpenAPI operation). Pure.
 */
import { ASYNCAPI_NAME_MAPS } from '../openapi/example-refs.js';
import {
  PART_COMPONENTS_BUDGET,
  partInfo,
  requirementNames,
  type SpecPart,
  withComponents,
} from '../openapi/spec-part.js';
import { isJsonObject, type JsonObject } from '../openapi/spec-document.js';
import type { ChannelModel } from './channel-model.js';
import { type AsyncApiSpec, isV3, mapEntries, resolvedObject } from './spec.js';

/** The part of `spec` that `model`'s channel needs; undefined when the spec has no such channel. */
export function channelPart(
  spec: AsyncApiSpec,
  model: Pick<ChannelModel, 'id' | 'servers'>,
  budget = PART_COMPONENTS_BUDGET,
): SpecPart | undefined {
  const { document } = spec;
  const channels = isJsonObject(document.channels) ? document.channels : {};
  if (!Object.hasOwn(channels, model.id)) return undefined;
  const raw = channels[model.id];
  const base: JsonObject = {};
  if (document.asyncapi !== undefined) base.asyncapi = document.asyncapi;
  const info = partInfo(document.info);
  if (info) base.info = info;
  if (document.defaultContentType !== undefined) base.defaultContentType = document.defaultContentType;
  const names = new Set(model.servers.map((server) => server.name));
  const servers = mapEntries(document.servers).filter(([name]) => names.has(name));
  if (servers.length) base.servers = Object.fromEntries(servers);
  base.channels = { [model.id]: raw };
  const channel = resolvedObject(document, raw);
  if (isV3(spec)) {
    const operations = mapEntries(document.operations).filter(([, operation]) => {
      const resolved = resolvedObject(document, operation);
      return channel !== undefined && resolved !== undefined && resolvedObject(document, resolved.channel) === channel;
    });
    if (operations.length) base.operations = Object.fromEntries(operations);
  }
  // 2.x security requirements name their schemes (`[{userPass: []}]`) rather than point at them: the schemes of
  // the part's servers and operations come as the part's own, like an OpenAPI operation's. (3.0's are `$ref`s.)
  const forced = isV3(spec)
    ? []
    : securityNames(document, [...servers.map(([, server]) => server), ...v2Operations(document, channel)]).map(
        (name) => ({ kind: 'securitySchemes', name }),
      );
  return withComponents(document, base, { forced, budget, nameMaps: ASYNCAPI_NAME_MAPS });
}

/** A 2.x channel's `publish` and `subscribe` operations and their traits, resolved. */
function v2Operations(document: JsonObject, channel: JsonObject | undefined): JsonObject[] {
  const out: JsonObject[] = [];
  for (const key of ['publish', 'subscribe']) {
    const operation = resolvedObject(document, channel?.[key]);
    if (!operation) continue;
    out.push(operation);
    if (Array.isArray(operation.traits))
      for (const trait of operation.traits) {
        const resolved = resolvedObject(document, trait);
        if (resolved) out.push(resolved);
      }
  }
  return out;
}

/** The scheme names of the security requirements of `holders` (servers, operations), each once, in order met. */
function securityNames(document: JsonObject, holders: readonly unknown[]): string[] {
  return requirementNames(holders.map((holder) => resolvedObject(document, holder)?.security));
}
