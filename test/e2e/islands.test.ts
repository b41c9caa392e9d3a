// A page's own interactive components (reference §3.1: hooks are in scope, "interactive elements in your docs")
// work in the browser: the build renders them, the islands script hydrates them, clicks change their state. One
// that cannot go to the browser stays as built, and the build says why.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, type TestBrowser } from './support/browser.js';
import { buildWithCli, hasCompiledCli, importDist } from './support/site.js';

interface Server {
  url: string;
  close(): Promise<void>;
}
type Start = (options: { dir: string; port: number; host: string; log?: () => void }) => Promise<Server>;

const PAGE = `---
title: Home
---

export const Counter = ({ start = 0, step = 1, label }) => {
  const [count, setCount] = useState(start);
  return (
    <div className="counter">
      <button aria-label="Decrease" onClick={() => setCount(count - step)}>-</button>
      <span className="count">{label}: {count}</span>
      <button aria-label="Increase" onClick={() => setCount(count + step)}>+</button>
    </div>
  );
};

export const Greeting = ({ name }) => <p className="greeting">Hello {name}</p>;

export const Toggle = ({ children }) => {
  const [open, setOpen] = useState(false);
  return <div className="toggle"><button onClick={() => setOpen(!open)}>toggle</button>{open ? children : null}</div>;
};

export const Swap = () => {
  const [to, setTo] = useState('/start');
  return <a className="swap" href={to} onClick={(event) => { event.preventDefault(); setTo('javascript:alert(1)'); }}>swap</a>;
};

<Counter label="Apples" />

<Swap />

<Counter label="Pears" start={10} step={5} />

<Greeting name="reader" />

<Toggle>

Hidden text.

</Toggle>
`;

async function writeSite(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'docs.json'),
    JSON.stringify({
      theme: 'mint',
      name: 'Islands',
      colors: { primary: '#4F46E5' },
      navigation: { pages: ['index'] },
    }),
  );
  await writeFile(path.join(dir, 'index.mdx'), PAGE);
}

describe.skipIf(!hasChromium || !hasCompiledCli)('interactive components', () => {
  let root: string;
  let browser: TestBrowser;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'quire-e2e-islands-'));
    await writeSite(path.join(root, 'site'));
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('keep their state and handle clicks in a built site; each island on its own', async () => {
    const out = path.join(root, 'out');
    const output = await buildWithCli(path.join(root, 'site'), out);
    // The component given content between its tags cannot go to the browser: said, with where it is declared.
    expect(output).toMatch(
      /index\.mdx:\d+:\d+\s+warning The component <Toggle> is interactive .*content between its tags/,
    );
    expect(output).not.toContain('<Counter>');
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    // A static component is no island; the interactive ones are, with their props.
    expect(html).not.toContain('data-component="Greeting"');
    expect(html).toContain(
      'data-props="{&quot;label&quot;:&quot;Pears&quot;,&quot;start&quot;:10,&quot;step&quot;:5}"',
    );
    const { startPreviewServer } = await importDist<{ startPreviewServer: Start }>('src/preview/preview-server.js');
    const server = await startPreviewServer({ dir: out, port: 0, host: '127.0.0.1' });
    try {
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(server.url);
      await page.locator('quire-island[data-hydrated]').nth(2).waitFor();
      const counts = page.locator('.count');
      expect(await counts.allInnerTexts()).toEqual(['Apples: 0', 'Pears: 10']);
      const pears = page.locator('.counter').nth(1);
      await pears.getByRole('button', { name: 'Increase' }).click();
      await pears.getByRole('button', { name: 'Increase' }).click();
      await page.locator('.counter').first().getByRole('button', { name: 'Decrease' }).click();
      await expect.poll(() => counts.allInnerTexts()).toEqual(['Apples: -1', 'Pears: 20']);
      expect(await page.locator('.greeting').innerText()).toBe('Hello reader');
      // The browser applies the build's rules to what components render there: no script URL, whatever the state.
      const swap = page.locator('.swap');
      expect(await swap.getAttribute('href')).toBe('/start');
      await swap.click();
      await expect.poll(() => swap.getAttribute('href')).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('work in dev too', async () => {
    const { startDevServer } = await importDist<{ startDevServer: Start }>('src/dev/dev-server.js');
    const server = await startDevServer({ dir: path.join(root, 'site'), port: 0, host: '127.0.0.1', log: () => {} });
    try {
      const page = await browser.context.newPage();
      await page.goto(server.url);
      await page.locator('quire-island[data-hydrated]').first().waitFor();
      const apples = page.locator('.counter').first();
      await apples.getByRole('button', { name: 'Increase' }).click();
      await expect.poll(() => apples.locator('.count').innerText()).toBe('Apples: 1');
    } finally {
      await server.close();
    }
  });
});
