import type { Database } from "./database";

/**
 * A value built once per database handle on first use: for prepared statements, which drizzle
 * would otherwise build into SQL again on every request. A transaction is a handle of its own, so
 * a statement run inside one is built for it and runs on its connection.
 */
export function perDatabase<Value>(build: (db: Database) => Value): (db: Database) => Value {
  const built = new WeakMap<Database, Value>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
