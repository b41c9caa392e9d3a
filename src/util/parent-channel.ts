/**
 * What a relaunched command (node-flags.ts `relaunch`) tells the process that started it, over Node's IPC
 * channel: the page this thread is rendering and the staging folder of the output, so that if V8 aborts the
 * process for want of memory, the parent can name the page and remove the half-written folder. Without a parent
 * channel (the command was not relaunched) nothing is sent.
 */
export type ParentMessage =
  | { type: 'quire:rendering'; file: string | undefined }
  | { type: 'quire:staging'; dir: string | undefined };

/** True for a message of this kind (anything else on the channel is not Quire's). */
export function isParentMessage(value: unknown): value is ParentMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'quire:rendering' || type === 'quire:staging';
}

/** Sends `message` to the parent process, if it listens. */
export function tellParent(message: ParentMessage): void {
  if (typeof process.send === 'function' && process.connected) process.send(message);
}
