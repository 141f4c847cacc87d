import { nextTask } from './nextTask';

/**
 * A break in the evaluation of the store's modules (issue 18, docs/performance.md "Loading"):
 * app/store.ts imports it after the auth feature, so the bundler places it between that and the
 * other features, and its top-level await ends the task. The store's modules then evaluate in
 * three tasks (the RTK Query api, the auth feature, the rest) instead of one of ~130-280 ms under
 * a 4x slowdown (shared/yieldToMain.ts and shared/yieldToMainAgain.ts are the breaks before and
 * after them, shared/yieldToMainAfterApi.ts the one after the api).
 */
await nextTask();

export {};
