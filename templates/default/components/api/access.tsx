/**
 * Who and where an operation is called: the servers (with their variables) and the security options, each
 * scheme shown as the header, query parameter or cookie it puts the credential in.
 */
import type { VNode } from 'preact';
import type { SecurityOption, SecuritySchemeModel, ServerModel } from '../../../../src/render/page-data.js';
import type { OperationProps } from './operation.js';
import { Rich, Section, ServerDetails, ServersSection } from './shared.js';

function ServerItem(props: { server: ServerModel }): VNode {
  const { server } = props;
  return (
    <li class="q-api-server">
      <code class="q-api-server__url">{server.url}</code>
      <ServerDetails server={server} />
    </li>
  );
}

/** The servers, when there is a choice to explain: several of them, or any with variables (not for webhooks). */
export function Servers(props: OperationProps): VNode | null {
  const { servers } = props.op;
  // A webhook is called on the reader's own server: the spec's servers are not where it goes.
  if (props.op.kind === 'webhook') return null;
  if (servers.length < 2 && !servers.some((server) => server.variables.length > 0)) return null;
  return <ServersSection servers={servers} item={(server) => <ServerItem server={server} />} />;
}

/** Text whose `backticked` parts are code (a scheme's summary names headers and parameters so). */
function CodeSpans(props: { text: string }): VNode {
  return <>{props.text.split('`').map((part, index) => (index % 2 === 1 ? <code>{part}</code> : part))}</>;
}

/** One security scheme: where its credential goes, what it is, its scopes. */
export function SchemeRow(props: { scheme: SecuritySchemeModel }): VNode {
  const { scheme } = props;
  const detail = [scheme.type, scheme.scheme].filter(Boolean).join(', ');
  return (
    <div class="q-field q-api-field q-api-auth">
      <div class="q-field__head">
        <span class="q-field__name">{scheme.parameter ?? scheme.name}</span>
        <span class="q-field__type">{scheme.type === 'http' && scheme.scheme === 'basic' ? 'basic' : 'string'}</span>
        {scheme.in ? <span class="q-pill q-api-pill--in">{scheme.in}</span> : null}
        <span class="q-pill q-pill--required">required</span>
      </div>
      <div class="q-field__body">
        {scheme.description?.html.trim() ? (
          <Rich text={scheme.description} />
        ) : (
          <p class="q-api-auth__summary">
            <CodeSpans text={scheme.summary} />
          </p>
        )}
        {scheme.scopes?.length ? (
          <dl class="q-api-facts">
            <div class="q-api-facts__row">
              <dt>Scopes</dt>
              <dd>
                {scheme.scopes.map((scope) => (
                  <code class="q-api-value">{scope}</code>
                ))}
              </dd>
            </div>
          </dl>
        ) : null}
        <p class="q-api-auth__scheme">
          <code>{scheme.name}</code>
          {detail ? ` (${detail})` : null}
        </p>
      </div>
    </div>
  );
}

function AuthOption(props: { option: SecurityOption }): VNode {
  return (
    <div class="q-api-fields">
      {props.option.schemes.map((scheme) => (
        <SchemeRow scheme={scheme} />
      ))}
    </div>
  );
}

/** The security options; with several, each is one alternative ("or"). */
export function Authorizations(props: OperationProps & { level: 2 | 3 }): VNode | null {
  const options = props.op.security;
  if (options.length === 0) return null;
  const id = props.level === 2 ? 'api-authorizations' : undefined;
  if (options.length === 1) {
    return (
      <Section title="Authorizations" level={props.level} id={id}>
        <AuthOption option={options[0]!} />
      </Section>
    );
  }
  return (
    <Section title="Authorizations" level={props.level} id={id}>
      <p class="q-api-note">Any one of these {options.length} options:</p>
      <ol class="q-api-auth-options" role="list">
        {options.map((option) => (
          <li class="q-api-auth-option">
            <p class="q-api-auth-option__title">{option.title}</p>
            <AuthOption option={option} />
          </li>
        ))}
      </ol>
    </Section>
  );
}
