import type { BookingWarning } from "../schemas/appointments";
import { isActiveSlot, type BookedSlot } from "./booking-rules";
import { clockTimeOf, hoursText, instantMs, shopDayOf, type Instant } from "./shop-day";

/**
 * A promised time at risk. The rule, kept simple on purpose:
 * - An overrun is a job the technician has clocked (running now or earlier) on a repair order
 *   that is not finished (not Completed, Billed or Cancelled), whose clocked time is already past
 *   the job's approved labor hours; the overrun is the time past them.
 * - The technician's delay is the sum of those overruns: time their day has already lost.
 * - A technician's active appointment of today (the shop's day), not yet due to end, with a
 *   promised time, is at risk when its end pushed by the delay passes the promised time.
 * Days ahead are not pushed: a day's lost time does not carry over to the next.
 */

export interface TechnicianOverrun {
  technicianId: string;
  jobName: string;
  /** Clocked time past the job's approved labor, in milliseconds (> 0). */
  overrunMs: number;
  /** The job's approved labor, in milliseconds. */
  approvedMs: number;
}

export interface PromiseSlot extends BookedSlot {
  promisedAt: Instant | null;
}

export function promiseAtRisk(
  slot: PromiseSlot,
  overruns: readonly TechnicianOverrun[],
  now: Instant,
  timeZone: string,
  technicianName: (technicianId: string) => string,
): BookingWarning | null {
  if (!isActiveSlot(slot) || slot.technicianId === null || slot.promisedAt === null) return null;
  const nowMs = instantMs(now);
  const end = instantMs(slot.endsAt);
  if (end <= nowMs) return null;
  const today = shopDayOf(nowMs, timeZone);
  const start = instantMs(slot.startsAt);
  if (start >= today.end) return null;
  const own = overruns.filter((overrun) => overrun.technicianId === slot.technicianId && overrun.overrunMs > 0);
  const delay = own.reduce((sum, overrun) => sum + overrun.overrunMs, 0);
  if (delay <= 0) return null;
  const promised = instantMs(slot.promisedAt);
  const pushedEnd = end + delay;
  if (pushedEnd <= promised) return null;
  const jobs = own.map((overrun) => `"${overrun.jobName}" is ${hoursText(overrun.overrunMs)} h past its ${hoursText(overrun.approvedMs)} h`).join("; ");
  return {
    kind: "promise-at-risk",
    message: `Promised ${clockTimeOf(promised, timeZone)} is at risk: ${technicianName(slot.technicianId)}'s ${jobs}, so this work would end about ${clockTimeOf(pushedEnd, timeZone)}.`,
  };
}
