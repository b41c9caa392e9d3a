import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultQuireBin, type BuildLimits } from './build-site-child.js';
import { type DataLock, lockDataFolder } from './data-lock.js';
import { openStore, type StoreLocation } from './open-store.js';
import type { RateLimit } from './rate-limiter.js';
import { createServiceApp, DEFAULT_LIMITS } from './service-app.js';
import { screenshotDir, screenshotPath } from './screenshot-routes.js';
import { takeSiteScreenshots } from './site-screenshots.js';
import type { Store } from './store.js';
import { startUpdateWorker, type UpdateWorker } from './update-worker.js';

/** How to run `quire serve`. */
export interface ServiceOptions extends StoreLocation {
  host?: string;
  port?: number;
  /** Build limits (default: 10 minutes, 2048 MiB). */
  limits?: Partial<BuildLimits>;
  rateLimits?: { perKey: RateLimit; perAddress: RateLimit };
  /** Heartbeat and queue polling period (default 2 s). */
  heartbeatMs?: number;
  keepVersions?: number;
  quireBin?: string;
  /**
   * The headless Chromium that takes the screenshots (default: `$QUIRE_CHROMIUM`, else `/usr/bin/chromium`);
   * when it is missing, updates succeed without screenshots and say so in their logs.
   */
  chromiumPath?: string;
  /** Time limit of the screenshot step (default 60 s). */
  screenshotTimeoutMs?: number;
  /** The service's address as clients reach it, for the screenshot URLs (default: the address it listens at). */
  publicUrl?: string;
  log?: (line: string) => void;
}

/** A running service. */
export interface Service {
  url: string;
  store: Store;
  app: FastifyInstance;
  worker: UpdateWorker;
  close(): Promise<void>;
}

/** Starts `quire serve`: the store, the update worker and the HTTP server, on one process. */
export async function startService(options: ServiceOptions): Promise<Service> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const store = await openStore(options);
  let lock: DataLock;
  try {
    lock = lockDataFolder(options.dataDir);
  } catch (error) {
    await store.close();
    throw error;
  }
  const heartbeatMs = options.heartbeatMs ?? 2000;
  // Checkouts of a process that died are garbage; published sites live elsewhere (`sites/`). A build of that
  // process may still be stopping (it ends itself within a second): what cannot be removed yet is left.
  await rm(path.join(options.dataDir, 'work'), { recursive: true, force: true, maxRetries: 5, retryDelay: 300 }).catch(
    (error: Error) => log(`could not clear ${path.join(options.dataDir, 'work')} yet: ${error.message}`),
  );
  let worker: UpdateWorker | undefined;
  // The screenshot URLs need the listening address, known once `listen` resolves (after the worker starts).
  let listening: (url: string) => void = () => {};
  const baseUrl = new Promise<string>((resolve) => {
    listening = resolve;
  });
  const app = createServiceApp({
    store,
    log,
    dataDir: options.dataDir,
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    sitesDir: path.join(options.dataDir, 'sites'),
    onQueued: () => worker?.wake(),
    limits: options.rateLimits ?? DEFAULT_LIMITS,
  });
  worker = startUpdateWorker({
    store,
    dataDir: options.dataDir,
    workerId: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
    quireBin: options.quireBin ?? defaultQuireBin(),
    limits: { timeoutMs: options.limits?.timeoutMs ?? 600_000, memoryMb: options.limits?.memoryMb ?? 2048 },
    keepVersions: options.keepVersions ?? 3,
    heartbeatMs,
    // With SQLite only this process works on the data folder, so anything in progress at start is a leftover;
    // with PostgreSQL another instance may be running it: only a silent one counts as dead.
    staleAfterMs: options.databaseUrl ? heartbeatMs * 5 : 0,
    screenshots: async ({ updateId, siteDir }) => {
      const shots = await takeSiteScreenshots({
        chromiumPath: options.chromiumPath ?? process.env.QUIRE_CHROMIUM ?? '/usr/bin/chromium',
        siteDir,
        outDir: screenshotDir(options.dataDir, updateId),
        timeoutMs: options.screenshotTimeoutMs ?? 60_000,
      });
      if ('skipped' in shots) return shots;
      const base = (options.publicUrl ?? (await baseUrl)).replace(/\/+$/, '');
      return { light: base + screenshotPath(updateId, 'light'), dark: base + screenshotPath(updateId, 'dark') };
    },
    log,
  });
  let url: string;
  try {
    url = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 8080 });
  } catch (error) {
    listening(options.publicUrl ?? '');
    await worker.stop();
    await store.close();
    lock.release();
    throw error;
  }
  listening(options.publicUrl ?? url);
  const running = worker;
  return {
    url,
    store,
    app,
    worker: running,
    async close() {
      await app.close();
      await running.stop();
      await store.close();
      lock.release();
    },
  };
}
