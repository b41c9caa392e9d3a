import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type BuildLimits, buildSiteInChild } from './build-site-child.js';
import { checkoutRepo } from './git-checkout.js';
import { publishSiteVersion } from './site-versions.js';
import type { Store } from './store.js';
import type { Project, UpdateRecord } from './update-record.js';

/** What the update worker needs. */
export interface UpdateWorkerOptions {
  store: Store;
  /** The data folder: checkouts go to `work/`, published sites to `sites/`. */
  dataDir: string;
  /** Names this instance in the records it claims. */
  workerId: string;
  quireBin: string;
  limits: BuildLimits;
  keepVersions: number;
  /** How often a running update tells the store it is alive; also how often the queue is polled. */
  heartbeatMs: number;
  /** Updates in progress whose heartbeat is older than this are ended as interrupted (another instance died). */
  staleAfterMs: number;
  /**
   * Takes the screenshots of a just-published version (`siteDir`); resolves to their URLs, or a reason when it
   * cannot (the update succeeds either way: the site is published).
   */
  screenshots?: (shot: {
    project: Project;
    updateId: string;
    siteDir: string;
  }) => Promise<{ light: string; dark: string } | { skipped: string }>;
  log: (line: string) => void;
}

/** The running worker: `wake` after queueing, `stop` before closing the store. */
export interface UpdateWorker {
  wake(): void;
  stop(): Promise<void>;
}

/** Lines of logs written to the store at once, at most this often (one write per line would be slow). */
const LOG_FLUSH_MS = 200;
const INTERRUPTED =
  'Interrupted: the server stopped while this update was running; a new update of the project was queued';

/**
 * Starts the update worker: ends updates left running by a dead process (and queues them again), then runs the
 * queue one update at a time: checkout → `quire build` in a child → publish → screenshots → end the record.
 */
export function startUpdateWorker(options: UpdateWorkerOptions): UpdateWorker {
  let stopped = false;
  // Stopping the server stops the update that runs (its git or build process): it is queued again, as after a
  // crash, rather than holding the server's end for minutes.
  const stopping = new AbortController();
  let draining: Promise<void> | undefined;
  let again = false;
  const drain = async () => {
    await recoverInterrupted(options);
    for (;;) {
      if (stopped) return;
      const record = await options.store.claimNextUpdate(options.workerId);
      if (!record) return;
      await runUpdate(options, record, stopping.signal).catch((error: Error) =>
        options.log(`update ${record._id}: ${error.message}`),
      );
    }
  };
  const wake = () => {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch((error: Error) => options.log(`worker: ${error.message}`))
      .finally(() => {
        draining = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  const poll = setInterval(wake, options.heartbeatMs);
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(poll);
      stopping.abort();
      await draining;
    },
  };
}

async function recoverInterrupted(options: UpdateWorkerOptions): Promise<void> {
  const ids = await options.store.endInterrupted(new Date(Date.now() - options.staleAfterMs), INTERRUPTED);
  for (const id of ids) {
    const record = await options.store.getUpdate(id);
    if (!record) continue;
    options.log(`update ${id} was interrupted; queued again`);
    await options.store.enqueueUpdate({ projectId: record.projectId, source: 'internal', commit: record.commit });
  }
}

async function runUpdate(options: UpdateWorkerOptions, record: UpdateRecord, signal: AbortSignal): Promise<void> {
  const { store } = options;
  const pending: string[] = [];
  const flush = async () => {
    if (pending.length > 0) await store.appendLogs(record._id, pending.splice(0));
  };
  const flusher = setInterval(() => void flush().catch(() => {}), LOG_FLUSH_MS);
  const heartbeat = setInterval(() => void store.heartbeat(record._id).catch(() => {}), options.heartbeatMs);
  const workDir = path.join(options.dataDir, 'work', record._id);
  // The server's own folders are none of the API client's business: paths in the checkout read from its root.
  const checkoutDir = `${path.join(workDir, 'checkout')}${path.sep}`;
  const redact = (line: string): string =>
    line
      .replaceAll(checkoutDir, '')
      .replace(/ → \S*$/, '')
      .replaceAll(workDir, '<work>');
  const log = (line: string) => pending.push(redact(line));
  let ending: Parameters<Store['endUpdate']>[1];
  try {
    ending = await buildAndPublish({ options, record, workDir, log, signal });
  } catch (error) {
    ending = { status: 'failure', summary: (error as Error).message };
    log(`error: ${(error as Error).message}`);
  } finally {
    clearInterval(flusher);
    clearInterval(heartbeat);
    await rm(workDir, { recursive: true, force: true }).catch(() => {});
  }
  if (signal.aborted && ending.status !== 'success') {
    ending = { status: 'failure', summary: INTERRUPTED };
    log('The server stopped: this update was stopped, and the project queued again.');
  }
  ending.summary = redact(ending.summary);
  await flush();
  await store.endUpdate(record._id, ending);
  if (signal.aborted && ending.status !== 'success')
    await store.enqueueUpdate({ projectId: record.projectId, source: 'internal', commit: record.commit });
  options.log(`update ${record._id}: ${ending.status} — ${ending.summary}`);
}

async function buildAndPublish(run: {
  options: UpdateWorkerOptions;
  record: UpdateRecord;
  workDir: string;
  log: (line: string) => void;
  signal: AbortSignal;
}): Promise<Parameters<Store['endUpdate']>[1]> {
  const { options, record, workDir, log, signal } = run;
  const project = await options.store.getProject(record.projectId);
  if (!project) throw new Error('The project of this update no longer exists');
  const home = path.join(workDir, 'home');
  const checkout = path.join(workDir, 'checkout');
  await rm(workDir, { recursive: true, force: true });
  await mkdir(home, { recursive: true });

  log(`$ git clone --branch ${project.branch} ${project.repo}`);
  const commit = await checkoutRepo({
    repo: project.repo,
    ref: project.branch,
    dir: checkout,
    home,
    timeoutMs: options.limits.timeoutMs,
    onLine: log,
    signal,
  });
  // A push names its commit; the branch may have moved on since (another push), and the record then says what
  // was built, not what the push said.
  const pushed = record.commit.sha;
  const same = !pushed || pushed === commit.sha;
  await options.store.setCommit(record._id, {
    ...record.commit,
    sha: commit.sha,
    ref: project.branch,
    message: same ? record.commit.message || commit.message : commit.message,
    ...(same ? {} : { filesChanged: { added: [], modified: [], removed: [] } }),
  });
  if (!same) log(`The branch moved on since the push named ${pushed.slice(0, 12)}: building its head instead.`);
  log(`Checked out ${commit.sha.slice(0, 12)} (${commit.message})`);

  const siteDir = path.resolve(checkout, project.docs);
  if (path.relative(checkout, siteDir).startsWith('..'))
    throw new Error(`The docs folder ${project.docs} is outside the repository`);
  const outDir = path.join(workDir, 'out');
  log(`$ quire build ${project.docs || '.'}`);
  const built = await buildSiteInChild({
    quireBin: options.quireBin,
    siteDir,
    outDir,
    home,
    limits: options.limits,
    onLine: log,
    signal,
  });
  if (signal.aborted) throw new Error('stopped');
  if (!built.ok) return { status: 'failure', summary: built.summary };

  const versionDir = await publishSiteVersion({
    sitesDir: path.join(options.dataDir, 'sites'),
    subdomain: project.subdomain,
    builtDir: outDir,
    updateId: record._id,
    keep: options.keepVersions,
  });
  log(`Published at ${project.subdomain}`);
  const shots = options.screenshots
    ? await options
        .screenshots({ project, updateId: record._id, siteDir: versionDir })
        .catch((e: Error) => ({ skipped: e.message.split('\n')[0] ?? 'the browser failed' }))
    : { skipped: 'screenshots are not configured' };
  if ('skipped' in shots) {
    log(`Screenshots skipped: ${shots.skipped}`);
    return { status: 'success', summary: `${built.summary}; published (no screenshots: ${shots.skipped})` };
  }
  log('Took screenshots of the home page (light and dark)');
  return {
    status: 'success',
    summary: `${built.summary}; published`,
    screenshotLight: shots.light,
    screenshotDark: shots.dark,
  };
}
