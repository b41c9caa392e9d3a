/**
 * The host's function constructors out of reach of page code. Page code runs in a `node:vm` context that cannot
 * compile strings, but the values Quire passes in (components, React's functions, hooks) are functions of the
 * host's realm, and every function leads to its realm's `Function` through `.constructor`
 * (`Card.constructor('return process')()`): the classic way out of a vm context. On the host's four function
 * prototypes (`Function`, `AsyncFunction`, `GeneratorFunction`, `AsyncGeneratorFunction`), `constructor` is
 * replaced by a function of the same name and prototype that refuses to run: host code that checks
 * `fn.constructor.name === 'AsyncFunction'` reads what it did, and the host's own `Function` (its global binding,
 * which page code cannot reach) works as before.
 *
 * Done once per thread that runs page code (a render thread, the dev server), before any page runs.
 */

/** Marks a prototype whose constructor is sealed. */
const SEALED = Symbol.for('quire.host-function-seal');

/** What a sealed constructor throws when page code (or anything else) calls it. */
export const SEALED_CONSTRUCTOR_MESSAGE = 'Code generation from strings is not allowed in pages.';

/** Seals the host realm's function constructors (see the module comment); idempotent. */
export function sealHostFunctionConstructors(): void {
  const prototypes: object[] = [
    Function.prototype,
    Object.getPrototypeOf(async () => undefined) as object,
    Object.getPrototypeOf(function* () {
      yield undefined;
    }) as object,
    Object.getPrototypeOf(async function* () {
      yield undefined;
    }) as object,
  ];
  for (const prototype of prototypes) {
    if (Object.hasOwn(prototype, SEALED)) continue;
    const real = (prototype as { constructor: { name: string } }).constructor;
    const sealed = {
      [real.name]: () => {
        throw new EvalError(SEALED_CONSTRUCTOR_MESSAGE);
      },
    }[real.name]!;
    Object.defineProperty(sealed, 'prototype', { value: prototype });
    // Fixed for good: page code that deleted it would otherwise change what host code reads there.
    Object.defineProperty(prototype, 'constructor', {
      value: sealed,
      writable: false,
      enumerable: false,
      configurable: false,
    });
    Object.defineProperty(prototype, SEALED, { value: true });
  }
}
