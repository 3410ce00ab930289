import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "sonner";
import { queryKeys } from "@/web/lib/query-keys";
import { inspectionPhotoQueue, jobCardOutbox } from "./job-card-outbox-instance";
import { refusalTitle } from "./refusal-title";

/** Waiting actions are tried again this often while the browser says it is online. */
export const JOB_CARD_ACTIONS_RETRY_MS = 30_000;

/** The actions first, then the photos: a photo's item is rated as the person left it before the photo lands. */
async function flushAll(): Promise<void> {
  await jobCardOutbox.flush();
  await inspectionPhotoQueue.flush();
}

/**
 * Mounted once by the app shell for the signed-in person, whatever the shop records' sharing:
 * pushes the job card actions and uploads the inspection photos waiting on this device at
 * sign-in, when the connection comes back and every half minute, tells the person about each
 * refusal by what it refused, and refreshes the job cards an answer touched.
 */
export function useJobCardActionsSync(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void Promise.all([jobCardOutbox.setUser(userId), inspectionPhotoQueue.setUser(userId)]).then(flushAll);
    if (!userId) return;
    const flush = () => void flushAll();
    const offline = () => {
      jobCardOutbox.markUnreachable();
      inspectionPhotoQueue.markUnreachable();
    };
    window.addEventListener("online", flush);
    window.addEventListener("offline", offline);
    const timer = setInterval(() => {
      const waiting = jobCardOutbox.getState().waiting.length + inspectionPhotoQueue.getState().waiting.length;
      if (waiting > 0 && navigator.onLine !== false) flush();
    }, JOB_CARD_ACTIONS_RETRY_MS);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all });
    const stopOutcomes = jobCardOutbox.onOutcome((outcome) => {
      if (outcome.refused) toast.error(refusalTitle(outcome.action), { description: outcome.message ?? undefined });
      refresh();
    });
    const stopPhotoOutcomes = inspectionPhotoQueue.onOutcome((outcome) => {
      if (outcome.refused) toast.error(`The photo of ${outcome.photo.itemName} taken offline was not added`, { description: outcome.message });
      refresh();
    });
    return () => {
      window.removeEventListener("online", flush);
      window.removeEventListener("offline", offline);
      clearInterval(timer);
      stopOutcomes();
      stopPhotoOutcomes();
    };
  }, [userId, queryClient]);
}
