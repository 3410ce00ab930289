import type { Permission } from "./permissions";

/**
 * The app's route table with the permission each page needs. The shell's menu and the
 * route guards are both built from it, so menu visibility always matches route access.
 * `page` names the page's code, src/web/app/routes/<page>-route.tsx, which the server also reads
 * to name a page's files in its HTML; a `standalone` page is drawn outside the shell.
 */
export const APP_ROUTES = [
  { path: "/", page: "dashboard", label: "Dashboard", permission: "dashboard:view", menu: true },
  { path: "/service-tickets", page: "service-tickets", label: "Service Tickets", permission: "tickets:list", menu: true },
  { path: "/vehicles", page: "vehicles", label: "Vehicles", permission: "vehicles:view", menu: true },
  { path: "/services", page: "services", label: "Services", permission: "services:view", menu: true },
  { path: "/jobcards", page: "job-cards", label: "Job Cards", permission: "job-cards:list", menu: true },
  /** Appointments by bay and technician; a technician sees their own. */
  { path: "/calendar", page: "calendar", label: "Calendar", permission: "calendar:view", menu: true },
  { path: "/invoices", page: "invoices", label: "Invoices", permission: "invoices:manage", menu: true },
  { path: "/customers", page: "customers", label: "Customers", permission: "customers:manage", menu: true },
  { path: "/reminders", page: "reminders", label: "Reminders", permission: "reminders:manage", menu: true },
  { path: "/reports", page: "reports", label: "Reports", permission: "reports:view", menu: true },
  { path: "/users", page: "users", label: "User Management", permission: "users:manage", menu: true },
  { path: "/settings", page: "settings", label: "Settings", permission: "settings:view", menu: true },
  { path: "/vehicles/:id", page: "vehicle-detail", label: "Vehicle", permission: "vehicles:view", menu: false },
  { path: "/services/:id", page: "service-detail", label: "Service", permission: "services:view", menu: false },
  /** A customer's page: details, vehicles, open work, documents and the balance due. */
  { path: "/customers/:id", page: "customer", label: "Customer", permission: "customers:manage", menu: false },
  /** The repair order: one job card's page, opened from the list, search and the vehicle. */
  { path: "/jobcards/:id", page: "repair-order", label: "Repair Order", permission: "job-cards:view", menu: false },
  /** Printable job card: outside the shell, so only the card reaches the paper. */
  { path: "/jobcards/:id/print", page: "job-card-print", label: "Print Job Card", permission: "job-cards:view", menu: false, standalone: true },
  { path: "/invoices/:id", page: "invoice", label: "Invoice", permission: "invoices:manage", menu: false },
  /** Printable invoice: outside the shell, so only the invoice reaches the paper. */
  { path: "/invoices/:id/print", page: "invoice-print", label: "Print Invoice", permission: "invoices:manage", menu: false, standalone: true },
] as const satisfies readonly { path: string; page: string; label: string; permission: Permission; menu: boolean; standalone?: true }[];

export type AppRoute = (typeof APP_ROUTES)[number];

export const MENU_ROUTES = APP_ROUTES.filter((route) => route.menu);

/** The page of the route table a pathname opens ("/jobcards/abc" opens "/jobcards/:id"), or null. */
export function appRouteFor(pathname: string): AppRoute | null {
  const segments = pathname.split("/").filter(Boolean);
  return (
    APP_ROUTES.find((route) => {
      const pattern = route.path.split("/").filter(Boolean);
      return pattern.length === segments.length && pattern.every((part, index) => part.startsWith(":") || part === segments[index]);
    }) ?? null
  );
}
