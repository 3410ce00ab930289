import { RECENT_ACTIVITY_LIMIT, type ServerActivity } from "@/shared/schemas/activity";
import { vehicleLabel } from "@/shared/format/vehicle-label";
import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import type { PersonRef } from "@/shared/schemas/person-ref";
import { recordTime } from "./record-time";

export type ActivityKind = "vehicle" | "service" | "ticket" | "job_card" | "estimate_decision" | "customer";

/** One line of Recent Activity, from this browser or from the server. */
export interface ActivityEntry {
  key: string;
  kind: ActivityKind;
  action: "created" | "updated";
  label: string;
  /** Milliseconds since the epoch. */
  at: number;
  /** Who changed a server record (null: that account is gone); absent for this browser's records. */
  by?: PersonRef | null;
  href: string;
}

/** Newest first by `at`; equal times keep their order. */
const newestFirst = (a: ActivityEntry, b: ActivityEntry) => b.at - a.at;

/** The latest changes among this browser's vehicles and services (records that tell no time are left out). */
export function localActivity(vehicles: readonly Vehicle[], services: readonly ServiceRecord[], limit = RECENT_ACTIVITY_LIMIT): ActivityEntry[] {
  const now = Date.now();
  const vehiclesById = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const entries: ActivityEntry[] = [];
  for (const vehicle of vehicles) {
    const time = recordTime(vehicle, now);
    if (!time) continue;
    entries.push({
      key: `vehicle:${vehicle.id}`,
      kind: "vehicle",
      action: time.action,
      label: vehicleLabel(vehicle),
      at: time.at,
      href: `/vehicles/${encodeURIComponent(vehicle.id)}`,
    });
  }
  for (const service of services) {
    const time = recordTime(service, now);
    if (!time) continue;
    entries.push({
      key: `service:${service.id}`,
      kind: "service",
      action: time.action,
      label: `${service.type || "Service"} · ${vehicleLabel(vehiclesById.get(service.vehicleId))}`,
      at: time.at,
      href: `/services/${encodeURIComponent(service.id)}`,
    });
  }
  return entries.sort(newestFirst).slice(0, limit);
}

/**
 * A job card opens as its repair order page. A ticket has no page of its own: the link opens the
 * list, asking it to search for the ticket's id (the list searches ids too).
 */
function serverActivityHref(activity: ServerActivity, id: string): string {
  if (activity.kind === "ticket") return `/service-tickets?search=${id}`;
  // An erased customer has no page left: the link opens the list.
  if (activity.kind === "customer") return activity.status === "Erased" ? "/customers" : `/customers/${id}`;
  return `/jobcards/${id}`;
}

export function serverActivityEntry(activity: ServerActivity): ActivityEntry {
  const id = encodeURIComponent(activity.id);
  return {
    key: `${activity.kind}:${activity.id}:${activity.at}`,
    kind: activity.kind,
    action: activity.action,
    label: activity.label,
    at: Date.parse(activity.at),
    by: activity.by,
    href: serverActivityHref(activity, id),
  };
}

/** Both sources as one list: newest first, at most `limit`. */
export function mergeActivity(local: readonly ActivityEntry[], server: readonly ServerActivity[], limit = RECENT_ACTIVITY_LIMIT): ActivityEntry[] {
  return [...local, ...server.map(serverActivityEntry)].sort(newestFirst).slice(0, limit);
}
