import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/database";
import type { UpgradePlan } from "./plan-customer-upgrade";

/** Rows go to PostgreSQL as one JSON parameter a statement, this many at a time. */
const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < rows.length; index += CHUNK) out.push(rows.slice(index, index + CHUNK));
  return out;
}

const NOTES_HEADING = "Written on records before customer records as:";

/** The customer's notes with the texts its details do not show added as one line. */
function notesWith(notes: string, texts: readonly string[] | undefined): string {
  if (!texts || texts.length === 0) return notes;
  const line = `${NOTES_HEADING} ${texts.join("; ")}`;
  return notes.trim() ? `${notes}\n${line}` : line;
}

const TABLE_OF: Record<"ticket" | "job-card" | "invoice", SQL> = {
  ticket: sql.raw(`"service_tickets"`),
  "job-card": sql.raw(`"job_cards"`),
  invoice: sql.raw(`"invoices"`),
};

/**
 * Writes the plan inside the upgrade's transaction: the new customers, notes added to existing
 * ones, each record's customer_id (only where it is still unset; the link triggers then copy the
 * customer's details, and a finalized invoice keeps its frozen parties), and the vehicles. A VIN
 * some customer took meanwhile is left to them (the unique index, DO NOTHING).
 */
export async function applyUpgradePlan(db: Database, plan: UpgradePlan): Promise<void> {
  const created = plan.customers
    .filter((customer) => customer.isNew)
    .map((customer) => ({
      id: customer.id,
      name: customer.name,
      email: customer.email,
      phones: customer.phones.map((number) => ({ kind: "Other", number })),
      preferred_contact: customer.preferredContact,
      notes: notesWith("", plan.notes.get(customer.id)),
    }));
  for (const rows of chunks(created)) {
    await db.execute(sql`
      insert into "customers" ("id", "name", "email", "phones", "preferred_contact", "notes")
      select "id", "name", "email", "phones", "preferred_contact", "notes"
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("id" uuid, "name" text, "email" text, "phones" jsonb, "preferred_contact" text, "notes" text)`);
  }
  for (const customer of plan.customers.filter((candidate) => !candidate.isNew && plan.notes.has(candidate.id))) {
    const line = notesWith("", plan.notes.get(customer.id));
    await db.execute(sql`update "customers" set "notes" = case when btrim("notes") = '' then ${line} else "notes" || chr(10) || ${line} end where "id" = ${customer.id}`);
  }
  for (const kind of ["ticket", "job-card", "invoice"] as const) {
    const links = plan.links.filter((link) => link.kind === kind).map((link) => ({ id: link.id, customer_id: link.customerId }));
    for (const rows of chunks(links)) {
      await db.execute(sql`
        update ${TABLE_OF[kind]} as t set "customer_id" = r."customer_id"
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("id" uuid, "customer_id" uuid)
        where t."id" = r."id" and t."customer_id" is null`);
    }
  }
  for (const rows of chunks(plan.vehicles.map((vehicle) => ({ ...vehicle, customer_id: vehicle.customerId, license_plate: vehicle.licensePlate })))) {
    await db.execute(sql`
      insert into "customer_vehicles" ("customer_id", "vin", "make", "model", "year", "license_plate")
      select "customer_id", "vin", "make", "model", "year", "license_plate"
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r("customer_id" uuid, "vin" text, "make" text, "model" text, "year" integer, "license_plate" text)
      on conflict do nothing`);
  }
}
