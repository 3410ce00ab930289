import type { JobCard } from "@/shared/schemas/job-card-responses";
import { JOB_CARD_ID_PREVIEW_LENGTH } from "./job-card-display";

/** "job card 1a2b3c4d": the actions name a card by the same short id the list shows. */
export function jobCardActionName(card: Pick<JobCard, "id">): string {
  return `job card ${card.id.slice(0, JOB_CARD_ID_PREVIEW_LENGTH)}`;
}
