#!/usr/bin/env node
// `quire serve` load benchmark: fills a SQLite store with 10,000 ended update records (5 log lines each), reports
// the server's memory, then has 100 concurrent keep-alive clients (in a child process, so they do not share the
// server's event loop) ask the update-status API for random records for 10 s, and reports requests per second
// and latency percentiles.
//
//   node bench/serve-bench.js [--records 10000] [--clients 100] [--seconds 10] [--database postgres://…]
//
// With --database the records go to that PostgreSQL database instead (a project of their own, so an existing
// database is fine; the memory figures are then the Node process's only, not the database server's).
//
// Run after `tsc` (it loads dist/). A benchmark, never a test: the figures depend on the machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    client: { type: 'string' },
    database: { type: 'string' },
  },
});

if (values.client) {
  await runClients(JSON.parse(values.client));
} else {
  await runServer();
}

async function runServer() {
  const { openStore } = await import('../dist/src/server/open-store.js');
  const { createServiceApp } = await import('../dist/src/server/service-app.js');
  const { newApiKey } = await import('../dist/src/server/secrets.js');
  const { emptyCommit } = await import('../dist/src/server/update-record.js');
  const dir = mkdtempSync(join(tmpdir(), 'quire-serve-bench-'));
  const store = await openStore({ dataDir: dir, ...(values.database ? { databaseUrl: values.database } : {}) });
  const name = `bench-${process.pid}-${Date.now()}`;
  const project = await store.createProject({
    name,
    repo: '/r',
    branch: 'main',
    docs: '',
    subdomain: name,
    webhookSecret: 's',
  });
  const { key, hash, prefix } = newApiKey();
  await store.createApiKey({ projectId: project.id, hash, prefix });
  const records = Number(values.records);
  const fillStart = performance.now();
  const ids = [];
  for (let i = 0; i < records; i++) {
    const { id } = await store.enqueueUpdate({ projectId: project.id, source: 'api', commit: emptyCommit('main') });
    await store.claimNextUpdate('bench');
    await store.appendLogs(id, [`$ git clone ${i}`, 'Checked out', '$ quire build', 'Built 40 pages', 'Published']);
    await store.endUpdate(id, { status: 'success', summary: 'Built 40 pages in 2.0 s — 0 errors, 0 warnings' });
    ids.push(id);
  }
  const fillSeconds = (performance.now() - fillStart) / 1000;
  globalThis.gc?.();
  const memory = process.memoryUsage();
  const app = createServiceApp({
    store,
    sitesDir: join(dir, 'sites'),
    onQueued: () => {},
    log: () => {},
    limits: { perKey: { burst: 1e9, perSecond: 1e9 }, perAddress: { burst: 1e9, perSecond: 1e9 } },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const config = {
    url,
    key,
    ids: ids.slice(0, 2000),
    clients: Number(values.clients),
    seconds: Number(values.seconds),
  };
  const child = spawn(process.execPath, [process.argv[1], '--client', JSON.stringify(config)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  await new Promise((resolve) => child.on('close', resolve));
  const result = JSON.parse(out);
  const rssAfter = process.memoryUsage().rss;
  await app.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  const mb = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  const where = values.database ? 'PostgreSQL' : 'SQLite';
  console.log(`records: ${records.toLocaleString('en-US')} in ${where} (filled in ${fillSeconds.toFixed(1)} s)`);
  console.log(`memory after filling: rss ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)}`);
  console.log(
    `status API, ${config.clients} concurrent clients, ${config.seconds} s: ${result.rps.toFixed(0)} requests/s, ` +
      `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}`,
  );
  console.log(`memory after the load: rss ${mb(rssAfter)}`);
}

async function runClients(config) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: config.clients });
  const latencies = [];
  let errors = 0;
  const end = performance.now() + config.seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const id = config.ids[Math.floor(Math.random() * config.ids.length)];
      const start = performance.now();
      const request = http.get(
        `${config.url}/v1/project/update-status/${id}`,
        { agent, headers: { authorization: `Bearer ${config.key}` } },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 200) latencies.push(performance.now() - start);
            else errors++;
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: config.clients }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  process.stdout.write(JSON.stringify({ rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors }));
  agent.destroy();
}
