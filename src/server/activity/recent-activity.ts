import { desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { can } from "../../shared/auth/permissions";
import type { Role } from "../../shared/auth/roles";
import { RECENT_ACTIVITY_LIMIT, type ActivityList, type ServerActivity } from "../../shared/schemas/activity";
import type { PersonRef } from "../../shared/schemas/person-ref";
import type { Database } from "../db/database";
import { jobCards, profiles, serviceTickets } from "../db/schema";
import { cursorTime } from "../db/lists/page-cursor";
import { latestCustomerActivity } from "../customers/customer-activity";
import { latestDecisions } from "../estimates/decision-activity";
import { activityLabel, DESCRIPTION_START_LENGTH } from "./activity-label";

/** A change with its sort key: updated_at as text with microseconds, then the id. */
interface KeyedActivity {
  activity: ServerActivity;
  time: string;
}

/**
 * Whether the record is unchanged since it was made. created_at keeps microseconds, while the
 * first updated_at is the same instant cut to milliseconds and every edit moves it at least one
 * millisecond further (row-version.ts), so the two agree to the millisecond only until the first edit.
 */
function isUnchanged(createdAt: AnyColumn, updatedAt: AnyColumn): SQL<boolean> {
  return sql<boolean>`date_trunc('milliseconds', ${createdAt}) = date_trunc('milliseconds', ${updatedAt})`;
}

function descriptionStart(column: AnyColumn): SQL<string> {
  return sql<string>`left(${column}, ${DESCRIPTION_START_LENGTH})`;
}

function person(name: string | null, email: string | null): PersonRef | null {
  return name === null || email === null ? null : { name, email };
}

/** Where each kind's changes come from, and which of VIN and customer its label names first. */
const SOURCES = {
  ticket: { table: serviceTickets, description: serviceTickets.issueDescription, customerFirst: true },
  job_card: { table: jobCards, description: jobCards.serviceDescription, customerFirst: false },
} as const;

// Each kind walks its (updated_at desc, id desc) index and stops after the limit.
async function latestChanges(db: Database, kind: keyof typeof SOURCES): Promise<KeyedActivity[]> {
  const { table, description, customerFirst } = SOURCES[kind];
  const rows = await db
    .select({
      id: table.id,
      vin: table.vin,
      customerName: table.customerName,
      descriptionStart: descriptionStart(description),
      status: table.status,
      updatedAt: table.updatedAt,
      time: cursorTime(table.updatedAt),
      unchanged: isUnchanged(table.createdAt, table.updatedAt),
      byName: profiles.name,
      byEmail: profiles.email,
    })
    .from(table)
    .leftJoin(profiles, eq(profiles.userId, table.updatedBy))
    .orderBy(desc(table.updatedAt), desc(table.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => ({
    time: row.time,
    // TypeScript cannot tie the status to the kind here; both come from the kind's own table.
    activity: {
      kind,
      id: row.id,
      action: row.unchanged ? "created" : "updated",
      label: activityLabel(customerFirst ? [row.customerName, row.vin] : [row.vin, row.customerName], row.descriptionStart),
      status: row.status,
      at: row.updatedAt.toISOString(),
      by: person(row.byName, row.byEmail),
    } as ServerActivity,
  }));
}

/** Newest first, ties by id (descending), as each side's index orders them. */
function newestFirst(a: KeyedActivity, b: KeyedActivity): number {
  if (a.time !== b.time) return a.time < b.time ? 1 : -1;
  if (a.activity.id === b.activity.id) return 0;
  return a.activity.id < b.activity.id ? 1 : -1;
}

/**
 * The latest changes to tickets and job cards, estimate decisions, and customers merged or erased
 * (the dashboard's Recent Activity), only of the kinds the
 * viewer may list. A viewer who may list neither gets an empty list.
 */
export async function recentActivity(db: Database, role: Role): Promise<ActivityList> {
  const sides = await Promise.all([
    can(role, "tickets:list") ? latestChanges(db, "ticket") : [],
    can(role, "job-cards:list") ? latestChanges(db, "job_card") : [],
    can(role, "estimates:edit") ? latestDecisions(db) : [],
    can(role, "customers:manage") ? latestCustomerActivity(db) : [],
  ]);
  const merged = sides.flat().sort(newestFirst).slice(0, RECENT_ACTIVITY_LIMIT);
  return { activity: merged.map((entry) => entry.activity) };
}
