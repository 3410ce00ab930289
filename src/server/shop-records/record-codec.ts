/** The columns every record table has for sync; the rest are the record's own. */
export const SYNC_COLUMN_NAMES = [
  "id",
  "version",
  "fieldVersions",
  "fieldClients",
  "deletedAt",
  "deletedBy",
  "createdBy",
  "updatedBy",
  "updatedAt",
  "savedAt",
] as const;
export type SyncColumnName = (typeof SYNC_COLUMN_NAMES)[number];

/** A record table's own columns (its row without the sync columns). */
export type DataColumns<Row> = Omit<Row, SyncColumnName>;

/** A record's sync state, as its row's sync columns hold it. */
export interface SyncState {
  version: number;
  /** Field path -> the version of its last change. */
  fieldVersions: Record<string, number>;
  /** Field path -> the device whose edit set it last. */
  fieldClients: Record<string, string>;
  deletedAt: Date | null;
  deletedBy: string | null;
  createdBy: string | null;
  updatedBy: string | null;
  /** Server time of the last change. */
  updatedAt: Date;
  /** The record's own save time as the browser set it. */
  savedAt: string | null;
}

/** A stored record: its id, sync state and data in its collection's stored shape (without the save time). */
export interface StoredRecord extends SyncState {
  id: string;
  data: Record<string, unknown>;
}
