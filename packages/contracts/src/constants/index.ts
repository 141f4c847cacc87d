/**
 * `@backlay/contracts/constants`: the shared vocabulary of the provider API without any schema
 * code (no typebox), so the web app imports it without loading the wire schemas: the sports list,
 * the specification's message texts, the casino's table types, names and thresholds, and the
 * min/max-to-minor mapping of the stake limits. The schemas of `@backlay/contracts` re-export
 * and build on these. Source: docs/architecture.md (layers), docs/rules/specification.md.
 */
export * from './sports';
export * from './messages';
export * from './casino';
export * from './limits';
export * from './values';
