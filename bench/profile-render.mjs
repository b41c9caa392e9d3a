#!/usr/bin/env node
// In-process render profile: loads bench/.site (or the folder given) once, renders every route in one thread
// and prints per-stage timings. Run with `node --cpu-prof --cpu-prof-dir=/tmp/cpuprof bench/profile-render.mjs`
// and sum self time by package with `node bench/summarize-profile.mjs /tmp/cpuprof/<file>.cpuprofile`.
//
//   node bench/profile-render.mjs [site-dir] [--limit N]
import { dirname, join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const limitIndex = args.indexOf('--limit');
const limit = limitIndex === -1 ? Infinity : Number(args[limitIndex + 1]);
const dir = args.find((a, i) => !a.startsWith('--') && i !== limitIndex + 1) ?? join(repoRoot, 'bench', '.site');

const { createSiteContext } = await import(join(repoRoot, 'dist/src/build/site-context.js'));
const { renderRoute } = await import(join(repoRoot, 'dist/src/render/render-route.js'));

let t = performance.now();
const { site } = await createSiteContext({ dir, dev: false });
const loadMs = performance.now() - t;
t = performance.now();
await site.state.compiler();
const compilerMs = performance.now() - t;
const urls = [...site.state.routes.keys()].slice(0, limit);
let gcMs = 0;
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
});
gcObserver.observe({ entryTypes: ['gc'] });
t = performance.now();
const cpu = process.cpuUsage();
let bytes = 0;
for (const url of urls) bytes += (await renderRoute(site, url)).html.length;
const renderMs = performance.now() - t;
const cpuUsed = process.cpuUsage(cpu);
const cpuMs = (cpuUsed.user + cpuUsed.system) / 1000;
gcObserver.disconnect();
const mem = process.memoryUsage();
console.log(
  `load ${loadMs.toFixed(0)} ms, compiler ${compilerMs.toFixed(0)} ms, render ${urls.length} pages ${renderMs.toFixed(0)} ms ` +
    `(${(renderMs / urls.length).toFixed(1)} ms/page wall, ${(cpuMs / urls.length).toFixed(1)} ms/page CPU, ${(bytes / 1e6).toFixed(1)} MB html), GC pauses ${gcMs.toFixed(0)} ms (${((100 * gcMs) / renderMs).toFixed(1)}% of render), rss ${(mem.rss / 1e6).toFixed(0)} MB`,
);
