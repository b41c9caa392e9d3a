/**
 * The answer to a request: status, time and size, then the body as its content type calls for (JSON
 * pretty-printed and coloured, images, audio and video in players, text as code, anything else as a download),
 * the headers, and where the answer departs from what the spec documents, the differences beside it.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { VNode } from 'preact';
import type { RequestSpec } from '../../../src/openapi/request/request-spec.js';
import { highlightJson } from './json-highlight.js';
import { type CheckResult, checkAnswer, formatBytes, formatDuration, responseKind } from './model.js';
import type { SendFailure, SentResponse } from './send-request.js';

/** Characters of a text body shown before "Show all". */
const TEXT_PREVIEW = 100_000;

export interface ResponseViewProps {
  spec: RequestSpec;
  result: SentResponse | SendFailure;
}

/** The response panel. */
export function ResponseView(props: ResponseViewProps): VNode {
  const { result } = props;
  if (!result.ok) {
    return (
      <div class="q-pg-response q-pg-response--failed" role="alert" data-failure={result.kind}>
        <p class="q-pg-response__title">
          {result.kind === 'cors'
            ? 'Blocked by CORS'
            : result.kind === 'network'
              ? 'Network error'
              : result.kind === 'timeout'
                ? 'Timed out'
                : result.kind === 'proxy'
                  ? 'Refused by the proxy'
                  : 'Cancelled'}
        </p>
        <p>{result.message}</p>
        {result.hint ? <p class="q-pg-hint">{result.hint}</p> : null}
      </div>
    );
  }
  return <Answer spec={props.spec} response={result} />;
}

function Answer(props: { spec: RequestSpec; response: SentResponse }): VNode {
  const { response } = props;
  const contentType = response.headers.find(([name]) => name === 'content-type')?.[1] ?? response.body.type;
  const kind = responseKind(contentType);
  const [text, setText] = useState<string | undefined>(undefined);
  const [tab, setTab] = useState<'body' | 'headers'>('body');
  useEffect(() => {
    let live = true;
    setText(undefined);
    if (kind === 'json' || kind === 'text' || kind === 'html' || kind === 'xml')
      void response.body.text().then((value) => live && setText(value));
    return () => {
      live = false;
    };
  }, [response]);
  const check = useMemo<CheckResult | undefined>(() => {
    if (kind !== 'json' && kind !== 'text' && kind !== 'html' && kind !== 'xml') {
      return checkAnswer(props.spec, { status: response.status, contentType, body: undefined });
    }
    return text === undefined
      ? undefined
      : checkAnswer(props.spec, { status: response.status, contentType, body: text });
  }, [text, response]);
  const statusClass = `q-pg-status q-pg-status--${String(response.status).charAt(0)}xx`;
  return (
    <div class="q-pg-response" data-status={response.status} data-kind={kind}>
      <div class="q-pg-response__line">
        <span class={statusClass}>
          {response.status} {response.statusText}
        </span>
        <span class="q-pg-hint">{formatDuration(response.time)}</span>
        <span class="q-pg-hint">{formatBytes(response.body.size)}</span>
        {response.viaProxy ? <span class="q-pg-hint">via proxy</span> : null}
      </div>
      {check ? <Mismatches check={check} /> : null}
      <div class="q-pg-tabs" role="tablist" aria-label="Response body and headers">
        <button type="button" role="tab" aria-selected={tab === 'body'} onClick={() => setTab('body')}>
          Body
        </button>
        <button type="button" role="tab" aria-selected={tab === 'headers'} onClick={() => setTab('headers')}>
          Headers ({response.headers.length})
        </button>
      </div>
      {tab === 'headers' ? (
        <table class="q-pg-headers">
          <tbody>
            {response.headers.map(([name, value]) => (
              <tr>
                <th scope="row">{name}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Body kind={kind} body={response.body} text={text} />
      )}
    </div>
  );
}

function Mismatches(props: { check: CheckResult }): VNode | null {
  const { check } = props;
  if (check.documented && !check.mismatches.length) {
    return <p class="q-pg-check q-pg-check--ok">Matches the documented {check.matchedStatus} response.</p>;
  }
  return (
    <div class="q-pg-check q-pg-check--bad" role="status">
      <p>
        {check.documented
          ? `Does not match the documented ${check.matchedStatus} response:`
          : 'This status is not documented for this operation.'}
      </p>
      {check.mismatches.length ? (
        <ul>
          {check.mismatches.map((mismatch) => (
            <li>
              {mismatch.path ? <code>{mismatch.path}</code> : null} {mismatch.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Body(props: { kind: string; body: Blob; text: string | undefined }): VNode {
  const { kind, body } = props;
  const url = useMemo(
    () => (['image', 'audio', 'video', 'binary'].includes(kind) ? URL.createObjectURL(body) : ''),
    [body],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const [all, setAll] = useState(false);
  if (body.size === 0) return <p class="q-pg-hint">Empty body.</p>;
  if (kind === 'image') return <img class="q-pg-media" src={url} alt="The response body" />;
  // biome-ignore lint/a11y/useMediaCaption: an API response has no caption track.
  if (kind === 'audio') return <audio class="q-pg-media" src={url} controls={true} />;
  // biome-ignore lint/a11y/useMediaCaption: an API response has no caption track.
  if (kind === 'video') return <video class="q-pg-media" src={url} controls={true} />;
  if (kind === 'binary') {
    return (
      <p>
        <a href={url} download="response">
          Download the response ({formatBytes(body.size)})
        </a>
      </p>
    );
  }
  if (props.text === undefined) return <p class="q-pg-hint">Reading…</p>;
  let text = props.text;
  if (kind === 'json') {
    try {
      text = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Not valid JSON after all: shown as it came.
    }
  }
  const cut = !all && text.length > TEXT_PREVIEW;
  const shown = cut ? text.slice(0, TEXT_PREVIEW) : text;
  return (
    <div class="q-pg-body">
      <pre class="q-pg-code">
        <code>{kind === 'json' ? highlightJson(shown) : shown}</code>
      </pre>
      {cut ? (
        <button type="button" class="q-pg-link-button" onClick={() => setAll(true)}>
          Show all {formatBytes(text.length)}
        </button>
      ) : null}
    </div>
  );
}
