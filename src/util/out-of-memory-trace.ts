/**
 * V8's report of a process that ran out of memory: a `<--- Last few GCs --->` block, a JavaScript stack and a
 * native one, written to stderr just before the process aborts. For a relaunched command (node-flags.ts) that
 * report is no message for a user: the parent holds it back and says what happened instead.
 */

/** The line V8's report starts with. */
const REPORT_START = '<--- Last few GCs --->';
/** What the report says when the heap was full (other fatal errors are left as they are). */
const OUT_OF_MEMORY = /FATAL ERROR:.*(?:heap out of memory|Reached heap limit)/;

/** Passes a process's stderr on, line by line, holding back what follows the start of V8's report. */
export interface TraceFilter {
  /** Text the process wrote. */
  push(text: string): void;
  /**
   * The process ended: true when it wrote V8's out-of-memory report (then dropped); otherwise whatever was held
   * back is passed on, and false.
   */
  end(): boolean;
}

export function outOfMemoryTraceFilter(write: (text: string) => void): TraceFilter {
  let partial = '';
  let held: string | undefined;
  const take = (line: string): void => {
    if (held === undefined && line.startsWith(REPORT_START)) held = '';
    if (held === undefined) write(line);
    else held += line;
  };
  return {
    push(text) {
      const lines = (partial + text).split(/(?<=\n)/);
      partial = lines.at(-1)!.endsWith('\n') ? '' : lines.pop()!;
      for (const line of lines) take(line);
    },
    end() {
      if (partial) take(partial);
      partial = '';
      if (held !== undefined && OUT_OF_MEMORY.test(held)) return true;
      if (held) write(held);
      held = undefined;
      return false;
    },
  };
}
