/**
 * Resolves in a later task (a `setTimeout` of 0): awaiting it ends the current task, so the main
 * thread can paint and answer input before the work after it (issue 18, docs/performance.md
 * "Loading": start-up as several tasks under 50 ms on a phone rather than one long one).
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
