import { z } from "zod";
import { int4 } from "./bounds";
import {
  customFieldDefinitionSchema,
  storedServiceSchema,
  storedVehicleSchema,
  type CustomFieldDefinition,
  type ServiceRecord,
  type Vehicle,
} from "./local-records";

/**
 * Shop records: the vehicles, service records and custom field definitions every device of the
 * shop shares once an Admin turns sharing on. Devices push their edits as mutations and pull
 * every change after their cookie, in the manner of Replicache's per-space version strategy with
 * the shop as the one space.
 */
export const SHOP_COLLECTIONS = ["vehicles", "services", "vehicleCustomFields", "serviceCustomFields"] as const;
export type ShopCollection = (typeof SHOP_COLLECTIONS)[number];

/** A record of each collection, in the shape the browser keeps it (the same as local records). */
export interface ShopRecordOf {
  vehicles: Vehicle;
  services: ServiceRecord;
  vehicleCustomFields: CustomFieldDefinition;
  serviceCustomFields: CustomFieldDefinition;
}
export type ShopRecord = ShopRecordOf[ShopCollection];

export const shopRecordSchemas = {
  vehicles: storedVehicleSchema,
  services: storedServiceSchema,
  vehicleCustomFields: customFieldDefinitionSchema,
  serviceCustomFields: customFieldDefinitionSchema,
} as const;

/**
 * Merging works field by field, and a field is a top-level key of the record, except for the
 * record's parts that people edit separately: each of the owner's details and each custom field
 * value is a field of its own (one person's new phone number and another's new mileage both
 * survive). A field path is the key, or `parent.key` for those.
 */
export const NESTED_FIELDS = ["owner", "customFields"] as const;

/** The record's fields as path -> value (the id and the local save time are not fields). */
export function recordFields(record: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === "id" || key === "updatedAt") continue;
    if ((NESTED_FIELDS as readonly string[]).includes(key) && value && typeof value === "object" && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) fields[`${key}.${inner}`] = innerValue;
    } else {
      fields[key] = value;
    }
  }
  return fields;
}

/** Puts field values (path -> value) into a record, nested ones into their parent object. */
export function withFields(record: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown> {
  const next: Record<string, unknown> = { ...record };
  for (const [path, value] of Object.entries(fields)) {
    const dot = path.indexOf(".");
    if (dot === -1) {
      next[path] = value;
      continue;
    }
    const parent = path.slice(0, dot);
    const current = next[parent];
    next[parent] = { ...(current && typeof current === "object" ? current : {}), [path.slice(dot + 1)]: value };
  }
  return next;
}

/** The fields whose values differ between two versions of a record (deep compare of each value). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): Record<string, unknown> {
  const old = before ? recordFields(before) : {};
  const next = recordFields(after);
  const changed: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(next)) {
    if (!(path in old) || JSON.stringify(old[path]) !== JSON.stringify(value)) changed[path] = value;
  }
  // A nested value removed (a custom field emptied) is a change to null.
  for (const path of Object.keys(old)) {
    if (!(path in next) && path.includes(".")) changed[path] = null;
  }
  return changed;
}

const collection = z.enum(SHOP_COLLECTIONS);
const recordId = z.string().trim().min(1).max(200);
const fieldPath = z.string().min(1).max(200);
/** A device numbers its mutations from 1; the server keeps the last one in an integer column. */
const mutationId = int4(1);

/**
 * One edit as a device pushes it. `baseVersion` is the record's version the device had when the
 * person made the edit (0 for a record it created): a field changed on the server after that
 * version is a same-field conflict, and the value this edit overwrites is kept.
 */
export const shopMutationSchema = z.discriminatedUnion("name", [
  z.object({
    id: mutationId,
    name: z.literal("put"),
    collection,
    recordId,
    /** A whole number is a safe integer, which the records' bigint versions hold. */
    baseVersion: z.number().int().min(0),
    fields: z.record(fieldPath, z.unknown()),
    /**
     * The record's own save time (its `updatedAt`, set when a person saved it in a form), for
     * Recent Activity. Not a field: it is never merged or reported as a conflict.
     */
    savedAt: z.string().max(40).optional(),
  }),
  z.object({ id: mutationId, name: z.literal("delete"), collection, recordId }),
  z.object({ id: mutationId, name: z.literal("restore"), collection, recordId }),
  /** The person saw a conflict's notice and chose to keep the current value (or put the old one back with a put). */
  z.object({ id: mutationId, name: z.literal("dismissConflict"), conflictId: int4(1) }),
]);
export type ShopMutation = z.infer<typeof shopMutationSchema>;

/** A device's id: one per browser (its tabs share one outbox), made by the browser. */
export const syncClientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Not a valid device id.");

export const MAX_MUTATIONS_PER_PUSH = 500;

export const shopPushRequestSchema = z.object({
  clientId: syncClientIdSchema,
  mutations: z.array(shopMutationSchema).min(1).max(MAX_MUTATIONS_PER_PUSH),
});
export type ShopPushRequest = z.infer<typeof shopPushRequestSchema>;

/**
 * What the server checks of a push before looking at each mutation: the device and the mutation
 * ids. Each mutation is then checked against shopMutationSchema on its own, so one that is not
 * valid is refused and recorded (reported in `rejected`) instead of blocking the device's queue.
 */
export const shopPushEnvelopeSchema = z.object({
  clientId: syncClientIdSchema,
  mutations: z.array(z.looseObject({ id: mutationId })).min(1).max(MAX_MUTATIONS_PER_PUSH),
});

/** A pushed mutation the server marked done without applying: its data was not valid, or the database could not store it. */
export const rejectedMutationSchema = z.object({
  id: mutationId,
  message: z.string(),
  /** A refused job card action: the error code its online route answers with (e.g. "conflict" for a stale change). */
  code: z.string().optional(),
});

/** What an applied job card action said (e.g. that a start stopped another clock), for the device to show. */
export const appliedNoticeSchema = z.object({ id: mutationId, message: z.string() });

export const shopPushResponseSchema = z.object({
  /**
   * The highest mutation id of this device the server has applied or refused (its outbox drops up
   * to it). Short of the last one sent when the push's time was up: the device sends the rest.
   */
  lastMutationId: int4(),
  rejected: z.array(rejectedMutationSchema),
  notices: z.array(appliedNoticeSchema).optional(),
});
export type ShopPushResponse = z.infer<typeof shopPushResponseSchema>;

/** A record as a pull delivers it: whole, with its version and, when deleted, the tombstone. */
export const shopRecordChangeSchema = z.object({
  collection,
  id: z.string(),
  version: z.number().int(),
  /** The record in its collection's stored shape (a tombstone keeps the data). */
  record: z.record(z.string(), z.unknown()),
  deleted: z.boolean(),
  deletedBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type ShopRecordChange = z.infer<typeof shopRecordChangeSchema>;

/** A same-field edit that overwrote another: the detail page shows it and offers the old value back. */
export const shopConflictSchema = z.object({
  id: z.number().int(),
  collection,
  recordId: z.string(),
  field: z.string(),
  /** The value now stored (the later edit's). */
  keptValue: z.unknown(),
  /** The value the later edit overwrote. */
  overwrittenValue: z.unknown(),
  /** Who made the later edit, and when the server applied it. */
  changedBy: z.string().nullable(),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
  /** False in a pull's conflicts: dismissed ones come as ids in dismissedConflicts. */
  dismissed: z.boolean(),
});
export type ShopConflict = z.infer<typeof shopConflictSchema>;

/** A conflict stays on its record's page this long unless someone dismisses it first; the device drops older ones itself. */
export const SHOP_CONFLICT_DAYS = 30;

/**
 * What one pull answer carries at most: this many changes (records and conflicts together) or
 * about this many bytes of them, whichever comes first; the device pulls again at once for the
 * rest. One version (one transaction) is never split across answers, so an answer holds at least
 * one whole version even when that alone is over the cap.
 */
export const SHOP_PULL_MAX_CHANGES = 5000;
export const SHOP_PULL_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The pull answer. `cookie` is opaque to the device: it sends it back on the next pull. `reset`:
 * the device's copy and its conflicts are replaced by this answer (its cookie was from another
 * epoch of sharing or newer than the server's, as after a restore), else the answer is laid over
 * them. Records, conflicts and dismissals come in the order they happened, up to the cap; `more`
 * says the cap was reached and the device should pull again at once with the new cookie (those
 * later answers are not resets, whatever the first was).
 */
export const shopPullResponseSchema = z.object({
  cookie: z.string(),
  reset: z.boolean(),
  more: z.boolean(),
  lastMutationId: z.number().int().min(0),
  changes: z.array(shopRecordChangeSchema),
  /** Conflicts made after the cookie (every open one on a reset), to add to the device's list. */
  conflicts: z.array(shopConflictSchema),
  /** Conflicts dismissed after the cookie, to drop from the device's list. */
  dismissedConflicts: z.array(z.number().int()),
});
export type ShopPullResponse = z.infer<typeof shopPullResponseSchema>;

export const shopPullQuerySchema = z.object({
  clientId: syncClientIdSchema,
  cookie: z.string().max(200).optional(),
});

/** Whether the shop shares its records (Settings, Data tab; Admins change it). */
export const shopRecordsSettingSchema = z.object({ shared: z.boolean() });
export type ShopRecordsSetting = z.infer<typeof shopRecordsSettingSchema>;
