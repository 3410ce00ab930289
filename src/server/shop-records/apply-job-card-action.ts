import { can } from "../../shared/auth/permissions";
import type { JobCardAction } from "../../shared/schemas/job-card-actions";
import type { Profile } from "../../shared/schemas/account-responses";
import type { Database } from "../db/database";
import { ApiError } from "../http/api-error";
import { changeJobCardStatus } from "../job-cards/change-job-card-status";
import { updateInspectionItem } from "../inspections";
import { startClock, stopClock } from "../time-clock";

const NOT_ALLOWED = "Your role does not allow this.";

/**
 * Applies a queued job card action as the person who pushed it, through the function its
 * online route calls and behind the same permission, so it is refused (ApiError) exactly as it
 * would have been online. Answers what the action said, when it said anything.
 */
export async function applyJobCardAction(db: Database, viewer: Profile, action: JobCardAction): Promise<string | null> {
  switch (action.name) {
    case "jobCard.setStatus": {
      if (!can(viewer.role, "job-cards:change-status-any") && !can(viewer.role, "job-cards:change-status-assigned")) {
        throw new ApiError("forbidden", NOT_ALLOWED);
      }
      await changeJobCardStatus(db, action.jobCardId, viewer, { status: action.status, updatedAt: action.updatedAt });
      return null;
    }
    case "clock.start": {
      if (!can(viewer.role, "time-clock:own")) throw new ApiError("forbidden", NOT_ALLOWED);
      const answer = await startClock(db, viewer, { jobCardId: action.jobCardId, jobId: action.jobId, at: action.at });
      return answer.message;
    }
    case "clock.stop": {
      if (!can(viewer.role, "time-clock:own")) throw new ApiError("forbidden", NOT_ALLOWED);
      const answer = await stopClock(db, viewer, { jobCardId: action.jobCardId, at: action.at });
      return answer.message;
    }
    case "inspection.saveItem": {
      if (!can(viewer.role, "inspections:inspect")) throw new ApiError("forbidden", NOT_ALLOWED);
      await updateInspectionItem(db, viewer, action.jobCardId, action.itemId, action.update);
      return null;
    }
  }
}
