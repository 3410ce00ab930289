import { asc } from "drizzle-orm";
import type { Technician } from "../../shared/schemas/technician-responses";
import type { Database } from "../db/database";
import { serviceTechnicians } from "../db/schema";

/** The technician choices, ordered by name (then e-mail, so equal names keep an order). */
export async function listTechnicians(db: Database): Promise<Technician[]> {
  return db
    .select()
    .from(serviceTechnicians)
    .orderBy(asc(serviceTechnicians.name), asc(serviceTechnicians.email));
}

