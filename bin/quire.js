#!/usr/bin/env node
// Thin launcher: the CLI is compiled from src/ into dist/ by `npm run build` (run automatically by `npm ci`).
import { main } from '../dist/src/cli.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    // An internal error (a bug in Quire, never bad input): keep the stack, it is what a bug report needs.
    console.error('quire: internal error:', error);
    process.exitCode = 70;
  },
);
