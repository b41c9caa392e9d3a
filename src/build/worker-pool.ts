/**
 * The render workers' pool, apart from the renderer so that the CLI can start the workers before it loads the
 * build (their module loading then overlaps the main thread's). Imports nothing heavy.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** How long a closing worker may take to finish its last writes. */
const WORKER_EXIT_GRACE_MS = 5000;
/**
 * Young generation of each worker, in MB. Rendering allocates a lot of short-lived objects (syntax trees,
 * tokens, strings); V8's default (16 MB semi-spaces) spends ~14% of render time in scavenges, 96 MB (32 MB
 * semi-spaces) halves that for a few MB more resident memory.
 */
const WORKER_YOUNG_GENERATION_MB = 96;

/** Render workers started before the site is loaded, so their module loading overlaps the main thread's work. */
export interface RenderWorkerPool {
  readonly workers: Worker[];
  /** Stops every worker. */
  close(): void;
  /** Waits for workers that were told to close to exit (stopping any that take too long). */
  finish(): Promise<void>;
}

/**
 * Workers besides the main thread (which renders too): one per remaining core. One core renders in-process.
 */
export function defaultWorkerCount(): number {
  return Math.max(0, availableParallelism() - 1);
}

/** How render workers are started, besides their number. */
export interface RenderWorkerOptions {
  /**
   * Node options of the workers. A test passes a loader here (`--import` of a TypeScript loader) so workers run
   * the same sources as the test; with one, the worker's `.ts` file is used when its compiled file is missing.
   */
  execArgv?: string[];
}

/** Starts `count` render workers that wait for the site; undefined when none can run (no compiled worker file). */
export function startRenderWorkers(count: number, options: RenderWorkerOptions = {}): RenderWorkerPool | undefined {
  const compiled = fileURLToPath(new URL('./render-worker.js', import.meta.url));
  const source = compiled.replace(/\.js$/, '.ts');
  const workerFile = existsSync(compiled) || !options.execArgv ? compiled : source;
  // Under a TypeScript runner (tests) the worker's compiled file does not exist, and under Node's permission model
  // without --allow-worker threads are refused: render in-process.
  if (count <= 0 || !existsSync(workerFile) || !workersAllowed()) return undefined;
  const workers = Array.from(
    { length: count },
    () =>
      new Worker(workerFile, {
        resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
        ...(options.execArgv ? { execArgv: options.execArgv } : {}),
      }),
  );
  const exited = workers.map((worker) => new Promise<void>((resolve) => worker.once('exit', () => resolve())));
  return {
    workers,
    close() {
      for (const worker of workers) void worker.terminate();
    },
    async finish() {
      // A worker told to close exits once its last writes (compile cache entries) are done.
      const timer = setTimeout(() => this.close(), WORKER_EXIT_GRACE_MS);
      await Promise.all(exited);
      clearTimeout(timer);
    },
  };
}

/** False under Node's permission model (`--experimental-permission`, `--permission`) without `--allow-worker`. */
function workersAllowed(): boolean {
  const permission = (process as { permission?: { has(scope: string): boolean } }).permission;
  return permission ? permission.has('worker') : true;
}
