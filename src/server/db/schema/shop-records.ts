import { bigint, index, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { CUSTOM_FIELD_TYPES } from "../../../shared/schemas/local-records";
import { profiles } from "./profiles";

/**
 * The shop's shared records (sharing on): one table per collection, typed columns for the
 * record's fields and, on every table, what sync needs: the version of the record's last change,
 * the version of each field's last change (field path -> version) for same-field conflicts, and a
 * tombstone that keeps the data (a deleted record can be restored with everything it held).
 */
function syncColumns() {
  return {
    id: text("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull(),
    fieldVersions: jsonb("field_versions").$type<Record<string, number>>().notNull().default({}),
    /**
     * Field path -> the device whose edit set it last: a device's own later edit of a field it
     * changed offline is not a conflict with itself.
     */
    fieldClients: jsonb("field_clients").$type<Record<string, string>>().notNull().default({}),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
    deletedBy: text("deleted_by").references(() => profiles.userId, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => profiles.userId, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => profiles.userId, { onDelete: "set null" }),
    /** Server time of the last change. */
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** The record's own save time as the browser set it (Recent Activity), kept as sent. */
    savedAt: text("saved_at"),
  };
}

export const shopVehicles = pgTable(
  "shop_vehicles",
  {
    ...syncColumns(),
    make: text("make").notNull().default(""),
    model: text("model").notNull().default(""),
    year: integer("year"),
    licensePlate: text("license_plate").notNull().default(""),
    vin: text("vin").notNull().default(""),
    ownerName: text("owner_name").notNull().default(""),
    ownerPhone: text("owner_phone").notNull().default(""),
    ownerEmail: text("owner_email").notNull().default(""),
    status: text("status").notNull().default("active"),
    // Kilometres or miles as people type them, decimals included; numeric keeps them exact.
    mileage: numeric("mileage", { mode: "number" }),
    lastService: text("last_service").notNull().default(""),
    nextServiceDue: text("next_service_due").notNull().default(""),
    notes: text("notes").notNull().default(""),
    customFields: jsonb("custom_fields").$type<Record<string, string | number | null>>().notNull().default({}),
  },
  (table) => [index("shop_vehicles_version_idx").on(table.version)],
);

/** A part as stored: its price in integer cents, like every amount of money in the database. */
export interface StoredPart {
  name: string;
  quantity: number;
  priceCents: number;
}

export const shopServices = pgTable(
  "shop_services",
  {
    ...syncColumns(),
    // No foreign key: records made offline reach the server in any order.
    vehicleId: text("vehicle_id").notNull(),
    serviceDate: text("service_date").notNull().default(""),
    type: text("type").notNull().default(""),
    description: text("description").notNull().default(""),
    costCents: integer("cost_cents"),
    status: text("status").notNull().default("Scheduled"),
    mechanic: text("mechanic").notNull().default(""),
    parts: jsonb("parts").$type<StoredPart[]>().notNull().default([]),
    customFields: jsonb("custom_fields").$type<Record<string, string | number | null>>().notNull().default({}),
    jobCardImage: text("job_card_image"),
  },
  (table) => [index("shop_services_version_idx").on(table.version)],
);

function customFieldColumns() {
  return {
    ...syncColumns(),
    label: text("label").notNull().default(""),
    type: text("type", { enum: CUSTOM_FIELD_TYPES }).notNull().default("text"),
  };
}

export const shopVehicleCustomFields = pgTable("shop_vehicle_custom_fields", customFieldColumns(), (table) => [
  index("shop_vehicle_custom_fields_version_idx").on(table.version),
]);

export const shopServiceCustomFields = pgTable("shop_service_custom_fields", customFieldColumns(), (table) => [
  index("shop_service_custom_fields_version_idx").on(table.version),
]);

export type ShopVehicleRow = typeof shopVehicles.$inferSelect;
export type ShopServiceRow = typeof shopServices.$inferSelect;
export type ShopCustomFieldRow = typeof shopVehicleCustomFields.$inferSelect;
