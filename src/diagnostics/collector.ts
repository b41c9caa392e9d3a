import type { Diagnostic, Severity } from './diagnostic.js';
import { compareDiagnostics } from './format.js';
import type { DiagnosticSink } from './report.js';

/**
 * Diagnostics without repeats, in the order found, counted by severity. A repeat is the same problem at the
 * same place (severity, rule, file, line, column, path, message): a snippet's problem reported by every page
 * that includes it, or a config key that two checks reject, counts once. Hints and frames do not make two
 * diagnostics different. Diagnostics that share a `once` key count once too: the one kept is the first in
 * printing order (so the choice does not depend on which render thread finished first), and it carries how many
 * other places share the key.
 */
export class DiagnosticCollector implements DiagnosticSink {
  /** Every distinct diagnostic, first occurrence first. Add through `push` or `addAll`, never directly. */
  readonly list: Diagnostic[] = [];
  private readonly seen = new Set<string>();
  /** `once` key → index in `list` of the diagnostic kept for it. */
  private readonly onceAt = new Map<string, number>();
  private readonly counts: Record<Severity, number> = { error: 0, warning: 0 };

  /** Adds each diagnostic not seen before; returns how many were new. */
  push(...diagnostics: Diagnostic[]): number {
    return this.addAll(diagnostics);
  }

  /** `push` for any iterable, and for lists too long to spread into arguments. */
  addAll(diagnostics: Iterable<Diagnostic>): number {
    let added = 0;
    for (const d of diagnostics) {
      const key = JSON.stringify([d.severity, d.rule, d.file, d.line, d.column, d.path, d.message]);
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      if (d.once !== undefined && this.keepOnce(d, d.once)) continue;
      this.list.push(d);
      this.counts[d.severity]++;
      added++;
    }
    return added;
  }

  /** Folds a diagnostic into the one kept for its `once` key; false when it is the first of its key. */
  private keepOnce(d: Diagnostic, once: string): boolean {
    const at = this.onceAt.get(once);
    if (at === undefined) {
      this.onceAt.set(once, this.list.length);
      return false;
    }
    const kept = this.list[at] as Diagnostic;
    const elsewhere = (kept.elsewhere ?? 0) + 1;
    this.list[at] = compareDiagnostics(d, kept) < 0 ? { ...d, elsewhere } : { ...kept, elsewhere };
    return true;
  }

  /** How many distinct diagnostics of this severity were added. */
  count(severity: Severity): number {
    return this.counts[severity];
  }
}
