/**
 * The right column of an AsyncAPI channel page: the messages' examples, in one frame per action (what the client
 * sends, then what it receives), a tab per message labelled with its action pill, and a selector by example name
 * when a message has several. Code blocks are the endpoint pages' (examples.tsx).
 */
import type { VNode } from 'preact';
import type { ChannelMessage } from '../../../../src/render/page-data.js';
import { ACTION_TITLES, ACTIONS, type Action, ActionPill, type ChannelPartProps, messageActions } from './channel.js';
import { ExampleCode } from './examples.js';
import { type ApiEnv, ApiTabs } from './shared.js';

/** A message's examples: one code block, or a selector by name when there are several. */
function MessageExampleList(props: { env: ApiEnv; message: ChannelMessage }): VNode {
  const { env, message } = props;
  const type = message.contentType;
  if (message.examples.length === 1) return <ExampleCode value={message.examples[0]!.value} mediaType={type} />;
  return (
    <ApiTabs
      env={env}
      kind="tabs"
      dropdown={true}
      label="Example"
      className="q-api-example-select"
      tabs={message.examples.map((example) => ({
        title: example.name,
        content: <ExampleCode value={example.value} mediaType={type} />,
      }))}
    />
  );
}

/**
 * The right column: one frame per action (Send, Receive, then messages no operation carries), a tab per message
 * with examples, labelled with its action pill.
 */
export function MessageExamples(props: ChannelPartProps): VNode | null {
  const { env, channel } = props;
  const actions = messageActions(channel);
  const shown = channel.messages.filter((message) => message.examples.length > 0);
  const groups: { action?: Action; messages: ChannelMessage[] }[] = [
    ...ACTIONS.map((action) => ({ action, messages: shown.filter((m) => actions.get(m.id)?.includes(action)) })),
    { messages: shown.filter((message) => !actions.has(message.id)) },
  ];
  const frames = groups.filter((group) => group.messages.length > 0);
  if (frames.length === 0) return null;
  return (
    <>
      {frames.map(({ action, messages }) => (
        <div
          class={`q-api-examples q-api-examples--${action ?? 'message'}`}
          {...(action ? { 'data-action': action } : {})}
        >
          <ApiTabs
            env={env}
            kind="example"
            label={action ? `${ACTION_TITLES[action]} message` : 'Message'}
            tabs={messages.map((message) => ({
              title: message.title,
              label: (
                <>
                  {action ? <ActionPill action={action} /> : null}
                  <span>{message.title}</span>
                </>
              ),
              content: <MessageExampleList env={env} message={message} />,
            }))}
          />
        </div>
      ))}
    </>
  );
}
