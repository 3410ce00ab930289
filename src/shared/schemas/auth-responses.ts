import { z } from "zod";

/**
 * What the web app reads of better-auth's POST /api/auth/sign-up/email answer: whether the new
 * account is already confirmed (it is when the server sends no mail).
 */
export const signUpAnswerSchema = z.object({ user: z.object({ id: z.string(), emailVerified: z.boolean() }) });
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;
