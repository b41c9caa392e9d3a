/**
 * Runs one case of the bad-input catalog (test/fixtures/bad-inputs/<case>/): copies its `site/` to a fresh temp
 * folder, makes the links and files its `case.json` asks for (git would store links as links, and a link to an
 * absolute path means nothing on another machine), runs the CLI's `main()` in-process and classifies the
 * outcome. In-process, the whole catalog costs one module load instead of one Node start per case.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../src/cli.js';
import { captureIo } from './capture-io.js';

/** What a case may ask for besides its `site/` folder. */
export interface BadInputCase {
  /** CLI arguments; `{site}`, `{tmp}` are replaced. Default: `build {site} --no-cache`. */
  args?: string[];
  /** Links to make: path under the case's temp folder → target (`{tmp}`, `{site}` replaced). */
  links?: Record<string, string>;
  /** Files to make outside the site (`outside/secret.txt` …): path under the temp folder → content. */
  files?: Record<string, string>;
  /**
   * Large or deep files made at run time rather than committed: path under the temp folder → its head, a text
   * repeated `times` times, and its tail.
   */
  generated?: Record<string, { head?: string; repeat: string; times: number; tail?: string }>;
  /** Folders to make (empty), under the temp folder. */
  folders?: string[];
  /** Build once with these arguments before the case's own run (to have a previous output). */
  before?: string[];
  /** Files written after the `before` build (what breaks the second build): path → content. */
  later?: Record<string, string>;
  /** Files the previous output must still hold after the run (paths under the temp folder). */
  keeps?: string[];
  /** Paths under the temp folder that must be gone after the run (a killed build's staging folder). */
  absent?: string[];
  /** The input is odd but must simply work: exit 0 without a word is then right, not silence. */
  works?: boolean;
}

/** How a case ended. */
export interface CaseOutcome {
  exit: number | 'crash' | 'hang';
  /** What the CLI printed, with temp paths and timings made stable. */
  text: string;
  /** A diagnostic printed with `file:line:column`. */
  located: boolean;
  /** The outside secret (or the process environment) reached the output or the terminal. */
  unsafe: boolean;
  /** Exit 0 without a single warning or error. */
  silent: boolean;
  /** Paths of `keeps` that are gone. */
  lost: string[];
}

/** Marker written into every file that lies outside a case's site: it must never come out. */
export const SECRET = 'QUIRE-CATALOG-SECRET-7f3a';

const HANG_MS = 20_000;

export async function runBadInputCase(dir: string): Promise<CaseOutcome> {
  const spec: BadInputCase = existsSync(path.join(dir, 'case.json'))
    ? (JSON.parse(readFileSync(path.join(dir, 'case.json'), 'utf8')) as BadInputCase)
    : {};
  const tmp = await mkdtemp(path.join(tmpdir(), 'quire-bad-'));
  const site = path.join(tmp, 'site');
  if (existsSync(path.join(dir, 'site'))) cpSync(path.join(dir, 'site'), site, { recursive: true });
  else mkdirSync(site);
  const fill = (text: string) => text.replaceAll('{tmp}', tmp).replaceAll('{site}', site);
  for (const folder of spec.folders ?? []) mkdirSync(path.join(tmp, folder), { recursive: true });
  for (const [file, content] of Object.entries(spec.files ?? {})) {
    mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
    writeFileSync(path.join(tmp, file), fill(content).replaceAll('{secret}', SECRET));
  }
  for (const [file, { head = '', repeat, times, tail = '' }] of Object.entries(spec.generated ?? {})) {
    mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
    writeFileSync(path.join(tmp, file), head + repeat.repeat(times) + tail);
  }
  for (const [link, target] of Object.entries(spec.links ?? {})) {
    mkdirSync(path.dirname(path.join(tmp, link)), { recursive: true });
    symlinkSync(fill(target), path.join(tmp, link));
  }
  if (spec.before) await main(spec.before.map(fill), captureIo().io);
  for (const [file, content] of Object.entries(spec.later ?? {})) writeFileSync(path.join(tmp, file), content);

  const io = captureIo();
  const args = (spec.args ?? ['build', '{site}', '--no-cache']).map(fill);
  let exit: CaseOutcome['exit'];
  let timer: NodeJS.Timeout | undefined;
  try {
    exit = await Promise.race([
      main(args, io.io),
      new Promise<'hang'>((resolve) => {
        timer = setTimeout(() => resolve('hang'), HANG_MS);
      }),
    ]);
  } catch (error) {
    exit = 'crash';
    io.io.stderr(`internal error: ${(error as Error).stack ?? String(error)}\n`);
  } finally {
    clearTimeout(timer);
  }
  const printed = `${io.err()}${io.out()}`;
  const text = stable(printed, tmp);
  const environ = process.env.PATH ? `PATH=${process.env.PATH}` : undefined;
  const outputs = allFiles(tmp).filter((file) => !file.startsWith(`${site}${path.sep}`) || isOutput(file, site));
  const leaked = outputs.some((file) => {
    if (file.startsWith(path.join(tmp, 'outside'))) return false;
    const content = readFileSync(file, 'latin1');
    return content.includes(SECRET) || (environ !== undefined && content.includes(environ));
  });
  return {
    exit,
    text: `exit: ${exit}\n${text}`,
    located: /^\S+:\d+(:\d+)? (error|warning) /m.test(printed.replaceAll(tmp, '')),
    unsafe: leaked || printed.includes(SECRET) || (environ !== undefined && printed.includes(environ)),
    silent: exit === 0 && spec.works !== true && !/\b(error|warning)\b/.test(printed),
    lost: [
      ...(spec.keeps ?? []).filter((file) => !existsSync(path.join(tmp, file))),
      ...(spec.absent ?? []).filter((file) => existsSync(path.join(tmp, file))).map((file) => `${file} (still there)`),
    ],
  };
}

/** Temp paths and timings replaced, so the text is the same on every run. */
function stable(text: string, tmp: string): string {
  return text
    .replaceAll(tmp, '<tmp>')
    .replace(/ in \d+(\.\d+)? s\b/g, ' in <t> s')
    .replace(/\.quire-(staging|retired)-[\w-]+/g, '.quire-$1-<id>');
}

/** Output files: the default output folder inside the site. */
function isOutput(file: string, site: string): boolean {
  return file.startsWith(path.join(site, 'dist') + path.sep);
}

function allFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) out.push(...allFiles(full));
    else if (entry.isFile() && statSync(full).size < 50_000_000) out.push(full);
  }
  return out;
}
