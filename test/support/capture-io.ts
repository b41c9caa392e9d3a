/** A `CliIo` that keeps what the CLI writes, for tests of `main()`. */
import type { CliIo } from '../../src/cli.js';

export function captureIo(): { io: CliIo; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    io: {
      stdout: (text) => void (out += text),
      stderr: (text) => void (err += text),
      color: false,
      untilStopped: () => Promise.resolve(),
    },
    out: () => out,
    err: () => err,
  };
}
