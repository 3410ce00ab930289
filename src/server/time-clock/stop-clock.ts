import type { Profile } from "../../shared/schemas/account-responses";
import type { Database } from "../db/database";
import { ApiError } from "../http/api-error";

/**
 * Stand-in for the time clock's stopClock, with the shared contract's signature, until the
 * time clock is merged (its own file replaces this one). Refuses as unavailable, so a queued
 * stop waits on the device instead of being dropped.
 */
export function stopClock(_db: Database, _viewer: Profile, _input: { jobCardId: string; at?: string }): Promise<{ entry: unknown; message: string }> {
  return Promise.reject(new ApiError("unavailable", "The time clock is not available yet."));
}
