import type { Profile } from "../../shared/schemas/account-responses";
import type { Database } from "../db/database";
import { ApiError } from "../http/api-error";

/**
 * Stand-in for the time clock's startClock, with the shared contract's signature, until the
 * time clock is merged (its own file replaces this one). Refuses as unavailable, so a queued
 * start waits on the device instead of being dropped.
 */
export function startClock(
  _db: Database,
  _viewer: Profile,
  _input: { jobCardId: string; jobId: string; at?: string },
): Promise<{ entry: unknown; stopped: unknown; message: string }> {
  return Promise.reject(new ApiError("unavailable", "The time clock is not available yet."));
}
