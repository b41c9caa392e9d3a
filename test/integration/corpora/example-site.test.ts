import { describeCorpusBuild } from '../../support/corpus-build.js';

// Quire's own example site: see test/support/corpus-build.ts.
describeCorpusBuild('example-site');
