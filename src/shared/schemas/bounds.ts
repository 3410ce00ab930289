import { z } from "zod";

/**
 * The bounds every schema shares, so a value a validator accepts is one the database can store:
 * integers fit PostgreSQL's `integer` (int4), dates and times lie in a range a shop can mean.
 */

/** The largest value an `integer` column holds. */
export const INT4_MAX = 2_147_483_647;

/** The first and last day a date or time may fall on (inclusive), as YYYY-MM-DD. */
export const EARLIEST_DATE = "1900-01-01";
export const LATEST_DATE = "2100-12-31";

export const DATE_RANGE_MESSAGE = `must fall between ${EARLIEST_DATE} and ${LATEST_DATE}.`;

/** Whether a YYYY-MM-DD date, or the date part of an ISO date and time, lies in the sane range. */
export function inDateRange(isoDateOrTime: string): boolean {
  const day = isoDateOrTime.slice(0, 10);
  return day >= EARLIEST_DATE && day <= LATEST_DATE;
}

/** A whole number an `integer` column holds, from `min` (0 unless given) up to int4's maximum. */
export function int4(min = 0) {
  return z.number().int().min(min).max(INT4_MAX);
}

/**
 * A calendar date (YYYY-MM-DD) in the sane range; `label` starts its messages. Text that is no
 * date gets only the first message (abort), not the range's as well.
 */
export function boundedDate(label: string) {
  return z.iso
    .date({ message: `${label} must be a date (YYYY-MM-DD).`, abort: true })
    .refine(inDateRange, { message: `${label} ${DATE_RANGE_MESSAGE}` });
}

/** An ISO date and time with an offset, in the sane range; `label` starts its messages (one, as above). */
export function boundedDateTime(label: string) {
  return z.iso
    .datetime({ offset: true, message: `${label} must be a date and time.`, abort: true })
    .refine(inDateRange, { message: `${label} ${DATE_RANGE_MESSAGE}` });
}
