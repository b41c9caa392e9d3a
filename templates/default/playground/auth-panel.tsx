/**
 * Authentication inputs for the operation's security requirements: a choice between requirements when there are
 * several, then one input per scheme (bearer token, user and password, API key, OAuth 2.0 token with an
 * "Authorize" button where the spec gives an authorization-code flow). A "remember" box decides whether the
 * credentials outlive the tab.
 */
import { useState } from 'preact/hooks';
import type { VNode } from 'preact';
import type { AuthScheme, Credential, RequestSpec } from '../../../src/openapi/request/request-spec.js';
import { startAuthorization } from './oauth-pkce.js';

export interface AuthPanelProps {
  spec: RequestSpec;
  securityIndex: number;
  credentials: Record<string, Credential>;
  remember: boolean;
  onSecurityIndex: (index: number) => void;
  onCredential: (scheme: string, credential: Credential | undefined) => void;
  onRemember: (remember: boolean) => void;
}

/** The credential kind a scheme takes. */
export function credentialKind(scheme: AuthScheme): Credential['kind'] | undefined {
  if (scheme.type === 'apiKey') return 'apiKey';
  if (scheme.type === 'http') return scheme.scheme === 'basic' ? 'basic' : 'bearer';
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return 'bearer';
  return undefined;
}

function describe(scheme: AuthScheme): string {
  if (scheme.type === 'apiKey')
    return `API key in the ${scheme.in} ${scheme.in === 'query' ? 'parameter' : ''} ${scheme.parameter}`.replace(
      /\s+/g,
      ' ',
    );
  if (scheme.type === 'http')
    return scheme.scheme === 'basic'
      ? 'HTTP basic'
      : `Bearer token${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
  if (scheme.type === 'oauth2') return 'OAuth 2.0 access token';
  if (scheme.type === 'openIdConnect') return 'OpenID Connect access token';
  if (scheme.type === 'mutualTLS') return 'Mutual TLS';
  return 'Unknown scheme';
}

/** The authentication section; null when the operation needs none. */
export function AuthPanel(props: AuthPanelProps): VNode | null {
  const options = props.spec.security;
  if (!options.length) return null;
  const option = options[props.securityIndex] ?? options[0]!;
  return (
    <fieldset class="q-pg-section">
      <legend class="q-pg-section__title">Authorization</legend>
      {options.length > 1 ? (
        <select
          class="q-pg-input q-pg-select"
          aria-label="Authentication method"
          onChange={(event) => props.onSecurityIndex(Number((event.currentTarget as HTMLSelectElement).value))}
        >
          {options.map((entry, i) => (
            <option value={String(i)} selected={entry === option}>
              {entry.schemes.length ? entry.title : 'No authentication'}
            </option>
          ))}
        </select>
      ) : null}
      {option.schemes.map((scheme) => (
        <SchemeInput scheme={scheme} value={props.credentials[scheme.name]} onChange={props.onCredential} />
      ))}
      {option.schemes.some((scheme) => credentialKind(scheme)) ? (
        <label class="q-pg-remember">
          <input
            type="checkbox"
            checked={props.remember}
            onChange={(event) => props.onRemember((event.currentTarget as HTMLInputElement).checked)}
          />
          Remember on this device (otherwise kept only until this tab closes)
        </label>
      ) : null}
    </fieldset>
  );
}

function SchemeInput(props: {
  scheme: AuthScheme;
  value: Credential | undefined;
  onChange: (scheme: string, credential: Credential | undefined) => void;
}): VNode {
  const { scheme, value } = props;
  const kind = credentialKind(scheme);
  const id = `q-pg-auth-${scheme.name}`;
  const set = (credential: Credential) => props.onChange(scheme.name, credential);
  if (kind === 'basic') {
    const current = value?.kind === 'basic' ? value : { kind: 'basic' as const, username: '', password: '' };
    return (
      <div class="q-pg-field">
        <span class="q-pg-field__name">
          {scheme.name}
          <span class="q-pg-type">{describe(scheme)}</span>
        </span>
        <div class="q-pg-pair">
          <input
            id={id}
            class="q-pg-input"
            autocomplete="off"
            placeholder="username"
            aria-label={`${scheme.name} username`}
            value={current.username}
            onInput={(event) => set({ ...current, username: (event.currentTarget as HTMLInputElement).value })}
          />
          <input
            class="q-pg-input"
            type="password"
            autocomplete="off"
            placeholder="password"
            aria-label={`${scheme.name} password`}
            value={current.password}
            onInput={(event) => set({ ...current, password: (event.currentTarget as HTMLInputElement).value })}
          />
        </div>
      </div>
    );
  }
  if (!kind) {
    return (
      <p class="q-pg-hint">
        {scheme.name}: {describe(scheme)}.{' '}
        {scheme.type === 'mutualTLS'
          ? 'Your browser presents the client certificate itself.'
          : 'The playground cannot fill this scheme in.'}
      </p>
    );
  }
  const text = value && 'token' in value ? value.token : value && 'value' in value ? value.value : '';
  const flow = scheme.flows?.authorizationCode;
  return (
    <div class="q-pg-field">
      <label class="q-pg-field__name" for={id}>
        {scheme.name}
        <span class="q-pg-type">{describe(scheme)}</span>
      </label>
      <input
        id={id}
        class="q-pg-input"
        type="password"
        autocomplete="off"
        spellcheck={false}
        placeholder={kind === 'apiKey' ? 'API key' : 'token'}
        value={text}
        onInput={(event) => {
          const entered = (event.currentTarget as HTMLInputElement).value;
          set(kind === 'apiKey' ? { kind: 'apiKey', value: entered } : { kind: 'bearer', token: entered });
        }}
      />
      {flow?.authorizationUrl && flow.tokenUrl ? <AuthorizeButton scheme={scheme} /> : null}
      {scheme.scopes?.length ? <p class="q-pg-hint">Scopes: {scheme.scopes.join(', ')}</p> : null}
    </div>
  );
}

function AuthorizeButton(props: { scheme: AuthScheme }): VNode {
  const flow = props.scheme.flows!.authorizationCode!;
  const [clientId, setClientId] = useState('');
  return (
    <div class="q-pg-pair">
      <input
        class="q-pg-input"
        placeholder="client id"
        aria-label={`${props.scheme.name} client id`}
        value={clientId}
        onInput={(event) => setClientId((event.currentTarget as HTMLInputElement).value)}
      />
      <button
        type="button"
        class="q-pg-button"
        disabled={!clientId}
        onClick={() =>
          void startAuthorization({
            scheme: props.scheme.name,
            authorizationUrl: flow.authorizationUrl!,
            tokenUrl: flow.tokenUrl!,
            clientId,
            scopes: props.scheme.scopes?.length ? props.scheme.scopes : flow.scopes,
          })
        }
      >
        Authorize
      </button>
    </div>
  );
}
