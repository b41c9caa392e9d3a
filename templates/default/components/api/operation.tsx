/**
 * The parts of an operation (or webhook) page, in page order: the endpoint line under the title, parameters by
 * location, body, callbacks and responses (servers and authorizations are in access.tsx). Callbacks reuse the
 * parameter, body and response renderers one heading level down.
 */
import type { VNode } from 'preact';
import type {
  MediaContent,
  OperationModel,
  ParameterLocation,
  ResponseModel,
} from '../../../../src/render/page-data.js';
import { Glyph } from '../util.js';
import { FieldList, SchemaRootView } from './schema.js';
import { type ApiEnv, ApiTabs, MethodPill, Rich, Section, StatusBadge, searchIgnored } from './shared.js';

/** Props of the parts that read only the operation. */
export interface OperationProps {
  op: OperationModel;
}

/** Props of the parts that render fields (and so need page-unique tab ids). */
export interface OperationPartProps extends OperationProps {
  env: ApiEnv;
  /** Heading level of the part's sections: 2 on the page, 3 in a callback. */
  level: 2 | 3;
}

/** Props of a path with parameters. */
export interface PathTextProps {
  path: string;
}

/** `/users/{id}` with each `{param}` segment marked (a channel address marks its parameters the same way). */
export function PathText(props: PathTextProps): VNode {
  const parts = props.path.split(/(\{[^}]*\})/);
  return (
    <span class="q-api-endpoint__path">
      {parts.map((part) => (/^\{[^}]*\}$/.test(part) ? <span class="q-api-path-param">{part}</span> : part))}
    </span>
  );
}

/** Under the title: method pill (WEBHOOK for webhooks), then the base URL when shown and the path, copyable. */
export function EndpointLine(props: OperationProps): VNode {
  const { op } = props;
  const webhook = op.kind === 'webhook';
  const base = !webhook && op.showBaseUrl && op.baseUrl ? op.baseUrl.replace(/\/$/, '') : '';
  return (
    <div class="q-api-endpoint" data-kind={op.kind}>
      <MethodPill method={webhook ? 'WEBHOOK' : op.method} />
      {webhook && op.method.toUpperCase() !== 'WEBHOOK' ? (
        <MethodPill method={op.method} className="q-api-method--sub" />
      ) : null}
      <code class="q-api-endpoint__url">
        {base ? <span class="q-api-endpoint__base">{base}</span> : null}
        <PathText path={op.path} />
      </code>
      {webhook ? null : (
        <button
          type="button"
          class="q-copy q-api-endpoint__copy"
          aria-label="Copy the URL"
          data-copy=""
          data-code={`${base || op.baseUrl?.replace(/\/$/, '') || ''}${op.path}`}
        >
          <Glyph name="copy" />
        </button>
      )}
    </div>
  );
}

const LOCATION_TITLES: Record<ParameterLocation, string> = {
  path: 'Path Parameters',
  query: 'Query Parameters',
  header: 'Headers',
  cookie: 'Cookies',
};
const LOCATION_ORDER: ParameterLocation[] = ['path', 'query', 'header', 'cookie'];

/**
 * One section per parameter location, in the order path, query, header, cookie. The page's own parameter rows
 * (not a callback's) name their parameter, which the playground reads to find the one an address names.
 */
export function Parameters(props: OperationPartProps): VNode {
  const groups = [...props.op.parameters]
    .filter((group) => group.fields.length > 0)
    .sort((a, b) => LOCATION_ORDER.indexOf(a.location) - LOCATION_ORDER.indexOf(b.location));
  return (
    <>
      {groups.map((group) => (
        <Section
          title={LOCATION_TITLES[group.location]}
          level={props.level}
          id={props.level === 2 ? `api-${group.location}-parameters` : undefined}
          className={`q-api-params q-api-params--${group.location}`}
        >
          <FieldList
            env={props.env}
            fields={group.fields}
            {...(props.level === 2 ? { parameterIn: group.location } : {})}
          />
        </Section>
      ))}
    </>
  );
}

function Encoding(props: { content: MediaContent }): VNode | null {
  const entries = Object.entries(props.content.encoding ?? {});
  if (entries.length === 0) return null;
  return (
    <dl class="q-api-facts q-api-encoding">
      {entries.map(([name, encoding]) => (
        <div class="q-api-facts__row">
          <dt>
            <code>{name}</code>
          </dt>
          <dd>
            {[
              encoding.style && `style ${encoding.style}`,
              encoding.explode !== undefined && (encoding.explode ? 'exploded' : 'not exploded'),
              encoding.contentType && `as ${encoding.contentType}`,
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The schemas of a body or response, one per media type: tabs when there are several. */
function Contents(props: { env: ApiEnv; contents: MediaContent[]; required?: boolean; label: string }): VNode | null {
  const { env, contents } = props;
  const view = (content: MediaContent, mediaType?: string) => (
    <>
      <SchemaRootView env={env} root={content.schema} required={props.required ?? false} mediaType={mediaType} />
      <Encoding content={content} />
    </>
  );
  if (contents.length === 0) return null;
  if (contents.length === 1) return <div class="q-api-single">{view(contents[0]!, contents[0]!.mediaType)}</div>;
  return (
    <ApiTabs
      env={env}
      kind="tabs"
      label={props.label}
      className="q-api-media-tabs"
      tabs={contents.map((content) => ({ title: content.mediaType, content: view(content) }))}
    />
  );
}

/** The request body: required mark, description, and the schema per content type. */
export function RequestBody(props: OperationPartProps): VNode | null {
  const { body } = props.op;
  if (!body) return null;
  return (
    <Section
      title="Body"
      level={props.level}
      id={props.level === 2 ? 'api-body' : undefined}
      className="q-api-body"
      aside={body.required ? <span class="q-pill q-pill--required">required</span> : null}
    >
      <Rich text={body.description} />
      <Contents env={props.env} contents={body.contents} required={body.required} label="Content type" />
    </Section>
  );
}

function ResponseView(props: { env: ApiEnv; response: ResponseModel }): VNode {
  const { env, response } = props;
  const empty = response.contents.length === 0;
  return (
    <div class="q-api-response" data-status={response.status}>
      <Rich text={response.description} />
      {response.headers.length > 0 && (
        <div class="q-api-response__headers">
          <p class="q-api-subtitle">Headers</p>
          <FieldList env={env} fields={response.headers} />
        </div>
      )}
      {empty ? (
        <p class="q-api-note">No response body.</p>
      ) : (
        <div {...searchIgnored(env)}>
          <Contents env={env} contents={response.contents} label="Response content type" />
        </div>
      )}
    </div>
  );
}

/** The responses by status code (tabs coloured by class), each with its description, headers and schemas. */
export function Responses(props: OperationPartProps): VNode | null {
  const { responses } = props.op;
  if (responses.length === 0) return null;
  return (
    <Section title="Responses" level={props.level} id={props.level === 2 ? 'api-responses' : undefined}>
      <ApiTabs
        env={props.env}
        kind="tabs"
        label="Status code"
        className="q-api-status-tabs"
        tabs={responses.map((response) => ({
          title: response.status,
          label: <StatusBadge status={response.status} />,
          content: <ResponseView env={props.env} response={response} />,
        }))}
      />
    </Section>
  );
}

/** Callbacks: one collapsible block per callback operation (method + expression), with its body and responses. */
export function Callbacks(props: OperationPartProps): VNode | null {
  const { callbacks } = props.op;
  if (callbacks.length === 0) return null;
  return (
    <Section title="Callbacks" level={2} id="api-callbacks" className="q-api-callbacks">
      {callbacks.flatMap((callback) =>
        callback.operations.map((op) => (
          <details class="q-api-callback">
            <summary class="q-api-callback__summary">
              <Glyph name="chevron-right" className="q-api-children__chevron" />
              <span class="q-api-callback__name">{callback.name}</span>
              <MethodPill method={op.method} />
              <code class="q-api-callback__expression">{callback.expression}</code>
            </summary>
            <div class="q-api-callback__body">
              {op.title && op.title !== callback.name ? <p class="q-api-callback__title">{op.title}</p> : null}
              <Rich text={op.description} />
              <Parameters env={props.env} op={op} level={3} />
              <RequestBody env={props.env} op={op} level={3} />
              <Responses env={props.env} op={op} level={3} />
            </div>
          </details>
        )),
      )}
    </Section>
  );
}
