import type { Role } from "../../shared/auth/roles";
import type { EstimateWork } from "../../shared/schemas/estimates";
import { estimateTotals } from "../../shared/money/estimate-totals";
import type { Database } from "../db/database";
import { ApiError } from "../http/api-error";
import { loadEstimateRecords } from "./estimate-records";
import { jobState, standingDecisions } from "./job-decisions";

export const NOT_ASSIGNED_MESSAGE = "You can see the work only on job cards assigned to you.";

/**
 * The approved jobs with their labor lines (what to do, how long) and parts (what to fit, how
 * many), built field by field so no money can slip in. A Service Technician sees it only on cards assigned to them.
 */
export async function readEstimateWork(db: Database, jobCardId: string, viewer: { userId: string; role: Role }): Promise<EstimateWork> {
  const records = await loadEstimateRecords(db, jobCardId);
  if (viewer.role === "Service Technician" && records.card.assignedTechnicianId !== viewer.userId) {
    throw new ApiError("forbidden", NOT_ASSIGNED_MESSAGE);
  }
  const jobs = records.estimate?.jobs ?? [];
  const standing = standingDecisions(records.decisions);
  const noTax = { taxRateBp: 0, taxLabor: false, taxParts: false, taxFees: false };
  const totals = estimateTotals({ jobs, discountCents: 0 }, noTax);
  const work: EstimateWork["jobs"] = [];
  jobs.forEach((job, index) => {
    const state = jobState(standing.get(job.id), totals.jobs[index]?.totalCents ?? 0);
    if (state !== "Approved" && state !== "Needs Re-approval") return;
    const lines = job.lines.flatMap((line) => (line.kind === "labor" ? [{ id: line.id, description: line.description, hoursTenths: line.hoursTenths }] : []));
    const parts = job.lines.flatMap((line) =>
      line.kind === "part" ? [{ id: line.id, name: line.partName, partNumber: line.partNumber, quantityHundredths: line.quantityHundredths }] : [],
    );
    work.push({ id: job.id, name: job.name, state, fromInspectionItem: records.findings.get(job.id) ?? null, lines, parts });
  });
  return { jobCardId: records.card.id, jobs: work };
}
