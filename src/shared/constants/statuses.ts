/**
 * The product's status lists. Each is an `as const` array feeding z.enum, the database column
 * check and the badge colour, so there is one list of each.
 */
export type BadgeColour = "green" | "yellow" | "red" | "blue" | "grey";

export const VEHICLE_STATUSES = ["active", "in_service", "sold", "archived"] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const VEHICLE_STATUS_COLOURS: Record<VehicleStatus, BadgeColour> = {
  active: "green",
  in_service: "yellow",
  sold: "red",
  archived: "grey",
};

export const SERVICE_STATUSES = ["Scheduled", "In Progress", "Completed", "Cancelled"] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const SERVICE_STATUS_COLOURS: Record<ServiceStatus, BadgeColour> = {
  Scheduled: "blue",
  "In Progress": "yellow",
  Completed: "green",
  Cancelled: "red",
};

export const TICKET_STATUSES = ["Open", "Assigned", "In Progress", "Resolved", "Closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** A ticket is still open work until it is Resolved or Closed (the customer page's open tickets). */
export const OPEN_TICKET_STATUSES = ["Open", "Assigned", "In Progress"] as const satisfies readonly TicketStatus[];
/** New blue, in hand yellow, done green, closed grey. */
export const TICKET_STATUS_COLOURS: Record<TicketStatus, BadgeColour> = {
  Open: "blue",
  Assigned: "yellow",
  "In Progress": "yellow",
  Resolved: "green",
  Closed: "grey",
};

export const JOB_CARD_STATUSES = [
  "Pending",
  "In Progress",
  "Awaiting Parts",
  "Completed",
  "Billed",
  "Cancelled",
] as const;
export type JobCardStatus = (typeof JOB_CARD_STATUSES)[number];
/** Waiting blue or yellow, done green, billed grey, cancelled red. */
export const JOB_CARD_STATUS_COLOURS: Record<JobCardStatus, BadgeColour> = {
  Pending: "blue",
  "In Progress": "yellow",
  "Awaiting Parts": "yellow",
  Completed: "green",
  Billed: "grey",
  Cancelled: "red",
};

/** A directly created job card starts in one of these (Pending by default). */
export const JOB_CARD_INITIAL_STATUSES = ["Pending", "In Progress", "Awaiting Parts"] as const;

/** The statuses a technician may move their own cards through; Billed and Cancelled are not among them. */
export const TECHNICIAN_JOB_CARD_STATUSES = [
  "Pending",
  "In Progress",
  "Awaiting Parts",
  "Completed",
] as const;

/** Colour for a status from any list; unknown values are grey. */
export function statusColour(colours: Record<string, BadgeColour>, status: string): BadgeColour {
  return colours[status] ?? "grey";
}
