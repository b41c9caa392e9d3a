/** The stages of loading a site, in order; `quire build --debug` prints each one's time by this name. */
export type SiteStage = 'config' | 'content' | 'utility styles' | 'specs' | 'navigation' | 'routes' | 'compiler';

/** How long one named stage took. */
export interface StageTiming {
  stage: string;
  ms: number;
}

/** Told each stage's duration as it ends (the build collects them into its timings). */
export type StageListener = (timing: StageTiming) => void;

/** Runs one stage and reports its duration to `onStage`, also when it throws. */
export async function runStage<T>(
  stage: SiteStage,
  onStage: StageListener | undefined,
  task: () => T | Promise<T>,
): Promise<T> {
  const started = performance.now();
  try {
    return await task();
  } finally {
    onStage?.({ stage, ms: performance.now() - started });
  }
}
