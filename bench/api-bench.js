#!/usr/bin/env node
// API reference benchmark: builds one site per large spec of ../shared/specs (Stripe 3.0, Stripe as Swagger 2.0,
// DigitalOcean's 2,907-file spec), each a docs.json with the spec on one tab (bulk mode), cold, with the CLI in
// a child process, and reports pages, wall time, peak resident memory and page sizes (median and largest).
//
//   node bench/api-bench.js [--only stripe|stripe-swagger2|digitalocean]
//
// Target (issue 7): the Stripe site in at most 5 s cold and 1 GB. Run after `tsc` (`npm run bench` does both).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const specsDir = join(repoRoot, '..', 'shared', 'specs');
const sitesDir = join(repoRoot, 'bench', '.api-sites');
const cliPath = join(repoRoot, 'bin', 'quire.js');

const SITES = [
  { name: 'stripe', copy: 'stripe/spec3.json', spec: 'spec3.json', targetSeconds: 5, targetMb: 1024 },
  { name: 'stripe-swagger2', copy: 'stripe/spec2-swagger.json', spec: 'spec2-swagger.json' },
  { name: 'digitalocean', copy: 'digitalocean/specification', spec: 'specification/DigitalOcean-public.v2.yaml' },
];

function generate(site) {
  const dir = join(sitesDir, site.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const source = join(specsDir, site.copy);
  const target = join(dir, site.copy.split('/').slice(1).join('/'));
  cpSync(source, target, { recursive: true });
  const docs = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: site.name,
    colors: { primary: '#4F46E5' },
    navigation: {
      tabs: [
        { tab: 'Guides', pages: ['index'] },
        { tab: 'API reference', openapi: site.spec },
      ],
    },
  };
  writeFileSync(join(dir, 'docs.json'), `${JSON.stringify(docs, null, 2)}\n`);
  writeFileSync(join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nThe API reference is in the other tab.\n');
  return dir;
}

function build(dir) {
  const useTime = existsSync('/usr/bin/time');
  const out = join(dir, 'dist');
  const args = [cliPath, 'build', dir, '--out', out, '--no-cache'];
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(
      useTime ? '/usr/bin/time' : process.execPath,
      useTime ? ['-v', process.execPath, ...args] : args,
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(output);
      resolve({ code: code ?? 1, seconds, peakMb: peak ? Number(peak[1]) / 1024 : 0, output, out });
    });
  });
}

function pageSizes(folder) {
  const sizes = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== '_quire') walk(full);
      else if (entry.name === 'index.html') sizes.push(statSync(full).size);
    }
  };
  walk(folder);
  return sizes.sort((a, b) => a - b);
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (!existsSync(specsDir)) {
  console.log(`api-bench: ${specsDir} not found; nothing to measure.`);
  process.exit(0);
}
let failed = false;
for (const site of SITES.filter((s) => !only || s.name === only)) {
  const dir = generate(site);
  const result = await build(dir);
  const summary =
    /Built \d+ pages.*$/m.exec(result.output)?.[0] ?? result.output.trim().split('\n').slice(-3).join('\n');
  const sizes = result.code === 0 ? pageSizes(result.out) : [];
  const kb = (n) => `${Math.round((n ?? 0) / 1024)} KB`;
  const timeOk = site.targetSeconds === undefined || result.seconds <= site.targetSeconds;
  const memoryOk = site.targetMb === undefined || (result.peakMb > 0 && result.peakMb <= site.targetMb);
  console.log(`\n${site.name}: ${summary}`);
  console.log(
    `  wall time   ${result.seconds.toFixed(2)} s${site.targetSeconds ? ` (target ≤ ${site.targetSeconds} s) ${timeOk ? 'PASS' : 'FAIL'}` : ''}`,
  );
  console.log(
    `  peak RSS    ${result.peakMb.toFixed(0)} MB${site.targetMb ? ` (target ≤ ${site.targetMb} MB) ${memoryOk ? 'PASS' : 'FAIL'}` : ''}`,
  );
  console.log(
    `  page sizes  median ${kb(sizes[sizes.length >> 1])}, largest ${kb(sizes.at(-1))} (${sizes.length} pages)`,
  );
  if (result.code !== 0 || !timeOk || !memoryOk) failed = true;
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
