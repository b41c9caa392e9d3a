// The API playground in the built example site, against the Echo API (test/support/echo-api.ts) on 127.0.0.1:
// one request of each body type and each auth type, responses of each kind, the check against the schema, the
// failures (CORS, network), parameter anchors, and pages without a playground loading none of it.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EchoApi, type EchoMedia, PNG_1X1, startEchoApi, toneWav } from '../support/echo-api.js';
import { signToken, type TestKeys, testKeys } from '../support/jwt.js';
import { createPrivateKey } from 'node:crypto';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { buildWithCli, copyExampleSite, hasCompiledCli, importDist } from './support/site.js';

interface Server {
  url: string;
  close(): Promise<void>;
}

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/playground');

/** A key the site does not trust. */
function testKeysFor(): TestKeys {
  return testKeys('RS256');
}

const PAGES = {
  query: 'v2/playground/requests/echo-query-parameters',
  json: 'v2/playground/requests/create-a-pet-json',
  form: 'v2/playground/requests/create-a-charge-form',
  multipart: 'v2/playground/requests/upload-a-file-multipart',
  binary: 'v2/playground/requests/store-raw-bytes-binary',
  whoami: 'v2/playground/authentication/who-am-i',
  media: 'v2/playground/responses/get-a-media-file',
  mismatch: 'v2/playground/responses/get-a-pet-answer-off-the-schema',
  none: 'v2/playground/responses/service-status-no-playground',
  members: 'v2/playground/authentication/members-report-signed-in-readers',
  guide: 'v2/playground/overview',
  /** An MDX page bound to `GET /pets/{id}` whose own heading is `#id` (written into the copy the tests build). */
  bound: 'v2/playground/the-pet',
  /** An MDX page bound to an operation of a spec that names no server (written into the copy the tests build). */
  serverless: 'v2/playground/serverless',
};

/** A second of WebM video, recorded by the browser itself from a canvas (no video file ships with the tests). */
async function recordWebm(page: Page): Promise<Buffer> {
  await page.goto('about:blank');
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    const stream = canvas.captureStream(25);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 20; frame++) {
      context.fillStyle = `hsl(${frame * 18} 80% 50%)`;
      context.fillRect(0, 0, 64, 48);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

describe.skipIf(!hasChromium || !hasCompiledCli)('API playground (built example site)', () => {
  let browser: TestBrowser;
  let page: Page;
  let tmp: string;
  let site: Server;
  let echo: EchoApi;
  let closed: EchoApi;
  let blocked: EchoApi;
  let copy: { dir: string; remove(): Promise<void> };
  const media: Partial<EchoMedia> = { image: PNG_1X1, audio: toneWav(0.5) };

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'quire-playground-'));
    // The example site, and an MDX page whose heading takes the name of the reference's path parameter `id`.
    copy = await copyExampleSite();
    await writeFile(
      path.join(copy.dir, `${PAGES.bound}.mdx`),
      '---\nopenapi: api/echo.yaml GET /pets/{id}\ntitle: The pet\n---\n\n## The pet {#id}\n\nWhich pet to get.\n',
    );
    await writeFile(
      path.join(copy.dir, 'v2/playground/serverless.yaml'),
      'openapi: 3.1.0\ninfo: { title: No server, version: "1" }\npaths:\n  /ping:\n    get:\n      summary: Ping\n      responses:\n        "200": { description: OK }\n',
    );
    await writeFile(
      path.join(copy.dir, `${PAGES.serverless}.mdx`),
      '---\nopenapi: v2/playground/serverless.yaml GET /ping\n---\n',
    );
    browser = await launchBrowser();
    page = await browser.context.newPage();
    media.video = await recordWebm(page);
    echo = await startEchoApi({ media: media as EchoMedia });
    blocked = await startEchoApi({ cors: false });
    closed = await startEchoApi();
    await closed.close();
    const out = path.join(tmp, 'out');
    await buildWithCli(copy.dir, out);
    const { startPreviewServer } = await importDist<{
      startPreviewServer(options: { dir: string; port?: number; host?: string }): Promise<Server>;
    }>('src/preview/preview-server.js');
    site = await startPreviewServer({ dir: out, port: 0, host: '127.0.0.1' });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await echo?.close();
    await blocked?.close();
    await copy?.remove();
    await rm(tmp, { recursive: true, force: true });
  });

  /** Opens a page's playground, pointed at the Echo API on `port`. */
  async function open(pagePath: string, port = echo.port): Promise<void> {
    await page.goto('about:blank');
    await page.goto(new URL(pagePath, site.url).href);
    await page.getByRole('button', { name: 'Try it' }).click();
    await page.locator('dialog.q-pg-dialog[open]').waitFor();
    await page.locator('#q-pg-server-port').fill(String(port));
  }

  /** Sends, and reads the echoed request from the response body. */
  async function sendAndRead(): Promise<Record<string, unknown>> {
    await page.getByRole('button', { name: 'Send' }).click();
    const body = page.locator('.q-pg-response .q-pg-body code');
    await body.waitFor();
    return JSON.parse(await body.innerText()) as Record<string, unknown>;
  }

  it('sends path, query, header parameters in their styles, and checks required ones first', async () => {
    await open(PAGES.query);
    // The path parameter is required: Send first says so, beside the field, and sends nothing.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.locator('#q-pg-param-path-resource-problem').innerText()).toBe('Required.');
    expect(echo.received.filter((r) => r.method === 'GET')).toHaveLength(0);
    await page.locator('#q-pg-param-path-resource').fill('pets');
    await page.locator('#q-pg-param-query-limit').fill('5');
    await page.locator('#q-pg-param-query-kinds').getByRole('button', { name: '+ Add item' }).click();
    // A list's items are named by the list's field and their place (they have no label of their own).
    await page
      .getByRole('group', { name: 'kinds' })
      .getByRole('combobox', { name: 'kinds, item 1' })
      .selectOption({ label: 'dog' });
    await page.locator('#q-pg-param-query-kinds').getByRole('button', { name: '+ Add item' }).click();
    await page.locator('#q-pg-param-query-kinds-1').selectOption({ label: 'cat' });
    await page.locator('#q-pg-param-query-filter').fill('{"color":"red"}');
    await page.locator('#q-pg-param-header-X-Request-Tag').fill('abc');
    await page.locator('#q-pg-param-query-verbose').selectOption({ label: 'true' });
    // The URL line and the code sample show the request as it will go out.
    const url = `http://127.0.0.1:${echo.port}/echo/pets?limit=5&kinds=dog%7Ccat&filter[color]=red&verbose=true`;
    await expect.poll(() => page.locator('.q-pg__url').innerText()).toBe(url);
    expect(await page.locator('.q-pg-sample code').innerText()).toContain('X-Request-Tag: abc');
    const sent = await sendAndRead();
    expect(sent).toMatchObject({
      method: 'GET',
      path: '/echo/pets',
      query: 'limit=5&kinds=dog%7Ccat&filter[color]=red&verbose=true',
    });
    expect((sent.headers as Record<string, string>)['x-request-tag']).toBe('abc');
    await expect.poll(() => page.locator('.q-pg-check').innerText()).toContain('Matches the documented 200 response');
    // The answer's views are tabs of a named list.
    expect(
      await page.getByRole('tablist', { name: 'Response body and headers' }).getByRole('tab').allInnerTexts(),
    ).toEqual(['Body', expect.stringMatching(/^Headers \(\d+\)$/)]);
    // A link to a parameter focuses its input while the playground is open.
    await page.evaluate(() => {
      location.hash = 'limit';
    });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('q-pg-param-query-limit');
  });

  it("finds the parameter an address names from the page's row, below an MDX page's own heading of its name", async () => {
    // `## The pet {#id}` is the page's `#id`, so the path parameter `id`'s row is `#id-1`.
    const url = new URL(PAGES.bound, site.url).href;
    const active = () => page.evaluate(() => document.activeElement?.id);
    await page.goto('about:blank');
    await page.goto(`${url}#id`);
    expect(await page.locator('[id="id-1"]').getAttribute('data-api-param')).toBe('path:id');
    // The heading names no parameter: the playground opens on its first input.
    await page.getByRole('button', { name: 'Try it' }).click();
    await page.locator('dialog.q-pg-dialog[open]').waitFor();
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    expect(await active()).not.toBe('q-pg-param-path-id');
    // The parameter's name links back to its row.
    const back = page.locator('.q-pg-field[data-param="path:id"] .q-pg-field__anchor');
    expect(await back.getAttribute('href')).toBe('#id-1');
    // The row's id focuses the parameter's input; the heading's does not (following it blurs the port input
    // first, as any link to a fragment does, so the check is that the parameter's input does not get the focus).
    await page.evaluate(() => {
      location.hash = 'id-1';
    });
    await expect.poll(active).toBe('q-pg-param-path-id');
    await page.locator('#q-pg-server-port').focus();
    await page.evaluate(() => {
      location.hash = 'id';
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
    expect(await active()).not.toBe('q-pg-param-path-id');
  });

  it('sends a JSON body, checked against its schema as it is typed', async () => {
    await open(PAGES.json);
    // Its group is named in words: "Body required".
    expect(await page.getByRole('group', { name: 'Body required', exact: true }).count()).toBe(1);
    const editor = page.getByRole('textbox', { name: 'JSON body' });
    await editor.fill('{"name": "", "kind": "fish"}');
    const problems = page.locator('#q-pg-body-problems');
    await expect.poll(() => problems.innerText()).toContain('shorter than 1 characters');
    expect(await problems.innerText()).toContain('"fish" is not one of "dog", "cat", "bird"');
    await editor.fill('{"name": "Rex", "kind": "dog"}');
    await expect.poll(() => problems.count()).toBe(0);
    const sent = await sendAndRead();
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/pets',
      contentType: 'application/json',
      body: '{"name": "Rex", "kind": "dog"}',
    });
    // A body that is no JSON is refused: the answer to the earlier request is no longer shown as this one's.
    await editor.fill('{"name": ');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.locator('.q-pg-response').count()).toBe(0);
  });

  it('sends a form body with nested fields in brackets', async () => {
    await open(PAGES.form);
    await page.locator('#q-pg-body-amount').fill('1200');
    await page.locator('#q-pg-body-currency').selectOption({ label: 'usd' });
    await page.locator('#q-pg-body-metadata').fill('{"order": "7"}');
    const sent = await sendAndRead();
    expect(sent.contentType).toBe('application/x-www-form-urlencoded');
    const fields = new URLSearchParams(String(sent.body));
    expect([...fields]).toEqual([
      ['amount', '1200'],
      ['currency', 'usd'],
      ['metadata[order]', '7'],
    ]);
  });

  it('sends multipart with a file, and a raw binary body', async () => {
    await open(PAGES.multipart);
    await page.locator('#q-pg-body-title').fill('hello');
    await page
      .locator('#q-pg-body-file')
      .setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('twelve bytes') });
    const sent = await sendAndRead();
    expect(String(sent.contentType)).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.parts).toEqual([
      { name: 'title', value: 'hello' },
      { name: 'file', filename: 'note.txt', size: 12, type: 'text/plain' },
    ]);

    await open(PAGES.binary);
    await page.locator('#q-pg-param-path-name').fill('photo.png');
    await page.locator('#q-pg-body-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    const stored = await sendAndRead();
    expect(stored).toMatchObject({
      method: 'PUT',
      path: '/blobs/photo.png',
      contentType: 'application/octet-stream',
      size: PNG_1X1.length,
    });
  });

  it('sends each kind of credential, and never shows it in the code sample', async () => {
    await open(PAGES.whoami);
    const choose = (label: string) =>
      page.getByRole('combobox', { name: 'Authentication method' }).selectOption({ label });
    const cases: [string, () => Promise<void>, (sent: Record<string, unknown>) => void][] = [
      [
        'bearerAuth',
        () => page.locator('#q-pg-auth-bearerAuth').fill('tok_bearer'),
        (sent) => expect(header(sent, 'authorization')).toBe('Bearer tok_bearer'),
      ],
      [
        'basicAuth',
        async () => {
          await page.getByRole('textbox', { name: 'basicAuth username' }).fill('zoë');
          await page.getByRole('textbox', { name: 'basicAuth password' }).fill('s3cret');
        },
        (sent) => expect(header(sent, 'authorization')).toBe(`Basic ${Buffer.from('zoë:s3cret').toString('base64')}`),
      ],
      [
        'headerKey',
        () => page.locator('#q-pg-auth-headerKey').fill('key_h'),
        (sent) => expect(header(sent, 'x-api-key')).toBe('key_h'),
      ],
      [
        'queryKey',
        () => page.locator('#q-pg-auth-queryKey').fill('key_q'),
        (sent) => expect(sent.query).toBe('api_key=key_q'),
      ],
      [
        'oauth',
        () => page.locator('#q-pg-auth-oauth').fill('tok_oauth'),
        (sent) => expect(header(sent, 'authorization')).toBe('Bearer tok_oauth'),
      ],
    ];
    for (const [label, fill, check] of cases) {
      await choose(label);
      await fill();
      const sample = await page.locator('.q-pg-sample code').innerText();
      expect(sample).not.toMatch(/tok_bearer|s3cret|key_h|key_q|tok_oauth/);
      check(await sendAndRead());
    }
  });

  it('renders images, audio, video and text answers as what they are', async () => {
    await open(PAGES.media);
    const kind = page.locator('#q-pg-param-path-kind');
    await kind.selectOption({ label: 'image' });
    await page.getByRole('button', { name: 'Send' }).click();
    const image = page.locator('.q-pg-response img.q-pg-media');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    await kind.selectOption({ label: 'audio' });
    await page.getByRole('button', { name: 'Send' }).click();
    const audio = page.locator('.q-pg-response audio.q-pg-media');
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => Math.round(el.duration * 10))).toBe(5);

    await kind.selectOption({ label: 'video' });
    await page.getByRole('button', { name: 'Send' }).click();
    const video = page.locator('.q-pg-response video.q-pg-media');
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.videoWidth)).toBe(64);

    await kind.selectOption({ label: 'text' });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.locator('.q-pg-response[data-kind="text"] .q-pg-body code').innerText())
      .toBe('plain text answer\nsecond line');
  });

  it('shows where an answer departs from its documented schema', async () => {
    await open(PAGES.mismatch);
    await page.locator('#q-pg-param-path-id').fill('1');
    await page.getByRole('button', { name: 'Send' }).click();
    const check = page.locator('.q-pg-check--bad');
    await check.waitFor();
    const text = await check.innerText();
    expect(text).toContain('Does not match the documented 200 response');
    expect(text).toContain('id expected integer, got string "one"');
    expect(text).toContain('kind "lizard" is not one of "dog", "cat", "bird"');
  });

  it('tells a CORS block from a network error', async () => {
    await open(PAGES.whoami, blocked.port);
    await page.locator('#q-pg-auth-bearerAuth').fill('t');
    await page.getByRole('button', { name: 'Send' }).click();
    const failure = page.locator('.q-pg-response--failed');
    await expect.poll(() => failure.getAttribute('data-failure')).toBe('cors');
    expect(await failure.innerText()).toContain('api.playground.proxy');

    await page.locator('#q-pg-server-port').fill(String(closed.port));
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => failure.getAttribute('data-failure')).toBe('network');
  });

  it('shows an auth playground to signed-in members of its groups only', async () => {
    const keys = {
      algorithm: 'RS256' as const,
      publicPem: '',
      privateKey: createPrivateKey(await readFile(path.join(fixtures, 'example-site-auth.key.pem'), 'utf8')),
    };
    const exp = Math.floor(Date.now() / 1000) + 600;
    const url = new URL(PAGES.members, site.url).href;
    const tryIt = page.getByRole('button', { name: 'Try it' });
    // Not signed in: a link to sign in that comes back here, and no playground.
    await page.goto(url);
    const login = page.locator('.q-playground__login');
    await login.waitFor();
    const href = new URL((await login.getAttribute('href'))!);
    expect(href.pathname).toBe('/v2/playground/sign-in');
    expect(href.searchParams.get('redirect')).toBe(url);
    expect(await tryIt.count()).toBe(0);
    // Back from the login page as a member of `admins`: the playground, and the token gone from the address.
    await page.goto('about:blank');
    await page.goto(`${url}#access_token=${signToken(keys, { sub: 'ada', exp, groups: ['admins'] })}`);
    await tryIt.waitFor();
    expect(new URL(page.url()).hash).toBe('');
    // The tab keeps the reader signed in.
    await page.reload();
    await tryIt.waitFor();
    // Signing out goes to docs.json `logoutUrl` (back here after) and forgets the tab's token.
    const logout = page.locator('.q-playground__logout');
    const out = new URL((await logout.getAttribute('href'))!);
    expect([out.pathname, out.searchParams.get('redirect')]).toEqual(['/v2/playground/sign-in', url]);
    await logout.click();
    await page.waitForURL((current) => current.pathname === '/v2/playground/sign-in');
    await page.goto(url);
    await expect.poll(() => page.locator('.q-api-playground').getAttribute('data-playground-state')).toBe('login');
    // A reader outside the group, an expired token and a token signed by another key see no playground.
    const others: [string, string][] = [
      [signToken(keys, { sub: 'bob', exp, groups: ['users'] }), 'forbidden'],
      [signToken(keys, { sub: 'ada', exp: exp - 3600, groups: ['admins'] }), 'login'],
      [signToken(testKeysFor(), { sub: 'eve', exp, groups: ['admins'] }), 'login'],
    ];
    for (const [token, state] of others) {
      await page.evaluate(() => sessionStorage.clear());
      await page.goto('about:blank');
      await page.goto(`${url}#access_token=${token}`);
      await expect.poll(() => page.locator('.q-api-playground').getAttribute('data-playground-state')).toBe(state);
      expect(await tryIt.count()).toBe(0);
      // Signed in outside the group: a way to sign out and back in as someone else.
      expect(await page.locator('.q-playground__logout').count()).toBe(state === 'forbidden' ? 1 : 0);
    }
  });

  it('builds the request without sending it on a simple page', async () => {
    await open('v2/playground/responses/get-the-version-request-only');
    expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);
    expect(await page.locator('.q-pg-sample code').innerText()).toContain(`http://127.0.0.1:${echo.port}/version`);
    expect(await page.locator('.q-pg__out').innerText()).toContain('this page does not send requests');
  });

  it('sends nothing for an operation whose spec names no server, and says why', async () => {
    await page.goto(new URL(PAGES.serverless, site.url).href);
    await page.getByRole('button', { name: 'Try it' }).click();
    await page.locator('dialog.q-pg-dialog[open]').waitFor();
    expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);
    expect(await page.locator('.q-pg__out').innerText()).toContain('The API names no server to send this request to');
  });

  it('loads nothing of the playground on pages without one', async () => {
    for (const pagePath of [PAGES.none, PAGES.guide]) {
      const html = await (await page.request.get(new URL(pagePath, site.url).href)).text();
      expect(html).not.toContain('playground.js');
      expect(html).not.toContain('q-api-playground');
    }
    const html = await (await page.request.get(new URL(PAGES.json, site.url).href)).text();
    expect(html).toContain('playground.js');
  });
});

describe.skipIf(!hasChromium || !hasCompiledCli)('API playground through the dev proxy', () => {
  let browser: TestBrowser;
  let page: Page;
  let echo: EchoApi;
  let other: EchoApi;
  let dev: Server;
  let copy: { dir: string; remove(): Promise<void> };

  beforeAll(async () => {
    echo = await startEchoApi({ cors: false });
    other = await startEchoApi();
    // The copy's Echo API server defaults to this test's port: the proxy forwards to the servers the spec names.
    copy = await copyExampleSite();
    const spec = path.join(copy.dir, 'api', 'echo.yaml');
    await writeFile(spec, (await readFile(spec, 'utf8')).replace("default: '4010'", `default: '${echo.port}'`));
    const docs = path.join(copy.dir, 'docs.json');
    await writeFile(docs, (await readFile(docs, 'utf8')).replace('http://127.0.0.1:4010', echo.origin));
    const { startDevServer } = await importDist<{
      startDevServer(options: {
        dir: string;
        port?: number;
        host?: string;
        log?: (text: string) => void;
      }): Promise<Server>;
    }>('src/dev/dev-server.js');
    dev = await startDevServer({ dir: copy.dir, port: 0, host: '127.0.0.1', log: () => {} });
    browser = await launchBrowser();
    page = await browser.context.newPage();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await dev?.close();
    await echo?.close();
    await other?.close();
    await copy?.remove();
  });

  it('builds the playground of a hand-written page from its ParamFields and docs.json api.mdx', async () => {
    await page.goto(new URL('v2/playground/write-a-note', dev.url).href);
    await page.getByRole('button', { name: 'Try it' }).click();
    // A parameter's name links back to its ParamField, whose id focuses the parameter's input.
    const draft = await page.locator('.q-field--param[data-param-name="draft"]').getAttribute('id');
    const back = page.locator('.q-pg-field[data-param="query:draft"] .q-pg-field__anchor');
    expect(await back.getAttribute('href')).toBe(`#${draft}`);
    await page.evaluate((id) => {
      location.hash = id;
    }, draft!);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('q-pg-param-query-draft');
    await page.locator('#q-pg-param-query-draft').selectOption({ label: 'true' });
    await page.locator('#q-pg-param-header-X-Request-Tag').fill('note-1');
    await page.locator('#q-pg-auth-X-API-Key').fill('key_1');
    await page.getByRole('textbox', { name: 'JSON body' }).fill('{"pages": 2}');
    // `title` is a required body field of the page.
    await expect
      .poll(() => page.locator('#q-pg-body-problems').innerText())
      .toContain('title required property is missing');
    await page.getByRole('textbox', { name: 'JSON body' }).fill('{"title": "Hi", "pages": 2}');
    await page.getByRole('button', { name: 'Send' }).click();
    const body = page.locator('.q-pg-response .q-pg-body code');
    await body.waitFor();
    const sent = JSON.parse(await body.innerText()) as Record<string, unknown>;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/notes',
      query: 'draft=true',
      body: '{"title": "Hi", "pages": 2}',
    });
    expect(header(sent, 'x-api-key')).toBe('key_1');
    expect(header(sent, 'x-request-tag')).toBe('note-1');
  });

  it("sends the API's cookies and not the docs site's, to an API without CORS, and refuses other hosts", async () => {
    await page.goto(new URL(PAGES.whoami, dev.url).href);
    await browser.context.addCookies([{ name: 'docs_login', value: 'secret', url: dev.url }]);
    await page.getByRole('button', { name: 'Try it' }).click();
    await page.getByRole('combobox', { name: 'Authentication method' }).selectOption({ label: 'cookieKey' });
    await page.locator('#q-pg-auth-cookieKey').fill('ck1');
    await page.getByRole('button', { name: 'Send' }).click();
    const body = page.locator('.q-pg-response .q-pg-body code');
    await body.waitFor();
    const sent = JSON.parse(await body.innerText()) as Record<string, unknown>;
    expect(header(sent, 'cookie')).toBe('session_key=ck1');
    expect(await page.locator('.q-pg-response .q-pg-hint', { hasText: 'via proxy' }).count()).toBe(1);
    expect(echo.received.every((request) => !String(request.headers.cookie ?? '').includes('docs_login'))).toBe(true);

    await page.locator('#q-pg-server-port').fill(String(other.port));
    await page.getByRole('button', { name: 'Send' }).click();
    const failure = page.locator('.q-pg-response--failed');
    await expect.poll(() => failure.getAttribute('data-failure')).toBe('proxy');
    expect(await failure.innerText()).toContain(`127.0.0.1:${other.port} is not one of them`);
    expect(other.received).toHaveLength(0);
  });
});

function header(sent: Record<string, unknown>, name: string): string | undefined {
  return (sent.headers as Record<string, string>)[name];
}
