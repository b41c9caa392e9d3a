import { describeCorpusBuild } from '../../support/corpus-build.js';

// A shared corpus (../shared/corpora/modelcontextprotocol__modelcontextprotocol): see test/support/corpus-build.ts.
describeCorpusBuild('modelcontextprotocol__modelcontextprotocol');
