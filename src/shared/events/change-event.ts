/**
 * What GET /api/events announces (server-sent events, event name "change"): which shared record
 * changed. Screens refetch; the event never carries the record itself, so it leaks nothing a
 * listener could not read anyway. "shop-records" (id "shop") says the shop's shared records
 * changed: devices pull. "shop-records-setting" (id "shop") says sharing was turned on or off.
 * "estimates" (id the job card's) says a job card's estimate was sent or decided, or a finding was
 * added to it. "invoices" (id the invoice's) says an invoice was made, edited, finalized, voided or
 * paid. "customers" (id the customer's) says a customer or their vehicles changed, or the customer
 * was merged into another or erased (both "deleted"). "appointments" (id the appointment's) says an
 * appointment was booked, requested, changed, moved or checked in. "shop-calendar" (id "shop") says
 * the shop's bays or hours changed.
 */
export const CHANGE_RESOURCES = [
  "tickets",
  "job-cards",
  "shop-records",
  "shop-records-setting",
  "estimates",
  "invoices",
  "customers",
  "appointments",
  "shop-calendar",
] as const;
export type ChangeResource = (typeof CHANGE_RESOURCES)[number];

export const CHANGE_ACTIONS = ["created", "updated", "deleted"] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export interface ChangeEvent {
  resource: ChangeResource;
  action: ChangeAction;
  id: string;
}

export const CHANGE_EVENT_NAME = "change";
export const EVENTS_HEARTBEAT_MS = 30_000;
