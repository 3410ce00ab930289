import type { Database } from "../db/database";

/** A transaction of the one database interface. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
