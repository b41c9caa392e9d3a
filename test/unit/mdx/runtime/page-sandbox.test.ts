import { describe, expect, it } from 'vitest';
import { createPageSandbox, PageTimeoutError, type PageSandbox } from '../../../../src/mdx/runtime/page-sandbox.js';
import { renderCompiledPage } from '../../../../src/mdx/runtime/render-compiled-page.js';
import type { ComponentError } from '../../../../src/mdx/runtime/runtime-helpers.js';
import { memoryCompiler, stubComponents } from '../compile-helpers.js';

/** Compiles `source` as `page.mdx` (with `files` beside it) and renders it in `sandbox`. */
async function renderPage(
  source: string,
  options: { sandbox?: PageSandbox; files?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ html: string; errors: ComponentError[] }> {
  const compiler = await memoryCompiler({ 'page.mdx': source, ...options.files });
  const page = await compiler.compile({ file: 'page.mdx', source });
  const errors: ComponentError[] = [];
  const html = renderCompiledPage(page, {
    components: stubComponents(),
    onError: (e) => errors.push(e),
    ...(options.sandbox ? { sandbox: options.sandbox } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return { html, errors };
}

describe('page code in the sandbox', () => {
  it('sees none of Node: process, require, getBuiltinModule, fetch, window, string code generation', async () => {
    const { html } = await renderPage(
      [
        'export const probe = () => { try { return Function("return 1")(); } catch (e) { return e.name; } };',
        '',
        '<p id="names">{[typeof process, typeof require, typeof module, typeof fetch, typeof window, typeof setImmediate, typeof document, typeof Buffer, typeof globalThis.process, typeof globalThis.require].join(",")}</p>',
        '',
        '<p id="gbm">{String(typeof process !== "undefined" && typeof process.getBuiltinModule)}</p>',
        '',
        '<p id="fn">{probe()}</p>',
      ].join('\n'),
    );
    expect(html).toContain(
      '<p id="names">undefined,undefined,undefined,undefined,undefined,undefined,undefined,undefined,undefined,undefined</p>',
    );
    expect(html).toContain('<p id="gbm">false</p>');
    // `Function("…")` and `eval` are refused: code generation from strings is off in the sandbox.
    expect(html).toContain('<p id="fn">EvalError</p>');
  });

  it("gives components the web's small globals, written in its own realm and frozen with it", async () => {
    const sandbox = createPageSandbox();
    const lines = [
      'export const link = () => "cursor://x?config=" + btoa(JSON.stringify({ url: "https://mcp.example.com" }));',
      'export const url = () => { const u = new URL("/a/b?x=1#h", "https://example.com"); u.searchParams.set("y", "2 3"); u.hash = ""; return u.href + " " + u.origin + " " + URL.canParse("nope"); };',
      'export const params = () => new URLSearchParams({ q: "a&b c", n: "1" }).toString();',
      'export const text = () => [...new TextEncoder().encode("é€😀")].join(".") + " " + new TextDecoder().decode(new TextEncoder().encode("é€😀"));',
      'export const back = () => atob(btoa("hi there")) + " " + (() => { try { btoa("€"); } catch (e) { return e.name; } })();',
      'export const later = () => { let ran = "no"; const id = setTimeout(() => { ran = "yes"; }, 0); clearTimeout(id); return typeof id + " " + ran; };',
      'export const copy = () => { const a = { d: new Date(0), l: [1, { x: 2 }], constructor: "c" }; const b = structuredClone(a); return String(b !== a && b.l[1] !== a.l[1] && b.d.getTime() === 0 && b.l[1].x === 2 && b.constructor === "c"); };',
      'export const frozen = () => { try { URL.prototype.toString = () => "x"; return "changed"; } catch (e) { return e.name; } };',
      'export const invalid = () => { try { new URL("not a url"); } catch (e) { return e.name; } };',
      '',
      '<p id="link">{link()}</p>',
      '<p id="url">{url()}</p>',
      '<p id="params">{params()}</p>',
      '<p id="text">{text()}</p>',
      '<p id="back">{back()}</p>',
      '<p id="later">{later()}</p>',
      '<p id="copy">{copy()}</p>',
      '<p id="frozen">{frozen()}</p>',
      '<p id="invalid">{invalid()}</p>',
    ];
    const { html, errors } = await renderPage(lines.join('\n'), { sandbox });
    expect(errors).toEqual([]);
    const cell = (id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1];
    expect(cell('link')).toBe(
      `cursor://x?config=${Buffer.from('{"url":"https://mcp.example.com"}').toString('base64')}`,
    );
    expect(cell('url')).toBe('https://example.com/a/b?x=1&amp;y=2+3 https://example.com false');
    expect(cell('params')).toBe('q=a%26b+c&amp;n=1');
    expect(cell('text')).toBe(`${[...Buffer.from('é€😀')].join('.')} é€😀`);
    expect(cell('back')).toBe('hi there InvalidCharacterError');
    expect(cell('later')).toBe('number no');
    expect(cell('copy')).toBe('true');
    expect(cell('frozen')).toBe('TypeError');
    expect(cell('invalid')).toBe('TypeError');
    // The host's URL is untouched, and its parser is not left on the sandbox's global.
    expect(new URL('https://example.com/').toString()).toBe('https://example.com/');
    const probe = await renderPage('<p id="host">{typeof globalThis.__quireUrlHost}</p>\n', { sandbox });
    expect(probe.html).toContain('<p id="host">undefined</p>');
  });

  it('refuses `import()` of node: modules and reports a page that uses process as a Node name', async () => {
    const sandbox = createPageSandbox();
    await expect(renderPage('export const fs = await import("node:fs");\n\n# I\n', { sandbox })).rejects.toThrow();
    const failed = await renderPage('export const E = () => process.env.HOME;\n\n<E />\n', { sandbox });
    expect(failed.errors).toEqual([
      {
        component: 'E',
        message: 'process is not defined',
        kind: 'node',
        name: 'process',
        // Where in the compiled page it failed, which the render stage traces back to the page's source.
        stack: expect.stringMatching(/^ReferenceError: process is not defined\n\s+at .*\(quire:page-code:\d+:\d+\)/),
      },
    ]);
  });

  it("gives no way to the host's Function through the host functions it is handed", async () => {
    const routes = {
      fragment: 'React.Fragment.constructor',
      react: 'React.createElement.constructor',
      hook: 'Object.getPrototypeOf(useState).constructor',
      array: 'React.Children.toArray([1]).constructor.constructor',
      error: '(() => { try { React.Children.only(null); } catch (e) { return e.constructor.constructor; } })()',
      async: 'Object.getPrototypeOf(async () => {}).constructor',
    };
    const source = [
      'export const reach = (get) => { try { const F = get(); return "process: " + F("return typeof process")(); } catch (e) { return e.name; } };',
      '',
      ...Object.entries(routes).map(([id, route]) => `<p id="${id}">{reach(() => ${route})}</p>\n`),
      'export const drop = () => { try { delete Object.getPrototypeOf(React.createElement).constructor; return "deleted"; } catch (e) { return e.name; } };',
      '',
      '<p id="drop">{drop()}</p>',
    ].join('\n');
    const { html } = await renderPage(source);
    for (const id of Object.keys(routes)) expect(html, id).toContain(`<p id="${id}">EvalError</p>`);
    // The sealed constructor stays in place, and host code still reads the names it checks.
    expect(html).toContain('<p id="drop">TypeError</p>');
    expect((async () => undefined).constructor.name).toBe('AsyncFunction');
    expect(Function('return 2')()).toBe(2);
  });

  it('keeps a page that replaces Array.prototype.map or adds a global from changing the next page or the host', async () => {
    const sandbox = createPageSandbox();
    const hostMap = Array.prototype.map;
    await expect(
      renderPage('export const x = (Array.prototype.map = function () { return ["hacked"]; });\n\n# A\n', { sandbox }),
    ).rejects.toThrow(/read only property 'map'/);
    await expect(renderPage('export const y = (globalThis.Array = null);\n\n# A\n', { sandbox })).rejects.toThrow(
      /read only property 'Array'/,
    );
    await renderPage('export const z = (globalThis.shared = "from page A");\n\n# A\n', { sandbox });

    const next = await renderPage(
      '<p id="b">{[1, 2].map((n) => n * 2).join(",")} {typeof shared} {typeof Array}</p>\n',
      { sandbox },
    );
    expect(next.html).toContain('<p id="b">2,4 undefined function</p>');
    expect(Array.prototype.map).toBe(hostMap);
    expect([1, 2].map((n) => n + 1)).toEqual([2, 3]);
  });

  it('stops code that runs too long, in the page or in its components, and the sandbox renders on', async () => {
    const sandbox = createPageSandbox();
    await expect(
      renderPage('export const spin = (() => { for (;;) {} })();\n\n# Loop\n', { sandbox, timeoutMs: 200 }),
    ).rejects.toBeInstanceOf(PageTimeoutError);
    await expect(
      renderPage('export const Spin = () => { while (true) {} };\n\n<Spin />\n', { sandbox, timeoutMs: 200 }),
    ).rejects.toThrow(/ran longer than 200 ms/);
    // Promise callbacks that schedule each other forever run inside the limit too.
    await expect(
      renderPage('export const p = (() => { const f = () => Promise.resolve().then(f); f(); })();\n\n# P\n', {
        sandbox,
        timeoutMs: 200,
      }),
    ).rejects.toBeInstanceOf(PageTimeoutError);
    const after = await renderPage('<Note>still {1 + 1}</Note>\n', { sandbox, timeoutMs: 200 });
    expect(after.html).toBe('<x-note>still 2</x-note>');
  });

  it('reads what page code throws inside the time limit: a getter that loops is stopped, others are settled', async () => {
    const sandbox = createPageSandbox();
    await expect(
      renderPage('{(() => { throw { get message() { for (;;) {} } }; })()}\n', { sandbox, timeoutMs: 200 }),
    ).rejects.toBeInstanceOf(PageTimeoutError);
    await expect(
      renderPage('{(() => { throw { toString() { for (;;) {} } }; })()}\n', { sandbox, timeoutMs: 200 }),
    ).rejects.toBeInstanceOf(PageTimeoutError);
    const thrown = await renderPage(
      "{(() => { throw { get message() { return 'from a getter'; }, name: 'RangeError' }; })()}\n",
      { sandbox, timeoutMs: 200 },
    ).catch((error: unknown) => error);
    // A host error of plain values: reading it again runs no code of the page's.
    expect(thrown).toBeInstanceOf(Error);
    expect(Object.getOwnPropertyDescriptor(thrown, 'message')?.value).toBe('from a getter');
    expect((thrown as Error).name).toBe('RangeError');
    const trapped = await renderPage("{(() => { throw new Proxy({}, { get() { throw new Error('trap'); } }); })()}\n", {
      sandbox,
      timeoutMs: 200,
    }).catch((error: unknown) => error);
    // The proxy's trap throws when its message is read: what comes out is still a host error of plain values.
    expect(trapped).toBeInstanceOf(Error);
    expect(typeof Object.getOwnPropertyDescriptor(trapped, 'message')?.value).toBe('string');
    const after = await renderPage('<Note>still {1 + 1}</Note>\n', { sandbox, timeoutMs: 200 });
    expect(after.html).toBe('<x-note>still 2</x-note>');
  });

  it('reports an async component (it renders nothing) and does not crash on its rejection', async () => {
    const { html, errors } = await renderPage(
      'export const Later = async () => { throw new Error("no"); };\n\nBefore <Later /> after.\n',
    );
    expect(html).toBe('<p>Before  after.</p>');
    expect(errors).toEqual([{ component: 'Later', message: 'it returns a promise', kind: 'async' }]);
  });

  it('gives imported components the same sandbox: hooks and React work, Node does not', async () => {
    const { html, errors } = await renderPage(
      "import { Counter, Env, Fs } from '/snippets/c.jsx';\n\n<Counter start={3} />\n\n<Env />\n\n<Fs />\n",
      {
        files: {
          'snippets/c.jsx':
            "import { useState } from 'react';\nexport const Counter = ({ start }) => { const [n] = useState(start); return <b>{[n].map((x) => x * 2)}</b>; };\nexport const Env = () => process.env.HOME;\nexport const Fs = () => String(require('fs').readFileSync('/etc/passwd', 'utf8'));\n",
        },
      },
    );
    expect(html).toContain('<b>6</b>');
    expect(html).not.toContain('root:');
    expect(errors).toEqual([
      {
        component: 'Env',
        message: 'process is not defined',
        kind: 'node',
        name: 'process',
        stack: expect.stringMatching(/\(quire:page-code:\d+:\d+\)/),
      },
    ]);
  });
});
