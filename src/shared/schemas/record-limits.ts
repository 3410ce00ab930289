import { z } from "zod";
import { tooLongMessage } from "./form-fields";
import type { ShopCollection } from "./shop-sync";

/**
 * How long each text of a vehicle, service record and custom field may be, in characters (after
 * trimming), and how many parts and custom field values a record may hold. The forms refuse more
 * under the field, and the server refuses a pushed change with more, so no record grows past what
 * a person could type into its form. Short fields hold a name or a code; notes and descriptions
 * the longer texts people write.
 */
export const VEHICLE_TEXT_MAX = {
  make: 100,
  model: 100,
  licensePlate: 20,
  vin: 32,
  ownerName: 100,
  ownerPhone: 40,
  // The longest an e-mail address can be.
  ownerEmail: 254,
  status: 40,
  lastService: 40,
  nextServiceDue: 40,
  notes: 2000,
} as const;

export const SERVICE_TEXT_MAX = {
  vehicleId: 200,
  serviceDate: 40,
  type: 100,
  description: 5000,
  status: 40,
  mechanic: 100,
  partName: 100,
  // An address the server serves the image from, or this browser's reference to it.
  jobCardImageUrl: 2048,
} as const;

export const CUSTOM_FIELD_LABEL_MAX = 100;
/** A custom field's value: a short text, a number or a date. */
export const CUSTOM_FIELD_VALUE_MAX = 500;
export const MAX_CUSTOM_FIELD_VALUES = 100;
export const MAX_PARTS = 100;

export const TOO_MANY_PARTS_MESSAGE = `At most ${MAX_PARTS} parts.`;
export const TOO_MANY_CUSTOM_FIELD_VALUES_MESSAGE = `At most ${MAX_CUSTOM_FIELD_VALUES} custom field values.`;

/** The custom field values of a form: each value within CUSTOM_FIELD_VALUE_MAX, at most MAX_CUSTOM_FIELD_VALUES of them. */
export const customFieldValuesFormSchema = z
  .record(
    z.string(),
    z
      .union([z.string(), z.number(), z.null()])
      .refine((value) => typeof value !== "string" || value.trim().length <= CUSTOM_FIELD_VALUE_MAX, { message: tooLongMessage(CUSTOM_FIELD_VALUE_MAX) }),
  )
  .refine((values) => Object.keys(values).length <= MAX_CUSTOM_FIELD_VALUES, { message: TOO_MANY_CUSTOM_FIELD_VALUES_MESSAGE });

/** A custom field's label as the Custom Fields dialog takes it. */
export const customFieldLabelSchema = z.string().trim().max(CUSTOM_FIELD_LABEL_MAX, tooLongMessage(CUSTOM_FIELD_LABEL_MAX));

/** Each collection's text fields by field path (as a push names them), with their limit. */
const TEXT_MAX_BY_PATH: Record<ShopCollection, Readonly<Record<string, number>>> = {
  vehicles: {
    make: VEHICLE_TEXT_MAX.make,
    model: VEHICLE_TEXT_MAX.model,
    licensePlate: VEHICLE_TEXT_MAX.licensePlate,
    vin: VEHICLE_TEXT_MAX.vin,
    "owner.name": VEHICLE_TEXT_MAX.ownerName,
    "owner.phone": VEHICLE_TEXT_MAX.ownerPhone,
    "owner.email": VEHICLE_TEXT_MAX.ownerEmail,
    status: VEHICLE_TEXT_MAX.status,
    lastService: VEHICLE_TEXT_MAX.lastService,
    nextServiceDue: VEHICLE_TEXT_MAX.nextServiceDue,
    notes: VEHICLE_TEXT_MAX.notes,
  },
  services: {
    vehicleId: SERVICE_TEXT_MAX.vehicleId,
    serviceDate: SERVICE_TEXT_MAX.serviceDate,
    type: SERVICE_TEXT_MAX.type,
    description: SERVICE_TEXT_MAX.description,
    status: SERVICE_TEXT_MAX.status,
    mechanic: SERVICE_TEXT_MAX.mechanic,
    jobCardImageUrl: SERVICE_TEXT_MAX.jobCardImageUrl,
  },
  vehicleCustomFields: { label: CUSTOM_FIELD_LABEL_MAX },
  serviceCustomFields: { label: CUSTOM_FIELD_LABEL_MAX },
};

/** A text's length as the record keeps it (trimmed; numbers are kept as their text). */
function textLength(value: unknown): number {
  return typeof value === "string" || typeof value === "number" ? String(value).trim().length : 0;
}

/**
 * Why a pushed field's value is longer than its field allows (the message names the field), or
 * null. Only the limits: whether the value is of the right kind is the record schema's to say.
 */
export function fieldLimitProblem(collection: ShopCollection, path: string, value: unknown): string | null {
  if (path.startsWith("customFields.")) {
    return textLength(value) > CUSTOM_FIELD_VALUE_MAX ? `${path}: ${tooLongMessage(CUSTOM_FIELD_VALUE_MAX)}` : null;
  }
  if (collection === "services" && path === "parts" && Array.isArray(value)) {
    if (value.length > MAX_PARTS) return `parts: ${TOO_MANY_PARTS_MESSAGE}`;
    const long = value.findIndex((part: unknown) => textLength((part as { name?: unknown } | null)?.name) > SERVICE_TEXT_MAX.partName);
    return long < 0 ? null : `parts.${long}.name: ${tooLongMessage(SERVICE_TEXT_MAX.partName)}`;
  }
  const limits = TEXT_MAX_BY_PATH[collection];
  if (!Object.hasOwn(limits, path)) return null;
  const max = limits[path]!;
  return textLength(value) > max ? `${path}: ${tooLongMessage(max)}` : null;
}

function customFieldCount(record: { customFields?: unknown } | null): number {
  const values = record?.customFields;
  return values && typeof values === "object" ? Object.keys(values).length : 0;
}

/**
 * Why a record, changed from `before`, holds more custom field values than it may, or null. One
 * that held more already (kept from before the limit) may still change them, but not gain more.
 */
export function customFieldCountProblem(record: { customFields?: unknown }, before: { customFields?: unknown } | null): string | null {
  const count = customFieldCount(record);
  return count > MAX_CUSTOM_FIELD_VALUES && count > customFieldCount(before) ? `customFields: ${TOO_MANY_CUSTOM_FIELD_VALUES_MESSAGE}` : null;
}
