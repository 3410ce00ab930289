import { getTableName } from "drizzle-orm";
import { AUTH_SECRET_KEY } from "../db/instance-secret";
import { instanceSettings, rateLimits, sessions, verifications } from "../db/schema";

/**
 * Rows a backup never holds, by table: a SQL condition on the table's columns that picks them.
 * They are live credentials (sign-ins, reset, invite and confirmation links, the secret that
 * signs session cookies) or short-lived counters keyed by address, and a file that is copied
 * around must not hand anyone a way in. After a restore everyone signs in again with their
 * password, and links still wanted are asked for again. Password hashes stay: they are how
 * everyone signs in again.
 */
export const LEFT_OUT_OF_BACKUPS: ReadonlyMap<string, string> = new Map([
  [getTableName(sessions), "true"],
  [getTableName(verifications), "true"],
  [getTableName(rateLimits), "true"],
  [getTableName(instanceSettings), `"key" = '${AUTH_SECRET_KEY}'`],
]);

/**
 * Statements that delete those rows, for a restore: a backup taken before they were left out
 * still holds them, and loading one must not bring back its sign-ins or its secret.
 */
export function deleteLeftOutRows(): string {
  return [...LEFT_OUT_OF_BACKUPS].map(([table, rows]) => `DELETE FROM "public"."${table}" WHERE ${rows};\n`).join("");
}
