import { describe, expect, it } from 'vitest';
import { createDevActivity } from '../../../src/dev/dev-activity.js';

/** Whether `promise` has settled after the timers and microtasks now due. */
async function settled(promise: Promise<unknown>, afterMs = 0): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  return done;
}

describe('createDevActivity', () => {
  it('is idle at once when nothing ever began', async () => {
    const activity = createDevActivity({ quietMs: 1000 });
    expect(await settled(activity.idle())).toBe(true);
  });

  it('waits while work is in progress, then for the quiet time after it ends', async () => {
    const activity = createDevActivity({ quietMs: 60, maxWaitMs: 10_000 });
    const end = activity.begin();
    const idle = activity.idle();
    expect(await settled(idle, 100)).toBe(false);
    end();
    expect(await settled(idle, 20)).toBe(false);
    expect(await settled(idle, 120)).toBe(true);
  });

  it('goes on after the longest wait even while work keeps coming', async () => {
    const activity = createDevActivity({ quietMs: 50, maxWaitMs: 150 });
    activity.begin();
    const idle = activity.idle();
    expect(await settled(idle, 80)).toBe(false);
    expect(await settled(idle, 150)).toBe(true);
  });

  it('waits for every piece of work, and counts a repeated end once', async () => {
    const activity = createDevActivity({ quietMs: 10, maxWaitMs: 10_000 });
    const first = activity.begin();
    const second = activity.begin();
    first();
    first();
    const idle = activity.idle();
    expect(await settled(idle, 60)).toBe(false);
    second();
    expect(await settled(idle, 80)).toBe(true);
  });
});
