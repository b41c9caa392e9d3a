// The WebSocket console of a channel page in the built example site, against a test WebSocket server on
// 127.0.0.1: connect with the address and query parameters filled in, send the prefilled message, read the reply
// and a message the server sends on its own, each with its time.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebSocketServer, type TestWebSocketServer } from '../support/ws-server.js';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { buildWithCli, exampleSiteDir, hasCompiledCli, importDist } from './support/site.js';

interface Server {
  url: string;
  close(): Promise<void>;
}

const CHANNEL = 'v2/api-reference/build-logs';
const TIME = /^\d{2}:\d{2}:\d{2}\.\d{3}$/;

describe.skipIf(!hasChromium || !hasCompiledCli)('WebSocket console (built example site)', () => {
  let browser: TestBrowser;
  let page: Page;
  let tmp: string;
  let site: Server;
  let ws: TestWebSocketServer;

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'quire-ws-'));
    ws = await startWebSocketServer();
    const out = path.join(tmp, 'out');
    await buildWithCli(exampleSiteDir, out);
    const { startPreviewServer } = await importDist<{
      startPreviewServer(options: { dir: string; port?: number; host?: string }): Promise<Server>;
    }>('src/preview/preview-server.js');
    site = await startPreviewServer({ dir: out, port: 0, host: '127.0.0.1' });
    browser = await launchBrowser();
    page = await browser.context.newPage();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await ws?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  it('connects, sends the prefilled message and shows what comes back, timed', async () => {
    await page.goto(new URL(CHANNEL, site.url).href);
    await page.getByRole('button', { name: 'Open console' }).click();
    // Pick the self-hosted server and fill the address parameter and the binding's query parameter.
    await page.getByRole('combobox', { name: 'Server' }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: /statusId/ }).fill('upd_42');
    await page.getByRole('textbox', { name: /token/ }).fill('quire_test');
    const url = page.getByRole('textbox', { name: 'URL' });
    expect(await url.inputValue()).toBe('ws://localhost:4300/v1/project/update-status/upd_42/logs?token=quire_test');
    await url.fill(`ws://127.0.0.1:${ws.port}/v1/project/update-status/upd_42/logs?token=quire_test`);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toBe('Connected');
    expect(ws.paths).toEqual(['/v1/project/update-status/upd_42/logs?token=quire_test']);

    // The greeting the server sends on connect.
    const received = page.locator('.q-ws__entry[data-kind="received"]');
    await expect.poll(() => received.count()).toBe(1);

    // The message to send starts from the spec's example.
    const draft = page.getByRole('textbox', { name: 'Message to send' });
    expect(JSON.parse(await draft.inputValue())).toEqual({ type: 'setLevel', level: 'warning' });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => received.count()).toBe(2);
    expect(ws.received.map((text) => JSON.parse(text))).toEqual([{ type: 'setLevel', level: 'warning' }]);
    const sent = page.locator('.q-ws__entry[data-kind="sent"]');
    expect(await sent.count()).toBe(1);
    expect(JSON.parse(await received.nth(1).locator('.q-ws__text').innerText())).toEqual({
      type: 'echo',
      received: { type: 'setLevel', level: 'warning' },
    });

    // A message the server pushes on its own.
    ws.broadcast(JSON.stringify({ type: 'log', line: 'Building 12 pages' }));
    await expect.poll(() => received.count()).toBe(3);
    expect(await received.nth(2).innerText()).toContain('Building 12 pages');
    for (const time of await page.locator('.q-ws__time').allInnerTexts()) expect(time).toMatch(TIME);

    // Invalid JSON is not sent.
    await draft.fill('{"type": ');
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    expect(await page.locator('.q-ws .q-pg-problem').innerText()).toMatch(/^Not valid JSON/);

    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toBe('Not connected');
    expect(await page.locator('.q-ws__entry[data-kind="event"]').last().innerText()).toContain('Closed (code 1000');
  });
});
