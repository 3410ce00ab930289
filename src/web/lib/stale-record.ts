import type { StaleEditDetails } from "@/shared/errors/api-error";
import { ApiError } from "./api-error";

/**
 * The record a 409 for a stale edit carries (the server's copy as it stands now), or undefined
 * for any other error. The caller names the record's type: the endpoint it called decides it.
 */
export function staleRecord<T>(error: unknown): T | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const details = error.details as Partial<StaleEditDetails<T>> | null | undefined;
  return details?.current ?? undefined;
}
