import v8 from 'node:v8';

/**
 * How far V8 lets a thread's heap grow past what the last full collection kept, in percent (V8 chooses 10–300%
 * by itself). A build renders page after page: each render's trees outlive a few scavenges and end in the old
 * generation as garbage, and with V8's own choice the main thread's heap stood at 650–820 MB for ~150 MB of
 * live data at 5,000 pages. At 50% full collections run more often, each over the same small live set: peak RSS
 * of the cold bench builds 758 → 486 MB at 1,000 pages and 880 MB at 5,000 (2,143 MB before, with a leak fixed
 * since). The price is the main thread's collection time (with V8's default 16 MB semi-spaces more of what it
 * renders reaches the old generation): ~0.9 of its parse time instead of ~0.5; 100% costs ~0.6 but peaked at
 * 971 MB at 5,000 pages, too close to the 1 GB target. Build commands now run with 32 MB semi-spaces
 * (`RENDER_NODE_FLAGS`), which halves what reaches the old generation.
 */
const HEAP_GROWING_PERCENT = 50;

/**
 * Keeps the heaps of this process (the main thread and the render workers: V8 flags are process-wide) close to
 * their live data for a build. Called by the build commands only: `quire dev` keeps V8's faster default.
 */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
