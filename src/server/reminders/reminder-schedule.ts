import { runReminders, type ReminderRunOptions, type ReminderTick } from "./reminder-run";

/** The run is checked this often; a day already run is a quick no-op, so a restart or a new day is picked up within the hour. */
const CHECK_MS = 60 * 60 * 1000;
/** The first check waits for the server to settle after the start. */
const FIRST_CHECK_MS = 2 * 60 * 1000;

export interface ReminderSchedule {
  /** Plans the first check; each check plans the next. The timer never keeps the process alive. */
  start(): void;
  /** One check now (tests call it): runs the day's reminders unless done. Checks run one at a time. */
  tick(): Promise<ReminderTick>;
  /** No further checks; resolves once a check under way has finished. */
  stop(): Promise<void>;
}

/** The daily reminders on a timer, beside the backup schedule. */
export function createReminderSchedule(options: ReminderRunOptions & { checkMs?: number; firstCheckMs?: number }): ReminderSchedule {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const tick = (): Promise<ReminderTick> => {
    const next = running.then(() => runReminders(options));
    running = next.catch(() => {});
    return next;
  };

  const plan = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().then(() => plan(options.checkMs ?? CHECK_MS));
    }, delayMs);
    timer.unref();
  };

  return {
    start: () => {
      if (!timer && !stopped) plan(options.firstCheckMs ?? FIRST_CHECK_MS);
    },
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
