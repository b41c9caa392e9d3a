import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlaygroundProxy, forwardedHeaders, returnedHeaders } from '../../../src/dev/playground-proxy.js';

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

describe('playground proxy', () => {
  let upstream: Server;
  let proxy: Server;
  let upstreamPort: number;
  let proxyUrl: string;
  let seen: { method?: string; url?: string; headers?: IncomingHttpHeaders; body?: string } = {};

  beforeAll(async () => {
    upstream = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      seen = {
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'https://elsewhere.test/' });
        response.end();
        return;
      }
      response.writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1; Path=/', 'b=2'] });
      response.end('{"ok":true}');
    });
    upstreamPort = await listen(upstream);
    const handler = createPlaygroundProxy({ targets: () => new Set([`http://127.0.0.1:${upstreamPort}`]) });
    proxy = createServer((request, response) => void handler(request, response));
    proxyUrl = `http://127.0.0.1:${await listen(proxy)}/_quire/proxy`;
  });
  afterAll(async () => {
    await new Promise((resolve) => upstream.close(resolve));
    await new Promise((resolve) => proxy.close(resolve));
  });

  it("forwards method, query, headers, body and the API's cookies, never the docs site's", async () => {
    const response = await fetch(proxyUrl, {
      method: 'POST',
      headers: {
        'x-quire-target': `http://127.0.0.1:${upstreamPort}/items?limit=5`,
        'x-quire-cookie': 'session_key=k1',
        cookie: 'docs_login=secret',
        'x-api-key': 'abc',
        'content-type': 'application/json',
        origin: new URL(proxyUrl).origin,
      },
      body: '{"a":1}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-quire-proxy')).toBe('1');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-quire-set-cookie')).toBe('a=1; Path=/, b=2');
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toMatchObject({ method: 'POST', url: '/items?limit=5', body: '{"a":1}' });
    expect(seen.headers).toMatchObject({
      cookie: 'session_key=k1',
      'x-api-key': 'abc',
      'content-type': 'application/json',
    });
    expect(seen.headers?.origin).toBeUndefined();
    expect(Object.keys(seen.headers ?? {}).filter((name) => name.startsWith('x-quire'))).toEqual([]);
  });

  it("refuses requests from another site's pages", async () => {
    const response = await fetch(proxyUrl, {
      headers: { 'x-quire-target': `http://127.0.0.1:${upstreamPort}/`, origin: 'http://evil.test' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'foreign-origin' });
  });

  it('passes a redirect on as an answer instead of following it', async () => {
    const response = await fetch(proxyUrl, {
      headers: { 'x-quire-target': `http://127.0.0.1:${upstreamPort}/redirect` },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-quire-location')).toBe('https://elsewhere.test/');
  });

  it('refuses hosts the specs do not name, bad targets and unreachable servers, in JSON', async () => {
    const refused = await fetch(proxyUrl, { headers: { 'x-quire-target': 'http://169.254.169.254/latest/meta-data' } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-quire-proxy')).toBeNull();
    expect(await refused.json()).toMatchObject({
      error: 'target-not-allowed',
      message: expect.stringContaining('169.254.169.254 is not one of them'),
    });
    expect((await fetch(proxyUrl)).status).toBe(400);
    expect((await fetch(proxyUrl, { headers: { 'x-quire-target': 'file:///etc/passwd' } })).status).toBe(400);

    const closed = createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const handler = createPlaygroundProxy({ targets: () => new Set([`http://127.0.0.1:${port}`]) });
    const server = createServer((request, response) => void handler(request, response));
    const url = `http://127.0.0.1:${await listen(server)}/`;
    const down = await fetch(url, { headers: { 'x-quire-target': `http://127.0.0.1:${port}/` } });
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({
      error: 'upstream-unreachable',
      message: expect.stringContaining('ECONNREFUSED'),
    });
    await new Promise((resolve) => server.close(resolve));
  });

  it('filters headers both ways', () => {
    const headers = forwardedHeaders({
      host: 'docs',
      connection: 'keep-alive',
      'x-quire-target': 't',
      'x-trace': ['a', 'b'],
      cookie: 'docs=1',
    });
    expect([...headers]).toEqual([['x-trace', 'a, b']]);
    const back = returnedHeaders(
      new Headers({ 'content-encoding': 'gzip', 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }),
    );
    expect(back).toEqual({ 'content-type': 'text/plain', 'x-quire-proxy': '1', 'cache-control': 'no-store' });
  });
});
