import type { JobCard } from "@/shared/schemas/job-card-responses";

/** The job card id is shown as its first 8 characters. */
export const JOB_CARD_ID_PREVIEW_LENGTH = 8;
/** The service description preview is 100 characters. */
export const DESCRIPTION_PREVIEW_LENGTH = 100;

/** "1a2b3c4d..." - the short id the table shows and every action names. */
export function shortJobCardId(id: string): string {
  return `${id.slice(0, JOB_CARD_ID_PREVIEW_LENGTH)}...`;
}

/** The first 100 characters, with an ellipsis only when something was cut. */
export function descriptionPreview(description: string): string {
  return description.length > DESCRIPTION_PREVIEW_LENGTH
    ? `${description.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...`
    : description;
}

/** A card made from a ticket may hold no VIN of its own; the ticket's stands in. */
export function jobCardVin(card: JobCard): string {
  return card.vin ?? card.ticket?.vin ?? "";
}

export function jobCardCustomer(card: JobCard): string {
  return card.customerName ?? card.ticket?.customerName ?? "";
}

/** The user the card is assigned to, whichever of the two fields the server filled. */
export function assignedUserId(card: JobCard): string | null {
  return card.technician?.userId ?? card.assignedTechnicianId;
}
