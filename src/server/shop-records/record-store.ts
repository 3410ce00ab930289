import { eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { jsonRowOf } from "../db/json-row";
import type { shopServiceCustomFields, shopServices, shopVehicleCustomFields, shopVehicles } from "../db/schema";
import { InvalidMutationError } from "./invalid-mutation";
import { SYNC_COLUMN_NAMES, type DataColumns, type StoredRecord, type SyncColumnName, type SyncState } from "./record-codec";
import type { Transaction } from "./transaction";

export type ShopTable = typeof shopVehicles | typeof shopServices | typeof shopVehicleCustomFields | typeof shopServiceCustomFields;
type ShopRow = ShopTable["$inferSelect"];

/**
 * A stored record as a pull hands it out: its data and the sync state a device keeps, with the
 * name of whoever changed it last (the field versions and clients stay on the server).
 */
export interface RecordChange extends Pick<StoredRecord, "id" | "version" | "data" | "savedAt" | "deletedAt" | "deletedBy" | "updatedBy"> {
  updatedByName: string | null;
}

const SYNC_COLUMNS = new Set<string>(SYNC_COLUMN_NAMES);
const PULLED_SYNC_COLUMNS = new Set<string>(["id", "version", "savedAt", "deletedAt", "deletedBy", "updatedBy"] satisfies SyncColumnName[]);
/** The columns a pull reads of a row: the record's own and the sync columns of a RecordChange. */
const pulledColumn = (key: string) => !SYNC_COLUMNS.has(key) || PULLED_SYNC_COLUMNS.has(key);

/** One collection's table, seen as records. */
export interface RecordStore {
  /**
   * The stored shape of a record from data a device sent: parsed by the collection's schema and
   * put through the columns, so it is exactly what a pull will hand out. Throws
   * InvalidMutationError for data the schema or the columns refuse.
   */
  normalize(raw: Record<string, unknown>): Record<string, unknown>;
  /** Reads a record and locks its row until the transaction ends. */
  lock(tx: Transaction, id: string): Promise<StoredRecord | null>;
  /** Writes a record whole (inserting it when new). */
  save(tx: Transaction, record: StoredRecord): Promise<void>;
  /** Gives a record a new version without changing it, so every device's next pull carries it again. */
  touch(tx: Transaction, id: string, version: number): Promise<void>;
  /** The collection's table. */
  table: ShopTable;
  /** The columns of a row a pull hands out, as one JSON object (changeFromJson reads it). */
  pulledJson: SQL;
  /** A record as a pull reads it: its row as pulledJson prints it, and the name of whoever changed it last. */
  changeFromJson(row: Record<string, unknown>, updatedByName: string | null): RecordChange;
}

interface RecordShape<T extends ShopTable, R extends { id: string }> {
  table: T;
  schema: z.ZodType<R>;
  toColumns: (record: R) => DataColumns<T["$inferSelect"]>;
  fromColumns: (row: DataColumns<T["$inferSelect"]> & { id: string }) => R;
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The record is not valid.";
  return issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

function syncStateOf(row: SyncState): SyncState {
  const { version, fieldVersions, fieldClients, deletedAt, deletedBy, createdBy, updatedBy, updatedAt, savedAt } = row;
  return { version, fieldVersions, fieldClients, deletedAt, deletedBy, createdBy, updatedBy, updatedAt, savedAt };
}

/**
 * The shape pairs a table with its own conversions, which the type checks where each store is
 * made. Inside, the table is one of the four and its rows go to those conversions as they are.
 */
export function createRecordStore<T extends ShopTable, R extends { id: string }>(shape: RecordShape<T, R>): RecordStore {
  const table: ShopTable = shape.table;
  const { schema } = shape;
  const fromColumns = shape.fromColumns as unknown as (row: ShopRow) => R;
  const toColumns = shape.toColumns as unknown as (record: R) => Omit<ShopRow, keyof SyncState | "id">;
  const toStored = (row: ShopRow): StoredRecord => ({ id: row.id, ...syncStateOf(row), data: fromColumns(row) });
  const pulled = jsonRowOf(table, pulledColumn);
  const parse = (raw: Record<string, unknown>): R => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new InvalidMutationError(firstIssue(parsed.error));
    return parsed.data;
  };
  return {
    normalize(raw) {
      const record = parse(raw);
      return fromColumns({ id: record.id, ...toColumns(record) } as ShopRow);
    },
    async lock(tx, id) {
      const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
      return row ? toStored(row) : null;
    },
    async save(tx, record) {
      const { id, data, ...state } = record;
      const values = { id, ...syncStateOf(state), ...toColumns(parse(data)) };
      await tx.insert(table).values(values).onConflictDoUpdate({ target: table.id, set: values });
    },
    async touch(tx, id, version) {
      await tx.update(table).set({ version }).where(eq(table.id, id));
    },
    table,
    pulledJson: pulled.json,
    changeFromJson(json, updatedByName) {
      const row = pulled.read(json) as ShopRow;
      const { id, version, savedAt, deletedAt, deletedBy, updatedBy } = row;
      return { id, version, data: fromColumns(row), savedAt, deletedAt, deletedBy, updatedBy, updatedByName };
    },
  };
}
