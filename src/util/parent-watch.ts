/**
 * A process that must not outlive the one that started it. `quire serve` runs each build as a child process of
 * its own; killed outright (`kill -9`, out of memory), the server can stop none of them, and a build would go on
 * unwatched, past its time limit, writing into a folder the next server start clears. With
 * `QUIRE_STOP_WITH_PARENT=1` in its environment, a command checks every second whether its parent is still there
 * (once it is gone, the process is handed to another parent) and stops itself as `kill` would: its own stop
 * handling (the staging folder removed) runs first.
 */

/** How often the parent is looked for, in ms. */
const CHECK_MS = 1000;

/** Starts the watch when the environment asks for it; the returned function ends it. */
export function stopWithParent(env: NodeJS.ProcessEnv = process.env): () => void {
  if (env.QUIRE_STOP_WITH_PARENT !== '1') return () => undefined;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
  }, CHECK_MS);
  // Never what keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
