#!/usr/bin/env node
// Build benchmark (issue 13): for each site size, generates a site of realistic 8 KB MDX pages into bench/.site,
// times the bare unified + remark-mdx + GFM → HTML pass over the same pages on one thread (the floor), builds the
// site with the CLI in a child process, COLD (the persistent compile cache cleared first) and then WARM (every page
// from the cache), and prints per size: time, pages/s, the build as a multiple of the bare pass, peak resident
// memory, bytes written and the median and largest page. A last table shows the growth from size to size, which
// must be linear or better.
//
//   node bench/build-bench.js [--sizes 1000,2000,5000] [--pages N] [--huge] [--tabs] [--keep-output]
//                             [--no-generate] [--no-warm] [--generate-only]
//
// --pages N measures one size. --huge adds 10,000 pages. Pages sit in one section (one sidebar of every page,
// the hardest case); --tabs spreads them over four tabs instead, as the bench did before growth runs.
// --generate-only writes the site of the (one) size into bench/.site and stops, for profiling by hand.
// Run after `tsc` (`npm run bench` does both). Plain Node ESM on purpose: it measures the compiled CLI exactly
// as a user runs it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bareParse } from './bare-parse.js';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = join(repoRoot, 'bench', '.site');
const cliPath = join(repoRoot, 'bin', 'quire.js');

/** Targets of issue 13: 10 s per 1,000 pages (so 50 s at 5,000), 1 GB peak, and at most 1.25× the bare pass. */
const TARGET_SECONDS_PER_1000 = 10;
const TARGET_MAX_RSS_MB = 1024;
const TARGET_BARE_RATIO = 1.25;

function usage(message) {
  console.error(
    `build-bench: ${message}\nusage: node bench/build-bench.js [--sizes 1000,2000,5000] [--pages N] [--huge] [--tabs] [--keep-output] [--no-generate] [--no-warm] [--generate-only]`,
  );
  process.exit(2);
}

function parseArgs(argv) {
  const parsed = { sizes: [1000, 2000, 5000], generate: true, keepOutput: false, warm: true, tabs: false };
  const sizes = (text) => text.split(',').map((n) => Number(n.replace(/_/g, '')));
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--pages' || arg === '--sizes') parsed.sizes = sizes(String(argv[++i]));
    else if (arg.startsWith('--pages=') || arg.startsWith('--sizes=')) parsed.sizes = sizes(arg.slice(8));
    else if (arg === '--huge') parsed.huge = true;
    else if (arg === '--tabs') parsed.tabs = true;
    else if (arg === '--no-generate') parsed.generate = false;
    else if (arg === '--keep-output') parsed.keepOutput = true;
    else if (arg === '--no-warm') parsed.warm = false;
    else if (arg === '--generate-only') parsed.generateOnly = true;
    else usage(`unknown argument ${arg}`);
  }
  if (parsed.huge && !parsed.sizes.includes(10000)) parsed.sizes.push(10000);
  if (parsed.sizes.some((n) => !Number.isInteger(n) || n < 1)) usage('sizes are positive whole numbers');
  if (!parsed.generate && parsed.sizes.length > 1) usage('--no-generate measures the site already there: one size');
  if (parsed.generateOnly && parsed.sizes.length > 1) usage('--generate-only writes one size: give --pages N');
  return parsed;
}

// ---------------------------------------------------------------------------------------------------------
// Site generation: deterministic (seeded), so runs are comparable.

/** Small seeded PRNG (mulberry32), so the same --pages gives the same site every time. */
function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

const WORDS = (
  'the build reads configuration from docs json and resolves every page in the navigation before rendering ' +
  'a group holds pages and nested groups while tabs split the site into sections each with its own sidebar ' +
  'components render at build time so readers download only static markup and a small script for interactive ' +
  'parts such as tabs accordions and code groups the dev server renders pages on demand and reloads the ' +
  'browser when a file changes diagnostics point at the file line and column with a hint about the fix ' +
  'snippets hold shared content variables replace names with values and frontmatter sets titles icons and ' +
  'descriptions caching keyed by content hash avoids repeated work across builds of large documentation sites'
).split(' ');

const TOPICS = [
  'Authentication',
  'Webhooks',
  'Pagination',
  'Rate limits',
  'Errors',
  'Deployments',
  'Environments',
  'Caching',
  'Search',
  'Analytics',
  'Billing',
  'Teams',
  'Permissions',
  'Audit logs',
  'Storage',
  'Queues',
  'Scheduling',
  'Observability',
  'Migrations',
  'Integrations',
  'Notifications',
  'Exports',
  'Imports',
];

const ICONS = ['rocket', 'book', 'gear', 'code', 'terminal', 'plug', 'shield', 'database', 'cloud', 'bolt'];

function sentence(random, min = 8, max = 18) {
  const count = random.int(min, max);
  const words = [];
  for (let i = 0; i < count; i++) words.push(random.pick(WORDS));
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase() + text.slice(1)}.`;
}

function paragraph(random, sentences = random.int(3, 6)) {
  const out = [];
  for (let i = 0; i < sentences; i++) {
    let s = sentence(random);
    // Sprinkle inline formatting the way real docs do.
    if (i === 1) s = s.replace(/ (\w+) (\w+)/, ' **$1 $2**');
    if (i === 2) s = s.replace(/ (\w+)\./, ' `$1`.');
    if (i === 3) s = s.replace(/ (\w+) /, ' [$1](/section-0/page-0) ');
    out.push(s);
  }
  return out.join(' ');
}

const CODE_SAMPLES = [
  (name) =>
    `\`\`\`ts ${name}.ts\nimport { createClient } from './client.js';\n\nexport async function list${name}(limit = 20) {\n  const client = createClient({ retries: 3 });\n  const response = await client.get('/v1/${name.toLowerCase()}', { query: { limit } });\n  if (!response.ok) throw new Error(\`request failed: \${response.status}\`);\n  return response.json();\n}\n\`\`\``,
  (name) =>
    `\`\`\`python ${name.toLowerCase()}.py\nimport requests\n\ndef list_${name.toLowerCase()}(limit: int = 20) -> list[dict]:\n    response = requests.get("https://api.example.com/v1/${name.toLowerCase()}", params={"limit": limit})\n    response.raise_for_status()\n    return response.json()["data"]\n\`\`\``,
  (name) =>
    `\`\`\`bash\ncurl -s https://api.example.com/v1/${name.toLowerCase()} \\\n  -H "Authorization: Bearer $TOKEN" \\\n  -H "Accept: application/json" | jq '.data[] | .id'\n\`\`\``,
  (name) =>
    `\`\`\`json response.json\n{\n  "data": [\n    { "id": "${name.toLowerCase()}_01", "status": "active", "created": "2026-01-01T00:00:00Z" },\n    { "id": "${name.toLowerCase()}_02", "status": "paused", "created": "2026-01-02T00:00:00Z" }\n  ],\n  "next": null\n}\n\`\`\``,
  (name) =>
    `\`\`\`go main.go\npackage main\n\nimport (\n\t"fmt"\n\t"net/http"\n)\n\nfunc main() {\n\tresp, err := http.Get("https://api.example.com/v1/${name.toLowerCase()}")\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tdefer resp.Body.Close()\n\tfmt.Println(resp.Status)\n}\n\`\`\``,
  (name) =>
    `\`\`\`yaml config.yaml\n${name.toLowerCase()}:\n  enabled: true\n  retries: 3\n  timeout: 30s\n  regions:\n    - eu-west-1\n    - us-east-1\n\`\`\``,
];

function table(random) {
  const rows = ['| Field | Type | Required | Description |', '| --- | --- | :---: | --- |'];
  const count = random.int(4, 7);
  for (let i = 0; i < count; i++) {
    rows.push(
      `| \`${random.pick(WORDS)}_${i}\` | ${random.pick(['string', 'number', 'boolean', 'object'])} | ${random.next() > 0.5 ? 'yes' : 'no'} | ${sentence(random, 5, 10)} |`,
    );
  }
  return rows.join('\n');
}

function list(random) {
  const count = random.int(3, 6);
  const items = [];
  for (let i = 0; i < count; i++) items.push(`- ${sentence(random, 5, 12)}`);
  return items.join('\n');
}

const COMPONENTS = [
  (random) => `<Note>\n  ${sentence(random)}\n</Note>`,
  (random) => `<Warning>\n  ${sentence(random)}\n</Warning>`,
  (random, name) =>
    `<Columns cols={2}>\n  <Card title="${name} overview" icon="book" href="/section-0/page-0">\n    ${sentence(random, 6, 10)}\n  </Card>\n  <Card title="${name} reference" icon="code" href="/section-1/page-1">\n    ${sentence(random, 6, 10)}\n  </Card>\n</Columns>`,
  (random, name) =>
    `<Tabs>\n  <Tab title="TypeScript">\n    ${sentence(random)}\n\n    \`\`\`ts\n    const ${name.toLowerCase().replace(/\W/g, '')} = await client.fetch();\n    \`\`\`\n  </Tab>\n  <Tab title="Python">\n    ${sentence(random)}\n\n    \`\`\`python\n    result = client.fetch()\n    \`\`\`\n  </Tab>\n</Tabs>`,
  (random) =>
    `<Steps>\n  <Step title="Configure">\n    ${sentence(random)}\n  </Step>\n  <Step title="Deploy">\n    ${sentence(random)}\n  </Step>\n  <Step title="Verify">\n    ${sentence(random)}\n  </Step>\n</Steps>`,
  (random) =>
    `<AccordionGroup>\n  <Accordion title="What happens on failure?">\n    ${sentence(random)}\n  </Accordion>\n  <Accordion title="Can I retry?">\n    ${sentence(random)}\n  </Accordion>\n</AccordionGroup>`,
];

const TARGET_PAGE_BYTES = 8 * 1024;

function page(random, title, index) {
  const parts = [
    '---',
    `title: "${title}"`,
    `description: "${sentence(random, 8, 14).replace(/"/g, '')}"`,
    ...(index % 7 === 0 ? [`icon: "${random.pick(ICONS)}"`] : []),
    ...(index % 11 === 0 ? ['tag: "NEW"'] : []),
    '---',
    '',
    paragraph(random),
    '',
  ];
  let section = 0;
  let componentsUsed = 0;
  while (parts.join('\n').length < TARGET_PAGE_BYTES) {
    section++;
    parts.push(`## ${random.pick(TOPICS)} ${section}`, '', paragraph(random), '');
    const kind = section % 4;
    if (kind === 0) parts.push(table(random), '');
    else if (kind === 1) parts.push(list(random), '');
    else parts.push(CODE_SAMPLES[(index + section) % CODE_SAMPLES.length](title.replace(/\W/g, '')), '');
    if (section % 2 === 0 && componentsUsed < 3) {
      parts.push(COMPONENTS[(index + section) % COMPONENTS.length](random, title), '');
      componentsUsed++;
    }
    if (section % 3 === 0) parts.push(`### Details`, '', paragraph(random, 2), '');
  }
  // Landing-style blocks in Tailwind classes, as real sites write them (the utility stylesheet's cost).
  if (index % 5 === 0) parts.push(TAILWIND_BLOCKS[index % TAILWIND_BLOCKS.length], '');
  return parts.join('\n');
}

const TAILWIND_BLOCKS = [
  '<div className="grid grid-cols-1 md:grid-cols-3 gap-6 not-prose">\n  <a href="/section-0/page-0" className="group rounded-2xl border border-zinc-950/10 dark:border-white/10 p-6 hover:bg-zinc-50 dark:hover:bg-white/5">\n    <p className="text-sm font-semibold text-zinc-900 dark:text-white group-hover:text-sky-600">Quickstart</p>\n  </a>\n</div>',
  '<div className="flex flex-col lg:flex-row items-center gap-4 rounded-xl bg-gradient-to-r from-sky-500/10 to-indigo-500/10 p-4">\n  <img className="block dark:hidden aspect-video object-cover w-full lg:w-1/2" src="/images/preview.svg" alt="" />\n  <span className="text-xs uppercase tracking-wide text-zinc-500">Preview</span>\n</div>',
];

function generateSite(root, { pages: pageCount, tabs: spread }) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const random = createRandom(1000 + pageCount);
  const groupCount = Math.max(1, Math.min(20, Math.ceil(pageCount / 10)));
  const tabCount = spread ? Math.min(4, groupCount) : 1;
  const groups = Array.from({ length: groupCount }, () => []);
  let bytes = 0;
  for (let i = 0; i < pageCount; i++) {
    const g = i % groupCount;
    const pagePath = `section-${g}/page-${i}`;
    const title = `${TOPICS[i % TOPICS.length]} ${i}`;
    const text = page(random, title, i);
    bytes += text.length;
    mkdirSync(join(root, `section-${g}`), { recursive: true });
    writeFileSync(join(root, `${pagePath}.mdx`), text);
    groups[g].push(pagePath);
  }
  // The landing blocks show this image.
  mkdirSync(join(root, 'images'), { recursive: true });
  writeFileSync(
    join(root, 'images', 'preview.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#0ea5e9"/></svg>\n',
  );
  // Links in generated pages point at /section-0/page-0 and /section-1/page-1: make sure both exist (tiny sites).
  for (const target of ['section-0/page-0', 'section-1/page-1']) {
    if (!existsSync(join(root, `${target}.mdx`))) {
      mkdirSync(join(root, dirname(target)), { recursive: true });
      writeFileSync(join(root, `${target}.mdx`), `---\ntitle: "${target}"\n---\n\nPlaceholder.\n`);
    }
  }
  const tabs = Array.from({ length: tabCount }, (_, t) => ({
    tab: `Tab ${t + 1}`,
    icon: ICONS[t % ICONS.length],
    groups: groups
      .map((pages, g) => ({ g, pages }))
      .filter(({ g }) => g % tabCount === t)
      .map(({ g, pages }) => ({
        group: `${TOPICS[g % TOPICS.length]} guides`,
        icon: ICONS[g % ICONS.length],
        // Nest the second half of each group's pages, as real sites do.
        pages:
          pages.length > 4
            ? [
                ...pages.slice(0, Math.ceil(pages.length / 2)),
                { group: 'More', pages: pages.slice(Math.ceil(pages.length / 2)) },
              ]
            : pages,
      })),
  }));
  const docs = {
    theme: 'mint',
    name: 'Bench site',
    colors: { primary: '#0E7490' },
    navigation: { tabs },
  };
  writeFileSync(join(root, 'docs.json'), `${JSON.stringify(docs, null, 2)}\n`);
  console.log(
    `generated ${pageCount} pages (${(bytes / pageCount / 1024).toFixed(1)} KB on average) in ${groupCount} groups under ${tabCount} ${tabCount === 1 ? 'tab (one section)' : 'tabs'}`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Measurement

/**
 * Runs `node bin/quire.js build <site>` and measures it. Peak RSS comes from GNU time's "Maximum resident set
 * size" when /usr/bin/time exists, else from polling /proc/<pid>/status VmHWM (worker threads live in the same
 * process, so that covers them too).
 */
function runBuild(root) {
  const useTime = existsSync('/usr/bin/time');
  const command = useTime ? '/usr/bin/time' : process.execPath;
  const build = [cliPath, 'build', root, '--debug'];
  const args = useTime ? ['-v', process.execPath, ...build] : build;
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: repoRoot });
    let stdout = '';
    let stderr = '';
    let polledPeakKb = 0;
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const poll = useTime
      ? undefined
      : setInterval(() => {
          try {
            const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
            const match = /VmHWM:\s+(\d+) kB/.exec(status);
            if (match) polledPeakKb = Math.max(polledPeakKb, Number(match[1]));
          } catch {
            // The process has exited between two polls.
          }
        }, 20);
    child.on('close', (code) => {
      if (poll) clearInterval(poll);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      let peakKb = polledPeakKb;
      if (useTime) {
        const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
        if (match) peakKb = Number(match[1]);
        stderr = stderr.replace(/\n?(Command exited with non-zero status \d+\n)?\tCommand being timed:[\s\S]*$/, '');
      }
      // Quire's own process (with its worker threads), from `--debug`; the peak above is the largest process of
      // the build, which at thousands of pages is Pagefind's indexer.
      const own = /peak memory \(Quire\)\s+([\d,]+) MB/.exec(stderr);
      const quireMb = own ? Number(own[1].replaceAll(',', '')) : undefined;
      resolve({ code: code ?? 1, seconds, peakMb: peakKb / 1024, quireMb, stdout, stderr });
    });
  });
}

/** Bytes of every file under `dir`, and the sizes of the pages (`.html` outside `_quire/`). */
function measureOutput(dir) {
  let bytes = 0;
  const pages = [];
  const walk = (folder, inShared) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full, inShared || entry.name === '_quire');
      else {
        const size = statSync(full).size;
        bytes += size;
        if (!inShared && entry.name.endsWith('.html') && entry.name !== '404.html') pages.push(size);
      }
    }
  };
  if (existsSync(dir)) walk(dir, false);
  pages.sort((a, b) => a - b);
  return { bytes, median: pages[Math.floor(pages.length / 2)] ?? 0, largest: pages.at(-1) ?? 0 };
}

const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const mb = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;

/** Measures one size: bare pass, cold build, output sizes, warm build. */
async function measureSize(pages, options) {
  console.log(`\n=== ${pages.toLocaleString('en-US')} pages ===`);
  if (options.generate) generateSite(siteDir, { pages, tabs: options.tabs });
  const bare = bareParse(siteDir);
  console.log(`bare unified + remark-mdx + GFM → HTML, one thread: ${bare.seconds.toFixed(2)} s (${bare.pages} pages)`);
  // Cold: no compiled page from an earlier run may be reused.
  const { clearCompileCache } = await import('../dist/src/site/compile-cache.js');
  clearCompileCache(siteDir);
  const cold = await runBuild(siteDir);
  printBuildOutput(cold);
  const output = measureOutput(join(siteDir, 'dist'));
  const warm = options.warm && cold.code === 0 ? await runBuild(siteDir) : undefined;
  if (!options.keepOutput) rmSync(join(siteDir, 'dist'), { recursive: true, force: true });
  const utilities = /utility styles\s+([\d.,]+ m?s)/.exec(cold.stdout + cold.stderr)?.[1];
  return { pages, bare, cold, warm, output, utilities };
}

/** The build's own output, shortened. */
function printBuildOutput(result) {
  const output = (result.stdout + result.stderr).trim();
  if (!output) return;
  const lines = output.split('\n');
  console.log(
    lines.length > 40
      ? [...lines.slice(0, 20), `... (${lines.length - 40} lines omitted)`, ...lines.slice(-20)].join('\n')
      : output,
  );
}

/** One size's figures against the targets; returns whether the targets hold. */
function reportSize(run) {
  const { pages, bare, cold, warm, output, utilities } = run;
  const targetSeconds = (TARGET_SECONDS_PER_1000 * pages) / 1000;
  const ratio = cold.seconds / bare.seconds;
  const timeOk = cold.seconds <= targetSeconds;
  const ratioOk = ratio <= TARGET_BARE_RATIO;
  const memoryOk = cold.peakMb > 0 && cold.peakMb <= TARGET_MAX_RSS_MB;
  const buildOk = cold.code === 0;
  const mark = (ok) => (ok ? 'PASS' : 'FAIL');
  console.log('');
  console.log(`pages:          ${pages}`);
  console.log(`cold build:     ${cold.seconds.toFixed(2)} s (target ≤ ${targetSeconds.toFixed(1)} s)  ${mark(timeOk)}`);
  console.log(`pages/second:   ${(pages / cold.seconds).toFixed(1)}`);
  console.log(
    `vs bare pass:   ${ratio.toFixed(2)}× of ${bare.seconds.toFixed(2)} s (target ≤ ${TARGET_BARE_RATIO}×)  ${mark(ratioOk)}`,
  );
  console.log(
    `peak RSS:       ${cold.peakMb.toFixed(0)} MB, largest process (target ≤ ${TARGET_MAX_RSS_MB} MB)  ${mark(memoryOk)}` +
      (cold.quireMb !== undefined ? `; Quire's own process ${cold.quireMb} MB, the rest is Pagefind's indexer` : ''),
  );
  console.log(`written:        ${mb(output.bytes)}; page median ${kb(output.median)}, largest ${kb(output.largest)}`);
  console.log(`build exit:     ${cold.code}  ${mark(buildOk)}`);
  if (utilities) console.log(`tailwind:       ${utilities} (the utility stylesheet, in the cold build above)`);
  if (warm) {
    console.log(
      `warm rebuild:   ${warm.seconds.toFixed(2)} s, peak RSS ${warm.peakMb.toFixed(0)} MB (every page from the compile cache; not a target)`,
    );
  }
  return timeOk && ratioOk && memoryOk && buildOk;
}

/** The sizes side by side, and how time and memory grow per page from one size to the next. */
function reportGrowth(runs) {
  if (runs.length < 2) return;
  console.log('\n=== growth ===');
  console.log('pages   cold s  pages/s  bare s   ×bare  warm s  peak RSS  written   median   largest');
  for (const r of runs) {
    console.log(
      [
        String(r.pages).padEnd(7),
        r.cold.seconds.toFixed(2).padStart(6),
        (r.pages / r.cold.seconds).toFixed(1).padStart(8),
        r.bare.seconds.toFixed(2).padStart(7),
        (r.cold.seconds / r.bare.seconds).toFixed(2).padStart(7),
        (r.warm ? r.warm.seconds.toFixed(2) : '-').padStart(7),
        `${r.cold.peakMb.toFixed(0)} MB`.padStart(9),
        mb(r.output.bytes).padStart(9),
        kb(r.output.median).padStart(8),
        kb(r.output.largest).padStart(9),
      ].join(' '),
    );
  }
  for (let i = 1; i < runs.length; i++) {
    const [a, b] = [runs[i - 1], runs[i]];
    const perPage = (r) => r.cold.seconds / r.pages;
    const growth = perPage(b) / perPage(a);
    console.log(
      `${a.pages} → ${b.pages}: time per page ×${growth.toFixed(2)} (${growth <= 1.1 ? 'linear or better' : 'worse than linear'}), median page ×${(b.output.median / a.output.median).toFixed(2)}`,
    );
  }
}

const options = parseArgs(process.argv.slice(2));
if (options.generateOnly) {
  generateSite(siteDir, { pages: options.sizes[0], tabs: options.tabs });
  console.log(`${options.sizes[0]} pages written to ${siteDir}`);
  process.exit(0);
}
const runs = [];
for (const pages of options.sizes) runs.push(await measureSize(pages, options));
let pass = true;
for (const run of runs) pass = reportSize(run) && pass;
reportGrowth(runs);
console.log(pass ? '\nPASS' : '\nFAIL');
process.exitCode = pass ? 0 : 1;
