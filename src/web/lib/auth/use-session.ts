import { useQuery } from "@tanstack/react-query";
import { DEFAULT_ROLE, type Role } from "@/shared/auth/roles";
import type { Profile } from "@/shared/schemas/account-responses";
import { isNoSessionAnswer, meQueryOptions } from "./me";

export type SessionState =
  | { status: "loading"; profile: null; role: null }
  | { status: "signed-out"; profile: null; role: null }
  /** The first check failed without saying whether there is a session; `retry` asks again. */
  | { status: "unavailable"; profile: null; role: null; error: Error; retry: () => void; retrying: boolean }
  | { status: "signed-in"; profile: Profile; role: Role };

/**
 * The session as the whole app sees it; the role comes from the profile (default User). Only a
 * definite "no session" (a null profile, or 401) signs the user out: a check that was throttled,
 * failed on the server or never arrived keeps the last known session while it is retried.
 * The app shell and most features read it, so it lives in lib with the role check and logout.
 */
export function useSession(): SessionState {
  const { data, error, isFetching, refetch } = useQuery(meQueryOptions);
  if (isNoSessionAnswer(error) || data === null) return { status: "signed-out", profile: null, role: null };
  if (data) return { status: "signed-in", profile: data.profile, role: data.profile.role ?? DEFAULT_ROLE };
  if (error) return { status: "unavailable", profile: null, role: null, error, retry: () => void refetch(), retrying: isFetching };
  return { status: "loading", profile: null, role: null };
}
