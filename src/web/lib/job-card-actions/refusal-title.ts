import type { JobCardAction } from "@/shared/schemas/job-card-actions";

/** How a refused queued action is named to the person who made it. */
export function refusalTitle(action: JobCardAction): string {
  switch (action.name) {
    case "jobCard.setStatus":
      return `Status ${action.status} was not saved`;
    case "clock.start":
      return "The clock start made offline was not saved";
    case "clock.stop":
      return "The clock stop made offline was not saved";
    case "inspection.saveItem":
      return "An inspection item saved offline was not saved";
  }
}
