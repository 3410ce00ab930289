import { desc, eq } from "drizzle-orm";
import type { CustomerActivityAction } from "../../shared/constants/customers";
import { RECENT_ACTIVITY_LIMIT, type ServerActivity } from "../../shared/schemas/activity";
import type { Database } from "../db/database";
import { cursorTime } from "../db/lists/page-cursor";
import { customerActivity, profiles } from "../db/schema";

export interface CustomerActivityLine {
  action: CustomerActivityAction;
  customerId: string;
  label: string;
  records: number;
  by: string;
}

/** Writes the activity log's line, inside the transaction that did the work, so both or neither stay. */
export async function recordCustomerActivity(tx: Database, line: CustomerActivityLine): Promise<void> {
  await tx.insert(customerActivity).values(line);
}

/** The latest merges and erases for Recent Activity, newest first. */
export async function latestCustomerActivity(db: Database): Promise<{ activity: ServerActivity; time: string }[]> {
  const rows = await db
    .select({
      customerId: customerActivity.customerId,
      action: customerActivity.action,
      label: customerActivity.label,
      at: customerActivity.createdAt,
      time: cursorTime(customerActivity.createdAt),
      byName: profiles.name,
      byEmail: profiles.email,
    })
    .from(customerActivity)
    .leftJoin(profiles, eq(profiles.userId, customerActivity.by))
    .orderBy(desc(customerActivity.createdAt), desc(customerActivity.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => ({
    time: row.time,
    activity: {
      kind: "customer",
      id: row.customerId,
      action: "updated",
      label: row.label,
      status: row.action,
      at: row.at.toISOString(),
      by: row.byName === null || row.byEmail === null ? null : { name: row.byName, email: row.byEmail },
    },
  }));
}
