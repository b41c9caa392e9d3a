/**
 * Source patches applied to bundled packages as scripts/bundle-dist.js bundles them (an esbuild `onLoad`), for
 * hot spots measured in Quire's render path. Each patch must give the package's exact behaviour; each names the
 * measurement behind it. A patch whose text is no longer found (the package changed) fails the bundle, so that it
 * is checked again rather than silently dropped. test/unit/build/dependency-patches.test.ts bundles each patched
 * package both ways and compares their results.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * @typedef {{ from: string, to: string, count: number }} Replacement
 * @typedef {{ file: string, why: string, replacements: Replacement[] }} DependencyPatch
 */

/** @type {DependencyPatch[]} */
export const DEPENDENCY_PATCHES = [
  {
    // mdast-util-from-markdown 2.1.0 builds a fresh copy of its compile context ({...context, sliceSerialize}) for
    // every handler call, three times per micromark event. The handlers only read the context (their own state
    // is in `this.data`, `this.stack`, `this.tokenStack`, which the copies share), so one context whose
    // `sliceSerialize` is set before each call is the same to them. `bench/profile-render.mjs` on the 1,000-page
    // bench site, three alternating pairs of best-of-3 rounds: 20.5/20.8/19.5 → 16.8/16.2/17.3 ms of CPU a page;
    // `compile`'s own time fell from 2.7 s to 0.7 s over 2,000 page renders.
    file: 'node_modules/mdast-util-from-markdown/lib/index.js',
    why: 'one compile context per document instead of a copy per event',
    replacements: [
      {
        from: 'const context = {\n      stack: [tree],',
        to: 'const context = {\n      sliceSerialize: undefined,\n      stack: [tree],',
        count: 1,
      },
      {
        from: '{\n          ...context,\n          sliceSerialize: events[index][2].sliceSerialize\n        }',
        to: '((context.sliceSerialize = events[index][2].sliceSerialize), context)',
        count: 3,
      },
    ],
  },
];

/** `text` with the patch's replacements made; throws when one is not found exactly `count` times. */
export function applyPatch(patch, text) {
  let out = text;
  for (const { from, to, count } of patch.replacements) {
    const found = out.split(from).length - 1;
    if (found !== count) {
      throw new Error(
        `quire: ${patch.file}: expected ${count} of ${JSON.stringify(from.slice(0, 60))}, found ${found}; ` +
          'the package changed: check the patch in scripts/dependency-patches.js again',
      );
    }
    out = out.split(from).join(to);
  }
  return out;
}

/** The esbuild plugin that applies DEPENDENCY_PATCHES to the files it loads, relative to `root`. */
export function dependencyPatchesPlugin(root, patches = DEPENDENCY_PATCHES) {
  const byFile = new Map(patches.map((patch) => [path.join(root, patch.file), patch]));
  const applied = new Set();
  return {
    name: 'quire-dependency-patches',
    setup(build) {
      build.onLoad({ filter: /[\\/]node_modules[\\/].*\.js$/ }, async (args) => {
        const patch = byFile.get(args.path);
        if (!patch) return undefined;
        applied.add(args.path);
        return { contents: applyPatch(patch, await readFile(args.path, 'utf8')), loader: 'js' };
      });
      build.onEnd((result) => {
        const missing = [...byFile.keys()].filter((file) => !applied.has(file));
        if (result.errors.length > 0 || missing.length === 0) return undefined;
        const names = missing.map((file) => path.relative(root, file)).join(', ');
        return { errors: [{ text: `quire: patched package files not in the bundle: ${names}` }] };
      });
    },
  };
}
