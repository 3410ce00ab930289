import type { Role } from "./roles";

/**
 * The one permission table. The server refuses with 403 what a role lacks; the web
 * app derives menus and route guards from the same rows. A change of access is a one-line change.
 */
export const PERMISSIONS = {
  "dashboard:view": ["Admin", "Manager", "Service Advisor", "Service Technician", "User"],
  "vehicles:view": ["Admin", "Manager", "Service Advisor", "Service Technician", "User"],
  "services:view": ["Admin", "Manager", "Service Advisor", "Service Technician", "User"],
  "settings:view": ["Admin", "Manager", "Service Advisor", "Service Technician", "User"],
  "profile:edit-own": ["Admin", "Manager", "Service Advisor", "Service Technician", "User"],
  "tickets:list": ["Admin", "Manager", "Service Advisor", "User"],
  "tickets:create": ["Admin", "Manager", "Service Advisor", "User"],
  "tickets:edit": ["Admin", "Manager", "Service Advisor", "User"],
  "tickets:delete": ["Admin", "Manager", "Service Advisor"],
  "tickets:convert": ["Admin", "Manager", "Service Advisor"],
  "job-cards:list": ["Admin", "Manager", "Service Advisor", "Service Technician"],
  "job-cards:view": ["Admin", "Manager", "Service Advisor", "Service Technician"],
  "job-cards:create": ["Admin", "Manager", "Service Advisor"],
  "job-cards:delete": ["Admin", "Manager", "Service Advisor"],
  /** Any card, any status, Billed and Cancelled included. */
  "job-cards:change-status-any": ["Admin", "Manager", "Service Advisor"],
  /** Only cards assigned to the user, and only the technician's statuses. */
  "job-cards:change-status-assigned": ["Service Technician"],
  "reports:view": ["Admin", "Manager"],
  "users:manage": ["Admin"],
  /** Take a backup of the whole database now. */
  "backups:manage": ["Admin"],
  /**
   * The shop's shared vehicles, service records, custom fields and job card images: pull, push,
   * photos and the live event. Staff only: a User (a customer, or an account an Admin has not
   * placed yet) keeps the records of its own browser.
   */
  "shop-records:sync": ["Admin", "Manager", "Service Advisor", "Service Technician"],
  /** Turn sharing of vehicles and service records with the whole shop on or off. */
  "shop-records:manage": ["Admin"],
  /** Price a job card's estimate, send it, record an approval; save and use canned jobs. */
  "estimates:edit": ["Admin", "Manager", "Service Advisor"],
  /** The approved jobs and their labor, without any money; a technician only on cards assigned to them. */
  "estimates:view-work": ["Admin", "Manager", "Service Advisor", "Service Technician"],
  /** Labor rate, markup, tax and the shop's details on documents. */
  "shop-pricing:manage": ["Admin", "Manager"],
  /** List and open invoices, create and finalize them, print and mail them, record payments. */
  "invoices:manage": ["Admin", "Manager", "Service Advisor"],
  /** Void an invoice or reverse a payment, each with a reason; nothing is ever deleted. */
  "invoices:void": ["Admin", "Manager"],
  /** Start and stop one's own clock, only on a job card assigned to one (checked with the card). */
  "time-clock:own": ["Admin", "Manager", "Service Advisor", "Service Technician"],
  /** Add, edit or delete anyone's time entry, each with a reason kept in History. */
  "time-entries:edit": ["Admin", "Manager"],
  "reports:technician-hours": ["Admin", "Manager"],
  /** Make, edit, copy and delete the shop's inspection templates (the built-in one only copies). */
  "inspections:templates": ["Admin", "Manager"],
  /** Start an inspection and rate its items with notes, measurements and photos; a technician only on cards assigned to them. */
  "inspections:inspect": ["Admin", "Manager", "Service Advisor", "Service Technician"],
  /** Reopen a completed inspection and turn findings into estimate jobs: those who price work. */
  "inspections:review": ["Admin", "Manager", "Service Advisor"],
  "reports:inspections": ["Admin", "Manager"],
  /** Customers: find, add, edit, and their page with vehicles, open work and balance. Personal data: staff who serve them. */
  "customers:manage": ["Admin", "Manager", "Service Advisor"],
  /** Join two customer records with everything they hold. */
  "customers:merge": ["Admin", "Manager"],
  /** Erase a customer on request: finalized invoices keep their frozen copies, the rest goes. */
  "customers:erase": ["Admin"],
  /** Customers in the Admin's JSON export (Settings, Data). */
  "customers:export": ["Admin"],
  /** The Calendar page: everyone who books sees the whole shop; a technician only their own appointments. */
  "calendar:view": ["Admin", "Manager", "Service Advisor", "Service Technician"],
  /** Book, move, confirm, cancel, mark no-show and check in appointments. */
  "calendar:manage": ["Admin", "Manager", "Service Advisor"],
  /** The shop's time zone, bays, opening hours, slot length and reminder lead time. */
  "shop-calendar:manage": ["Admin", "Manager"],
  /** The Reminders list: what is due, sent and failed. */
  "reminders:manage": ["Admin", "Manager", "Service Advisor"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
