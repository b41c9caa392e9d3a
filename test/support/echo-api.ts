/**
 * The Echo API of example-site/api/echo.yaml, for playground tests: it answers with the request it received
 * (method, path, raw query, headers, body, multipart parts), serves media of each kind, and one answer that
 * breaks its schema. With `cors: false` it sends no CORS headers, as an API that does not allow the docs origin.
 * Listens on 127.0.0.1 only.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EchoApi {
  port: number;
  origin: string;
  /** Every request received, in order (preflights included). */
  received: { method: string; url: string; headers: Record<string, string | string[] | undefined> }[];
  close(): Promise<void>;
}

/** Media the API serves at `/media/<kind>`. */
export interface EchoMedia {
  image: Buffer;
  audio: Buffer;
  video: Buffer;
}

/** A one-pixel PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A WAV file of `seconds` of a 440 Hz tone (8 kHz, 8-bit mono PCM). */
export function toneWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) data[i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / rate));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function multipartParts(request: IncomingMessage, body: Buffer): Promise<unknown[]> {
  const form = await new Request('http://echo.test/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body,
  }).formData();
  const parts: unknown[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') parts.push({ name, value });
    else parts.push({ name, filename: value.name, size: value.size, type: value.type });
  }
  return parts;
}

function send(response: ServerResponse, answer: { body: string | Buffer; type: string }): void {
  response.writeHead(200, { 'content-type': answer.type, 'content-length': Buffer.byteLength(answer.body) });
  response.end(answer.body);
}

/** Starts the Echo API. */
export async function startEchoApi(options: { cors?: boolean; media?: Partial<EchoMedia> } = {}): Promise<EchoApi> {
  const received: EchoApi['received'] = [];
  const media: EchoMedia = { image: PNG_1X1, audio: toneWav(0.5), video: Buffer.alloc(0), ...options.media };
  const server: Server = createServer(async (request, response) => {
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: { ...request.headers } });
    if (options.cors !== false) {
      response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
      response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? '*');
      response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      response.setHeader('access-control-expose-headers', '*');
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204);
      response.end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://echo.test');
    const body = await readBody(request);
    const kind = /^\/media\/(\w+)$/.exec(url.pathname)?.[1];
    if (kind === 'image') return send(response, { body: media.image, type: 'image/png' });
    if (kind === 'audio') return send(response, { body: media.audio, type: 'audio/wav' });
    if (kind === 'video') return send(response, { body: media.video, type: 'video/webm' });
    if (kind === 'text')
      return send(response, { body: 'plain text answer\nsecond line', type: 'text/plain; charset=utf-8' });
    if (/^\/pets\/\d+$/.test(url.pathname) && request.method === 'GET')
      return send(response, {
        body: JSON.stringify({ id: 'one', name: 'Rex', kind: 'lizard' }),
        type: 'application/json',
      });
    const type = String(request.headers['content-type'] ?? '');
    const echo = {
      method: request.method,
      path: url.pathname,
      query: url.search.replace(/^\?/, ''),
      headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
      contentType: type || null,
      body: type.startsWith('multipart/') ? null : body.length ? body.toString('utf8') : null,
      ...(type.startsWith('multipart/') ? { parts: await multipartParts(request, body) } : {}),
      ...(type === 'application/octet-stream' ? { size: body.length } : {}),
    };
    send(response, { body: JSON.stringify(echo), type: 'application/json' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
