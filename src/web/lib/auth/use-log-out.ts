import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { announceSessionEnded } from "@/web/lib/session-events";
import { writeLastProfile } from "./last-profile";
import { logOut } from "./log-out";

/**
 * Logout runs the logout handler, forgets the profile kept for opening without a network (a
 * shared device must not open offline as the person who left), then goes to /login; other tabs
 * follow at once.
 */
export function useLogOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logOut();
    } finally {
      writeLastProfile(null);
      queryClient.clear();
      announceSessionEnded();
      await navigate("/login", { replace: true });
    }
  }, [queryClient, navigate]);
}
