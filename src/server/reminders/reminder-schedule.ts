import { createRepeatingTask, type RepeatingTask } from "../scheduling/repeating-task";
import { runReminders, type ReminderRunOptions, type ReminderTick } from "./reminder-run";

/** The run is checked this often; a day already run is a quick no-op, so a restart or a new day is picked up within the hour. */
const CHECK_MS = 60 * 60 * 1000;
/** The first check waits for the server to settle after the start. */
const FIRST_CHECK_MS = 2 * 60 * 1000;

export type ReminderSchedule = RepeatingTask<ReminderTick>;

/** The daily reminders on a timer, beside the backup schedule. */
export function createReminderSchedule(options: ReminderRunOptions & { checkMs?: number; firstCheckMs?: number }): ReminderSchedule {
  return createRepeatingTask(() => runReminders(options), {
    firstDelayMs: options.firstCheckMs ?? FIRST_CHECK_MS,
    delayAfter: () => options.checkMs ?? CHECK_MS,
  });
}
