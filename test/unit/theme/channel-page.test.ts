import { describe, expect, it } from 'vitest';
import type { ChannelModel, PageData, SchemaField } from '../../../src/render/page-data.js';
import { renderDocument } from '../../../templates/default/layout/document.js';
import { elementById, tagsWithClass, text } from './html-query.js';
import { helpers, page } from './page-fixture.js';
import { schemaField } from '../../support/api-models.js';

/** A field with every flag off: the tests spell out only what matters to them. */
function field(name: string, anchor: string, extra: Partial<SchemaField> = {}): SchemaField {
  return schemaField(name, { anchor, ...extra });
}

const rich = (markdown: string, html: string) => ({ markdown, html });

const channel: ChannelModel = {
  kind: 'channel',
  spec: 'asyncapi.yaml',
  id: 'chat',
  title: 'Chat',
  address: '/rooms/{roomId}',
  description: rich('Real-time **chat**.', '<p>Real-time <strong>chat</strong>.</p>'),
  servers: [
    {
      name: 'production',
      url: 'wss://chat.acme.dev/v1',
      protocol: 'wss',
      description: 'Live <b>traffic</b> on `wss`',
      descriptionHtml: 'Live &lt;b>traffic&lt;/b> on <code>wss</code>',
      variables: [{ name: 'version', default: 'v1', enum: ['v1', 'v2'], description: 'API version' }],
      security: [
        {
          name: 'token',
          type: 'httpApiKey',
          summary: 'An API key in the query parameter token.',
          in: 'query',
          parameter: 'token',
        },
      ],
    },
    { name: 'sandbox', url: 'ws://localhost:8080', protocol: 'ws', variables: [], security: [] },
  ],
  parameters: [
    {
      name: 'roomId',
      anchor: 'parameter.roomId',
      type: 'string',
      required: true,
      deprecated: false,
      readOnly: false,
      writeOnly: false,
      nullable: false,
      constraints: [],
      pills: { pre: [], post: [] },
      description: rich('The room.', '<p>The room.</p>'),
    },
  ],
  operations: [
    {
      id: 'postMessage',
      action: 'send',
      title: 'Post a <img src=x onerror=alert(1)>',
      description: rich('Posts one.', '<p>Posts one.</p>'),
      messages: ['chatMessage'],
    },
    { id: 'onMessage', action: 'receive', title: 'New messages', messages: ['chatMessage', 'userJoined'] },
    { id: 'onError', action: 'receive', messages: ['error'] },
  ],
  messages: [
    {
      id: 'chatMessage',
      title: 'Chat message',
      description: rich('One line of chat.', '<p>One line of chat.</p>'),
      contentType: 'application/json',
      headers: { type: 'object', fields: [field('x-trace', 'chatMessage.headers.x-trace')] },
      payload: {
        type: 'object',
        fields: [
          field('text', 'chatMessage.text', { required: true }),
          field('author', 'chatMessage.author', {
            type: 'object',
            children: [field('name', 'chatMessage.author.name')],
          }),
          field('reply', 'chatMessage.reply', {
            type: 'object',
            variants: {
              kind: 'oneOf',
              options: [
                { title: 'Quote', type: 'object', fields: [field('quote', 'chatMessage.reply.quote')] },
                { title: 'Thread', type: 'object', fields: [field('thread', 'chatMessage.reply.thread')] },
              ],
            },
          }),
          field('parent', 'chatMessage.parent', { type: 'object', circular: 'ChatMessage' }),
        ],
      },
      examples: [
        { name: 'Hello', value: '{"text":"hello","author":{"name":"Ada"}}' },
        { name: 'Evil', value: '{"text":"</script><script>alert(2)</script>"}' },
      ],
    },
    {
      id: 'userJoined',
      title: 'User <em>joined</em>',
      payload: { type: 'object', fields: [field('user', 'userJoined.user')] },
      examples: [{ name: 'Example', value: '{"user":"ada"}' }],
    },
    { id: 'error', title: 'Error', examples: [] },
  ],
  bindings: [{ protocol: 'ws', value: '{\n  "method": "GET",\n  "bindingVersion": "0.1.0"\n}' }],
};

const render = (api: ChannelModel, extra: Partial<PageData> = {}) =>
  renderDocument(page({ title: 'Chat', html: '', toc: [], api, ...extra }), helpers);
const aside = (html: string) => /<aside class="q-api-aside"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';

describe('API reference pages: AsyncAPI channels', () => {
  const html = render(channel);

  it('shows the protocol pill and the address with its parameters marked, then the description', () => {
    expect(tagsWithClass(html, 'q-api-endpoint')).toHaveLength(1);
    expect(html).toContain('<div class="q-api-endpoint" data-kind="channel">');
    expect(html).toMatch(/<span class="q-method q-method-websocket q-api-method q-api-method--channel">WSS<\/span>/);
    expect(html).toContain('<span class="q-api-path-param">{roomId}</span>');
    expect(html).toContain('data-code="/rooms/{roomId}"');
    expect(html).toContain('<p>Real-time <strong>chat</strong>.</p>');
    // No console without a console spec (a channel whose servers speak no WebSocket).
    expect(html).not.toContain('q-api-playground');
  });

  it('falls back to CHANNEL without servers, and leaves out empty sections', () => {
    const withoutAddress = Object.fromEntries(Object.entries(channel).filter(([key]) => key !== 'address'));
    const bare = render({
      ...(withoutAddress as ChannelModel),
      servers: [],
      parameters: [],
      bindings: [],
      operations: [],
    });
    expect(bare).toContain('q-api-method--channel">CHANNEL</span>');
    expect(bare).not.toContain('q-api-endpoint__url');
    for (const id of ['api-servers', 'api-channel-parameters', 'api-operations', 'api-bindings'])
      expect(elementById(bare, id)).toBeUndefined();
  });

  it('renders the sections in order', () => {
    const titles = [...html.matchAll(/<h2 class="q-api-section__title">([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Servers', 'Authorizations', 'Parameters', 'Operations', 'Messages', 'Bindings']);
    for (const id of ['api-servers', 'api-operations', 'api-messages', 'api-bindings']) {
      expect(elementById(html, id), id).toBeDefined();
    }
    expect(html).not.toContain('id="table-of-contents"');
  });

  it('lists the address parameters as field rows with anchors', () => {
    const parameters = elementById(html, 'api-channel-parameters')!;
    expect(parameters).toContain('id="parameter.roomId"');
    expect(text(parameters)).toContain('The room.');
  });

  it('lists every server with its name, URL, protocol, description and variables, and how to authenticate', () => {
    const servers = text(elementById(html, 'api-servers')!);
    expect(servers).toContain('production wss wss://chat.acme.dev/v1 Live &lt;b>traffic&lt;/b> on wss');
    // Inline Markdown in a server's description, its text escaped.
    expect(elementById(html, 'api-servers')).toContain('on <code>wss</code>');
    expect(servers).toContain('{version} default: v1 one of v1 v2 API version');
    expect(servers).toContain('sandbox ws ws://localhost:8080');
    const auth = text(elementById(html, 'api-authorizations')!);
    expect(auth).toContain('An API key in the query parameter token.');
    // Only one of the two servers asks for it.
    expect(auth).toContain('On production');
  });

  it("shows an operation's reply, and marks the answering message as received", () => {
    const withReply: ChannelModel = {
      ...channel,
      operations: [
        {
          id: 'postMessage',
          action: 'send',
          messages: ['chatMessage'],
          reply: { messages: ['error'], address: '/acks', location: '$message.header#/replyTo' },
        },
      ],
    };
    const out = render(withReply);
    const send = elementById(out, 'api-operations-send')!;
    expect(text(send)).toContain('Reply on /acks to $message.header#/replyTo');
    expect(send).toContain('href="#message-error">Error</a>');
    const error = elementById(out, 'message-error')!;
    expect(error).toContain('data-action="receive"');
  });

  it('groups operations into Send and Receive, linking their messages to the message sections', () => {
    const send = elementById(html, 'api-operations-send')!;
    const receive = elementById(html, 'api-operations-receive')!;
    expect(tagsWithClass(send, 'q-api-channel-op')).toHaveLength(1);
    expect(tagsWithClass(receive, 'q-api-channel-op')).toHaveLength(2);
    expect(send).toContain('<a class="q-api-message-link" href="#message-chatMessage">Chat message</a>');
    expect(send).not.toContain('#message-userJoined');
    expect(receive).toContain('href="#message-userJoined">User &lt;em>joined&lt;/em></a>');
    expect(receive).toContain('href="#message-error">Error</a>');
    expect(text(receive)).toContain('New messages onMessage');
    // An operation without a title goes by its id.
    expect(text(receive)).toContain('onError');
    expect(send).toContain('<p>Posts one.</p>');
    expect(html.indexOf('id="api-operations-send"')).toBeLessThan(html.indexOf('id="api-operations-receive"'));
  });

  it('gives each message a section with an anchor, its actions, content type, headers and payload', () => {
    const message = elementById(html, 'message-chatMessage')!;
    expect(message).toMatch(/^<section class="q-api-section q-api-message" id="message-chatMessage">/);
    expect(message).toContain('<a class="q-api-anchor" href="#message-chatMessage"');
    expect(tagsWithClass(message, 'q-api-action--send')).toHaveLength(1);
    expect(tagsWithClass(message, 'q-api-action--receive')).toHaveLength(1);
    expect(message).toContain('<code class="q-api-media">application/json</code>');
    expect(text(message)).toMatch(/Headers .*x-trace.* Payload .*text/);
    expect(elementById(html, 'message-userJoined')).toBeDefined();
    expect(text(elementById(html, 'message-error')!)).toContain('No payload schema.');
  });

  it('renders payload fields with the endpoint pages field rows: anchors, nesting, variants, circular', () => {
    for (const anchor of ['chatMessage.text', 'chatMessage.author', 'chatMessage.headers.x-trace', 'userJoined.user']) {
      const row = elementById(html, anchor);
      expect(row, anchor).toBeDefined();
      // Attribute order aside: rows are written as HTML in the order Preact gives with preact/compat loaded, as
      // it is on every page (the render path loads it), `class` last.
      expect(row).toMatch(/^<div[^>]* class="q-field q-api-field/);
      expect(row).toMatch(new RegExp(`<a [^>]*href="#${anchor.replace(/[.]/g, '\\.')}"[^>]* class="q-api-anchor"`));
    }
    const author = elementById(html, 'chatMessage.author')!;
    expect(author).toContain('<details class="q-api-children">');
    expect(author).toContain('id="chatMessage.author.name"');
    const reply = elementById(html, 'chatMessage.reply')!;
    expect(reply).toContain('data-title="Quote"');
    expect(reply).toContain('id="chatMessage.reply.thread"');
    expect(text(elementById(html, 'chatMessage.parent')!)).toContain('circular: ChatMessage');
  });

  it('shows the bindings as a code tab per protocol', () => {
    const bindings = elementById(html, 'api-bindings')!;
    expect(bindings).toContain('data-title="ws"');
    expect(bindings).toContain('<span class="q-api-json__key">&quot;bindingVersion&quot;</span>');
  });

  it('puts the message examples in the right column, labelled send or receive, with a selector when several', () => {
    const column = aside(html);
    expect(column).toMatch(/^<aside class="q-api-aside" data-q-panel /);
    const send = elementById(column.replace(/data-action="send"/, 'id="send-frame"'), 'send-frame')!;
    expect(send).toContain('data-title="Chat message"');
    expect(send).not.toContain('data-title="User &lt;em>joined&lt;/em>"');
    expect(send).toContain('<option value="q-api-tabs-');
    expect(text(send)).toContain('Hello');
    expect(column).toContain('<div class="q-api-examples q-api-examples--receive" data-action="receive">');
    expect(tagsWithClass(column, 'q-api-action--send').length).toBeGreaterThanOrEqual(1);
    expect(tagsWithClass(column, 'q-api-action--receive').length).toBeGreaterThanOrEqual(2);
    expect(column).toContain('<span class="q-api-json__key">&quot;user&quot;</span>');
    // The error message has no example: no tab for it.
    expect(column).not.toContain('data-title="Error"');
  });

  it('escapes text from the spec and inserts description HTML as is', () => {
    expect(html).not.toContain('<img src=x onerror=alert(1)>');
    expect(html).toContain('Post a &lt;img src=x onerror=alert(1)>');
    expect(html).not.toContain('<em>joined</em>');
    expect(html).not.toContain('<b>traffic</b>');
    expect(html).not.toContain('</script><script>alert(2)');
    expect(html).toContain('<p>One line of chat.</p>');
  });

  it('hides an empty examples column and keeps every id on the page unique', () => {
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBe(new Set(ids).size);
    const none = render({ ...channel, messages: channel.messages.map((m) => ({ ...m, examples: [] })) });
    expect(aside(none)).toMatch(/^<aside class="q-api-aside" data-q-panel aria-label="Examples"><\/aside>$/);
  });
});
