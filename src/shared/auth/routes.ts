import type { Permission } from "./permissions";

/**
 * The app's route table with the permission each page needs. The shell's menu and the
 * route guards are both built from it, so menu visibility always matches route access.
 */
export const APP_ROUTES = [
  { path: "/", label: "Dashboard", permission: "dashboard:view", menu: true },
  { path: "/service-tickets", label: "Service Tickets", permission: "tickets:list", menu: true },
  { path: "/vehicles", label: "Vehicles", permission: "vehicles:view", menu: true },
  { path: "/services", label: "Services", permission: "services:view", menu: true },
  { path: "/jobcards", label: "Job Cards", permission: "job-cards:list", menu: true },
  /** Appointments by bay and technician; a technician sees their own. */
  { path: "/calendar", label: "Calendar", permission: "calendar:view", menu: true },
  { path: "/invoices", label: "Invoices", permission: "invoices:manage", menu: true },
  { path: "/customers", label: "Customers", permission: "customers:manage", menu: true },
  { path: "/reminders", label: "Reminders", permission: "reminders:manage", menu: true },
  { path: "/reports", label: "Reports", permission: "reports:view", menu: true },
  { path: "/users", label: "User Management", permission: "users:manage", menu: true },
  { path: "/settings", label: "Settings", permission: "settings:view", menu: true },
  { path: "/vehicles/:id", label: "Vehicle", permission: "vehicles:view", menu: false },
  { path: "/services/:id", label: "Service", permission: "services:view", menu: false },
  /** A customer's page: details, vehicles, open work, documents and the balance due. */
  { path: "/customers/:id", label: "Customer", permission: "customers:manage", menu: false },
  /** The repair order: one job card's page, opened from the list, search and the vehicle. */
  { path: "/jobcards/:id", label: "Repair Order", permission: "job-cards:view", menu: false },
  /** Printable job card: outside the shell, so only the card reaches the paper. */
  { path: "/jobcards/:id/print", label: "Print Job Card", permission: "job-cards:view", menu: false },
  { path: "/invoices/:id", label: "Invoice", permission: "invoices:manage", menu: false },
  /** Printable invoice: outside the shell, so only the invoice reaches the paper. */
  { path: "/invoices/:id/print", label: "Print Invoice", permission: "invoices:manage", menu: false },
] as const satisfies readonly { path: string; label: string; permission: Permission; menu: boolean }[];

export type AppRoute = (typeof APP_ROUTES)[number];

export const MENU_ROUTES = APP_ROUTES.filter((route) => route.menu);
