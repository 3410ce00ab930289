import type { ComponentType } from "react";

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Each page is its own chunk, so the login page does not carry the whole app. The router loads
 * them on navigation; the signed-in shell also fetches them ahead when the browser is idle. The
 * shell itself is not listed: it imports this table, and the router loads it on its own.
 */
export const PAGE_LOADERS = {
  dashboard: () => import("./routes/dashboard-route"),
  vehicles: () => import("./routes/vehicles-route"),
  vehicleDetail: () => import("./routes/vehicle-detail-route"),
  services: () => import("./routes/services-route"),
  serviceDetail: () => import("./routes/service-detail-route"),
  reports: () => import("./routes/reports-route"),
  reminders: () => import("./routes/reminders-route"),
  settings: () => import("./routes/settings-route"),
  users: () => import("./routes/users-route"),
  serviceTickets: () => import("./routes/service-tickets-route"),
  jobCards: () => import("./routes/job-cards-route"),
  repairOrder: () => import("./routes/repair-order-route"),
  invoiceDetail: () => import("./routes/invoice-route"),
  invoices: () => import("./routes/invoices-route"),
  customers: () => import("./routes/customers-route"),
  customer: () => import("./routes/customer-route"),
  calendar: () => import("./routes/calendar-route"),
} satisfies Record<string, () => PageModule>;

/** The pages every role opens most, fetched ahead of the first click. */
export const PREFETCHED_PAGES = ["vehicles", "services", "vehicleDetail", "serviceDetail", "serviceTickets", "jobCards"] as const;
