import { z } from "zod";
import { INSPECTION_LIMITS, MEASUREMENT_DIRECTIONS } from "../constants/inspections";
import { thresholdsInOrder } from "../inspections/rate-measurement";
import { text } from "./form-fields";
import { rowVersionInputSchema } from "./row-version";

/**
 * Inspection templates on the wire: named sections of items, each optionally measured (a unit and
 * the thresholds that make it a finding) and optionally tied to the canned job it suggests.
 * An item's id is its key across copies and edits: the same item measured on an earlier visit is
 * found by it, so a copy keeps its items' ids.
 */

const { name: NAME_MAX, sections: SECTIONS_MAX, itemsPerSection: ITEMS_MAX, unit: UNIT_MAX, measurementMax } = INSPECTION_LIMITS;

/** A measured value: a number from 0 to the limit with at most two decimals. */
export const measurementValueSchema = z
  .number({ message: "Enter a number." })
  .min(0, "A measurement is at least 0.")
  .max(measurementMax, `A measurement is at most ${measurementMax}.`)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "Use at most two decimals.");

const keySchema = z.string().trim().min(1).max(64, "An id has at most 64 characters.");

export const measurementSpecSchema = z
  .object({
    unit: text(UNIT_MAX).min(1, "Unit is required."),
    worseWhen: z.enum(MEASUREMENT_DIRECTIONS, { message: "Choose whether lower or higher values are worse." }),
    attentionAt: measurementValueSchema,
    urgentAt: measurementValueSchema,
  })
  .refine(thresholdsInOrder, {
    message: "The Urgent threshold must be at or past the Needs Attention threshold.",
    path: ["urgentAt"],
  });

export const templateItemSchema = z.object({
  id: keySchema,
  name: text(NAME_MAX).min(1, "Item name is required."),
  measurement: measurementSpecSchema.nullable(),
  suggestedCannedJobId: z.uuid({ message: "Choose a canned job." }).nullable(),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;

export const templateSectionSchema = z.object({
  id: keySchema,
  name: text(NAME_MAX).min(1, "Section name is required."),
  items: z.array(templateItemSchema).min(1, "A section needs at least one item.").max(ITEMS_MAX, `A section has at most ${ITEMS_MAX} items.`),
});
export type TemplateSection = z.infer<typeof templateSectionSchema>;

/** No two sections, and no two items of a template, share an id. */
function idsUnique(sections: readonly TemplateSection[]): boolean {
  const sectionIds = sections.map((section) => section.id);
  const itemIds = sections.flatMap((section) => section.items.map((item) => item.id));
  return new Set(sectionIds).size === sectionIds.length && new Set(itemIds).size === itemIds.length;
}

export const templateSectionsSchema = z
  .array(templateSectionSchema)
  .min(1, "A template needs at least one section.")
  .max(SECTIONS_MAX, `A template has at most ${SECTIONS_MAX} sections.`)
  .refine(idsUnique, "Each section and each item needs an id of its own.");

/** POST /api/inspection-templates and PUT /api/inspection-templates/{templateId} (with the rowVersion read). */
export const inspectionTemplateInputSchema = z.object({
  name: text(NAME_MAX).min(1, "Template name is required."),
  sections: templateSectionsSchema,
});
export type InspectionTemplateInput = z.input<typeof inspectionTemplateInputSchema>;
export const inspectionTemplateUpdateSchema = inspectionTemplateInputSchema.extend({ rowVersion: rowVersionInputSchema });

/** A template as the API answers it; the built-in one cannot be changed, only copied. */
export const inspectionTemplateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    builtIn: z.boolean(),
    sections: z.array(templateSectionSchema),
    rowVersion: z.number().int(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: "InspectionTemplate" });
export type InspectionTemplate = z.infer<typeof inspectionTemplateSchema>;

export const inspectionTemplateListSchema = z.object({ templates: z.array(inspectionTemplateSchema) });
export const inspectionTemplateBodySchema = z.object({ template: inspectionTemplateSchema });
