import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Settings of this install that every server instance on one database shares, such as the
 * generated AUTH_SECRET. Never exposed through the API.
 */
export const instanceSettings = pgTable("instance_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
