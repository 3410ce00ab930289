import { z } from "zod";
import { JOB_CARD_STATUSES } from "../constants/statuses";
import { int4 } from "./bounds";
import { inspectionItemUpdateSchema } from "./inspections";

/**
 * Job card actions a device queues while it has no connection and pushes through the shop's
 * sync push (POST /api/sync/push) when it returns, each applied at most once by its device id
 * and number, by the same function the online route calls. They need no shared shop records:
 * staff push them whatever the sharing setting.
 */
export const JOB_CARD_ACTION_NAMES = ["jobCard.setStatus", "clock.start", "clock.stop", "inspection.saveItem"] as const;
export type JobCardActionName = (typeof JOB_CARD_ACTION_NAMES)[number];

export function isJobCardActionName(name: unknown): name is JobCardActionName {
  return (JOB_CARD_ACTION_NAMES as readonly unknown[]).includes(name);
}

const mutationId = int4(1);
const jobCardId = z.string().trim().min(1).max(100);
/** The device's clock at the tap; the server refuses one too old or in the future. */
const tappedAt = z.iso.datetime({ offset: true, message: "at must be an ISO date and time." });

export const jobCardActionSchema = z.discriminatedUnion("name", [
  z.object({
    id: mutationId,
    name: z.literal("jobCard.setStatus"),
    jobCardId,
    status: z.enum(JOB_CARD_STATUSES, { message: "Choose a job card status." }),
    /** The card's version (its updatedAt) the person saw: a stale one is refused as online. */
    updatedAt: z.string().min(1).max(60),
  }),
  z.object({ id: mutationId, name: z.literal("clock.start"), jobCardId, jobId: z.string().trim().min(1).max(200), at: tappedAt }),
  z.object({ id: mutationId, name: z.literal("clock.stop"), jobCardId, at: tappedAt }),
  /**
   * One inspection item as the person left it (rating or skipped, note, measured value): the
   * whole item, so the last one saved is what is stored, as online.
   */
  z.object({
    id: mutationId,
    name: z.literal("inspection.saveItem"),
    jobCardId,
    itemId: z.string().trim().min(1).max(100),
    update: inspectionItemUpdateSchema,
  }),
]);
export type JobCardAction = z.infer<typeof jobCardActionSchema>;
type WithoutId<M> = M extends unknown ? Omit<M, "id"> : never;
/** An action as the device queues it, before it is numbered. */
export type PendingJobCardAction = WithoutId<JobCardAction>;
