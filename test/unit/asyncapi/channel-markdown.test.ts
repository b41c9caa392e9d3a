import { beforeAll, describe, expect, it } from 'vitest';
import { channelModelOf, loadAsyncApiFixture } from '../../support/asyncapi-fixtures.js';
import { channelMarkdownBlocks } from '../../../src/asyncapi/channel-markdown.js';
import { channelPart } from '../../../src/asyncapi/channel-part.js';
import type { AsyncApiSpec } from '../../../src/asyncapi/load-asyncapi.js';
import { resolvePointer } from '../../../src/openapi/resolve-ref.js';
import type { JsonObject } from '../../../src/openapi/spec-document.js';

const load = loadAsyncApiFixture;
const model = channelModelOf;

/** Every `$ref` string of a value. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refs(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') out.push(inner);
      else refs(inner, out);
    }
  }
  return out;
}

let v3: AsyncApiSpec;
let v2: AsyncApiSpec;
beforeAll(async () => {
  v3 = await load('v3.yaml');
  v2 = await load('v2.yaml');
});

describe('channelMarkdownBlocks', () => {
  it('writes a 3.0 channel out: address, servers, parameters, send and receive, messages, bindings', () => {
    const text = channelMarkdownBlocks(model(v3, 'roomMessages')).join('\n\n');
    expect(text).toContain('Address: `/rooms/{roomId}`');
    expect(text).toContain('## Servers\n\n- `production`: `wss://chat.example.com:443/ws` (wss) — Production');
    expect(text).toContain('## Parameters\n\n- `roomId` (string, required) — The room');
    expect(text).toContain(
      '## Send\n\nMessages your client sends on this channel.\n\n### Send a chat message\n\nPosts a message to the _room_.\n\nMessages:\n- Chat message (`chatMessage`)',
    );
    expect(text).toContain('## Receive\n\nMessages your client receives on this channel.\n\n### receiveRoom');
    expect(text).toContain('#### Headers\n\n- `correlationId` (string)');
    expect(text).toContain(
      '#### Payload\n\n- `text` (string, required) — What was said\n- `author` (object)\n  - `name` (string)\n  - `id` (integer)',
    );
    expect(text).toContain('**hello**\n\n```json\n{\n  "text": "Hello",');
    expect(text).toContain('## Bindings\n\n**ws**\n\n```json\n');
    // Sends come before receives, messages after both.
    expect(text.indexOf('## Send')).toBeLessThan(text.indexOf('## Receive'));
    expect(text.indexOf('## Receive')).toBeLessThan(text.indexOf('## Messages'));
  });

  it('fences an example of a payload that is not JSON as text', () => {
    const text = channelMarkdownBlocks(model(v3, 'roomMessages')).join('\n\n');
    expect(text).toContain('Content type: `text/plain`');
    expect(text).toContain('```text\nalice is typing\n```');
  });

  it('turns 2.x publish and subscribe around, as the page does', () => {
    const text = channelMarkdownBlocks(model(v2, 'user/signedup')).join('\n\n');
    expect(text).toContain('## Send\n\nMessages your client sends on this channel.\n\n### publish');
    expect(text).toContain(
      '## Receive\n\nMessages your client receives on this channel.\n\n### Get told about new users',
    );
    expect(text).toContain('- `email` (string<email>)');
  });
});

describe('channelPart', () => {
  it('holds the channel, its operations only, the servers the page lists, and what their references need', () => {
    const page = model(v3, 'roomMessages');
    const part = channelPart(v3, page);
    expect(part).toBeDefined();
    const document = part?.document as JsonObject;
    expect(Object.keys(document.channels as JsonObject)).toEqual(['roomMessages']);
    expect(Object.keys(document.operations as JsonObject)).toEqual(['sendChat', 'receiveRoom']);
    expect(Object.keys(document.servers as JsonObject)).toEqual(page.servers.map((server) => server.name));
    expect(document.info).toEqual({ title: 'Chat', version: '1.0.0' });
    // Every reference of the part resolves in the part alone.
    const found = refs(document);
    expect(found).toContain('#/components/schemas/Author');
    for (const ref of found) expect(resolvePointer(document, ref), ref).toBeDefined();
    expect(part?.leftOut).toEqual([]);
  });

  it('names what a small budget leaves out', () => {
    const part = channelPart(v3, model(v3, 'roomMessages'), 10);
    expect(part?.leftOut.length).toBeGreaterThan(0);
    for (const ref of part?.leftOut ?? []) expect(ref.startsWith('#/components/')).toBe(true);
  });

  it('has no part for a channel the spec does not have', () => {
    expect(channelPart(v3, { id: 'nope', servers: [] })).toBeUndefined();
  });

  it('brings the 2.x security schemes its servers and operations name (names, not references)', async () => {
    const spec = await load('v2-security.yaml');
    const part = channelPart(spec, model(spec, 'user/signedup'));
    const document = part?.document as JsonObject;
    const schemes = (document.components as JsonObject | undefined)?.securitySchemes as JsonObject | undefined;
    // `production` is a reference to a server whose requirement names userPass; the operation names bearer;
    // apiKey is only the other server's, which the channel does not use.
    expect(Object.keys(schemes ?? {})).toEqual(['userPass', 'bearer']);
    for (const ref of refs(document)) expect(resolvePointer(document, ref), ref).toBeDefined();
  });

  it('follows references under entries whose chosen names are data keys elsewhere (`default`, `example`)', async () => {
    const spec = await load('v3-chosen-names.yaml');
    const part = channelPart(spec, model(spec, 'default'));
    const document = part?.document as JsonObject;
    const components = document.components as Record<string, JsonObject>;
    expect(Object.keys(components.securitySchemes ?? {})).toEqual(['token']);
    expect(Object.keys(components.messages ?? {})).toEqual(['Event']);
    expect(Object.keys(components.schemas ?? {})).toEqual(['Event']);
    for (const ref of refs(document)) expect(resolvePointer(document, ref), ref).toBeDefined();
    expect(part?.leftOut).toEqual([]);
  });
});
