import { beforeAll, describe, expect, it } from 'vitest';
import { channelModelOf, loadAsyncApiFixture, plainMarkdown } from '../../support/asyncapi-fixtures.js';
import { buildChannelModel, listChannels } from '../../../src/asyncapi/channel-model.js';
import type { AsyncApiSpec } from '../../../src/asyncapi/load-asyncapi.js';
import { sentenceCase } from '../../../src/asyncapi/spec.js';
import type { SchemaField } from '../../../src/openapi/page-model.js';

const markdown = plainMarkdown;
const load = loadAsyncApiFixture;
const model = channelModelOf;

/** Every anchor of a field tree, depth first. */
function anchors(fields: readonly SchemaField[] = []): string[] {
  return fields.flatMap((field) => [field.anchor, ...anchors(field.children)]);
}

describe('sentenceCase', () => {
  it('titles channel ids the way the platform does', () => {
    expect(sentenceCase('channelOne')).toBe('Channel one');
    expect(sentenceCase('user_presence_API')).toBe('User presence API');
    expect(sentenceCase('userAPIKey')).toBe('User API key');
    expect(sentenceCase('user-signed-up')).toBe('User signed up');
    expect(sentenceCase('heartbeat')).toBe('Heartbeat');
  });
});

describe('listChannels', () => {
  it('lists channels in document order with title, else the sentence-cased id, and their description', async () => {
    // The description's first sentence, as plain text: the page's description (reference §6).
    expect(listChannels(await load('mintlify.yaml'))).toEqual([
      { id: 'channelOne', title: 'Test channel', description: 'This is a websocket channel.', address: '/' },
    ]);
    expect(listChannels(await load('v3.yaml'))).toEqual([
      { id: 'roomMessages', title: 'Room messages', description: 'Messages of one room', address: '/rooms/{roomId}' },
      { id: 'user_presence_API', title: 'Presence', address: '/presence' },
    ]);
  });

  it('uses the key as the address in 2.x', async () => {
    expect(listChannels(await load('v2.yaml'))).toEqual([
      { id: 'user/signedup', title: 'User/signedup', description: 'A user signed up.', address: 'user/signedup' },
      { id: 'heartbeat', title: 'Heartbeat', address: 'heartbeat' },
    ]);
  });
});

describe('buildChannelModel (AsyncAPI 3.0)', () => {
  let mintlify: AsyncApiSpec;
  let chat: AsyncApiSpec;
  beforeAll(async () => {
    mintlify = await load('mintlify.yaml');
    chat = await load('v3.yaml');
  });

  it('is undefined for an unknown channel', () => {
    expect(buildChannelModel(mintlify, 'nope', { markdown })).toBeUndefined();
  });

  it('builds the page of channelOne', () => {
    const page = model(mintlify, 'channelOne');
    expect(page).toMatchObject({ kind: 'channel', spec: 'mintlify.yaml', id: 'channelOne', title: 'Test channel' });
    expect(page.address).toBe('/');
    expect(page.description?.markdown).toMatch(/^This is a websocket channel\.\nIt can have _markdown_/);
    expect(page.servers).toEqual([
      {
        name: 'echo-websocket',
        url: 'wss://echo-websocket.hoppscotch.io',
        protocol: 'wss',
        variables: [],
        security: [],
      },
      { name: 'echo', url: 'wss://echo.websocket.org', protocol: 'wss', variables: [], security: [] },
    ]);
    expect(page.operations).toEqual([
      // 3.0 actions are the application's: the page gives the client's (`action: receive` → the client sends).
      { id: 'sendTestMessage', action: 'send', messages: ['TestMessage'] },
      { id: 'receiveTestMessage', action: 'receive', messages: ['TestMessage'] },
      { id: 'receiveTimestamp', action: 'receive', messages: ['Timestamp'] },
    ]);
    expect(page.bindings).toEqual([]);
  });

  it('gives messages their payload fields, anchored under the message id', () => {
    const [test, timestamp] = model(mintlify, 'channelOne').messages;
    expect(test).toMatchObject({ id: 'TestMessage', title: 'Test message' });
    expect(test?.description?.markdown).toBe('Test message sent to the echo server');
    expect(test?.payload?.type).toBe('object');
    expect(test?.payload?.fields.map((f) => [f.name, f.anchor, f.type, f.required])).toEqual([
      ['text', 'TestMessage.text', 'string', true],
      ['subtext', 'TestMessage.subtext', 'string', false],
      ['from', 'TestMessage.from', 'string', false],
    ]);
    expect(test?.payload?.fields[0]?.description?.html).toBe('<p>The text of your message</p>');
    // No example in the spec: one is generated from the payload.
    expect(JSON.parse(test?.examples[0]?.value ?? '')).toEqual({ text: 'string', subtext: 'string', from: 'string' });
    // A multi-format payload (`payload: {schema}`) is unwrapped; the schema's own example is used.
    expect(timestamp).toMatchObject({ id: 'Timestamp', title: 'Timestamp' });
    expect(timestamp?.payload).toMatchObject({ type: 'string', fields: [], field: { anchor: 'Timestamp' } });
    expect(timestamp?.examples).toEqual([{ name: 'Example', value: '22:02:27 GMT+0000 (Coordinated Universal Time)' }]);
  });

  it('filters servers by the channel, with variable defaults', () => {
    const page = model(chat, 'roomMessages');
    expect(page.servers).toEqual([
      {
        name: 'production',
        url: 'wss://chat.example.com:443/ws',
        protocol: 'wss',
        description: 'Production',
        descriptionHtml: 'Production',
        variables: [{ name: 'port', default: '443' }],
        security: [],
      },
    ]);
    expect(model(chat, 'user_presence_API').servers.map((s) => s.url)).toEqual([
      'wss://chat.example.com:443/ws',
      'ws://staging.example.com',
    ]);
  });

  it("shows each server's variables (the values they take) and security, and an operation's own security", () => {
    const document = {
      asyncapi: '3.0.0',
      info: { title: 't', version: '1' },
      servers: {
        prod: {
          host: '{region}.chat.example.com:{port}',
          protocol: 'wss',
          variables: {
            region: { enum: ['eu', 'us'], default: 'eu', description: 'Data residency' },
            port: { enum: ['443', '8443'] },
          },
          security: [
            { $ref: '#/components/securitySchemes/token' },
            {
              type: 'oauth2',
              flows: { clientCredentials: { tokenUrl: 'https://a/t', availableScopes: {} } },
              scopes: ['chat:read'],
            },
          ],
        },
      },
      channels: { room: { address: '/room' } },
      operations: {
        post: {
          action: 'receive',
          channel: { $ref: '#/channels/room' },
          security: [{ type: 'httpApiKey', name: 'X-Key', in: 'header' }],
        },
      },
      components: {
        securitySchemes: { token: { type: 'httpApiKey', name: 'token', in: 'query', description: 'Your token.' } },
      },
    };
    const page = model({ file: 's.yaml', document, version: '3.0.0' }, 'room');
    const [server] = page.servers;
    expect(server?.url).toBe('wss://eu.chat.example.com:443');
    expect(server?.variables).toEqual([
      {
        name: 'region',
        default: 'eu',
        enum: ['eu', 'us'],
        description: 'Data residency',
        descriptionHtml: 'Data residency',
      },
      { name: 'port', default: '443', enum: ['443', '8443'] },
    ]);
    expect(server?.security.map((scheme) => [scheme.name, scheme.summary, scheme.scopes ?? []])).toEqual([
      ['token', 'An API key in the query parameter `token`.', []],
      ['oauth2', 'An OAuth 2.0 access token, flows: clientCredentials.', ['chat:read']],
    ]);
    expect(server?.security[0]).toMatchObject({
      in: 'query',
      parameter: 'token',
      description: markdown('Your token.'),
    });
    expect(page.operations[0]?.security?.map((scheme) => scheme.summary)).toEqual([
      'An API key in the header `X-Key`.',
    ]);
  });

  it('reads a JSON Schema written in YAML as fields, and shows an Avro schema as written, named', () => {
    const document = {
      asyncapi: '3.0.0',
      info: { title: 't', version: '1' },
      channels: {
        room: {
          address: '/room',
          messages: {
            yaml: {
              payload: {
                schemaFormat: 'application/schema+yaml;version=draft-07',
                schema: { type: 'object', properties: { x: { type: 'integer' } } },
              },
            },
            avro: {
              payload: {
                schemaFormat: 'application/vnd.apache.avro;version=1.9.0',
                schema: { type: 'record', name: 'User', fields: [{ name: 'id', type: 'long' }] },
              },
            },
          },
        },
      },
    };
    const page = model({ file: 's.yaml', document, version: '3.0.0' }, 'room');
    const [yaml, avro] = page.messages;
    expect(yaml?.payload?.fields.map((field) => `${field.name} ${field.type}`)).toEqual(['x integer']);
    expect(avro?.payload).toBeUndefined();
    expect(avro?.payloadSource?.format).toBe('Avro');
    expect(JSON.parse(avro!.payloadSource!.text)).toEqual({
      type: 'record',
      name: 'User',
      fields: [{ name: 'id', type: 'long' }],
    });
  });

  it("gives an operation its reply: the answering messages (the reply channel's when none are named) and where", () => {
    const document = {
      asyncapi: '3.0.0',
      info: { title: 't', version: '1' },
      channels: {
        ping: { address: '/', messages: { ping: { payload: { type: 'string' } } } },
        pong: { address: '/pong', messages: { pong: { payload: { type: 'string' } } } },
      },
      operations: {
        sendPing: {
          action: 'receive',
          channel: { $ref: '#/channels/ping' },
          reply: { channel: { $ref: '#/channels/pong' }, address: { location: '$message.header#/replyTo' } },
        },
      },
    };
    const page = model({ file: 's.yaml', document, version: '3.0.0' }, 'ping');
    expect(page.operations).toEqual([
      {
        id: 'sendPing',
        action: 'send',
        messages: ['ping'],
        reply: { messages: ['pong'], address: '/pong', location: '$message.header#/replyTo' },
      },
    ]);
    expect(page.messages.map((message) => message.id)).toEqual(['ping', 'pong']);
  });

  it("keeps operation bindings (its traits' too), message bindings and a message's correlation id", () => {
    const document = {
      asyncapi: '3.0.0',
      info: { title: 't', version: '1' },
      channels: {
        light: {
          address: 'lights',
          messages: {
            measured: {
              payload: { type: 'string' },
              correlationId: { location: '$message.header#/correlationId', description: 'Ties replies to requests.' },
              bindings: { kafka: { key: { type: 'string' } } },
            },
          },
        },
      },
      operations: {
        receiveLight: {
          action: 'receive',
          channel: { $ref: '#/channels/light' },
          traits: [{ $ref: '#/components/operationTraits/mqtt' }],
        },
      },
      components: { operationTraits: { mqtt: { bindings: { mqtt: { qos: 1 } } } } },
    };
    const page = model({ file: 's.yaml', document, version: '3.0.0' }, 'light');
    expect(page.operations[0]?.bindings).toEqual([{ protocol: 'mqtt', value: '{\n  "qos": 1\n}' }]);
    const [message] = page.messages;
    expect(message?.correlationId).toEqual({
      location: '$message.header#/correlationId',
      description: 'Ties replies to requests.',
    });
    expect(message?.bindings?.map((binding) => binding.protocol)).toEqual(['kafka']);
  });

  it('lists operations with titles; one without messages carries all of its channel', () => {
    const page = model(chat, 'roomMessages');
    expect(page.description?.markdown).toBe('Messages of one room');
    expect(page.operations).toEqual([
      {
        id: 'sendChat',
        action: 'send',
        title: 'Send a chat message',
        description: markdown('Posts a message to the _room_.'),
        messages: ['chatMessage'],
      },
      { id: 'receiveRoom', action: 'receive', messages: ['chatMessage', 'typing'] },
    ]);
  });

  it('shows the examples of messages defined under components, and headers from traits', () => {
    const [chatMessage, typing] = model(chat, 'roomMessages').messages;
    expect(chatMessage).toMatchObject({ id: 'chatMessage', title: 'Chat message', contentType: 'application/json' });
    expect(chatMessage?.examples.map((e) => e.name)).toEqual(['hello', 'Bye']);
    expect(JSON.parse(chatMessage?.examples[0]?.value ?? '')).toEqual({
      text: 'Hello',
      author: { name: 'Ann', id: 1 },
    });
    expect(anchors(chatMessage?.payload?.fields)).toEqual([
      'chatMessage.text',
      'chatMessage.author',
      'chatMessage.author.name',
      'chatMessage.author.id',
    ]);
    expect(chatMessage?.payload?.fields[1]?.schemaName).toBe('Author');
    expect(anchors(chatMessage?.headers?.fields)).toEqual(['chatMessage.headers.correlationId']);
    expect(typing).toMatchObject({ id: 'typing', title: 'Typing', contentType: 'text/plain' });
    expect(typing?.examples).toEqual([{ name: 'Example', value: 'alice is typing' }]);
  });

  it('gives protocol bindings as pretty JSON', () => {
    const { bindings } = model(chat, 'roomMessages');
    expect(bindings.map((b) => b.protocol)).toEqual(['ws']);
    expect(JSON.parse(bindings[0]?.value ?? '')).toEqual({
      query: { type: 'object', properties: { token: { type: 'string' } } },
    });
    expect(bindings[0]?.value).toContain('\n  "query"');
  });

  it('shows no fields for payloads that are not JSON Schema (Avro), but the schema as written', () => {
    const page = model(chat, 'user_presence_API');
    expect(page.operations).toEqual([{ id: 'watchPresence', action: 'receive', messages: ['presence'] }]);
    const [presence, avro] = page.messages;
    expect(anchors(presence?.payload?.fields)).toEqual(['presence.online']);
    expect(avro).toEqual({
      id: 'avroMessage',
      title: 'avroMessage',
      contentType: 'application/json',
      examples: [],
      // Not JSON Schema: shown as written, with its format's name.
      payloadSource: { format: 'Avro', text: '{\n  "type": "record",\n  "name": "User",\n  "fields": []\n}' },
    });
  });

  it('keeps anchors unique on the page', () => {
    const page = model(chat, 'roomMessages');
    const all = page.messages.flatMap((m) => [...anchors(m.payload?.fields), ...anchors(m.headers?.fields)]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('buildChannelModel (AsyncAPI 2.x)', () => {
  let spec: AsyncApiSpec;
  beforeAll(async () => {
    spec = await load('v2.yaml');
  });

  it('maps publish to send and subscribe to receive', () => {
    const page = model(spec, 'user/signedup');
    expect(page).toMatchObject({ title: 'User/signedup', address: 'user/signedup' });
    expect(page.description?.markdown).toBe('A user signed up.');
    expect(page.operations).toEqual([
      { id: 'onUserSignedUp', action: 'receive', title: 'Get told about new users', messages: ['userSignedUp'] },
      { id: 'publish', action: 'send', description: markdown('Ask for a new user.'), messages: ['CreateUser', 'ping'] },
    ]);
    expect(model(spec, 'heartbeat').operations).toEqual([{ id: 'beat', action: 'send', messages: ['beatMessage'] }]);
  });

  it('takes server URLs as written, filtered by the channel', () => {
    expect(model(spec, 'user/signedup').servers).toEqual([
      {
        name: 'production',
        url: 'ws://api.example.com:8080/ws',
        protocol: 'ws',
        variables: [{ name: 'port', default: '8080' }],
        security: [],
      },
    ]);
    expect(model(spec, 'heartbeat').servers.map((s) => s.name)).toEqual(['production', 'mqtt']);
  });

  it('builds messages from components, inline ones and `oneOf`', () => {
    const [signedUp, create, ping] = model(spec, 'user/signedup').messages;
    expect(signedUp).toMatchObject({ id: 'userSignedUp', contentType: 'application/json' });
    expect(signedUp?.description?.markdown).toBe('A new user');
    expect(signedUp?.examples).toEqual([{ name: 'ann', value: '{\n  "email": "ann@example.com"\n}' }]);
    expect(signedUp?.payload?.fields.map((f) => [f.anchor, f.type])).toEqual([['userSignedUp.email', 'string<email>']]);
    expect(anchors(create?.payload?.fields)).toEqual(['CreateUser.email']);
    expect(ping?.title).toBe('ping');
    expect(anchors(ping?.payload?.fields)).toEqual(['ping.at']);
    expect(JSON.parse(ping?.examples[0]?.value ?? '')).toHaveProperty('at');
  });
});

describe('buildChannelModel on malformed specs', () => {
  it('never throws, and keeps what it can read', () => {
    const document = {
      asyncapi: '3.0.0',
      servers: { a: 'nope', b: { host: 'h', protocol: 'ws', variables: 'x' } },
      channels: {
        odd: {
          address: null,
          servers: 'all',
          messages: { m: 'text', n: { $ref: '#/nowhere' }, o: { payload: null, examples: [null, 'x', {}] } },
          bindings: { $ref: '#/missing' },
        },
        self: { $ref: '#/channels/self' },
      },
      operations: {
        one: null,
        two: { action: 'send', channel: { $ref: '#/channels/odd' }, messages: 'all' },
        three: { action: 'send', channel: { $ref: '#/channels/odd' }, messages: [{ $ref: '#/nowhere' }, 4] },
      },
    };
    const spec: AsyncApiSpec = { file: 'odd.yaml', document, version: '3.0.0' };
    expect(listChannels(spec)).toEqual([
      { id: 'odd', title: 'Odd' },
      { id: 'self', title: 'Self' },
    ]);
    const odd = model(spec, 'odd');
    expect(odd.servers).toEqual([{ name: 'b', url: 'ws://h', protocol: 'ws', variables: [], security: [] }]);
    expect(odd.operations).toEqual([
      { id: 'two', action: 'receive', messages: ['o'] },
      { id: 'three', action: 'receive', messages: [] },
    ]);
    expect(odd.messages).toEqual([{ id: 'o', title: 'o', examples: [] }]);
    expect(model(spec, 'self')).toMatchObject({ id: 'self', operations: [], messages: [] });
    const v2: AsyncApiSpec = {
      file: 'odd.yaml',
      document: { channels: { c: { publish: 'x', subscribe: {} } } },
      version: '2.0.0',
    };
    expect(model(v2, 'c').operations).toEqual([{ id: 'subscribe', action: 'receive', messages: [] }]);
  });
});

describe('channel parameters', () => {
  it('lists 3.0 and 2.x address parameters as fields, anchored under `parameter.`', () => {
    const v3 = buildChannelModel(
      {
        file: 'a.yaml',
        version: '3.0.0',
        document: {
          asyncapi: '3.0.0',
          channels: {
            room: {
              address: '/rooms/{roomId}',
              parameters: { roomId: { description: 'The room.', enum: ['a', 'b'], default: 'a' } },
            },
          },
        },
      },
      'room',
      { markdown: (t) => ({ markdown: t, html: t }) },
    )!;
    expect(v3.parameters.map((p) => [p.anchor, p.type, p.default, p.enum, p.description?.markdown])).toEqual([
      ['parameter.roomId', 'enum<string>', '"a"', ['"a"', '"b"'], 'The room.'],
    ]);
    const v2 = buildChannelModel(
      {
        file: 'b.yaml',
        version: '2.6.0',
        document: {
          asyncapi: '2.6.0',
          channels: { 'users/{id}': { parameters: { id: { schema: { type: 'integer' } } } } },
        },
      },
      'users/{id}',
      { markdown: (t) => ({ markdown: t, html: t }) },
    )!;
    expect(v2.parameters.map((p) => [p.anchor, p.type])).toEqual([['parameter.id', 'integer']]);
  });
});
