import type { ForgotPasswordInput, LogInInput, SignUpInput } from "@/shared/schemas/account";
import { apiRequest } from "@/web/lib/api-client";

/** better-auth's endpoints under /api/auth, called directly: no client library in the bundle. */
export function logIn(input: LogInInput) {
  return apiRequest<{ user: { id: string } }>("/auth/sign-in/email", { method: "POST", body: input });
}

export function signUp(input: SignUpInput) {
  return apiRequest<{ user: { id: string; emailVerified: boolean } }>("/auth/sign-up/email", {
    method: "POST",
    body: { ...input, callbackURL: "/login?confirmed=1" },
  });
}

export function requestPasswordReset(input: ForgotPasswordInput) {
  return apiRequest<{ status: boolean }>("/auth/request-password-reset", {
    method: "POST",
    body: { email: input.email, redirectTo: "/reset-password" },
  });
}

export function resetPassword(token: string, newPassword: string) {
  return apiRequest<{ status: boolean }>("/auth/reset-password", {
    method: "POST",
    body: { token, newPassword },
  });
}
