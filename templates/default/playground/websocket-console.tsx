/**
 * The WebSocket console of a channel page: pick a server, fill the address and query parameters (or edit the
 * URL), connect, send the channel's messages (prefilled from their examples, JSON checked before sending) and
 * read what comes back, each line timed to the millisecond. The log keeps the last {@link MAX_ENTRIES}.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { VNode } from 'preact';
import type { ChannelModel } from '../../../src/render/page-data.js';
import { highlightJson } from './json-highlight.js';

type ConsoleSpec = NonNullable<ChannelModel['console']>;

/** Log lines kept; older ones drop off the top. */
export const MAX_ENTRIES = 500;

interface Entry {
  id: number;
  kind: 'sent' | 'received' | 'event' | 'error';
  time: string;
  text: string;
  json: boolean;
}

type State = 'closed' | 'connecting' | 'open';

/** `14:03:07.042`. */
export function clockTime(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

/** Text as it is shown: JSON pretty-printed, anything else as it came. */
function shown(text: string): { text: string; json: boolean } {
  try {
    const value = JSON.parse(text) as unknown;
    if (value !== null && typeof value === 'object') return { text: JSON.stringify(value, null, 2), json: true };
  } catch {
    // Not JSON: plain text.
  }
  return { text, json: false };
}

/** The channel URL: `{name}` parameters filled, query parameters added. */
export function consoleUrl(
  template: string,
  input: { parameters: Record<string, string>; query: Record<string, string> },
): string {
  let url = template;
  for (const [name, value] of Object.entries(input.parameters))
    if (value) url = url.replaceAll(`{${name}}`, encodeURIComponent(value));
  const pairs = Object.entries(input.query).filter(([, value]) => value !== '');
  if (!pairs.length) return url;
  const query = pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export interface WebSocketConsoleProps {
  spec: ConsoleSpec;
}

/** The console. */
export function WebSocketConsole(props: WebSocketConsoleProps): VNode {
  const { spec } = props;
  const [server, setServer] = useState(0);
  const [parameters, setParameters] = useState<Record<string, string>>({});
  const [query, setQuery] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState<string | undefined>(undefined);
  const [state, setState] = useState<State>('closed');
  const [entries, setEntries] = useState<Entry[]>([]);
  const [messageIndex, setMessageIndex] = useState(0);
  const [draft, setDraft] = useState(spec.messages[0]?.example ?? '');
  const socket = useRef<WebSocket | undefined>(undefined);
  const counter = useRef(0);
  const log = useRef<HTMLOListElement>(null);

  const computed = useMemo(
    () => consoleUrl(spec.servers[server]?.url ?? '', { parameters, query }),
    [server, parameters, query],
  );
  const url = edited ?? computed;

  const add = (kind: Entry['kind'], text: string) => {
    const view = kind === 'event' || kind === 'error' ? { text, json: false } : shown(text);
    const entry: Entry = { id: counter.current++, kind, time: clockTime(new Date()), ...view };
    setEntries((old) => [...old, entry].slice(-MAX_ENTRIES));
  };

  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries]);
  useEffect(() => () => socket.current?.close(), []);

  const connect = () => {
    let ws: WebSocket;
    try {
      ws = new WebSocket(url);
    } catch (error) {
      add('error', `Cannot connect to ${url}: ${(error as Error).message}`);
      return;
    }
    ws.binaryType = 'arraybuffer';
    socket.current = ws;
    setState('connecting');
    add('event', `Connecting to ${url}`);
    ws.onopen = () => {
      setState('open');
      add('event', 'Connected');
    };
    ws.onmessage = (event: MessageEvent) => {
      const data = event.data as unknown;
      add('received', typeof data === 'string' ? data : `<binary ${(data as ArrayBuffer).byteLength} bytes>`);
    };
    ws.onerror = () =>
      add('error', 'The connection failed (the browser gives no detail: check the URL and that the server is up).');
    ws.onclose = (event: CloseEvent) => {
      if (socket.current === ws) socket.current = undefined;
      setState('closed');
      add('event', `Closed (code ${event.code}${event.reason ? `: ${event.reason}` : ''})`);
    };
  };

  let problem: string | undefined;
  if (draft.trim()) {
    try {
      JSON.parse(draft);
    } catch (error) {
      problem = `Not valid JSON: ${(error as Error).message}`;
    }
  }
  const send = () => {
    if (!socket.current || state !== 'open' || problem) return;
    socket.current.send(draft);
    add('sent', draft);
  };

  return (
    <div class="q-ws">
      <div class="q-ws__connect">
        {spec.servers.length > 1 ? (
          <select
            class="q-pg-input q-pg-select"
            aria-label="Server"
            onChange={(event) => {
              setServer(Number((event.currentTarget as HTMLSelectElement).value));
              setEdited(undefined);
            }}
          >
            {spec.servers.map((entry, i) => (
              <option value={String(i)} selected={i === server}>
                {entry.name}
                {entry.description ? ` — ${entry.description}` : ''}
              </option>
            ))}
          </select>
        ) : null}
        {[
          ...spec.parameters.map((p) => ({ ...p, where: 'parameter' as const })),
          ...spec.query.map((q) => ({ ...q, where: 'query' as const })),
        ].map((field) => {
          const values = field.where === 'parameter' ? parameters : query;
          const set = field.where === 'parameter' ? setParameters : setQuery;
          return (
            <label class="q-pg-field">
              <span class="q-pg-field__name">
                {field.name}
                <span class="q-pg-type">{field.where === 'parameter' ? 'address' : 'query'}</span>
              </span>
              <input
                class="q-pg-input"
                value={values[field.name] ?? ''}
                placeholder={field.description ?? ''}
                onInput={(event) => {
                  set({ ...values, [field.name]: (event.currentTarget as HTMLInputElement).value });
                  setEdited(undefined);
                }}
              />
            </label>
          );
        })}
        <label class="q-pg-field">
          <span class="q-pg-field__name">URL</span>
          <input
            class="q-pg-input q-ws__url"
            value={url}
            spellcheck={false}
            onInput={(event) => setEdited((event.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <div class="q-ws__actions">
          {state === 'closed' ? (
            <button type="button" class="q-pg-button q-pg-button--primary" onClick={connect}>
              Connect
            </button>
          ) : (
            <button
              type="button"
              class="q-pg-button"
              onClick={() => socket.current?.close(1000, 'Closed by the reader')}
            >
              Disconnect
            </button>
          )}
          <span class={`q-ws__state q-ws__state--${state}`} role="status">
            {state === 'open' ? 'Connected' : state === 'connecting' ? 'Connecting…' : 'Not connected'}
          </span>
        </div>
      </div>
      <div class="q-ws__compose">
        {spec.messages.length > 1 ? (
          <select
            class="q-pg-input q-pg-select"
            aria-label="Message"
            onChange={(event) => {
              const index = Number((event.currentTarget as HTMLSelectElement).value);
              setMessageIndex(index);
              setDraft(spec.messages[index]?.example ?? '');
            }}
          >
            {spec.messages.map((message, i) => (
              <option value={String(i)} selected={i === messageIndex}>
                {message.title}
              </option>
            ))}
          </select>
        ) : null}
        <textarea
          class="q-pg-input q-pg-json"
          rows={Math.min(10, Math.max(3, draft.split('\n').length))}
          aria-label="Message to send"
          spellcheck={false}
          value={draft}
          onInput={(event) => setDraft((event.currentTarget as HTMLTextAreaElement).value)}
        />
        {problem ? <p class="q-pg-problem">{problem}</p> : null}
        <div class="q-ws__actions">
          <button
            type="button"
            class="q-pg-button q-pg-button--primary"
            disabled={state !== 'open' || Boolean(problem)}
            onClick={send}
          >
            Send
          </button>
          <button type="button" class="q-pg-link-button" onClick={() => setEntries([])}>
            Clear
          </button>
        </div>
      </div>
      <ol class="q-ws__log" ref={log} aria-label="Messages" aria-live="polite">
        {entries.map((entry) => (
          <li class={`q-ws__entry q-ws__entry--${entry.kind}`} key={entry.id} data-kind={entry.kind}>
            <time class="q-ws__time">{entry.time}</time>
            <span class="q-ws__dir" aria-hidden="true">
              {entry.kind === 'sent' ? '↑' : entry.kind === 'received' ? '↓' : '•'}
            </span>
            <span class="q-sr-only">{entry.kind}</span>
            <pre class="q-ws__text">{entry.json ? highlightJson(entry.text) : entry.text}</pre>
          </li>
        ))}
      </ol>
    </div>
  );
}
