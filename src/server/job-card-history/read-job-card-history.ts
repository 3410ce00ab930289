import { asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Role } from "../../shared/auth/roles";
import { formatCents } from "../../shared/format/money";
import type { JobCardHistory, JobCardHistoryEvent } from "../../shared/schemas/job-card-history";
import type { PersonRef } from "../../shared/schemas/person-ref";
import type { Database } from "../db/database";
import { invoicePayments, invoices, jobCardEvents, jobCards, profiles } from "../db/schema";
import { loadEstimateRecords } from "../estimates/estimate-records";
import { listJobCardPhotos } from "../job-card-photos/job-card-photos";
import { inspectionEventText } from "./inspection-event-text";
import type { LoggedTimeEntry } from "./job-card-event-kinds";

const createdBy = alias(profiles, "created_by_person");
const finalizer = alias(profiles, "finalizer");
const voider = alias(profiles, "voider");
const recorder = alias(profiles, "recorder");
const reverser = alias(profiles, "reverser");

function person(name: string | null, email: string | null): PersonRef | null {
  return name === null || email === null ? null : { name, email };
}

/** An ISO time as History's text writes it, to the minute: "2026-06-30 14:05" (UTC). */
const minuteText = (iso: string) => iso.replace("T", " ").slice(0, 16);

function clockSpan(entry: LoggedTimeEntry): string {
  return `${entry.technicianName} on ${entry.jobName}, ${minuteText(entry.startedAt)} to ${entry.stoppedAt ? minuteText(entry.stoppedAt) : "running"} UTC`;
}

/**
 * A repair order's History, oldest first, composed from the records that hold each fact (the
 * card, estimate versions and decisions, invoices and payments) and the event log for what no
 * record keeps (status changes; promised times set or cleared; additions, edits and deletions of
 * time entries with their reason; the inspection started, completed and reopened, findings added
 * to the estimate),
 * and each photo still on the card.
 * A Service Technician never sees a price, so their text names no amount.
 */
export async function readJobCardHistory(db: Database, viewer: { role: Role }, jobCardId: string): Promise<JobCardHistory> {
  const money = viewer.role !== "Service Technician";
  const records = await loadEstimateRecords(db, jobCardId);
  const cardId = records.card.id;
  const events: (JobCardHistoryEvent & { order: number })[] = [];
  const add = (event: JobCardHistoryEvent) => events.push({ ...event, order: events.length });

  const [[card], logged, cardInvoices] = await Promise.all([
    db
      .select({ createdAt: jobCards.createdAt, name: createdBy.name, email: createdBy.email })
      .from(jobCards)
      .leftJoin(createdBy, eq(createdBy.userId, jobCards.createdBy))
      .where(eq(jobCards.id, cardId)),
    db
      .select({ event: jobCardEvents, name: profiles.name, email: profiles.email })
      .from(jobCardEvents)
      .leftJoin(profiles, eq(profiles.userId, jobCardEvents.by))
      .where(eq(jobCardEvents.jobCardId, cardId))
      .orderBy(asc(jobCardEvents.at), asc(jobCardEvents.id)),
    db
      .select({
        invoice: invoices,
        creatorName: createdBy.name,
        creatorEmail: createdBy.email,
        finalizerName: finalizer.name,
        finalizerEmail: finalizer.email,
        voiderName: voider.name,
        voiderEmail: voider.email,
      })
      .from(invoices)
      .leftJoin(createdBy, eq(createdBy.userId, invoices.createdBy))
      .leftJoin(finalizer, eq(finalizer.userId, invoices.finalizedBy))
      .leftJoin(voider, eq(voider.userId, invoices.voidedBy))
      .where(eq(invoices.jobCardId, cardId))
      .orderBy(asc(invoices.createdAt)),
  ]);

  if (card) add({ at: card.createdAt.toISOString(), kind: "status", text: "Job card created", by: person(card.name, card.email) });

  const senders = new Map<string, PersonRef | null>();
  if (records.versions.length > 0) {
    const sentBy = records.versions.flatMap((version) => (version.sentBy ? [version.sentBy] : []));
    const people = sentBy.length > 0 ? await db.select({ userId: profiles.userId, name: profiles.name, email: profiles.email }).from(profiles).where(inArray(profiles.userId, sentBy)) : [];
    for (const found of people) senders.set(found.userId, { name: found.name, email: found.email });
  }
  const versionById = new Map(records.versions.map((version) => [version.id, version]));
  for (const version of records.versions) {
    const total = money ? `, total ${formatCents(version.content.totals.totalCents, version.content.currencySymbol)}` : "";
    add({ at: version.sentAt.toISOString(), kind: "estimate", text: `Estimate version ${version.version} sent${total}`, by: version.sentBy ? (senders.get(version.sentBy) ?? null) : null });
  }
  for (const decision of records.decisions) {
    const version = versionById.get(decision.versionId);
    const jobName = version?.content.jobs.find((job) => job.id === decision.jobId)?.name ?? decision.jobId;
    const amount = money && decision.decision === "approved" ? ` (${formatCents(decision.jobTotalCents, version?.content.currencySymbol)})` : "";
    add({
      at: decision.decidedAt.toISOString(),
      kind: "approval",
      text: `${jobName} ${decision.decision}${amount} by ${decision.signerName}, ${decision.method}, estimate version ${version?.version ?? "?"}`,
      by: person(decision.recorderName, decision.recorderEmail),
    });
  }

  for (const row of cardInvoices) {
    const { invoice } = row;
    const name = invoice.numberText ? `Invoice ${invoice.numberText}` : "Invoice";
    add({ at: invoice.createdAt.toISOString(), kind: "invoice", text: "Invoice draft created", by: person(row.creatorName, row.creatorEmail) });
    if (invoice.finalizedAt) {
      const total = money ? `, total ${formatCents(invoice.totalCents)}` : "";
      add({ at: invoice.finalizedAt.toISOString(), kind: "invoice", text: `${name} finalized${total}`, by: person(row.finalizerName, row.finalizerEmail) });
    }
    if (invoice.voidedAt) {
      add({ at: invoice.voidedAt.toISOString(), kind: "invoice", text: `${name} voided: ${invoice.voidReason ?? ""}`, by: person(row.voiderName, row.voiderEmail) });
    }
  }
  const invoiceIds = cardInvoices.map((row) => row.invoice.id);
  if (invoiceIds.length > 0) {
    const numbers = new Map(cardInvoices.map((row) => [row.invoice.id, row.invoice.numberText ?? ""]));
    const payments = await db
      .select({ payment: invoicePayments, recorderName: recorder.name, recorderEmail: recorder.email, reverserName: reverser.name, reverserEmail: reverser.email })
      .from(invoicePayments)
      .leftJoin(recorder, eq(recorder.userId, invoicePayments.recordedBy))
      .leftJoin(reverser, eq(reverser.userId, invoicePayments.reversedBy))
      .where(inArray(invoicePayments.invoiceId, invoiceIds))
      .orderBy(asc(invoicePayments.recordedAt));
    for (const { payment, ...who } of payments) {
      const of = money ? `Payment of ${formatCents(payment.amountCents)} (${payment.method})` : "Payment";
      const on = numbers.get(payment.invoiceId) ? ` on invoice ${numbers.get(payment.invoiceId)}` : "";
      add({ at: payment.recordedAt.toISOString(), kind: "payment", text: `${of} recorded${on}`, by: person(who.recorderName, who.recorderEmail) });
      if (payment.reversedAt) {
        add({ at: payment.reversedAt.toISOString(), kind: "payment", text: `${of}${on} reversed: ${payment.reversalReason ?? ""}`, by: person(who.reverserName, who.reverserEmail) });
      }
    }
  }

  for (const { event, name, email } of logged) {
    const by = person(name, email);
    const at = event.at.toISOString();
    if (event.kind === "status") {
      add({ at, kind: "status", text: `Status changed from ${event.fromStatus ?? "none"} to ${event.toStatus ?? "none"}`, by });
    } else if (event.kind === "promised") {
      const promisedAt = event.detail && "promisedAt" in event.detail ? event.detail.promisedAt : null;
      add({ at, kind: "promised", text: promisedAt ? `Promised time set to ${minuteText(promisedAt)} UTC` : "Promised time cleared", by });
    } else if (event.kind === "inspection-started" || event.kind === "inspection-completed" || event.kind === "inspection-reopened" || event.kind === "finding-added") {
      add({ at, kind: "inspection", text: inspectionEventText(event.kind, event.detail), by });
    } else if (event.detail && "entry" in event.detail) {
      const { entry, before } = event.detail;
      const text =
        event.kind === "time-added"
          ? `Time added: ${clockSpan(entry)}`
          : event.kind === "time-edited"
            ? `Time changed: ${before ? `${clockSpan(before)} became ` : ""}${clockSpan(entry)}`
            : `Time deleted: ${clockSpan(entry)}`;
      add({ at, kind: "time", text: `${text}. Reason: ${event.reason ?? ""}`, by });
    }
  }

  // A photo's own row says who added it and when; a deleted photo leaves no line.
  for (const photo of await listJobCardPhotos(db, cardId)) {
    add({ at: photo.takenAt, kind: "photo", text: photo.by ? `Photo added by ${photo.by.name}` : "Photo added", by: photo.by });
  }

  events.sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order);
  return { events: events.map(({ order: _order, ...event }) => event) };
}
