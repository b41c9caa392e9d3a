/**
 * Vitest global setup: builds the playground island (dist/island/playground.js) when it is missing or older
 * than its sources, so browser and build tests run against the island of the sources under test.
 */
export default async function setup(): Promise<void> {
  // @ts-expect-error: a plain ES module script without types.
  const island = (await import('../../scripts/build-island.js')) as {
    islandIsFresh: () => boolean;
    buildIsland: () => Promise<void>;
  };
  if (!island.islandIsFresh()) await island.buildIsland();
}
