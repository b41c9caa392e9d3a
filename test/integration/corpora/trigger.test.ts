import { describeCorpusBuild } from '../../support/corpus-build.js';

// A shared corpus (../shared/corpora/triggerdotdev__trigger.dev): see test/support/corpus-build.ts.
describeCorpusBuild('triggerdotdev__trigger.dev');
