#!/usr/bin/env node
// Inclusive time of named functions in a V8 .cpuprofile (a sample counts once for the innermost listed
// function on its stack): `node bench/profile-phases.mjs file.cpuprofile name1 name2 ...`.
import { readFileSync } from 'node:fs';

const [file, ...names] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const wanted = new Set(names);
const phaseOf = new Map();
const phase = (id) => {
  if (phaseOf.has(id)) return phaseOf.get(id);
  const node = byId.get(id);
  const name = node.callFrame.functionName;
  const result = wanted.has(name) ? name : parent.has(id) ? phase(parent.get(id)) : '(other)';
  phaseOf.set(id, result);
  return result;
};
const totals = new Map();
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const us = profile.timeDeltas[i] ?? 0;
  const p = phase(profile.samples[i]);
  totals.set(p, (totals.get(p) ?? 0) + us);
  total += us;
}
for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1])) {
  console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
}
if (process.env.OTHER) {
  const pkgs = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    if (phase(profile.samples[i]) !== process.env.OTHER) continue;
    const { url, functionName } = byId.get(profile.samples[i]).callFrame;
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (url ? url.replace(/^.*\/(dist|work)\//, '') : `(${functionName})`);
    pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  console.log(`\n${process.env.OTHER} by package:`);
  for (const [name, us] of [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
}
