/**
 * The playground of one operation: the request form on one side, the live code sample and the response on the
 * other. The request is rebuilt from the form on every change (one pure model: `src/openapi/request/`), so the
 * URL line and the code sample always show what Send will send, credentials masked.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { VNode } from 'preact';
import type { Credential, RequestSpec, RequestValues } from '../../../src/openapi/request/request-spec.js';
import { AuthPanel, credentialKind } from './auth-panel.js';
import { BodyEditor } from './body-editor.js';
import { CodeSample } from './code-sample.js';
import { loadCredential, remembers, saveCredential, setRemember } from './credential-store.js';
import { buildRequest, initialRequestValues, maskedRequest, type Problems, problemsOf } from './model.js';
import { ParameterFields, ServerFields, parameterInputId } from './request-form.js';
import { ResponseView } from './response-view.js';
import { type SendFailure, type SentResponse, sendRequest } from './send-request.js';

/** How this page's playground behaves. */
export interface PlaygroundSettings {
  /** False for `simple` display: the form and the code sample, no Send. */
  sendable: boolean;
  /** The operation names no server: nothing to send to (`sendable` is false). */
  noServer?: boolean;
  proxy?: string | undefined;
  credentials: boolean;
  languages: string[];
}

export interface PlaygroundProps {
  spec: RequestSpec;
  settings: PlaygroundSettings;
  /** The id of each parameter's row on the page (`in:name` → id), which a parameter's name links back to. */
  rows?: ReadonlyMap<string, string> | undefined;
  /** Parameter to focus first (`in:name`). */
  focus?: string | undefined;
  onClose: () => void;
}

function withStoredCredentials(spec: RequestSpec, values: RequestValues): RequestValues {
  const credentials: Record<string, Credential> = { ...values.credentials };
  for (const option of spec.security)
    for (const scheme of option.schemes) {
      const stored = loadCredential(scheme.name);
      if (stored && stored.kind === credentialKind(scheme)) credentials[scheme.name] = stored;
    }
  return { ...values, credentials };
}

/** The playground. */
export function Playground(props: PlaygroundProps): VNode {
  const { spec, settings } = props;
  const [values, setValues] = useState(() => withStoredCredentials(spec, initialRequestValues(spec)));
  const [remember, setRememberState] = useState(remembers);
  const [result, setResult] = useState<SentResponse | SendFailure | undefined>(undefined);
  const [sending, setSending] = useState<AbortController | undefined>(undefined);
  const [shown, setShown] = useState<Problems>({});
  const root = useRef<HTMLDivElement>(null);

  const request = useMemo(() => buildRequest(spec, values), [values]);
  const masked = useMemo(() => maskedRequest(spec, values), [values]);
  const problems = useMemo(() => problemsOf(spec, values), [values]);

  useEffect(() => {
    const param = props.focus ? spec.parameters.find((p) => `${p.in}:${p.name}` === props.focus) : undefined;
    const target = param ? root.current?.querySelector<HTMLElement>(`#${CSS.escape(parameterInputId(param))}`) : null;
    (target ?? root.current?.querySelector<HTMLElement>('input, select, textarea, button'))?.focus();
  }, [props.focus]);

  const onCredential = (scheme: string, credential: Credential | undefined) => {
    const credentials = { ...values.credentials };
    if (credential) credentials[scheme] = credential;
    else delete credentials[scheme];
    setValues({ ...values, credentials });
    saveCredential(scheme, credential, remember);
  };

  const send = async () => {
    if (Object.keys(problems).length) {
      setShown(problems);
      // Nothing is sent: the answer to an earlier request must not read as this one's.
      setResult(undefined);
      const first = Object.keys(problems)[0]!;
      const [location, ...rest] = first.split(':');
      root.current
        ?.querySelector<HTMLElement>(`#${CSS.escape(parameterInputId({ in: location!, name: rest.join(':') }))}`)
        ?.focus();
      return;
    }
    setShown({});
    const controller = new AbortController();
    setSending(controller);
    setResult(undefined);
    const answer = await sendRequest(request, {
      proxy: settings.proxy,
      credentials: settings.credentials,
      signal: controller.signal,
    });
    setSending(undefined);
    setResult(answer);
  };

  const visible: Problems = Object.fromEntries(
    Object.keys(shown)
      .filter((key) => problems[key])
      .map((key) => [key, problems[key]!]),
  );
  const bodyProblem = visible.body;
  return (
    <div class="q-pg" ref={root}>
      <div class="q-pg__head">
        <span class={`q-method q-method-${spec.method.toLowerCase()} q-api-method`}>{spec.method}</span>
        <code class="q-pg__url" title={masked.url}>
          {masked.url}
        </code>
        {settings.sendable ? (
          sending ? (
            <button type="button" class="q-pg-button" onClick={() => sending.abort()}>
              Cancel
            </button>
          ) : (
            <button type="button" class="q-pg-button q-pg-button--primary" onClick={() => void send()}>
              Send
            </button>
          )
        ) : null}
        <button type="button" class="q-pg-icon-button" aria-label="Close the playground" onClick={props.onClose}>
          ×
        </button>
      </div>
      <div class="q-pg__cols">
        <form
          class="q-pg__form"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <ServerFields spec={spec} values={values} problems={visible} onChange={setValues} />
          <AuthPanel
            spec={spec}
            securityIndex={values.securityIndex ?? 0}
            credentials={values.credentials}
            remember={remember}
            onSecurityIndex={(securityIndex) => setValues({ ...values, securityIndex })}
            onCredential={onCredential}
            onRemember={(next) => {
              setRemember(next);
              setRememberState(next);
              for (const [scheme, credential] of Object.entries(values.credentials))
                saveCredential(scheme, credential, next);
            }}
          />
          <ParameterFields spec={spec} values={values} problems={visible} rows={props.rows} onChange={setValues} />
          <BodyEditor
            spec={spec}
            contentIndex={values.contentIndex ?? 0}
            value={values.body}
            onContentIndex={(contentIndex) => setValues(initialBody(spec, { ...values, contentIndex }))}
            onChange={(body) => setValues({ ...values, body })}
          />
          {bodyProblem ? <p class="q-pg-problem">{bodyProblem}</p> : null}
        </form>
        <div class="q-pg__out">
          <CodeSample request={masked} languages={settings.languages} />
          {!settings.proxy && masked.headers.some((header) => header.name.toLowerCase() === 'cookie') ? (
            <p class="q-pg-hint q-pg-cookie-note">
              A browser does not let a page set cookies for another site, so the cookies of this request are left out
              unless it goes through the playground proxy (`api.playground.proxy`).
            </p>
          ) : null}
          {sending ? (
            <p class="q-pg-hint" aria-live="polite">
              Sending…
            </p>
          ) : null}
          {result ? <ResponseView spec={spec} result={result} /> : null}
          {!settings.sendable ? (
            <p class="q-pg-hint">
              {settings.noServer
                ? 'The API names no server to send this request to: copy the request above and send it to yours.'
                : 'Copy the request above to try it; this page does not send requests.'}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function initialBody(spec: RequestSpec, values: RequestValues): RequestValues {
  const fresh = initialRequestValues(spec, values.contentIndex ?? 0);
  return { ...values, ...(fresh.body ? { body: fresh.body } : {}) };
}
