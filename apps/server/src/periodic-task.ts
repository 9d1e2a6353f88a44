/**
 * Runs `task` every `everyMs` (the first time after `firstMs`), one run at a time in this process:
 * a run still going when the next is due makes that one skip. Errors are the task's to report.
 * Returns the function that stops it, waiting for a run in progress. Timers do not keep the
 * process alive.
 */
export function startPeriodicTask(
  task: () => Promise<void>,
  { firstMs, everyMs }: { firstMs: number; everyMs: number },
) {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = task().finally(() => {
      running = null;
    });
  };
  const first = setTimeout(run, firstMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return async (): Promise<void> => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
