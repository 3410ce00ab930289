import { authPost } from "@/web/lib/api-client";

/** better-auth's sign-out endpoint, called directly like the auth screens' calls. */
export async function logOut(): Promise<void> {
  await authPost("/sign-out", {});
}
