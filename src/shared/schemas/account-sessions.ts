import { z } from "zod";

/** The signed-in user's own sessions (Settings, Security: Signed-in Devices). */

/** Path parameter of DELETE /api/account/sessions/{sessionId}. */
export const sessionIdParamsSchema = z.object({ sessionId: z.string().min(1).max(200) });

/**
 * One session as the API shows it: never its token, which would let the reader take it over.
 * `lastActiveAt` moves when the session is extended, which happens at most once a day.
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastActiveAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** The session that made this request. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** Answer of GET /api/account/sessions: newest first. */
export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;
