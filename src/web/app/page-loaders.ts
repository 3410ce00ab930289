import type { ComponentType } from "react";
import type { AppRoute } from "@/shared/auth/routes";

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Each page of the route table is its own chunk, keyed by the table's `page`, so the login page
 * does not carry the whole app. The router loads them on navigation; the signed-in shell also
 * fetches them ahead when the browser is idle. The shell itself is not listed: it imports this
 * table, and the router loads it on its own.
 */
export const PAGE_LOADERS = {
  dashboard: () => import("./routes/dashboard-route"),
  vehicles: () => import("./routes/vehicles-route"),
  "vehicle-detail": () => import("./routes/vehicle-detail-route"),
  services: () => import("./routes/services-route"),
  "service-detail": () => import("./routes/service-detail-route"),
  reports: () => import("./routes/reports-route"),
  reminders: () => import("./routes/reminders-route"),
  settings: () => import("./routes/settings-route"),
  users: () => import("./routes/users-route"),
  "service-tickets": () => import("./routes/service-tickets-route"),
  "job-cards": () => import("./routes/job-cards-route"),
  "repair-order": () => import("./routes/repair-order-route"),
  "job-card-print": () => import("./routes/job-card-print-route"),
  invoice: () => import("./routes/invoice-route"),
  "invoice-print": () => import("./routes/invoice-print-route"),
  invoices: () => import("./routes/invoices-route"),
  customers: () => import("./routes/customers-route"),
  customer: () => import("./routes/customer-route"),
  calendar: () => import("./routes/calendar-route"),
} satisfies Record<AppRoute["page"], () => PageModule>;

/** The pages every role opens most, fetched ahead of the first click. */
export const PREFETCHED_PAGES = ["vehicles", "services", "vehicle-detail", "service-detail", "service-tickets", "job-cards"] as const;
