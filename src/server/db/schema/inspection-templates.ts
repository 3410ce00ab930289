import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TemplateSection } from "../../../shared/schemas/inspection-templates";
import { users } from "./auth";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The shop's own inspection templates. The built-in Multi-Point Inspection is not stored: it is
 * defined in shared code, so every install has the same one. Sections are kept whole as the
 * shared template schema checked them; an item's id is its key across copies and visits.
 */
export const inspectionTemplates = pgTable(
  "inspection_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    sections: jsonb("sections").$type<TemplateSection[]>().notNull(),
    /** Bumped by every update; an update naming another is stale (409). */
    rowVersion: integer("row_version").notNull().default(1),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [check("inspection_templates_sections_check", sql`jsonb_typeof(${table.sections}) = 'array'`)],
);

export type InspectionTemplateRow = typeof inspectionTemplates.$inferSelect;
