// The dev server listens on the port asked for, or on the next free one when it is taken (as `--port` promises).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenWithFallback } from '../../../src/dev/listen-with-fallback.js';

const servers: Server[] = [];
const server = (): Server => {
  const created = createServer();
  servers.push(created);
  return created;
};

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('listenWithFallback', () => {
  it('listens on any free port for 0', async () => {
    const port = await listenWithFallback(server(), { port: 0, host: '127.0.0.1' });
    expect(port).toBeGreaterThan(0);
  });

  it('takes the next port when the one asked for is taken', async () => {
    const taken = server();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const busy = (taken.address() as AddressInfo).port;
    const port = await listenWithFallback(server(), { port: busy, host: '127.0.0.1' });
    expect(port).toBeGreaterThan(busy);
    expect(port).toBeLessThanOrEqual(busy + 20);
  });
});
