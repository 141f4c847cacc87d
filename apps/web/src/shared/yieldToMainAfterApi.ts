import { nextTask } from './nextTask';

/**
 * A break in the evaluation of the store's modules (issue 18, docs/performance.md "Loading"):
 * app/store.ts imports it right after shared/api.ts, whose `createApi` is the costliest single
 * step of the start-up (~65 ms under a 4x slowdown), so the bundler places it between that and the
 * features and its top-level await ends the task: the api is built in a task of its own (the other
 * breaks: shared/yieldToMain.ts, shared/yieldToMainInStore.ts, shared/yieldToMainAgain.ts).
 */
await nextTask();

export {};
