/** The config stage: load docs.json (with `$ref`s and positions), its schema and types, and its JSON Schema. */
export { loadConfig, type LoadConfigResult, type LoadedConfig } from './load-config.js';
export { findConfigFile, type FoundConfigFile } from './find-config-file.js';
export { validateConfig } from './validate-config.js';
export { resolveRefs, type ReadTextFile, type ResolvedJson, type ResolveRefsOptions } from './resolve-refs.js';
export { createPositionIndex, type ConfigDocuments, type PositionIndex } from './position-index.js';
export { upgradeMintConfig } from './upgrade-mint-json.js';
export { docsJsonSchema, docsJsonSchemaText, DOCS_JSON_SCHEMA_ID } from './json-schema.js';
export { formatJsonPath, type ConfigLocation, type JsonPath, type Locate } from './json-path.js';
export * from './schema/index.js';
