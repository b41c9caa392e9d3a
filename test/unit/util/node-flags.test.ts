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
    const written: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((text: string) => {
      written.push(String(text));
      return true;
    }) as typeof process.stderr.write;
    try {
      expect(await relaunch(['--max-old-space-size=24', file])).toEqual({
        outOfMemory: { file: 'boom.mdx', staging: '/tmp/stage' },
      });
    } finally {
      process.stderr.write = write;
    }
    expect(written.join('')).not.toMatch(/Last few GCs|FATAL ERROR|Native stack/);
  }, 30_000);

  it('passes its stderr on as it is when it ends otherwise', async () => {
    const file = script('err.mjs', 'process.stderr.write("a.mdx:1:1 error Broken [rule]\\n"); process.exit(1);');
    const written: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((text: string) => {
      written.push(String(text));
      return true;
    }) as typeof process.stderr.write;
    try {
      expect(await relaunch([file])).toEqual({ code: 1 });
    } finally {
      process.stderr.write = write;
    }
    expect(written.join('')).toBe('a.mdx:1:1 error Broken [rule]\n');
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
});
