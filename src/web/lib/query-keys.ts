import type { ChangeResource } from "@/shared/events/change-event";

/**
 * The keys of a resource that live events announce. Every one starts with the resource's name,
 * so a change event or a mutation, invalidating `all`, refreshes its lists, its open records and
 * its search hits alike.
 */
function resourceKeys<R extends ChangeResource>(resource: R) {
  return {
    all: [resource] as const,
    list: <F extends object>(filters: F) => [resource, filters] as const,
    detail: (id: string) => [resource, "detail", id] as const,
    search: (term: string) => [resource, "universal-search", term] as const,
  };
}

/** One entry per live-event resource: adding a resource to CHANGE_RESOURCES asks for its keys here. */
const resources = {
  tickets: resourceKeys("tickets"),
  "job-cards": resourceKeys("job-cards"),
  "shop-records": resourceKeys("shop-records"),
  "shop-records-setting": resourceKeys("shop-records-setting"),
  estimates: resourceKeys("estimates"),
  invoices: resourceKeys("invoices"),
  customers: resourceKeys("customers"),
  appointments: resourceKeys("appointments"),
  "shop-calendar": resourceKeys("shop-calendar"),
} satisfies { [R in ChangeResource]: ReturnType<typeof resourceKeys<R>> };

/** Every query key of the web app's server data, in one place. */
export const queryKeys = {
  ...resources,
  /** The signed-in user's profile (null when signed out); signing out keeps only this one. */
  me: ["me"] as const,
  /** The signed-in user's sessions, listed in Settings, Security. */
  accountSessions: ["account-sessions"] as const,
  /** The dashboard's Recent Activity mixes tickets and job cards, so a change to either makes it stale. */
  activity: ["activity"] as const,
  /** Active service technicians, for assigning job cards. */
  technicians: ["technicians"] as const,
  users: ["users"] as const,
  /** The inspection templates: the built-in one and the shop's, made in Settings, chosen to inspect with. */
  inspectionTemplates: ["inspection-templates"] as const,
  /** The server's newest backup and whether backups are failing, for Admins in Settings, Data. */
  backupStatus: ["backup-status"] as const,
};

/** Every open customer's page: it lists the customer's tickets, repair orders and invoices. */
const customerPages = [...resources.customers.all, "detail"] as const;

/**
 * The queries a change of `resource` makes stale: its own, and Recent Activity; a ticket, job card
 * or invoice change also the customer pages, which list them with their balances.
 */
export function staleAfterChange(resource: ChangeResource) {
  const own = [resources[resource].all, queryKeys.activity] as const;
  return resource === "tickets" || resource === "job-cards" || resource === "invoices" ? [...own, customerPages] : own;
}
