import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { formatDiagnosticList } from './diagnostics/format.js';
import { outOfMemoryDiagnostic } from './diagnostics/out-of-memory.js';
import type { BuildResult } from './build/build.js';
import { baseProblem } from './util/base-path.js';
import { STOP_SIGNALS } from './util/node-flags.js';
import { stopWithParent } from './util/parent-watch.js';

/** Where the CLI writes; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Colour diagnostics (stderr is a terminal). */
  color: boolean;
  /** Resolves when the user asks a long-running command (dev, preview) to stop. */
  untilStopped: () => Promise<void>;
}

const EXIT_OK = 0;
const EXIT_SITE_ERRORS = 1;
const EXIT_USAGE = 2;

type Options = NonNullable<ParseArgsConfig['options']>;

interface Command {
  summary: string;
  usage: string;
  options: Options;
  optionHelp: string[];
  maxPositionals: number;
  run(values: Record<string, string | boolean | undefined>, positionals: string[], io: CliIo): Promise<number>;
}

const COMMANDS: Record<string, Command> = {
  build: {
    summary: 'Build the site into static HTML',
    usage: 'quire build [dir] [--out <folder>] [--base <path>] [--strict] [--debug] [--no-cache] [--page-timeout <ms>]',
    options: {
      out: { type: 'string', short: 'o' },
      base: { type: 'string' },
      strict: { type: 'boolean' },
      debug: { type: 'boolean' },
      'no-cache': { type: 'boolean' },
      'page-timeout': { type: 'string' },
    },
    optionHelp: [
      '-o, --out <folder>  output folder (default: <dir>/dist)',
      '    --base <path>   base path the site is served under, e.g. /docs/ (default: /)',
      '    --strict        treat warnings as errors',
      '    --debug         print the time each stage took',
      '    --no-cache      compile every page afresh (no reuse of earlier builds)',
      "    --page-timeout <ms>  stop a page's code after this long (default: 5000)",
    ],
    maxPositionals: 1,
    run: runBuild,
  },
  dev: {
    summary: 'Start the dev server with live reload',
    usage: 'quire dev [dir] [--port <n>] [--host <h>] [--no-cache] [--page-timeout <ms>]',
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      'no-cache': { type: 'boolean' },
      'page-timeout': { type: 'string' },
    },
    optionHelp: [
      '-p, --port <n>      port (default: 3000, or the next free one)',
      '    --host <h>      host to listen on (default: localhost)',
      '    --no-cache      compile every page afresh (no reuse of earlier sessions)',
      "    --page-timeout <ms>  stop a page's code after this long (default: 5000)",
    ],
    maxPositionals: 1,
    run: runDev,
  },
  preview: {
    summary: 'Serve the built site locally',
    usage: 'quire preview [dir] [--out <folder>] [--port <n>] [--host <h>]',
    options: { out: { type: 'string', short: 'o' }, port: { type: 'string', short: 'p' }, host: { type: 'string' } },
    optionHelp: [
      '-o, --out <folder>  built output to serve (default: <dir>/dist)',
      '-p, --port <n>      port (default: 4173)',
      '    --host <h>      host to listen on (default: 127.0.0.1)',
    ],
    maxPositionals: 1,
    run: runPreview,
  },
  'broken-links': {
    summary: 'Check every internal link, #anchor and image, writing nothing',
    usage: 'quire broken-links [dir] [--base <path>]',
    options: { base: { type: 'string' } },
    optionHelp: ['    --base <path>   base path the site will be served under (default: /)'],
    maxPositionals: 1,
    run: runBrokenLinks,
  },
  'openapi-check': {
    summary: 'Validate an OpenAPI file (3.x or Swagger 2.0, multi-file)',
    usage: 'quire openapi-check <file>',
    options: {},
    optionHelp: [],
    maxPositionals: 1,
    run: runOpenApiCheck,
  },
  serve: {
    summary: 'Run the hosting service (builds and publishes sites on push), or manage its projects and keys',
    usage: 'quire serve [project add|project list|key create|key list|key revoke|user add] [--data <dir>] ...',
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      data: { type: 'string' },
      database: { type: 'string' },
      repo: { type: 'string' },
      branch: { type: 'string' },
      docs: { type: 'string' },
      subdomain: { type: 'string' },
      project: { type: 'string' },
      'public-url': { type: 'string' },
    },
    optionHelp: [
      '-p, --port <n>          port (default: 8080)',
      '    --host <h>          host to listen on (default: 127.0.0.1)',
      '    --data <dir>        data folder: SQLite database, published sites (default: ./quire-data)',
      '    --database <url>    postgres://… to share the work between instances (sites stay in --data)',
      '    --repo, --branch, --docs, --subdomain   for `project add`; --project <name> for `key create|list`',
      '    --public-url <url>  address clients reach the service at (screenshot URLs; https: makes cookies Secure)',
    ],
    maxPositionals: 3,
    run: runServe,
  },
  schema: {
    summary: 'Print the JSON Schema of docs.json',
    usage: 'quire schema',
    options: {},
    optionHelp: [],
    maxPositionals: 0,
    run: runSchema,
  },
};

/** Runs the CLI on `argv` (without `node` and the script); resolves to the exit code. */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    io.stderr(generalHelp());
    return EXIT_USAGE;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    const topic = first === 'help' ? rest[0] : undefined;
    const command = topic ? COMMANDS[topic] : undefined;
    io.stdout(command ? commandHelp(command) : generalHelp());
    return EXIT_OK;
  }
  if (first === '--version' || first === '-v' || first === 'version') {
    io.stdout(`${version()}\n`);
    return EXIT_OK;
  }
  const command = COMMANDS[first];
  if (!command) {
    const what = first.startsWith('-') ? `unknown option ${first}` : `unknown command "${first}"`;
    io.stderr(`quire: ${what}\n\n${generalHelp()}`);
    return EXIT_USAGE;
  }
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }) as typeof parsed;
  } catch (error) {
    io.stderr(`quire ${first}: ${usageMessage(error)}\n\n${commandHelp(command)}`);
    return EXIT_USAGE;
  }
  if (parsed.values.help) {
    io.stdout(commandHelp(command));
    return EXIT_OK;
  }
  if (parsed.positionals.length > command.maxPositionals) {
    io.stderr(
      `quire ${first}: unexpected argument "${parsed.positionals[command.maxPositionals]}"\n\n${commandHelp(command)}`,
    );
    return EXIT_USAGE;
  }
  for (const key of ['port'] as const) {
    const value = parsed.values[key];
    if (typeof value === 'string' && !/^\d{1,5}$/.test(value)) {
      io.stderr(`quire ${first}: --${key} must be a number, got "${value}"\n\n${commandHelp(command)}`);
      return EXIT_USAGE;
    }
    // Node throws on ports past 65535 and the dev server's free-port search never ends on them.
    if (typeof value === 'string' && Number(value) > 65535) {
      io.stderr(`quire ${first}: --${key} must be between 0 and 65535, got ${value}\n\n${commandHelp(command)}`);
      return EXIT_USAGE;
    }
  }
  const base = parsed.values.base;
  const wrongBase = typeof base === 'string' ? baseProblem(base) : undefined;
  if (wrongBase) {
    io.stderr(`quire ${first}: --base "${base}" ${wrongBase}.\n\n${commandHelp(command)}`);
    return EXIT_USAGE;
  }
  const pageTimeout = parsed.values['page-timeout'];
  if (typeof pageTimeout === 'string' && !/^[1-9]\d{0,8}$/.test(pageTimeout)) {
    io.stderr(
      `quire ${first}: --page-timeout must be a whole number of milliseconds (1 or more), got "${pageTimeout}"\n\n${commandHelp(command)}`,
    );
    return EXIT_USAGE;
  }
  return command.run(parsed.values, parsed.positionals, io);
}

async function runBuild(
  values: Record<string, string | boolean | undefined>,
  positionals: string[],
  io: CliIo,
): Promise<number> {
  const dir = path.resolve(positionals[0] ?? '.');
  // Loaded on demand, so `--help` and usage errors answer at once without loading the compiler. The render
  // workers start first: they load their modules on the other cores while this thread loads the build.
  const { defaultWorkerCount, startRenderWorkers } = await import('./build/worker-pool.js');
  (await import('./build/heap-growth.js')).limitHeapGrowth();
  const pool = startRenderWorkers(defaultWorkerCount());
  const { buildSite } = await import('./build/build.js');
  const { removeUnfinishedStaging } = await import('./build/output-writer.js');
  const stopSignals = onStopSignal(removeUnfinishedStaging);
  // A build that `quire serve` started ends with the server (see parent-watch.ts).
  const unwatch = stopWithParent();
  const result = await buildSite({
    dir,
    ...(pool ? { pool } : {}),
    ...(typeof values.out === 'string' ? { outDir: path.resolve(values.out) } : {}),
    ...(typeof values.base === 'string' ? { base: values.base } : {}),
    strict: values.strict === true,
    cache: values['no-cache'] !== true,
    ...(typeof values['page-timeout'] === 'string' ? { pageTimeout: Number(values['page-timeout']) } : {}),
  }).finally(() => {
    stopSignals();
    unwatch();
  });
  // `mint dev`'s way: a folder without docs.json builds the site of the nearest folder above that has one.
  const folder = /\.json$/i.test(dir) ? path.dirname(dir) : dir;
  if (result.root && result.root !== folder)
    io.stderr(
      `No docs.json in ${displayPath(dir)}: built the site of ${displayPath(result.root)}, the nearest folder above it that has one.\n`,
    );
  printBuildResult(result, io, values.debug === true);
  return result.ok ? EXIT_OK : EXIT_SITE_ERRORS;
}

/**
 * Until the returned function is called, a stop signal (Ctrl+C, `kill`, a closed terminal) first runs `cleanup`,
 * then ends the process the way the signal would have.
 */
function onStopSignal(cleanup: () => void): () => void {
  const stop = (): void => {
    for (const signal of STOP_SIGNALS) process.off(signal, handler);
  };
  const handler = (signal: NodeJS.Signals): void => {
    stop();
    try {
      cleanup();
    } finally {
      process.kill(process.pid, signal);
    }
  };
  for (const signal of STOP_SIGNALS) process.on(signal, handler);
  return stop;
}

/** Diagnostics once, sorted, then the timings (with --debug) and the one summary line. */
export function printBuildResult(result: BuildResult, io: CliIo, debug: boolean): void {
  for (const line of formatDiagnosticList(result.diagnostics, { color: io.color })) io.stderr(`${line}\n`);
  if (debug) {
    for (const timing of result.timings) io.stderr(`  ${timing.stage.padEnd(26)} ${formatMs(timing.ms)}\n`);
    // This process's own peak (its worker threads included; Pagefind's indexer is a process of its own).
    const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
    io.stderr(`  ${'peak memory (Quire)'.padEnd(26)} ${peakMb.toLocaleString('en-US')} MB\n`);
    for (const note of result.notes ?? []) io.stderr(`  ${note}\n`);
  }
  const counts = `${plural(result.errors, 'error')}, ${plural(result.warnings, 'warning')}`;
  const seconds = `${(result.ms / 1000).toFixed(1)} s`;
  if (result.ok) {
    io.stdout(`Built ${plural(result.pages, 'page')} in ${seconds} — ${counts} → ${displayPath(result.outDir)}\n`);
  } else {
    const why = result.errors > 0 ? '' : ' (--strict: warnings fail the build)';
    io.stderr(`Build failed in ${seconds} — ${counts}${why}. The previous output was left untouched.\n`);
  }
}

/**
 * A relaunched build (or link check) that V8 aborted for want of memory (node-flags.ts `relaunch`): its report is
 * held back, and this says where it happened instead; the half-written output folder goes. Exit 1.
 */
export async function reportOutOfMemory(
  crash: { file?: string; staging?: string },
  io: CliIo = processIo(),
): Promise<number> {
  if (crash.staging) await rm(crash.staging, { recursive: true, force: true }).catch(() => undefined);
  const diagnostic = outOfMemoryDiagnostic(crash.file);
  for (const line of formatDiagnosticList([diagnostic], { color: io.color })) io.stderr(`${line}\n`);
  io.stderr('Build failed — 1 error. The previous output was left untouched.\n');
  return EXIT_SITE_ERRORS;
}

/** Exit 0 when every link lands, 1 when one does not (or the site has errors), like `build --strict` for links. */
async function runBrokenLinks(
  values: Record<string, string | boolean | undefined>,
  positionals: string[],
  io: CliIo,
): Promise<number> {
  const { defaultWorkerCount, startRenderWorkers } = await import('./build/worker-pool.js');
  (await import('./build/heap-growth.js')).limitHeapGrowth();
  const pool = startRenderWorkers(defaultWorkerCount());
  const { buildSite } = await import('./build/build.js');
  const result = await buildSite({
    dir: path.resolve(positionals[0] ?? '.'),
    write: false,
    ...(pool ? { pool } : {}),
    ...(typeof values.base === 'string' ? { base: values.base } : {}),
  });
  // An image that is not there is a link to a file that does not exist: reported beside the broken links.
  const checks = new Set(['broken-link', 'missing-image']);
  const shown = result.diagnostics.filter((d) => checks.has(d.rule) || d.severity === 'error');
  for (const line of formatDiagnosticList(shown, { color: io.color })) io.stderr(`${line}\n`);
  const broken = shown.filter((d) => d.rule === 'broken-link').length;
  const images = shown.filter((d) => d.rule === 'missing-image').length;
  const checked = `${plural(result.pages, 'page')} checked`;
  if (broken === 0 && images === 0 && result.errors === 0) {
    io.stdout(`No broken links or missing images — ${checked}.\n`);
    return EXIT_OK;
  }
  const missing = images ? `, ${plural(images, 'missing image')}` : '';
  io.stderr(`${plural(broken, 'broken link')}${missing}, ${plural(result.errors, 'error')} — ${checked}.\n`);
  return EXIT_SITE_ERRORS;
}

async function runDev(
  values: Record<string, string | boolean | undefined>,
  positionals: string[],
  io: CliIo,
): Promise<number> {
  const dir = path.resolve(positionals[0] ?? '.');
  // Loaded on demand: the dev server pulls in Vite, which `build` never needs.
  const devModule = await import('./dev/dev-server.js');
  let server: Awaited<ReturnType<typeof devModule.startDevServer>>;
  try {
    server = await devModule.startDevServer({
      dir,
      ...(typeof values.port === 'string' ? { port: Number(values.port) } : {}),
      ...(typeof values.host === 'string' ? { host: values.host } : {}),
      cache: values['no-cache'] !== true,
      ...(typeof values['page-timeout'] === 'string' ? { pageTimeout: Number(values['page-timeout']) } : {}),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES' && code !== 'EADDRNOTAVAIL') throw error;
    io.stderr(`quire dev: could not listen: ${(error as Error).message}\n`);
    return EXIT_SITE_ERRORS;
  }
  // The dev server announces its own address.
  await io.untilStopped();
  await server.close();
  return EXIT_OK;
}

async function runPreview(
  values: Record<string, string | boolean | undefined>,
  positionals: string[],
  io: CliIo,
): Promise<number> {
  const dir = path.resolve(positionals[0] ?? '.');
  const outDir = typeof values.out === 'string' ? path.resolve(values.out) : path.join(dir, 'dist');
  try {
    // Every build writes it, home page or not.
    readFileSync(path.join(outDir, '_quire', 'build.json'));
  } catch {
    io.stderr(`quire preview: no built site in ${outDir}. Run \`quire build\` first.\n`);
    return EXIT_SITE_ERRORS;
  }
  const { startPreviewServer } = await import('./preview/preview-server.js');
  let server: Awaited<ReturnType<typeof startPreviewServer>>;
  try {
    server = await startPreviewServer({
      dir: outDir,
      ...(typeof values.port === 'string' ? { port: Number(values.port) } : {}),
      ...(typeof values.host === 'string' ? { host: values.host } : {}),
    });
  } catch (error) {
    io.stderr(`quire preview: could not listen: ${(error as Error).message}\n`);
    return EXIT_SITE_ERRORS;
  }
  io.stdout(`Previewing ${displayPath(outDir)} at ${server.url} (Ctrl+C to stop)\n`);
  await io.untilStopped();
  await server.close();
  return EXIT_OK;
}

/** Exit 0 valid, 1 invalid, 2 missing or unreadable (and for a missing argument, like every usage error). */
async function runOpenApiCheck(_values: unknown, positionals: string[], io: CliIo): Promise<number> {
  const [target] = positionals;
  if (!target) {
    io.stderr(`quire openapi-check: name the file to check\n\n${commandHelp(COMMANDS['openapi-check']!)}`);
    return EXIT_USAGE;
  }
  const { checkSpecFile } = await import('./openapi/check-spec-file.js');
  const file = path.resolve(target);
  const cwd = process.cwd();
  const inside = !path.relative(cwd, file).startsWith('..') && !path.isAbsolute(path.relative(cwd, file));
  const result = await checkSpecFile({ file, root: inside ? cwd : path.dirname(file) });
  for (const line of formatDiagnosticList(result.diagnostics, { color: io.color, all: true })) io.stderr(`${line}\n`);
  (result.exitCode === 0 ? io.stdout : io.stderr)(`${result.summary}\n`);
  return result.exitCode;
}

async function runServe(
  values: Record<string, string | boolean | undefined>,
  positionals: string[],
  io: CliIo,
): Promise<number> {
  // Loaded on demand: fastify and the database drivers are for the service only.
  const { runServeCommand } = await import('./server/serve-command.js');
  const readPassword = async () => {
    if (process.env.QUIRE_PASSWORD) return process.env.QUIRE_PASSWORD;
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  return runServeCommand({ positionals, values, io: { ...io, readPassword } });
}

async function runSchema(_values: unknown, _positionals: string[], io: CliIo): Promise<number> {
  const { docsJsonSchema } = await import('./config/index.js');
  io.stdout(`${JSON.stringify(docsJsonSchema(), null, 2)}\n`);
  return EXIT_OK;
}

function generalHelp(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
  const rows = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: quire <command> [options]',
    '',
    'Commands:',
    ...rows,
    '',
    'Options:',
    '  -h, --help     show help (also: quire <command> --help)',
    '  -v, --version  print the version',
    '',
  ].join('\n');
}

function commandHelp(command: Command): string {
  return [
    `Usage: ${command.usage}`,
    '',
    `${command.summary}.`,
    '',
    'Options:',
    ...command.optionHelp.map((l) => `  ${l}`),
    '  -h, --help          show this help',
    '',
  ].join('\n');
}

/** parseArgs errors → one plain sentence, no stack. */
function usageMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (
    message
      .split('\n')[0]!
      .replace(/\. To specify a positional argument.*$/, '')
      .replace(/^Unknown option '(.*)'$/, 'unknown option $1')
      // `--page-timeout -5`: Node reads `-5` as an option of its own.
      .replace(
        /^Option '(--[\w-]+)' argument is ambiguous\.?.*$/,
        '$1 takes a value, and what follows it starts with "-" (write $1=<value> for a value that does)',
      )
  );
}

function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    if (pkg.version) return pkg.version;
  } catch {
    // Running from source (tests): package.json is one level up instead.
  }
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/** A path relative to the working folder when it is inside it, absolute otherwise. */
function displayPath(absolute: string): string {
  const relative = path.relative(process.cwd(), absolute);
  return relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative || '.';
}

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

function processIo(): CliIo {
  // `quire schema | head`: the reader went away; that is not an error worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? EXIT_OK);
    throw error;
  });
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    // A relaunched command writes to its parent's stderr through a pipe: QUIRE_STDERR_TTY says it is a terminal.
    color: Boolean(process.stderr.isTTY || process.env.QUIRE_STDERR_TTY === '1') && !process.env.NO_COLOR,
    untilStopped: () =>
      new Promise((resolve) => {
        process.once('SIGINT', () => resolve());
        process.once('SIGTERM', () => resolve());
      }),
  };
}
