/**
 * What the developer is waiting for right now: pages being served and site changes being applied. Background
 * work (the search index renders every page on the main thread) waits for a quiet moment, so that a save shows
 * in the open page without queueing behind it. No module state: each dev server makes its own.
 */
export interface DevActivity {
  /** Marks work the developer waits for; call the returned function when it is done. */
  begin(): () => void;
  /**
   * Resolves once nothing has been in progress for the quiet time (at once when that is already so), or after the
   * longest wait at the latest: a page that keeps asking (a poll, a stream of requests) must not starve the work.
   */
  idle(): Promise<void>;
}

/**
 * After a save, the page's own request follows the change by a round trip through the browser: background work
 * waits this long after the last activity ended, so it does not slip in between.
 */
const DEFAULT_QUIET_MS = 300;
/** The longest background work waits for a quiet moment before it goes on anyway. */
const DEFAULT_MAX_WAIT_MS = 2000;

/**
 * Creates the tracker; `quietMs` is how long nothing must be in progress before background work goes on,
 * `maxWaitMs` the longest it waits for that.
 */
export function createDevActivity(options: { quietMs?: number; maxWaitMs?: number } = {}): DevActivity {
  const quietMs = options.quietMs ?? DEFAULT_QUIET_MS;
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  let active = 0;
  let lastEnded = Number.NEGATIVE_INFINITY;
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
  return {
    begin() {
      active++;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        active--;
        lastEnded = performance.now();
      };
    },
    async idle() {
      const until = performance.now() + maxWaitMs;
      for (;;) {
        const now = performance.now();
        const quietFor = now - lastEnded;
        if ((active === 0 && quietFor >= quietMs) || now >= until) return;
        await wait(Math.min(until - now, active > 0 ? quietMs : quietMs - quietFor));
      }
    },
  };
}
