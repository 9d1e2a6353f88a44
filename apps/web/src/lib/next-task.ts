type YieldingWindow = Window & { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a later task of the main thread, so the work after it is a task of its own: the
 * browser may paint and answer a tap in between. scheduler.yield where the browser has it (the
 * continuation runs ahead of other queued work), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = window as YieldingWindow;
  if (scheduler?.yield) return scheduler.yield.call(scheduler);
  return new Promise((resolve) => setTimeout(resolve, 0));
}
