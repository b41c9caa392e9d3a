/**
 * A channel page's model → what its WebSocket console needs: the URLs to connect to (WebSocket servers only; an
 * `http(s)` server is reached as `ws(s)`), the address parameters and `ws` binding query parameters to fill in,
 * and the messages the reader may send, each with the example to start from. Pure.
 */
import type { ChannelModel } from './channel-model.js';

export interface ConsoleSpec {
  /** Server name and the URL of the channel on it (address parameters left as `{name}`). */
  servers: { name: string; url: string; description?: string }[];
  parameters: { name: string; description?: string }[];
  query: { name: string; required: boolean; description?: string }[];
  /** Messages the reader sends: id, title and the example JSON text (empty when the spec gives none). */
  messages: { id: string; title: string; example: string }[];
}

const SCHEMES: Record<string, string> = { ws: 'ws', wss: 'wss', http: 'ws', https: 'wss' };

/** The console of a channel, or undefined when none of its servers speaks WebSocket. */
export function buildConsoleSpec(channel: ChannelModel): ConsoleSpec | undefined {
  const servers = channel.servers.flatMap((server) => {
    const scheme = SCHEMES[server.protocol.toLowerCase()];
    if (!scheme) return [];
    const rest = server.url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
    const address = channel.address ? `/${channel.address.replace(/^\/+/, '')}` : '';
    return [
      {
        name: server.name,
        url: `${scheme}://${rest}${address}`,
        ...(server.description ? { description: server.description } : {}),
      },
    ];
  });
  if (!servers.length) return undefined;
  const sendIds = new Set(channel.operations.filter((op) => op.action === 'send').flatMap((op) => op.messages));
  const sendable = channel.operations.length ? channel.messages.filter((m) => sendIds.has(m.id)) : channel.messages;
  return {
    servers,
    parameters: channel.parameters.map((field) => ({
      name: field.name,
      ...(field.description ? { description: field.description.markdown } : {}),
    })),
    query: wsQuery(channel),
    messages: sendable.map((message) => ({
      id: message.id,
      title: message.title,
      example: message.examples[0]?.value ?? '',
    })),
  };
}

/** The query parameters the `ws` channel binding describes (`bindings.ws.query.properties`). */
function wsQuery(channel: ChannelModel): ConsoleSpec['query'] {
  const binding = channel.bindings.find((entry) => entry.protocol === 'ws');
  if (!binding) return [];
  let value: { query?: { properties?: Record<string, { description?: unknown }>; required?: unknown } };
  try {
    value = JSON.parse(binding.value) as typeof value;
  } catch {
    return [];
  }
  const required = Array.isArray(value.query?.required) ? value.query.required.map(String) : [];
  return Object.entries(value.query?.properties ?? {}).map(([name, property]) => ({
    name,
    required: required.includes(name),
    ...(typeof property?.description === 'string' ? { description: property.description } : {}),
  }));
}
