import type { z } from "zod";
import { ApiError } from "./api-error";

/**
 * The record a 409 for a stale edit carries (the server's copy as it stands now), checked with the
 * record's answer schema; undefined for any other error or a body without that record, and the
 * caller reads the record afresh.
 */
export function staleRecord<Schema extends z.ZodType>(error: unknown, schema: Schema): z.output<Schema> | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const { details } = error;
  if (typeof details !== "object" || details === null || !("current" in details)) return undefined;
  const parsed = schema.safeParse(details.current);
  return parsed.success ? parsed.data : undefined;
}
