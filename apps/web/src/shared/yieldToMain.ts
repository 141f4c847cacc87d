import { nextTask } from './nextTask';

/**
 * Imported first by main.tsx, so the bundler puts it at the top of the "app" chunk: its top-level
 * await ends the task that evaluated the vendor chunk, and the app's own modules evaluate in the
 * next task (issue 18, docs/performance.md "Loading": two shorter tasks instead of one long one on
 * a phone). Nothing waits for it but the modules after it.
 */
await nextTask();

export {};
