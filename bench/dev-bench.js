#!/usr/bin/env node
// Dev server benchmark (issue 13), on the largest corpus (../shared/corpora/mintlify__docs) by default:
//
// 1. start → first page: starts `node bin/quire.js dev <dir> --port <free>` as a child process, polls the root URL
//    until it answers 200 and prints the time from spawning the process to that answer. Run cold (`--no-cache`:
//    no compiled page reused) and then warm (the compile cache and site index earlier runs stored).
// 2. edit → visible: on a temp copy of the site, opens a page in Chromium (playwright-core, /usr/bin/chromium),
//    appends a unique line to the page's file and measures from the file write to the new text in the DOM (a
//    MutationObserver installed in every document the tab loads, so a full reload is measured as well as an
//    in-place update), and tells whether the page was reloaded (a marker on `window` lost) and whether the
//    scroll position was kept.
//
//    `--file <path in the site>` edits that file instead of the page's: a snippet the page includes (the marker is
//    appended), or docs.json (the marker goes in front of the first group's name, in the sidebar of that tab).
//    The edits start as soon as the page is open (while the server still indexes the site, validates its specs and
//    builds the search index in the background), or `--settle <s>` seconds later, once that work is done.
//
//   node bench/dev-bench.js [--dir <site>] [--runs 3] [--edits 5] [--page /quickstart] [--file <path>] [--settle 0]
//                           [--no-edit] [--no-start] [--cli <path of another checkout's bin/quire.js>, to compare with it]
//
// The first start of the site's folder is cold (`--no-cache`); the warm starts that follow reuse what the earlier
// sessions stored (compiled pages, the site's index), as a developer's next `quire dev` does.
//
// Run after `tsc` (the CLI runs dist/). A benchmark, not a test: it prints figures and never fails on them.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const TARGET_START_MS = 1500;
const TARGET_EDIT_MS = 200;

function parseArgs(argv) {
  const parsed = {
    dir: join(repoRoot, '..', 'shared', 'corpora', 'mintlify__docs'),
    runs: 3,
    edits: 5,
    page: '/quickstart',
    settle: 0,
    file: undefined,
    start: true,
    edit: true,
    cli: join(repoRoot, 'bin', 'quire.js'),
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--dir') parsed.dir = argv[++i];
    else if (arg === '--runs') parsed.runs = Number(argv[++i]);
    else if (arg === '--edits') parsed.edits = Number(argv[++i]);
    else if (arg === '--page') parsed.page = argv[++i];
    else if (arg === '--settle') parsed.settle = Number(argv[++i]);
    else if (arg === '--file') parsed.file = argv[++i];
    else if (arg === '--no-start') parsed.start = false;
    else if (arg === '--no-edit') parsed.edit = false;
    else if (arg === '--cli') parsed.cli = argv[++i];
    else {
      console.error(`dev-bench: unknown argument ${arg}`);
      process.exit(2);
    }
  }
  return parsed;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the dev server as a child process; resolves once `url` answers 200, with the elapsed milliseconds. */
async function startDev(dir, { cli, cache, page = '/' }) {
  const port = await freePort();
  const args = [cli, 'dev', dir, '--port', String(port), '--host', '127.0.0.1'];
  if (!cache) args.push('--no-cache');
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}${page}`;
  for (;;) {
    if (exited) throw new Error(`quire dev exited before serving a page:\n${output}`);
    if (performance.now() - started > 60_000) {
      child.kill();
      throw new Error(`no page after 60 s:\n${output}`);
    }
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await sleep(5);
  }
  const ms = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', resolve);
      child.kill('SIGINT');
    });
  return { ms, port, stop, output: () => output };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const fmt = (ms) => `${Math.round(ms)} ms`;

async function benchStart(options) {
  console.log(`dev start → first page (${options.dir}, ${options.cli})`);
  const cold = await startDev(options.dir, { cli: options.cli, cache: false });
  await cold.stop();
  console.log(`  cold (--no-cache): ${fmt(cold.ms)}`);
  const warm = [];
  for (let i = 0; i < options.runs; i++) {
    const run = await startDev(options.dir, { cli: options.cli, cache: true });
    await run.stop();
    warm.push(run.ms);
  }
  console.log(`  warm (cache):      ${warm.map(fmt).join(', ')}; median ${fmt(median(warm))}`);
  console.log(`  target ≤ ${TARGET_START_MS} ms`);
}

/** Installed in every document: records (in sessionStorage) when the awaited marker text first appears. */
function watchForMarker() {
  const check = () => {
    const marker = sessionStorage.getItem('bench-marker');
    if (!marker || sessionStorage.getItem('bench-seen')) return;
    if (document.body?.textContent.includes(marker)) sessionStorage.setItem('bench-seen', String(Date.now()));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('DOMContentLoaded', check);
}

/**
 * The edited text: the marker appended to a page or snippet, or put in front of the first group name of docs.json
 * (shown in the sidebar of the pages of that group's tab).
 */
function withMarker(original, marker, file) {
  if (!file.endsWith('docs.json')) return `${original}\n\n${marker}\n`;
  if (!original.includes('"group": "')) throw new Error('dev-bench: docs.json has no "group" to rename');
  return original.replace('"group": "', `"group": "${marker} `);
}

async function benchEdit(options) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    console.log('edit → visible: skipped (playwright-core is not installed)');
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`edit → visible: skipped (no ${CHROMIUM})`);
    return;
  }
  const work = mkdtempSync(join(tmpdir(), 'quire-dev-bench-'));
  const site = join(work, 'site');
  cpSync(options.dir, site, { recursive: true });
  const file = join(site, options.file ?? `${options.page.replace(/^\//, '') || 'index'}.mdx`);
  const original = readFileSync(file, 'utf8');
  const server = await startDev(site, { cli: options.cli, cache: true, page: options.page });
  const profile = join(work, 'profile');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
    viewport: { width: 1280, height: 900 },
  });
  try {
    await context.addInitScript(watchForMarker);
    const page = await context.newPage();
    const connected = page.waitForEvent('console', {
      predicate: (m) => m.text().includes('[vite] connected'),
      timeout: 30_000,
    });
    await page.goto(`http://127.0.0.1:${server.port}${options.page}`);
    await connected;
    if (options.settle > 0) await sleep(options.settle * 1000);
    const times = [];
    let reloads = 0;
    let scrollKept = 0;
    for (let i = 0; i < options.edits; i++) {
      const marker = `Dev bench marker ${i} ${Date.now()}`;
      const scrollY = await page.evaluate((text) => {
        sessionStorage.setItem('bench-marker', text);
        sessionStorage.removeItem('bench-seen');
        window.benchAlive = true;
        window.scrollTo(0, Math.min(400, document.documentElement.scrollHeight - innerHeight));
        return window.scrollY;
      }, marker);
      await sleep(100);
      const wrote = Date.now();
      writeFileSync(file, withMarker(original, marker, file));
      await page.waitForFunction(() => sessionStorage.getItem('bench-seen'), undefined, {
        timeout: 20_000,
        polling: 20,
      });
      const seen = Number(await page.evaluate(() => sessionStorage.getItem('bench-seen')));
      times.push(seen - wrote);
      // After a reload the browser restores the scroll position once the page has loaded: look then.
      const after = await page.evaluate(async () => {
        if (window.benchAlive !== true && document.readyState !== 'complete')
          await new Promise((resolve) => addEventListener('load', resolve, { once: true }));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return { alive: window.benchAlive === true, scrollY: window.scrollY };
      });
      if (!after.alive) reloads++;
      if (Math.abs(after.scrollY - scrollY) <= 1) scrollKept++;
      await sleep(300);
    }
    const when = options.settle > 0 ? `${options.settle} s after the page opened` : 'from the moment the page opened';
    const edited = options.file ? `${options.file} edited, ` : '';
    console.log(`dev edit → visible (${options.page}, ${edited}${options.edits} edits, ${when})`);
    console.log(`  ${times.map(fmt).join(', ')}; median ${fmt(median(times))}`);
    console.log(`  full reloads: ${reloads}/${options.edits}; scroll position kept: ${scrollKept}/${options.edits}`);
    console.log(`  target ≤ ${TARGET_EDIT_MS} ms, no reload`);
  } finally {
    await context.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

const options = parseArgs(process.argv.slice(2));
if (options.start) await benchStart(options);
if (options.edit) await benchEdit(options);
