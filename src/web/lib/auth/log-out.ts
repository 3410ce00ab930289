import { apiRequest } from "@/web/lib/api-client";

/** better-auth's sign-out endpoint, called directly like the auth screens' calls. */
export function logOut() {
  return apiRequest<{ success: boolean }>("/auth/sign-out", { method: "POST", body: {} });
}
