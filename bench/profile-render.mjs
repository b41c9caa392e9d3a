#!/usr/bin/env node
// In-process render timing: loads bench/.site (or the folder given), renders its routes in one thread and
// prints per-page wall and CPU time and GC pauses. With --rounds N, loads a fresh site context (fresh caches,
// warm JIT) N times and reports each round and the best: on a shared machine the best round is the figure
// to compare. Profile with `node --cpu-prof --cpu-prof-dir=/tmp/cpuprof bench/profile-render.mjs` and sum
// self time by package with `node bench/summarize-profile.mjs /tmp/cpuprof/<file>.cpuprofile`.
//
//   node [--max-semi-space-size=32] bench/profile-render.mjs [site-dir] [--limit N] [--rounds N] [--cache]
import { dirname, join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const limit = option('--limit', Infinity);
const rounds = option('--rounds', 1);
// The persistent compile cache would measure reading pages back, not compiling them: off unless asked for.
const cache = args.includes('--cache');
const dir =
  args.find((a, i) => !a.startsWith('--') && !['--limit', '--rounds'].includes(args[i - 1])) ??
  join(repoRoot, 'bench', '.site');

const { openSite } = await import(join(repoRoot, 'dist/src/render/open-site.js'));
const { renderRoute } = await import(join(repoRoot, 'dist/src/render/render-route.js'));

let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

let best;
for (let round = 1; round <= rounds; round++) {
  let t = performance.now();
  const { site } = await openSite({ dir, dev: false, cache });
  const loadMs = performance.now() - t;
  t = performance.now();
  await site.state.compiler();
  const compilerMs = performance.now() - t;
  const urls = [...site.state.routes.keys()].slice(0, limit);
  gcMs = 0;
  t = performance.now();
  const cpu = process.cpuUsage();
  let bytes = 0;
  for (const url of urls) bytes += (await renderRoute(site, url)).html.length;
  const renderMs = performance.now() - t;
  const used = process.cpuUsage(cpu);
  const cpuPerPage = (used.user + used.system) / 1000 / urls.length;
  best = Math.min(best ?? Infinity, cpuPerPage);
  console.log(
    `round ${round}: load ${loadMs.toFixed(0)} ms, compiler ${compilerMs.toFixed(0)} ms, ${urls.length} pages ` +
      `${(renderMs / urls.length).toFixed(1)} ms/page wall, ${cpuPerPage.toFixed(1)} ms/page CPU, ` +
      `GC pauses ${((100 * gcMs) / renderMs).toFixed(1)}%, ${(bytes / urls.length / 1024).toFixed(0)} KB/page, ` +
      `rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
  );
}
if (rounds > 1) console.log(`best: ${best.toFixed(1)} ms/page CPU`);
