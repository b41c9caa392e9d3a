#!/usr/bin/env node
// Thin launcher: the CLI is compiled from src/ into dist/ by `npm run build` (run automatically by `npm ci`).
// Commands that render a whole site run in a Node with the flags rendering needs (see src/util/node-flags.ts).
import { fileURLToPath } from 'node:url';
import { relaunch, relaunchArgs } from '../dist/src/util/node-flags.js';

const argv = process.argv.slice(2);

async function run() {
  const args = relaunchArgs(argv, process.execArgv, fileURLToPath(import.meta.url));
  const outcome = args ? await relaunch(args) : undefined;
  if (outcome && 'outOfMemory' in outcome) {
    const { reportOutOfMemory } = await import('../dist/src/cli.js');
    process.exitCode = await reportOutOfMemory(outcome.outOfMemory);
    return;
  }
  if (outcome && 'signal' in outcome) {
    // Ends this process the way the relaunched one ended, so the shell sees the same status.
    process.kill(process.pid, outcome.signal);
    return;
  }
  if (outcome) {
    process.exitCode = outcome.code;
    return;
  }
  const { main } = await import('../dist/src/cli.js');
  process.exitCode = await main(argv);
}

run().catch((error) => {
  // An internal error (a bug in Quire, never bad input): keep the stack, it is what a bug report needs.
  console.error('quire: internal error:', error);
  process.exitCode = 70;
});
