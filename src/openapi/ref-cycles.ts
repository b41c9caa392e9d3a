/**
 * `$ref`s that lead only to one another (`A: {$ref: B}`, `B: {$ref: C}`, `C: {$ref: A}`, or `A: {$ref: A}`): the
 * chain never reaches a schema, a path item or anything else, so nothing that refers to it can be read. The
 * validator overflowed its stack on them, and the pages that use them lost what they refer to without a word.
 * Cycles through real schemas (a tree whose nodes hold nodes) are fine and not reported.
 */
import { pointerSegments, refOf, resolvePointer } from './resolve-ref.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/** A problem at a place of the document (as spec-rules.ts reports them). */
export interface RefCycleProblem {
  pointer: string;
  message: string;
  hint: string;
}

/** One problem per cycle of `$ref`s, at the first of its members in the file. Pure. */
export function checkRefCycles(document: JsonObject): RefCycleProblem[] {
  const verdict = new Map<string, 'ok' | 'cycle'>();
  const problems: RefCycleProblem[] = [];
  for (const ref of localRefs(document)) {
    if (verdict.has(ref)) continue;
    const chain: string[] = [];
    let at: string | undefined = ref;
    let result: 'ok' | 'cycle' = 'ok';
    while (at !== undefined) {
      const known = verdict.get(at);
      if (known) {
        result = known;
        break;
      }
      const index = chain.indexOf(at);
      if (index >= 0) {
        result = 'cycle';
        problems.push(cycleProblem(chain.slice(index)));
        break;
      }
      chain.push(at);
      const next = refOf(resolvePointer(document, at));
      at = next?.startsWith('#') ? next : undefined;
    }
    for (const member of chain) verdict.set(member, result);
  }
  return problems;
}

/** The problems this module made (other checks hold back what a `$ref` cycle explains). */
const made = new WeakSet<object>();

/** True for a problem {@link checkRefCycles} reported. */
export function isRefCycleProblem(problem: object): boolean {
  return made.has(problem);
}

function cycleProblem(members: string[]): RefCycleProblem {
  const names = members.map((ref) => pointerSegments(ref).pop() ?? ref);
  const path = [...names, names[0]].join(' → ');
  const first = members[0]!;
  const problem: RefCycleProblem = {
    pointer: first.replace(/^#/, ''),
    message:
      members.length === 1
        ? `\`${first}\` is a \`$ref\` to itself: it never reaches what it stands for, so nothing that refers to it can be read`
        : `the \`$ref\`s of ${members.map((ref) => `\`${ref}\``).join(', ')} lead only to one another (${path}): they never reach what they stand for, so nothing that refers to them can be read`,
    hint: 'Point one of these `$ref`s at the schema (or path item) it stands for, or write that schema in its place.',
  };
  made.add(problem);
  return problem;
}

/** Every local `$ref` string of the document (`#/…`), in document order, each once. */
function localRefs(document: JsonObject): string[] {
  const refs = new Set<string>();
  const stack: unknown[] = [document];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push(node[i]);
    } else if (isJsonObject(node)) {
      const ref = node.$ref;
      if (typeof ref === 'string' && ref.startsWith('#')) refs.add(ref);
      const values = Object.values(node);
      for (let i = values.length - 1; i >= 0; i--) if (typeof values[i] === 'object') stack.push(values[i]);
    }
  }
  return [...refs];
}
