import { z } from "zod";
import { SERVICE_STATUSES } from "../constants/statuses";
import { optionalNumber, text } from "./form-fields";
import { customFieldValuesFormSchema, MAX_PARTS, SERVICE_TEXT_MAX, TOO_MANY_PARTS_MESSAGE } from "./record-limits";

/** The service record form (vehicle, date and type required), also used for each row of a history import. */
const money = (message: string) => optionalNumber(message, 2);

export const partFormSchema = z.object({
  name: text(SERVICE_TEXT_MAX.partName).min(1, "Part name is required."),
  quantity: money("Quantity must be a number.").transform((value) => value ?? 1),
  price: money("Price must be a number.").transform((value) => value ?? 0),
});

export const serviceFormSchema = z.object({
  vehicleId: z.string().trim().min(1, "Select a vehicle."),
  serviceDate: z
    .string()
    .trim()
    .min(1, "Service date is required.")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-05-31."),
  type: text(SERVICE_TEXT_MAX.type).min(1, "Service type is required."),
  description: text(SERVICE_TEXT_MAX.description).optional().default(""),
  cost: money("Cost must be a number."),
  status: z.enum(SERVICE_STATUSES, { message: "Choose a status." }).default("Scheduled"),
  mechanic: text(SERVICE_TEXT_MAX.mechanic).optional().default(""),
  parts: z.array(partFormSchema).max(MAX_PARTS, TOO_MANY_PARTS_MESSAGE).optional().default([]),
  customFields: customFieldValuesFormSchema.optional().default({}),
});

export type ServiceFormInput = z.input<typeof serviceFormSchema>;
export type ServiceFormValues = z.output<typeof serviceFormSchema>;
