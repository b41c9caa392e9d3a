/**
 * What the developer is waiting for right now: pages being served and site changes being applied. Background
 * work (the search index renders every page on the main thread) waits for a quiet moment, so that a save shows
 * in the open page without queueing behind it. No module state: each dev server makes its own.
 */
export interface DevActivity {
  /** Marks work the developer waits for; call the returned function when it is done. */
  begin(): () => void;
  /** Resolves once nothing has been in progress for the quiet time (at once when that is already so). */
  idle(): Promise<void>;
}

/**
 * After a save, the page's own request follows the change by a round trip through the browser: background work
 * waits this long after the last activity ended, so it does not slip in between.
 */
const DEFAULT_QUIET_MS = 300;

/** Creates the tracker; `quietMs` is how long nothing must be in progress before background work goes on. */
export function createDevActivity(options: { quietMs?: number } = {}): DevActivity {
  const quietMs = options.quietMs ?? DEFAULT_QUIET_MS;
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
      for (;;) {
        const quietFor = performance.now() - lastEnded;
        if (active === 0 && quietFor >= quietMs) return;
        await wait(active > 0 ? quietMs : quietMs - quietFor);
      }
    },
  };
}
