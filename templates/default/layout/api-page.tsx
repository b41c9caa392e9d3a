/**
 * The article of an API reference page (`PageData.api`): the page header with the endpoint line, the page's own
 * body, the generated sections, and a right column of examples. The column sits beside the content on wide
 * screens (sticky) and under it on narrow ones, from CSS alone; it replaces the table of contents, and the
 * layout's side-panel script moves the body's own RequestExample/ResponseExample blocks into it.
 */
import type { VNode } from 'preact';
import type { OperationModel, PageData, SchemaPageModel } from '../../../src/render/page-data.js';
import { RequestExamples, ResponseExamples, SchemaExample } from '../components/api/examples.js';
import { Authorizations, Servers } from '../components/api/access.js';
import { Callbacks, EndpointLine, Parameters, RequestBody, Responses } from '../components/api/operation.js';
import { SchemaRootView } from '../components/api/schema.js';
import { type ApiEnv, createApiEnv, Rich, Section } from '../components/api/shared.js';
import { Body, PageHeader } from './content.js';

/** Props of the API article. */
export interface ApiArticleProps {
  data: PageData;
}

/** The spec's rich description, or the page's plain one when the spec has none. */
function Description(props: { data: PageData; api: OperationModel | SchemaPageModel }): VNode | null {
  if (props.api.description?.html.trim()) {
    return <Rich text={props.api.description} className="q-page-description q-api-description" />;
  }
  return props.data.description ? <p class="q-page-description">{props.data.description}</p> : null;
}

/**
 * Where the interactive playground goes. A later stage fills it (it reads the page's model); until then the
 * element stays empty and hidden, and nothing here builds any playground UI.
 */
function PlaygroundSlot(props: { op: OperationModel }): VNode | null {
  const display = props.op.playground.display;
  if (display === 'none') return null;
  // Placeholder only: the playground stage replaces or fills `.q-api-playground`.
  return <div class="q-api-playground" data-playground-display={display} hidden={true} />;
}

/** The examples column; empty (and then hidden by CSS) when there is nothing to show. */
function ExamplesColumn(props: { children: VNode | (VNode | null)[] | null }): VNode {
  return (
    <aside class="q-api-aside" data-q-panel="" aria-label="Examples">
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
          <PlaygroundSlot op={op} />
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
      <ExamplesColumn>
        {[
          <RequestExamples env={env} samples={op.requestExamples} />,
          <ResponseExamples env={env} responses={op.responses} />,
        ]}
      </ExamplesColumn>
    </div>
  );
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
      <ExamplesColumn>
        <SchemaExample env={env} example={page.example} />
      </ExamplesColumn>
    </div>
  );
}

/** The article of an API page: an operation or webhook, or a schema. */
export function ApiArticle(props: ApiArticleProps): VNode | null {
  const api = props.data.api;
  if (!api) return null;
  const env = createApiEnv();
  return api.kind === 'schema' ? (
    <SchemaArticle data={props.data} page={api} env={env} />
  ) : (
    <OperationArticle data={props.data} op={api} env={env} />
  );
}
