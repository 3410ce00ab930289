import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@/shared/schemas/account";
import { apiRequest } from "@/web/lib/api-client";

/** The server ends the user's other sessions; this one stays signed in. */
export function changePassword({ newPassword }: ChangePasswordInput): Promise<void> {
  return apiRequest<void>("/account/password", { method: "POST", body: { newPassword } });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
