import { z } from "zod";
import { SERVICE_STATUSES, VEHICLE_STATUSES } from "../constants/statuses";

/**
 * Vehicles, service records and custom field definitions as kept in the browser.
 * The stored shape is read leniently, since older data holds numbers as strings (a cost of
 * "45.5"); everything is normalised on the way in so the app only ever sees clean records.
 */
const optionalText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? "" : String(value).trim()));

/** A number from a number or a numeric string; empty becomes null. */
const lenientNumber = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return null;
    const parsed = typeof value === "number" ? value : Number(value.trim());
    if (!Number.isFinite(parsed)) {
      ctx.addIssue({ code: "custom", message: "Must be a number." });
      return z.NEVER;
    }
    return parsed;
  });

/** When the record was last saved from a form in this browser (ISO time); older records have none. */
const changedAt = z.string().optional().catch(undefined);

export const CUSTOM_FIELD_TYPES = ["text", "number", "date"] as const;

export const customFieldDefinitionSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  label: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES).catch("text"),
});
export type CustomFieldDefinition = z.infer<typeof customFieldDefinitionSchema>;

export const customFieldValuesSchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.null()]))
  .catch({});

export const storedVehicleSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  make: optionalText,
  model: optionalText,
  year: lenientNumber,
  licensePlate: optionalText,
  vin: optionalText,
  owner: z
    .object({ name: optionalText, phone: optionalText, email: optionalText })
    .partial()
    .catch({})
    .transform((owner) => ({ name: owner.name ?? "", phone: owner.phone ?? "", email: owner.email ?? "" }))
    .default({ name: "", phone: "", email: "" }),
  status: z.string().catch("active").default("active"),
  mileage: lenientNumber.default(null),
  lastService: optionalText,
  nextServiceDue: optionalText,
  notes: optionalText,
  customFields: customFieldValuesSchema.default({}),
  updatedAt: changedAt,
});
export type Vehicle = z.infer<typeof storedVehicleSchema>;

export const partSchema = z.object({
  name: optionalText,
  quantity: lenientNumber.transform((value) => value ?? 0),
  price: lenientNumber.transform((value) => value ?? 0),
});
export type Part = z.infer<typeof partSchema>;

export const storedServiceSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  vehicleId: z.union([z.string(), z.number()]).transform(String),
  serviceDate: optionalText,
  type: optionalText,
  description: optionalText,
  cost: lenientNumber.default(null),
  status: z.string().catch("Scheduled").default("Scheduled"),
  mechanic: optionalText,
  parts: z.array(partSchema).catch([]).default([]),
  customFields: customFieldValuesSchema.default({}),
  jobCardImageUrl: z.string().nullable().catch(null).default(null),
  updatedAt: changedAt,
});
export type ServiceRecord = z.infer<typeof storedServiceSchema>;

export { SERVICE_STATUSES, VEHICLE_STATUSES };
