import { and, eq, gte, lt } from "drizzle-orm";
import { averageCents, shareBasisPoints } from "../../shared/money/inspection-report";
import type { InspectionReport, InspectionReportFigures, InspectionReportQuery } from "../../shared/schemas/inspection-report";
import type { Database } from "../db/database";
import { inspections, invoices, jobCards, profiles } from "../db/schema";
import { findingsByCard, type CardFindings } from "./inspection-findings-value";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The sums a line of the report is made from; its shares and averages come from them once. */
interface Tally extends CardFindings {
  repairOrders: number;
  inspectedRepairOrders: number;
  invoicedWithCents: number;
  invoicedWithInspection: number;
  invoicedWithoutCents: number;
  invoicedWithoutInspection: number;
}

const emptyTally = (): Tally => ({
  repairOrders: 0,
  inspectedRepairOrders: 0,
  needsAttentionItems: 0,
  urgentItems: 0,
  recommendedCents: 0,
  approvedCents: 0,
  invoicedWithCents: 0,
  invoicedWithInspection: 0,
  invoicedWithoutCents: 0,
  invoicedWithoutInspection: 0,
});

function add(into: Tally, from: Tally): void {
  for (const key of Object.keys(into) as (keyof Tally)[]) into[key] += from[key];
}

function figures(tally: Tally): InspectionReportFigures {
  return {
    repairOrders: tally.repairOrders,
    inspectedRepairOrders: tally.inspectedRepairOrders,
    inspectedShareBp: shareBasisPoints(tally.inspectedRepairOrders, tally.repairOrders),
    needsAttentionItems: tally.needsAttentionItems,
    urgentItems: tally.urgentItems,
    recommendedCents: tally.recommendedCents,
    approvedCents: tally.approvedCents,
    approvalRateBp: shareBasisPoints(tally.approvedCents, tally.recommendedCents),
    averageWithInspectionCents: averageCents(tally.invoicedWithCents, tally.invoicedWithInspection),
    invoicedWithInspection: tally.invoicedWithInspection,
    averageWithoutInspectionCents: averageCents(tally.invoicedWithoutCents, tally.invoicedWithoutInspection),
    invoicedWithoutInspection: tally.invoicedWithoutInspection,
  };
}

/**
 * The Inspection Report over the repair orders opened from `from` to `to`, both days included
 * (UTC days, as the server keeps times), each credited to its assigned technician (the one who
 * answers for the card, whoever completed its inspection). An inspection counts once completed.
 * A repair order's value is its finalized invoice's total (a draft is no bill yet; a void one was
 * taken back); one not yet invoiced is left out of the averages. Rows are per technician by name,
 * unassigned repair orders last; the total is computed from the summed figures, never averaged.
 */
export async function inspectionReport(db: Database, query: InspectionReportQuery): Promise<InspectionReport> {
  const start = new Date(`${query.from}T00:00:00.000Z`);
  const end = new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS);
  const cards = and(
    gte(jobCards.createdAt, start),
    lt(jobCards.createdAt, end),
    query.technicianId === undefined ? undefined : eq(jobCards.assignedTechnicianId, query.technicianId),
  );
  const [cardRows, findings] = await Promise.all([
    db
      .select({
        id: jobCards.id,
        technicianId: jobCards.assignedTechnicianId,
        name: profiles.name,
        email: profiles.email,
        inspectionStatus: inspections.status,
        invoicedCents: invoices.totalCents,
      })
      .from(jobCards)
      .leftJoin(profiles, eq(profiles.userId, jobCards.assignedTechnicianId))
      .leftJoin(inspections, eq(inspections.jobCardId, jobCards.id))
      .leftJoin(invoices, and(eq(invoices.jobCardId, jobCards.id), eq(invoices.state, "finalized")))
      .where(cards),
    findingsByCard(db, cards),
  ]);

  const lines = new Map<string, { technicianId: string | null; technician: { name: string; email: string } | null; tally: Tally }>();
  for (const card of cardRows) {
    const key = card.technicianId ?? "";
    let line = lines.get(key);
    if (!line) {
      const technician = card.technicianId !== null && card.name !== null && card.email !== null ? { name: card.name, email: card.email } : null;
      line = { technicianId: card.technicianId, technician, tally: emptyTally() };
      lines.set(key, line);
    }
    const inspected = card.inspectionStatus === "Completed";
    const tally: Tally = { ...emptyTally(), ...(inspected ? findings.get(card.id) : undefined), repairOrders: 1, inspectedRepairOrders: inspected ? 1 : 0 };
    if (card.invoicedCents !== null) {
      if (inspected) {
        tally.invoicedWithCents = card.invoicedCents;
        tally.invoicedWithInspection = 1;
      } else {
        tally.invoicedWithoutCents = card.invoicedCents;
        tally.invoicedWithoutInspection = 1;
      }
    }
    add(line.tally, tally);
  }

  const ordered = [...lines.values()].sort((a, b) => {
    if (a.technicianId === null || b.technicianId === null) return a.technicianId === null ? 1 : -1;
    return (a.technician?.name ?? "").localeCompare(b.technician?.name ?? "") || (a.technician?.email ?? "").localeCompare(b.technician?.email ?? "");
  });
  const total = emptyTally();
  for (const line of ordered) add(total, line.tally);
  return {
    from: query.from,
    to: query.to,
    technicianId: query.technicianId ?? null,
    rows: ordered.map((line) => ({ technicianId: line.technicianId, technician: line.technician, ...figures(line.tally) })),
    total: figures(total),
  };
}
