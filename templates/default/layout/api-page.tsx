/**
 * The article of an API reference page (`PageData.api`): the page header with the endpoint (or channel) line,
 * the page's own body, the generated sections, and a right column of examples. The column sits beside the
 * content on wide screens (sticky) and under it on narrow ones, from CSS alone; it replaces the table of
 * contents, and the layout's side-panel script moves the body's own RequestExample/ResponseExample blocks into it.
 */
import type { VNode } from 'preact';
import type {
  ChannelModel,
  OperationModel,
  PageData,
  RichText,
  SchemaPageModel,
} from '../../../src/render/page-data.js';
import { searchIgnore } from './search-marks.js';
import { RequestBodyExamples, RequestExamples, ResponseExamples, SchemaExample } from '../components/api/examples.js';
import { Authorizations, Servers } from '../components/api/access.js';
import { ChannelParameters } from '../components/api/channel-parameters.js';
import {
  ChannelBindings,
  ChannelLine,
  ChannelMessages,
  ChannelOperations,
  ChannelServers,
} from '../components/api/channel.js';
import { MessageExamples } from '../components/api/channel-examples.js';
import { Callbacks, EndpointLine, Parameters, RequestBody, Responses } from '../components/api/operation.js';
import { SchemaRootView } from '../components/api/schema.js';
import { type ApiEnv, createApiEnv, Rich, Section } from '../components/api/shared.js';
import { Body, PageHeader } from './content.js';
import type { TextMemo } from '../../../src/util/text-memo.js';

/** Props of the API article. */
export interface ApiArticleProps {
  data: PageData;
  /** The site state's store of example markup that repeats across pages (`RenderHelpers.apiMemo`). */
  memo?: TextMemo | undefined;
}

/** The spec's rich description, or the page's plain one when the spec has none. */
function Description(props: { data: PageData; api: { description?: RichText | undefined } }): VNode | null {
  if (props.api.description?.html.trim()) {
    return <Rich text={props.api.description} className="q-page-description q-api-description" />;
  }
  return props.data.description ? <p class="q-page-description">{props.data.description}</p> : null;
}

/**
 * The "Try it" button of the playground. The island (`playground.js`, loaded only by pages with a slot) shows
 * it and opens the playground from the operation's playground file (or, on a hand-written page, from `inline`
 * and the page's ParamFields). Hidden until then: without JavaScript there is no half-working control.
 */
function PlaygroundSlot(props: { data: PageData; op: OperationModel }): VNode | null {
  const { op } = props;
  const playground = op.playground;
  if (playground.display === 'none' || op.kind === 'webhook' || (!playground.file && !playground.inline)) return null;
  const languages = [...new Set(op.requestExamples.map((sample) => sample.language))];
  const site = props.data.site;
  return (
    <div
      class="q-api-playground"
      hidden={true}
      data-playground-display={playground.display}
      {...(playground.file ? { 'data-playground-file': playground.file } : {})}
      {...(playground.inline ? { 'data-playground-inline': JSON.stringify(playground.inline) } : {})}
      data-playground-languages={JSON.stringify(languages)}
      {...(site.playground?.proxy ? { 'data-playground-proxy': site.playground.proxy } : {})}
      {...(site.playground?.credentials ? { 'data-playground-credentials': 'include' } : {})}
      {...(playground.display === 'auth' ? authData(site.auth, playground) : {})}
      {...searchIgnore(props.data)}
    >
      <button type="button" class="q-playground__open">
        <span aria-hidden="true">▶</span> Try it
      </button>
    </div>
  );
}

/** What the island needs to decide who sees an `auth` playground. */
function authData(auth: PageData['site']['auth'], playground: OperationModel['playground']): Record<string, string> {
  const out: Record<string, string> = {};
  if (auth) out['data-site-auth'] = JSON.stringify(auth);
  if (playground.groups?.length) out['data-playground-groups'] = JSON.stringify(playground.groups);
  if (playground.public) out['data-playground-public'] = '';
  return out;
}

/**
 * The WebSocket console's button; the island (`playground.js`) shows it and opens the console in place. Hidden
 * until then, and absent when no server of the channel speaks WebSocket.
 */
function ConsoleSlot(props: { channel: ChannelModel }): VNode | null {
  const spec = props.channel.console;
  if (!spec) return null;
  return (
    <div class="q-api-playground" data-playground="websocket" data-console={JSON.stringify(spec)} hidden={true}>
      <button type="button" class="q-playground__open" aria-expanded="false">
        <span aria-hidden="true">▶</span> Open console
      </button>
    </div>
  );
}

/** The examples column; empty (and then hidden by CSS) when there is nothing to show. */
function ExamplesColumn(props: { data: PageData; children: VNode | (VNode | null)[] | null }): VNode {
  return (
    <aside class="q-api-aside" data-q-panel="" aria-label="Examples" {...searchIgnore(props.data)}>
      {props.children}
    </aside>
  );
}

function OperationArticle(props: { data: PageData; op: OperationModel; env: ApiEnv }): VNode {
  const { data, op, env } = props;
  return (
    <div class="q-api" data-api-kind={op.kind}>
      <div class="q-api-main">
        <PageHeader data={data} deprecated={op.deprecated}>
          <EndpointLine op={op} />
          <PlaygroundSlot data={data} op={op} />
          <Description data={data} api={op} />
        </PageHeader>
        <Body html={data.html} />
        <Servers op={op} />
        <Authorizations op={op} level={2} />
        <Parameters env={env} op={op} level={2} />
        <RequestBody env={env} op={op} level={2} />
        <Callbacks env={env} op={op} level={2} />
        <Responses env={env} op={op} level={2} />
      </div>
      <ExamplesColumn data={data}>
        {[
          // The page's own <RequestExample> / <ResponseExample> replace the generated ones (reference §5.6).
          ...(ownExample(data, 'request')
            ? []
            : [
                <RequestExamples env={env} samples={op.requestExamples} />,
                <RequestBodyExamples env={env} contents={op.body?.contents} />,
              ]),
          ownExample(data, 'response') ? null : <ResponseExamples env={env} responses={op.responses} />,
        ]}
      </ExamplesColumn>
    </div>
  );
}

/** True when the page's own content has a <RequestExample> (or <ResponseExample>): its side panel. */
function ownExample(data: PageData, which: 'request' | 'response'): boolean {
  return data.html.includes(`data-side-panel="${which}"`);
}

function SchemaArticle(props: { data: PageData; page: SchemaPageModel; env: ApiEnv }): VNode {
  const { data, page, env } = props;
  return (
    <div class="q-api" data-api-kind="schema">
      <div class="q-api-main">
        <PageHeader data={data}>
          <div class="q-api-endpoint" data-kind="schema">
            <span class="q-api-kind">Schema</span>
            <code class="q-api-endpoint__url">{page.name}</code>
          </div>
          <Description data={data} api={page} />
        </PageHeader>
        <Body html={data.html} />
        <Section title="Attributes" level={2} id="api-schema" className="q-api-schema-section">
          <SchemaRootView env={env} root={page.schema} />
        </Section>
      </div>
      <ExamplesColumn data={data}>
        <SchemaExample env={env} example={page.example} />
      </ExamplesColumn>
    </div>
  );
}

/** An AsyncAPI channel: where to connect, the messages to send and receive, and their examples beside them. */
function ChannelArticle(props: { data: PageData; channel: ChannelModel; env: ApiEnv }): VNode {
  const { data, channel, env } = props;
  return (
    <div class="q-api" data-api-kind="channel">
      <div class="q-api-main">
        <PageHeader data={data}>
          <ChannelLine channel={channel} />
          <ConsoleSlot channel={channel} />
          <Description data={data} api={channel} />
        </PageHeader>
        <Body html={data.html} />
        <ChannelServers channel={channel} />
        <ChannelParameters env={env} channel={channel} />
        <ChannelOperations env={env} channel={channel} />
        <ChannelMessages env={env} channel={channel} />
        <ChannelBindings env={env} channel={channel} />
      </div>
      <ExamplesColumn data={data}>
        <MessageExamples env={env} channel={channel} />
      </ExamplesColumn>
    </div>
  );
}

/** The article of an API page: an operation or webhook, a schema, or an AsyncAPI channel. */
export function ApiArticle(props: ApiArticleProps): VNode | null {
  const api = props.data.api;
  if (!api) return null;
  const env = createApiEnv({
    expanded: 'expanded' in api && api.expanded === true,
    search: props.data.search !== undefined,
    ...(props.memo ? { memo: props.memo } : {}),
  });
  if (api.kind === 'channel') return <ChannelArticle data={props.data} channel={api} env={env} />;
  return api.kind === 'schema' ? (
    <SchemaArticle data={props.data} page={api} env={env} />
  ) : (
    <OperationArticle data={props.data} op={api} env={env} />
  );
}
