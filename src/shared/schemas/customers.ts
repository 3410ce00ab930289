import { z } from "zod";
import { MAX_CUSTOMER_PHONES, PHONE_KINDS, PREFERRED_CONTACTS, UNKNOWN_CUSTOMER_MESSAGE } from "../constants/customers";
import { text } from "./form-fields";

/**
 * Customers: one record per person or business the shop serves, with many vehicles. The same
 * schemas check the customer form, the picker's "add in place" and the API's bodies.
 */

export const CUSTOMER_TEXT_MAX = { name: 100, phone: 40, email: 254, address: 500, notes: 4000 } as const;

export const customerPhoneSchema = z.object({
  kind: z.enum(PHONE_KINDS, { message: "Choose Mobile, Home, Work or Other." }).default("Mobile"),
  number: text(CUSTOMER_TEXT_MAX.phone)
    .min(1, "Enter the phone number.")
    .regex(/^[0-9+()\-.\s]*[0-9][0-9+()\-.\s]*$/, "A phone number holds digits, spaces and + ( ) - . only."),
});
export type CustomerPhone = z.infer<typeof customerPhoneSchema>;

/** An e-mail address, or empty for none. */
const optionalEmail = text(CUSTOMER_TEXT_MAX.email).refine((value) => value === "" || z.email().safeParse(value).success, {
  message: "Enter a valid email address.",
});

/** The customer form and the body of POST /api/customers and PATCH /api/customers/{customerId}. */
export const customerFormSchema = z.object({
  name: text(CUSTOMER_TEXT_MAX.name).min(1, "Customer name is required."),
  phones: z.array(customerPhoneSchema).max(MAX_CUSTOMER_PHONES, `At most ${MAX_CUSTOMER_PHONES} phone numbers.`).default([]),
  email: optionalEmail.optional().default(""),
  address: text(CUSTOMER_TEXT_MAX.address).optional().default(""),
  preferredContact: z.enum(PREFERRED_CONTACTS, { message: "Choose Phone, Text or Email." }).default("Phone"),
  notes: text(CUSTOMER_TEXT_MAX.notes).optional().default(""),
  /** The customer agreed to service and appointment reminders by e-mail. */
  remindersAgreed: z.boolean({ message: "Choose whether the customer agrees to reminders." }).default(false),
});
export type CustomerFormInput = z.input<typeof customerFormSchema>;
export type CustomerFormValues = z.output<typeof customerFormSchema>;

/** PATCH /api/customers/{customerId}: the form and the `updatedAt` the client saw (stale: 409). */
export const customerUpdateSchema = customerFormSchema.extend({
  updatedAt: z.string().min(1, "updatedAt is required."),
});
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;

/** GET /api/customers: newest first, or the best matches of a search (name, phone, e-mail, VIN). */
export const customerListQuerySchema = z.object({
  search: z.string().trim().max(100, "Search at most 100 characters.").optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(50),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const customerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    phones: z.array(customerPhoneSchema),
    email: z.string(),
    address: z.string(),
    preferredContact: z.enum(PREFERRED_CONTACTS),
    notes: z.string(),
    remindersAgreed: z.boolean(),
    /** When the customer stopped reminders through the link in a mail; null while they have not. */
    remindersStoppedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string().meta({ description: "Send it back with an edit; a different one is a 409." }),
  })
  .meta({ id: "Customer" });
export type Customer = z.infer<typeof customerSchema>;

/**
 * The customer a ticket, job card or (through its card) an estimate and invoice belongs to: a
 * customer's id, or null for none. An id naming no customer is refused with UNKNOWN_CUSTOMER_MESSAGE.
 */
export const linkedCustomerIdSchema = z
  .string({ message: "Choose a customer, or none." })
  .trim()
  .max(100, UNKNOWN_CUSTOMER_MESSAGE)
  .nullable()
  .transform((value) => (value === "" ? null : value));

/** What a picker, a ticket or a job card shows of its customer. */
export const customerRefSchema = customerSchema
  .pick({ id: true, name: true, phones: true, email: true, preferredContact: true })
  .meta({ id: "CustomerRef" });
export type CustomerRef = z.infer<typeof customerRefSchema>;

/** A vehicle of a customer, known by its VIN where it has one. */
export const customerVehicleInputSchema = z.object({
  vin: text(50).optional().default(""),
  make: text(50).min(1, "Make is required."),
  model: text(50).min(1, "Model is required."),
  year: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || String(value).trim() === "") return null;
      const year = Number(String(value).trim());
      if (!Number.isInteger(year) || year < 1900 || year > 2100) {
        ctx.addIssue({ code: "custom", message: "Year must be a whole number from 1900 to 2100." });
        return z.NEVER;
      }
      return year;
    }),
  licensePlate: text(20).optional().default(""),
});
export type CustomerVehicleInput = z.input<typeof customerVehicleInputSchema>;
export type CustomerVehicleValues = z.output<typeof customerVehicleInputSchema>;

export const customerVehicleSchema = z
  .object({
    id: z.string(),
    customerId: z.string(),
    vin: z.string(),
    make: z.string(),
    model: z.string(),
    year: z.number().nullable(),
    licensePlate: z.string(),
    /** The latest mileage the shop recorded for it (a repair order or a service record); null when none. */
    mileage: z.number().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "CustomerVehicle" });
export type CustomerVehicle = z.infer<typeof customerVehicleSchema>;

/** GET/POST/PATCH one customer. */
export const customerBodySchema = z.object({ customer: customerSchema });
/** GET /api/customers. */
export const customerPageSchema = z.object({ customers: z.array(customerSchema), nextCursor: z.string().nullable() });
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** One line of the customer page's open work and documents. */
const customerRecordLineSchema = z.object({
  id: z.string(),
  /** As the record's own list shows it: a ticket's VIN, a job card's number, an invoice's number. */
  label: z.string(),
  status: z.string(),
  vin: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/customers/{customerId}/summary: the customer page. */
export const customerSummarySchema = z.object({
  customer: customerSchema,
  vehicles: z.array(customerVehicleSchema),
  openTickets: z.array(customerRecordLineSchema),
  repairOrders: z.array(customerRecordLineSchema),
  invoices: z.array(customerRecordLineSchema.extend({ totalCents: z.number().int(), balanceCents: z.number().int() })),
  /** Finalized, not void invoices' totals less their payments. */
  balanceDueCents: z.number().int(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

/** POST /api/customers/merge (Admin, Manager): everything `mergeId` holds moves to `keepId`, then it goes. */
export const mergeCustomersSchema = z
  .object({
    keepId: z.string().trim().min(1, "Choose the customer to keep.").max(100),
    mergeId: z.string().trim().min(1, "Choose the customer to merge into it.").max(100),
  })
  .refine((value) => value.keepId !== value.mergeId, { message: "Choose two different customers.", path: ["mergeId"] });
export type MergeCustomersInput = z.input<typeof mergeCustomersSchema>;

/**
 * The upgrade that turned free-text customers into records: what it matched (and on what) and what
 * it left for a person to merge (records that look like one customer but did not match exactly).
 */
export const customerUpgradeReportSchema = z.object({
  ranAt: z.string().nullable(),
  created: z.number().int(),
  linked: z.object({
    vehicles: z.number().int(),
    tickets: z.number().int(),
    jobCards: z.number().int(),
    invoices: z.number().int(),
  }),
  matchedOn: z.object({ email: z.number().int(), phone: z.number().int(), name: z.number().int() }),
  /** Records with a customer's text the upgrade could not tie to one customer. */
  left: z.array(
    z.object({
      kind: z.enum(["vehicle", "ticket", "job-card", "invoice"]),
      id: z.string(),
      customerText: z.string(),
      reason: z.string(),
    }),
  ),
  /** Pairs of customers that may be one person: a person decides with Merge Customers. */
  possibleDuplicates: z.array(z.object({ customerIds: z.tuple([z.string(), z.string()]), reason: z.string() })),
  /**
   * VINs of linked records not added to their customer's vehicles because another customer
   * already has the VIN (a VIN belongs to one customer at a time); a person moves it if it was sold.
   */
  vinsSkipped: z
    .array(
      z.object({
        vin: z.string(),
        kind: z.enum(["vehicle", "ticket", "job-card", "invoice"]),
        id: z.string(),
        customerId: z.string(),
        heldByCustomerId: z.string(),
      }),
    )
    .default([]),
});
export type CustomerUpgradeReport = z.infer<typeof customerUpgradeReportSchema>;

/** GET /api/customers/{customerId}/vehicles. */
export const customerVehiclesBodySchema = z.object({ vehicles: z.array(customerVehicleSchema) });
/** POST and PATCH /api/customers/{customerId}/vehicles[/{vehicleId}]. */
export const customerVehicleBodySchema = z.object({ vehicle: customerVehicleSchema });

/** POST /api/customers/{customerId}/erase (Admin): the customer's name typed again, as a check. */
export const customerEraseSchema = z.object({
  confirmName: z.string().max(CUSTOMER_TEXT_MAX.name + 50, "Type the customer's name exactly.").default(""),
});
export type CustomerEraseInput = z.input<typeof customerEraseSchema>;
export const CUSTOMER_ERASE_MISMATCH = "Type the customer's name exactly as it is shown to erase them.";

/** GET /api/customers/export (Admin): every customer with their vehicles, for the JSON export. */
export const customerExportSchema = z.object({
  customers: z.array(customerSchema.extend({ vehicles: z.array(customerVehicleSchema) })),
});
export type CustomerExport = z.infer<typeof customerExportSchema>;
