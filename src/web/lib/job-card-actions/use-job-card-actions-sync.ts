import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "sonner";
import { queryKeys } from "@/web/lib/query-keys";
import { jobCardOutbox } from "./job-card-outbox-instance";
import { refusalTitle } from "./refusal-title";

/** Waiting actions are tried again this often while the browser says it is online. */
export const JOB_CARD_ACTIONS_RETRY_MS = 30_000;

/**
 * Mounted once by the app shell for the signed-in person, whatever the shop records' sharing:
 * pushes the job card actions waiting on this device at sign-in, when the connection comes back
 * and every half minute, tells the person about each refusal by the action it refused, and
 * refreshes the job cards an answer touched.
 */
export function useJobCardActionsSync(userId: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    void jobCardOutbox.setUser(userId).then(() => jobCardOutbox.flush());
    if (!userId) return;
    const flush = () => void jobCardOutbox.flush();
    const offline = () => jobCardOutbox.markUnreachable();
    window.addEventListener("online", flush);
    window.addEventListener("offline", offline);
    const timer = setInterval(() => {
      if (jobCardOutbox.getState().waiting.length > 0 && navigator.onLine !== false) flush();
    }, JOB_CARD_ACTIONS_RETRY_MS);
    const stopOutcomes = jobCardOutbox.onOutcome((outcome) => {
      if (outcome.refused) toast.error(refusalTitle(outcome.action), { description: outcome.message ?? undefined });
      void queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all });
    });
    return () => {
      window.removeEventListener("online", flush);
      window.removeEventListener("offline", offline);
      clearInterval(timer);
      stopOutcomes();
    };
  }, [userId, queryClient]);
}
