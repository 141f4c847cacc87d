/**
 * Wire schemas (TypeBox) and their static types for every endpoint of the provider API:
 * one source for server validation, OpenAPI and the web client's types. Source: docs/architecture.md.
 * The shared vocabulary (sports, message texts, casino tables, limits) is also reachable without
 * the schemas as `@backlay/contracts/constants`.
 */
export * from './constants';
export * from './common';
export * from './domain';
export * from './auth';
export * from './sports';
export * from './bets';
export * from './wallet';
export * from './holds';
export * from './settings';
export * from './casino';
export * from './account';
export * from './orders';
export * from './admin-operators';
export * from './admin-customers';
export * from './admin-brands';
export * from './admin-risk';
export * from './admin-reports';
export * from './rg';
