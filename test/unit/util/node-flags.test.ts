import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RENDER_NODE_FLAGS, relaunch, relaunchArgs } from '../../../src/util/node-flags.js';

describe('relaunchArgs', () => {
  it('runs the commands that render a whole site again under the render flags', () => {
    expect(relaunchArgs(['build', 'site', '--strict'], [], '/q/bin/quire.js')).toEqual([
      ...RENDER_NODE_FLAGS,
      '/q/bin/quire.js',
      'build',
      'site',
      '--strict',
    ]);
    expect(relaunchArgs(['broken-links'], [], '/q/bin/quire.js')).toEqual([
      ...RENDER_NODE_FLAGS,
      '/q/bin/quire.js',
      'broken-links',
    ]);
  });

  it('runs other commands, help, and a Node started with flags of its own in this process', () => {
    for (const argv of [[], ['dev'], ['preview'], ['openapi-check', 'a.yaml'], ['serve'], ['build', '--help']]) {
      expect(relaunchArgs(argv, [], '/q/bin/quire.js')).toBeUndefined();
    }
    expect(relaunchArgs(['build'], ['--max-old-space-size=4096'], '/q/bin/quire.js')).toBeUndefined();
    expect(relaunchArgs(['build'], ['--inspect'], '/q/bin/quire.js')).toBeUndefined();
  });
});

/** Runs `run` with this process's stderr caught: what it resolved to and what was written there meanwhile. */
async function withStderr<T>(run: () => Promise<T>): Promise<{ outcome: T; written: string }> {
  let written = '';
  const write = process.stderr.write;
  process.stderr.write = ((text: string) => {
    written += String(text);
    return true;
  }) as typeof process.stderr.write;
  try {
    const outcome = await run();
    return { outcome, written };
  } finally {
    process.stderr.write = write;
  }
}

describe('relaunch', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-relaunch-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const script = (name: string, body: string): string => {
    const file = path.join(dir, name);
    writeFileSync(file, body);
    return file;
  };

  it('gives the exit code of the process it ran, with the flags it was given', async () => {
    const file = script('code.mjs', 'process.exit(process.execArgv.includes("--max-semi-space-size=32") ? 3 : 4);');
    expect(await relaunch([...RENDER_NODE_FLAGS, file])).toEqual({ code: 3 });
  });

  it('gives nothing when no process can be started, so the command runs in this process', async () => {
    const before = process.listenerCount('SIGINT');
    // An argument Node refuses before any process starts (a NUL byte).
    expect(await relaunch(['no\u0000such-script.mjs'])).toBeUndefined();
    expect(process.listenerCount('SIGINT')).toBe(before);
  });

  it("holds back V8's report of a process that ran out of memory, and gives the page and folder it last named", async () => {
    const file = script(
      'oom.mjs',
      `process.send({ type: 'quire:staging', dir: '/tmp/stage' });
process.send({ type: 'quire:rendering', file: 'first.mdx' });
process.send({ type: 'quire:rendering', file: 'boom.mdx' });
process.send({ type: 'not quire', file: 'other.mdx' });
setTimeout(() => { const a = []; for (;;) a.push(new Array(1e5).fill(1.5)); }, 200);`,
    );
    const { outcome, written } = await withStderr(() => relaunch(['--max-old-space-size=24', file]));
    expect(outcome).toEqual({ outOfMemory: { file: 'boom.mdx', staging: '/tmp/stage' } });
    expect(written).not.toMatch(/Last few GCs|FATAL ERROR|Native stack/);
  }, 30_000);

  it('passes its stderr on as it is when it ends otherwise', async () => {
    const file = script('err.mjs', 'process.stderr.write("a.mdx:1:1 error Broken [rule]\\n"); process.exit(1);');
    const { outcome, written } = await withStderr(() => relaunch([file]));
    expect(outcome).toEqual({ code: 1 });
    expect(written).toBe('a.mdx:1:1 error Broken [rule]\n');
  });

  it('gives the signal that ended it', async () => {
    const file = script('signal.mjs', 'process.kill(process.pid, "SIGTERM"); setTimeout(() => {}, 10_000);');
    expect(await relaunch([file])).toEqual({ signal: 'SIGTERM' });
  });

  it('passes a signal sent to this process on to it, and stops passing it on once it ended', async () => {
    const ready = path.join(dir, 'ready');
    const file = script(
      'wait.mjs',
      `import { writeFileSync } from 'node:fs';
process.on('SIGHUP', () => process.exit(7));
writeFileSync(${JSON.stringify(ready)}, '');
setTimeout(() => {}, 20_000);`,
    );
    const before = process.listenerCount('SIGHUP');
    const outcome = relaunch([file]);
    // Signalled once its handler is in place (it says so with the file).
    while (!existsSync(ready)) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(process.listenerCount('SIGHUP')).toBe(before + 1);
    process.emit('SIGHUP', 'SIGHUP');
    expect(await outcome).toEqual({ code: 7 });
    expect(process.listenerCount('SIGHUP')).toBe(before);
  });

  // Last: this process's stdout counts as failed from here on.
  it('takes a failed stdout (its reader went away) without an unhandled error, and the command runs to its end', async () => {
    const file = script('late.mjs', 'setTimeout(() => { process.stdout.write("late\\n"); process.exit(5); }, 200);');
    const outcome = relaunch([file]);
    const write = process.stdout.write;
    let forwarded = '';
    process.stdout.write = ((text: string) => {
      forwarded += String(text);
      return true;
    }) as typeof process.stdout.write;
    try {
      process.stdout.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      expect(await outcome).toEqual({ code: 5 });
    } finally {
      process.stdout.write = write;
    }
    expect(forwarded).toBe('');
  });
});
