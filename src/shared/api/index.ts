/**
 * Request schemas and response types of the JSON API (docs/api.md), shared by client and server,
 * one file per resource. The client imports types only from here: the schemas pull in zod.
 */
export * from './common';
export * from './contact';
export * from './deuterocanon';
export * from './lexicon';
export * from './original';
export * from './people';
export * from './reading-plans';
export * from './scripture';
export * from './search';
export * from './studies';
export * from './topics';
export * from './verify';
export * from './bible-text';
export * from './auth';
export * from './library-sync';
export * from './groups';
export * from './live';
