import type { ForgotPasswordInput, LogInInput, SignUpInput } from "@/shared/schemas/account";
import type { SignUpAnswer } from "@/shared/schemas/auth-responses";
import { authPost } from "@/web/lib/api-client";

/** better-auth's endpoints under /api/auth, called directly: no client library in the bundle. */
export async function logIn(input: LogInInput): Promise<void> {
  await authPost("/sign-in/email", input);
}

/** The answer as far as the sign-up screen reads it, or null when it is not the shape expected. */
export async function signUp(input: SignUpInput): Promise<SignUpAnswer | null> {
  const response = await authPost("/sign-up/email", { ...input, callbackURL: "/login?confirmed=1" });
  const answer: unknown = await response.json().catch(() => null);
  // Loaded on demand like the form's schema, so zod stays out of the login page's first load.
  const { signUpAnswerSchema } = await import("@/shared/schemas/auth-responses");
  const parsed = signUpAnswerSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

export async function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  await authPost("/request-password-reset", { email: input.email, redirectTo: "/reset-password" });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await authPost("/reset-password", { token, newPassword });
}
