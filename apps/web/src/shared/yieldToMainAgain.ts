import { nextTask } from './nextTask';

/**
 * The second break in the evaluation of the "app" chunk (issue 18, docs/performance.md "Loading"):
 * main.tsx imports it after the store (the data layer and the features it reaches) and before the
 * providers and routes, so the bundler places it between them and its top-level await ends that
 * task: the app's modules evaluate in two tasks of ~50-100 ms under a 4x slowdown instead of one of
 * ~130-150 (shared/yieldToMain.ts is the first break, after the vendor chunk; since 2026-11-26
 * shared/yieldToMainInStore.ts splits the store's modules too).
 */
await nextTask();

export {};
