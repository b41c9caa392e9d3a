// Lets worker threads started by a test run Quire's TypeScript sources (the main thread runs them through
// vitest): `.js` imports of src/ and templates/ resolve to the `.ts`/`.tsx` file beside them, which esbuild
// transpiles as it loads. Registered with `--import` in the worker's execArgv (see startRenderWorkers).
import { register } from 'node:module';

register(new URL('./ts-worker-hooks.mjs', import.meta.url));
