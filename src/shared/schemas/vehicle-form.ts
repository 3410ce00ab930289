import { z } from "zod";
import { VEHICLE_STATUSES } from "../constants/statuses";
import { optionalNumber, text } from "./form-fields";
import { customFieldValuesFormSchema, VEHICLE_TEXT_MAX } from "./record-limits";

/**
 * The vehicle form (make, model, year, plate and owner name required), also used for each row of
 * a bulk upload. Inputs are text.
 */
const FIRST_CAR_YEAR = 1886;
const latestYear = () => new Date().getFullYear() + 1;

const required = (message: string, max: number) => text(max).min(1, message);

// Built once: a schema per row of a 10,000-row import would be rebuilt 10,000 times.
const emailFormat = z.email();

const dateText = z
  .string()
  .trim()
  .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), { message: "Use a date like 2026-05-31." })
  .optional()
  .default("");

export const vehicleFormSchema = z.object({
  make: required("Make is required.", VEHICLE_TEXT_MAX.make),
  model: required("Model is required.", VEHICLE_TEXT_MAX.model),
  year: z
    .union([z.string(), z.number()])
    .transform((value, ctx) => {
      const raw = String(value).trim();
      if (raw === "") {
        ctx.addIssue({ code: "custom", message: "Year is required." });
        return z.NEVER;
      }
      const year = Number(raw);
      if (!Number.isInteger(year)) {
        ctx.addIssue({ code: "custom", message: "Year must be a number." });
        return z.NEVER;
      }
      if (year < FIRST_CAR_YEAR || year > latestYear()) {
        ctx.addIssue({ code: "custom", message: `Enter a year from ${FIRST_CAR_YEAR} to ${latestYear()}.` });
        return z.NEVER;
      }
      return year;
    }),
  licensePlate: required("License plate is required.", VEHICLE_TEXT_MAX.licensePlate),
  vin: text(VEHICLE_TEXT_MAX.vin).optional().default(""),
  owner: z.object({
    name: required("Owner name is required.", VEHICLE_TEXT_MAX.ownerName),
    phone: text(VEHICLE_TEXT_MAX.ownerPhone).optional().default(""),
    email: text(VEHICLE_TEXT_MAX.ownerEmail)
      .optional()
      .default("")
      .refine((value) => value === "" || emailFormat.safeParse(value).success, { message: "Enter a valid email address." }),
  }),
  status: z.enum(VEHICLE_STATUSES, { message: "Choose a status." }).default("active"),
  mileage: optionalNumber("Mileage must be a number."),
  lastService: dateText,
  nextServiceDue: dateText,
  notes: text(VEHICLE_TEXT_MAX.notes).optional().default(""),
  customFields: customFieldValuesFormSchema.optional().default({}),
});

export type VehicleFormInput = z.input<typeof vehicleFormSchema>;
export type VehicleFormValues = z.output<typeof vehicleFormSchema>;
