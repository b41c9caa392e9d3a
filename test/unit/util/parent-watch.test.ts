/** A command that ends with the process that started it (src/util/parent-watch.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopWithParent } from '../../../src/util/parent-watch.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('stopWithParent', () => {
  it('sends itself SIGTERM once its parent is gone, and only when the environment asks', () => {
    vi.useFakeTimers();
    let parent = 4242;
    vi.spyOn(process, 'ppid', 'get').mockImplementation(() => parent);
    const kill = vi.spyOn(process, 'kill').mockImplementation(() => true);

    const off = stopWithParent({});
    parent = 1;
    vi.advanceTimersByTime(5000);
    expect(kill).not.toHaveBeenCalled();
    off();

    parent = 4242;
    const stop = stopWithParent({ QUIRE_STOP_WITH_PARENT: '1' });
    vi.advanceTimersByTime(3000);
    expect(kill).not.toHaveBeenCalled();
    // The parent died: the process was handed to another one.
    parent = 1;
    vi.advanceTimersByTime(1000);
    expect(kill).toHaveBeenCalledTimes(1);
    expect(kill).toHaveBeenCalledWith(process.pid, 'SIGTERM');
    vi.advanceTimersByTime(5000);
    expect(kill).toHaveBeenCalledTimes(1);
    stop();
  });
});
