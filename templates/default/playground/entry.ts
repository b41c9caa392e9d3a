/**
 * The playground island: mounts an interactive playground in each `.q-api-playground` slot of the page. Loaded
 * only by pages that have one (see layout/page-assets.ts); everything else it needs comes with it in one file.
 */
import { mountPlaygrounds } from './mount.js';

mountPlaygrounds(document);
