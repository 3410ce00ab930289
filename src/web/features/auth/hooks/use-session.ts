import { useQuery } from "@tanstack/react-query";
import { DEFAULT_ROLE, type Role } from "@/shared/auth/roles";
import type { Profile } from "@/shared/schemas/account-responses";
import { meQueryOptions } from "../api/me";

export type SessionState =
  | { status: "loading"; profile: null; role: null }
  | { status: "signed-out"; profile: null; role: null }
  | { status: "signed-in"; profile: Profile; role: Role };

/** The session as the whole app sees it; the role comes from the profile (default User). */
export function useSession(): SessionState {
  const { data, isPending, isError } = useQuery(meQueryOptions);
  if (isPending) return { status: "loading", profile: null, role: null };
  if (isError || !data) return { status: "signed-out", profile: null, role: null };
  return { status: "signed-in", profile: data.profile, role: data.profile.role ?? DEFAULT_ROLE };
}
