import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { client } from "@/web/lib/api-client";
import { announceSessionEnded } from "@/web/lib/session-events";

/** Ends every session of the user, this one included. */
export async function signOutEverywhere(): Promise<void> {
  await client.account.sessions["sign-out-everywhere"].$post();
}

/** This browser is signed out too: forget what it fetched, tell the other tabs, go to /login. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: async () => {
      queryClient.clear();
      announceSessionEnded();
      await navigate("/login", { replace: true });
    },
  });
}
