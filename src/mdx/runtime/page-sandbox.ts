import vm from 'node:vm';
import { sealHostFunctionConstructors } from './host-function-seal.js';
import { describeError } from './runtime-helpers.js';
import { sandboxUrlHost, URL_HOST, WEB_GLOBALS_SCRIPT } from './sandbox-web-globals.js';

/**
 * Where page code runs: a `node:vm` context of its own (one per site and thread), so an expression, an
 * `export const` or an imported `.jsx` component sees plain JavaScript, the web's small globals (`btoa`, `URL`,
 * `TextEncoder`, inert timers: sandbox-web-globals.ts) and the values Quire passes in, and nothing of Node (no
 * `process`, `require`, `import()`, `fetch`). The context's own built-in objects (its
 * `Array`, `Object.prototype`…) are frozen and its global bindings read-only, so a page that replaces
 * `Array.prototype.map` fails on that page alone instead of changing every page rendered after it, and strings are
 * never compiled to code (`eval`, `new Function`). Each run is under a time limit: the watchdog of `runInContext`
 * stops whatever JavaScript runs meanwhile, the page's code and the host's rendering alike.
 *
 * Values that cross from the host (Preact's functions, the theme's components, arrays they return) belong to the
 * host's realm, and `.constructor` of any of them leads to the host's `Function`: creating a sandbox seals those
 * constructors in the host (host-function-seal.ts), so that route ends in an error too. `node:vm` is still no
 * security boundary against a determined attacker: the README says what this does and does not protect against,
 * and how a service runs builds under Node's permission model as well.
 */
export interface PageSandbox {
  /**
   * Compiles a function whose code belongs to the sandbox's realm (its globals, its built-ins). `filename` names
   * the code in error stacks (`filename:line:column`), which is how a failure is traced back to its source.
   */
  compileFunction(code: string, params: readonly string[], filename?: string): (...args: unknown[]) => unknown;
  /**
   * Runs `job` under the time limit. Promise callbacks the page's code queued run before this returns, inside the
   * limit; nothing it scheduled survives it. Throws {@link PageTimeoutError} when the limit is reached.
   */
  run<T>(job: () => T, timeoutMs: number): T;
}

/** The page's code ran longer than the limit and was stopped. */
export class PageTimeoutError extends Error {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`The page's code ran longer than ${timeoutMs} ms and was stopped.`);
    this.name = 'PageTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** Default time limit of one page's code (evaluation and render), in ms; `--page-timeout` changes it. */
export const DEFAULT_PAGE_TIMEOUT_MS = 5000;

/** The name, on the sandbox's global, of the host function a timed run calls. */
const JOB = '_quireJob';

/**
 * Globals removed from the sandbox: callbacks that would run after the render (`FinalizationRegistry`), waits
 * that block a thread (`Atomics`), and WebAssembly (code generation is off anyway).
 */
const REMOVED = ['FinalizationRegistry', 'Atomics', 'SharedArrayBuffer', 'WebAssembly'];

/**
 * Runs inside a new context: removes what page code has no use for, makes every global binding read-only and
 * freezes every object reachable from the globals (constructors, prototypes, `Math`, `JSON`, `Intl`…).
 * The global object itself cannot be frozen in a vm context; new globals a page adds are removed after its run.
 */
const LOCKDOWN = `"use strict";
(() => {
  const { defineProperty, getOwnPropertyDescriptor, getPrototypeOf, freeze } = Object;
  const ownKeys = Reflect.ownKeys;
  for (const name of ${JSON.stringify(REMOVED)}) delete globalThis[name];
  const seen = new Set();
  const pending = [];
  const visit = (value) => {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return;
    seen.add(value);
    pending.push(value);
  };
  for (const key of ownKeys(globalThis)) {
    const descriptor = getOwnPropertyDescriptor(globalThis, key);
    if (!descriptor || !('value' in descriptor)) continue;
    // The whole descriptor: a partial one (without value) empties the binding in a vm context.
    defineProperty(globalThis, key, { value: descriptor.value, writable: false, enumerable: descriptor.enumerable, configurable: false });
    if (descriptor.value !== globalThis && key !== ${JSON.stringify(JOB)}) visit(descriptor.value);
  }
  while (pending.length > 0) {
    const value = pending.pop();
    freeze(value);
    visit(getPrototypeOf(value));
    for (const key of ownKeys(value)) {
      const descriptor = getOwnPropertyDescriptor(value, key);
      if (!descriptor) continue;
      if ('value' in descriptor) visit(descriptor.value);
      else { visit(descriptor.get); visit(descriptor.set); }
    }
  }
})();`;

/** Removes globals a run added (`globalThis.x = …`), so the next page does not see them. */
const FORGET_ADDED = `"use strict";
for (const key of Reflect.ownKeys(globalThis)) {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, key);
  if (descriptor && descriptor.configurable) delete globalThis[key];
}`;

const WEB_GLOBALS = new vm.Script(WEB_GLOBALS_SCRIPT, { filename: 'quire:web-globals' });
const LOCKDOWN_SCRIPT = new vm.Script(LOCKDOWN, { filename: 'quire:page-sandbox' });
const RUN_SCRIPT = new vm.Script(`${JOB}()`, { filename: 'quire:page' });
const FORGET_SCRIPT = new vm.Script(FORGET_ADDED, { filename: 'quire:page-sandbox' });

/** A new sandbox; create one per site and thread (about 20 ms) and reuse it for every page. */
export function createPageSandbox(): PageSandbox {
  sealHostFunctionConstructors();
  const global: Record<string, unknown> = {};
  const context = vm.createContext(global, {
    name: 'quire page code',
    codeGeneration: { strings: false, wasm: false },
    // The context's own promise queue, drained at the end of each run (inside its time limit), never later.
    microtaskMode: 'afterEvaluate',
  });
  let current: (() => unknown) | undefined;
  Object.defineProperty(global, JOB, {
    value: () => {
      const job = current;
      // Page code can reach this function too: it only ever runs the job the host started, once.
      current = undefined;
      if (!job) throw new Error('Page code cannot start a render.');
      return job();
    },
    enumerable: false,
  });
  // The web's small globals (`btoa`, `URL`, `TextEncoder`, inert timers…), in the sandbox's realm, frozen below.
  Object.defineProperty(global, URL_HOST, { value: sandboxUrlHost, configurable: true });
  WEB_GLOBALS.runInContext(context);
  LOCKDOWN_SCRIPT.runInContext(context);
  ignoreSandboxRejections();
  const keys = Reflect.ownKeys(global).length;
  return {
    compileFunction: (code, params, filename) =>
      vm.compileFunction(code, [...params], {
        parsingContext: context,
        ...(filename ? { filename } : {}),
      }) as (...args: unknown[]) => unknown,
    run<T>(job: () => T, timeoutMs: number): T {
      let result: T | undefined;
      let failure: { error: Error } | undefined;
      current = () => {
        try {
          result = job();
        } catch (error) {
          // Read here, inside the time limit: what page code throws may have a getter or a `toString` that loops.
          failure = { error: settledError(error) };
        }
      };
      try {
        RUN_SCRIPT.runInContext(context, { timeout: timeoutMs });
      } catch (error) {
        if ((error as { code?: string } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
          throw new PageTimeoutError(timeoutMs);
        throw error;
      } finally {
        current = undefined;
        if (Reflect.ownKeys(global).length !== keys) FORGET_SCRIPT.runInContext(context);
      }
      if (failure) throw failure.error;
      return result as T;
    },
  };
}

/**
 * What the page's code threw, as a host error of plain values (its message, name and stack read once): the
 * value itself may be an object of page code's whose properties run code when read.
 */
function settledError(error: unknown): Error {
  try {
    const { message, stack } = describeError(error, { insideTimeLimit: true });
    const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
    const settled = new Error(message);
    if (typeof name === 'string') settled.name = name;
    // A plain value (Node 24 gives errors a stack getter): read again outside the limit, it runs nothing.
    if (stack === undefined) delete settled.stack;
    else Object.defineProperty(settled, 'stack', { value: stack, writable: true, configurable: true });
    return settled;
  } catch {
    return new Error('the page threw a value that cannot be read');
  }
}

/** Marks the process (and each worker thread) once: the sandbox's rejection handler is installed. */
const GUARD = Symbol.for('quire.page-sandbox.rejections');

/**
 * A promise the page's code rejected and left alone (`Promise.reject()`, an `import()` that is refused, an async
 * component that throws) must not end the build: Node's default for an unhandled rejection is to exit. Only
 * promises of another realm than the host's, that is of page code, are ignored; any other rejection is thrown
 * again, as Node would.
 */
function ignoreSandboxRejections(): void {
  const proc = process as unknown as Record<symbol, boolean>;
  if (proc[GUARD]) return;
  proc[GUARD] = true;
  process.on('unhandledRejection', (reason, promise) => {
    if (Object.getPrototypeOf(promise) !== Promise.prototype) return;
    throw reason;
  });
}
