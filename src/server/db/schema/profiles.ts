import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { DEFAULT_ROLE, ROLES } from "../../../shared/auth/roles";
import { users } from "./auth";
import { checkIn } from "./check-in";

/** A user's profile (name, e-mail, shop name, role, active flag), requested role and notification choices. */
export const profiles = pgTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    email: text("email").notNull(),
    shopName: text("shop_name"),
    role: text("role", { enum: ROLES }).notNull().default(DEFAULT_ROLE),
    requestedRole: text("requested_role", { enum: ROLES }),
    isActive: boolean("is_active").notNull().default(true),
    notifyEmailBookings: boolean("notify_email_bookings").notNull().default(true),
    notifySmsUrgent: boolean("notify_sms_urgent").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    check("profiles_role_check", checkIn(table.role, ROLES)),
    check(
      "profiles_requested_role_check",
      sql`${table.requestedRole} is null or ${checkIn(table.requestedRole, ROLES)}`,
    ),
    // The technicians list filters on role and orders by name.
    index("profiles_role_name_idx").on(table.role, table.name),
    index("profiles_email_idx").on(sql`lower(${table.email})`),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
