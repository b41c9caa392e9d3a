#!/usr/bin/env node
// Sums a V8 .cpuprofile's self time by npm package (or by dist/ folder for Quire's own code, or by V8
// category), largest first: `node bench/summarize-profile.mjs file.cpuprofile [--functions N]`.
import { readFileSync } from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
const topFunctions = rest[0] === '--functions' ? Number(rest[1]) : 0;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i] ?? 0;
  selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt);
}
const groups = new Map();
const functions = new Map();
let total = 0;
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  const { url, functionName } = node.callFrame;
  let group;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) group = pkg[1];
  else if (/\/dist\//.test(url)) group = `quire:${url.replace(/^.*\/dist\//, '').replace(/\/[^/]+$/, '')}`;
  else if (url.startsWith('node:')) group = 'node:internal';
  else group = functionName ? `(${functionName})` : '(unknown)';
  groups.set(group, (groups.get(group) ?? 0) + us);
  const fkey = `${functionName || '(anon)'} ${url.replace(/^.*node_modules\//, '')}:${node.callFrame.lineNumber}`;
  functions.set(fkey, (functions.get(fkey) ?? 0) + us);
  total += us;
}
const print = (map, n) => {
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
    console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
};
console.log(`total ${(total / 1000).toFixed(0)} ms`);
print(groups, 40);
if (topFunctions) {
  console.log('\ntop functions:');
  print(functions, topFunctions);
}
