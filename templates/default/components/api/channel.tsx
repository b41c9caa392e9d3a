/**
 * The parts of an AsyncAPI channel page, in page order: the channel line under the title (protocol pill and
 * address), the servers, the operations grouped by what the reader's client does (send or receive), the messages
 * with their headers and payload as field trees (schema.tsx, so anchors, nesting and variants work as on endpoint
 * pages) and the protocol bindings. The right column's message examples are in channel-examples.tsx.
 */
import type { VNode } from 'preact';
import type {
  ChannelMessage,
  ChannelModel,
  ChannelOperation,
  ChannelServer,
  SecuritySchemeModel,
} from '../../../../src/render/page-data.js';
import { SchemeRow } from './access.js';
import { Glyph } from '../util.js';
import { ExampleCode } from './examples.js';
import { PathText } from './operation.js';
import { SchemaRootView } from './schema.js';
import { type ApiEnv, ApiTabs, Rich, Section, ServerDetails, ServersSection } from './shared.js';

/** Props of the parts that read only the channel. */
export interface ChannelProps {
  channel: ChannelModel;
}

/** Props of the parts that render fields or tabs (and so need page-unique tab ids). */
export interface ChannelPartProps extends ChannelProps {
  env: ApiEnv;
}

/** What the reader's client does with a message. */
export type Action = ChannelOperation['action'];

/** The actions in page order: what the client sends, then what it receives. */
export const ACTIONS: readonly Action[] = ['send', 'receive'];
/** The title of each action's group, pill and examples frame. */
export const ACTION_TITLES: Readonly<Record<Action, string>> = { send: 'Send', receive: 'Receive' };
const ACTION_HINTS: Record<Action, string> = {
  send: 'Messages your client sends on this channel.',
  receive: 'Messages your client receives on this channel.',
};

/** The element id of a message's section: `message-<id>` (message ids are unique on a page). */
export function messageAnchor(id: string): string {
  return `message-${id}`;
}

/** The actions each message is carried by, in send, receive order; a message no operation carries has none. */
export function messageActions(channel: ChannelModel): Map<string, Action[]> {
  const out = new Map<string, Action[]>();
  const add = (id: string, action: Action) => {
    const list = out.get(id) ?? [];
    if (!list.includes(action)) list.push(action);
    out.set(id, list);
  };
  for (const action of ACTIONS) {
    // A reply travels the other way: the answer to what the client sends is something it receives.
    const other: Action = action === 'send' ? 'receive' : 'send';
    for (const op of channel.operations) {
      if (op.action === action) for (const id of op.messages) add(id, action);
      if (op.action === other) for (const id of op.reply?.messages ?? []) add(id, action);
    }
  }
  return out;
}

/** The pill's text: the first server's protocol (`WSS`, `KAFKA`), else `CHANNEL`. */
export function channelPill(channel: ChannelModel): string {
  const protocol = channel.servers.find((server) => server.protocol.trim())?.protocol.trim();
  return protocol ? protocol.toUpperCase() : 'CHANNEL';
}

/** Props of an action pill. */
export interface ActionPillProps {
  action: Action;
}

/** `Send` or `Receive`, coloured per action. */
export function ActionPill(props: ActionPillProps): VNode {
  return (
    <span class={`q-pill q-api-action q-api-action--${props.action}`} data-action={props.action}>
      {ACTION_TITLES[props.action]}
    </span>
  );
}

/** Under the title: the protocol pill and the channel's address (its `{parameters}` marked), copyable. */
export function ChannelLine(props: ChannelProps): VNode {
  const { address } = props.channel;
  return (
    <div class="q-api-endpoint" data-kind="channel">
      <span class="q-method q-method-websocket q-api-method q-api-method--channel">{channelPill(props.channel)}</span>
      {address !== undefined ? (
        <>
          <code class="q-api-endpoint__url">
            <PathText path={address} />
          </code>
          <button
            type="button"
            class="q-copy q-api-endpoint__copy"
            aria-label="Copy the address"
            data-copy=""
            data-code={address}
          >
            <Glyph name="copy" />
          </button>
        </>
      ) : null}
    </div>
  );
}

function ServerItem(props: { server: ChannelServer }): VNode {
  const { server } = props;
  return (
    <li class="q-api-server q-api-channel-server">
      <span class="q-api-server__name">{server.name}</span>
      {server.protocol ? <span class="q-pill q-api-pill--protocol">{server.protocol}</span> : null}
      <code class="q-api-server__url">{server.url}</code>
      <ServerDetails server={server} />
    </li>
  );
}

/** Where to connect: every server of the channel, with its URL, protocol, description and variables. */
export function ChannelServers(props: ChannelProps): VNode | null {
  const { servers } = props.channel;
  if (servers.length === 0) return null;
  return (
    <>
      <ServersSection servers={servers} item={(server) => <ServerItem server={server} />} />
      <ServerSecurity servers={servers} />
    </>
  );
}

/**
 * How a client authenticates to the channel's servers: each scheme once, and the servers that ask for it when
 * not all of them do.
 */
function ServerSecurity(props: { servers: ChannelServer[] }): VNode | null {
  const schemes = new Map<string, { scheme: SecuritySchemeModel; servers: string[] }>();
  for (const server of props.servers) {
    for (const scheme of server.security) {
      const entry = schemes.get(scheme.name) ?? { scheme, servers: [] };
      entry.servers.push(server.name);
      schemes.set(scheme.name, entry);
    }
  }
  if (schemes.size === 0) return null;
  return (
    <Section title="Authorizations" level={2} id="api-authorizations">
      <div class="q-api-fields">
        {[...schemes.values()].map(({ scheme, servers }) => (
          <>
            <SchemeRow scheme={scheme} />
            {servers.length < props.servers.length ? (
              <p class="q-api-note">On {servers.map((name, i) => [i > 0 ? ', ' : '', <code>{name}</code>])}</p>
            ) : null}
          </>
        ))}
      </div>
    </Section>
  );
}

function OperationItem(props: { env: ApiEnv; op: ChannelOperation; titles: Map<string, string> }): VNode {
  const { op, titles } = props;
  return (
    <li class="q-api-channel-op" data-action={op.action}>
      <p class="q-api-channel-op__head">
        <span class="q-api-channel-op__title">{op.title ?? op.id}</span>
        {op.title !== undefined ? <code class="q-api-channel-op__id">{op.id}</code> : null}
      </p>
      <Rich text={op.description} />
      {op.security?.length ? (
        <p class="q-api-channel-op__security">
          Security:{' '}
          {op.security.map((scheme, i) => [
            i > 0 ? ', ' : '',
            <code>{scheme.name}</code>,
            ` (${scheme.summary.replace(/\.$/, '')})`,
          ])}
        </p>
      ) : null}
      <MessageLinks ids={op.messages} titles={titles} />
      {op.bindings?.length ? (
        <div class="q-api-channel-op__bindings">
          <p class="q-api-subtitle">Bindings</p>
          <BindingTabs env={props.env} bindings={op.bindings} />
        </div>
      ) : null}
      {op.reply ? (
        <div class="q-api-channel-op__reply">
          <p class="q-api-subtitle">
            Reply{op.reply.address ? [' on ', <code>{op.reply.address}</code>] : null}
            {op.reply.location ? [' to ', <code>{op.reply.location}</code>] : null}
          </p>
          <MessageLinks ids={op.reply.messages} titles={titles} />
        </div>
      ) : null}
    </li>
  );
}

function MessageLinks(props: { ids: string[]; titles: Map<string, string> }): VNode | null {
  if (props.ids.length === 0) return null;
  return (
    <ul class="q-api-channel-op__messages" role="list">
      {props.ids.map((id) => (
        <li>
          <a class="q-api-message-link" href={`#${messageAnchor(id)}`}>
            {props.titles.get(id) ?? id}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The operations in two groups, Send then Receive (each shown when it has operations). */
export function ChannelOperations(props: ChannelPartProps): VNode | null {
  const { operations, messages } = props.channel;
  if (operations.length === 0) return null;
  const titles = new Map(messages.map((message) => [message.id, message.title]));
  const groups = ACTIONS.map((action) => ({ action, ops: operations.filter((op) => op.action === action) }));
  return (
    <Section title="Operations" level={2} id="api-operations" className="q-api-channel-operations">
      {groups
        .filter((group) => group.ops.length > 0)
        .map(({ action, ops }) => (
          <Section
            title={ACTION_TITLES[action]}
            level={3}
            id={`api-operations-${action}`}
            className={`q-api-channel-group q-api-channel-group--${action}`}
          >
            <p class="q-api-note">{ACTION_HINTS[action]}</p>
            <ul class="q-api-channel-ops" role="list">
              {ops.map((op) => (
                <OperationItem env={props.env} op={op} titles={titles} />
              ))}
            </ul>
          </Section>
        ))}
    </Section>
  );
}

function MessageView(props: { env: ApiEnv; message: ChannelMessage; actions: Action[] }): VNode {
  const { env, message, actions } = props;
  const anchor = messageAnchor(message.id);
  const aside = (
    <>
      {actions.map((action) => (
        <ActionPill action={action} />
      ))}
      {message.contentType ? <code class="q-api-media">{message.contentType}</code> : null}
      <a class="q-api-anchor" href={`#${anchor}`} aria-label={`Link to ${message.title}`}>
        <Glyph name="link" />
      </a>
    </>
  );
  return (
    <Section title={message.title} level={3} id={anchor} className="q-api-message" aside={aside}>
      <Rich text={message.description} />
      {message.headers ? (
        <div class="q-api-message__headers">
          <p class="q-api-subtitle">Headers</p>
          <SchemaRootView env={env} root={message.headers} />
        </div>
      ) : null}
      {message.payload ? (
        <div class="q-api-message__payload">
          <p class="q-api-subtitle">Payload</p>
          <SchemaRootView env={env} root={message.payload} />
        </div>
      ) : message.payloadSource ? (
        <div class="q-api-message__payload">
          <p class="q-api-subtitle">Payload ({message.payloadSource.format} schema)</p>
          <ExampleCode value={message.payloadSource.text} mediaType="text/plain" memo={env.memo} />
        </div>
      ) : (
        <p class="q-api-note">No payload schema.</p>
      )}
      {message.correlationId ? (
        <p class="q-api-message__correlation">
          Correlation ID: <code>{message.correlationId.location}</code>
          {message.correlationId.description ? ` — ${message.correlationId.description}` : null}
        </p>
      ) : null}
      {message.bindings?.length ? (
        <div class="q-api-message__bindings">
          <p class="q-api-subtitle">Bindings</p>
          <BindingTabs env={env} bindings={message.bindings} />
        </div>
      ) : null}
    </Section>
  );
}

/** Every message of the channel: a linkable section with its headers and payload fields. */
export function ChannelMessages(props: ChannelPartProps): VNode | null {
  const { messages } = props.channel;
  if (messages.length === 0) return null;
  const actions = messageActions(props.channel);
  return (
    <Section title="Messages" level={2} id="api-messages" className="q-api-channel-messages">
      {messages.map((message) => (
        <MessageView env={props.env} message={message} actions={actions.get(message.id) ?? []} />
      ))}
    </Section>
  );
}

/** Protocol bindings: a code tab per protocol with its settings as JSON. */
function BindingTabs(props: { env: ApiEnv; bindings: ChannelModel['bindings'] }): VNode {
  return (
    <ApiTabs
      env={props.env}
      kind="code"
      label="Protocol"
      className="q-api-bindings__frame"
      tabs={props.bindings.map((binding) => ({
        title: binding.protocol,
        content: <ExampleCode value={binding.value} />,
      }))}
    />
  );
}

/** The channel's protocol bindings. */
export function ChannelBindings(props: ChannelPartProps): VNode | null {
  const { bindings } = props.channel;
  if (bindings.length === 0) return null;
  return (
    <Section title="Bindings" level={2} id="api-bindings" className="q-api-bindings">
      <BindingTabs env={props.env} bindings={bindings} />
    </Section>
  );
}
