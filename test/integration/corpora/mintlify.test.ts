import { describeCorpusBuild } from '../../support/corpus-build.js';

// A shared corpus (../shared/corpora/mintlify__docs): see test/support/corpus-build.ts.
describeCorpusBuild('mintlify__docs');
