/** A job the server repeats on a timer, such as the scheduled backup or the daily reminders. */
export interface RepeatingTask<Result> {
  /** Plans the first run; each run plans the next. The timer never keeps the process alive. */
  start(): void;
  /** One run now (tests call it). Runs happen one at a time: this one waits for any under way. */
  tick(): Promise<Result>;
  /** No further runs; resolves once a run under way has finished. */
  stop(): Promise<void>;
}

/**
 * Repeats `run` on a timer, one run at a time, each planning the next after `delayAfter(result)`:
 * a run that takes long never overlaps the next, and stopping waits for it rather than cutting a
 * backup or a mail in half.
 */
export function createRepeatingTask<Result>(
  run: () => Promise<Result>,
  { firstDelayMs, delayAfter }: { firstDelayMs: number; delayAfter: (result: Result) => number },
): RepeatingTask<Result> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const tick = (): Promise<Result> => {
    const next = running.then(run);
    running = next.catch(() => {});
    return next;
  };

  const plan = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().then((result) => plan(delayAfter(result)));
    }, Math.max(0, delayMs));
    timer.unref();
  };

  return {
    start: () => {
      if (!timer && !stopped) plan(firstDelayMs);
    },
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
