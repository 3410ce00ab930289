import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { connectLiveEvents } from "./live-events";

/** While `enabled` (a user is signed in), screens refetch tickets and job cards others change. */
export function useLiveEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Without EventSource (a test environment) screens still refetch on focus and after edits.
    if (!enabled || typeof EventSource === "undefined") return;
    return connectLiveEvents(queryClient);
  }, [enabled, queryClient]);
}
