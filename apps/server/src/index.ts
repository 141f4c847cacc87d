/** What other workspaces (end-to-end tests, benchmarks) may use of the server. */
export { buildApp, type AppInstance, type BuildAppOptions } from './app';
export { openDatabase, type DatabaseHandle, type DatabaseTarget } from './db/index';
export { seedDemo, DEMO_BRANDS, DEMO_ACCOUNTS } from './seed/demo';
export { FakeClock, systemClock, type Clock } from './clock';
