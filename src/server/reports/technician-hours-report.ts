import { and, between, eq, gt, isNull, lt, or } from "drizzle-orm";
import { technicianHoursEfficiency } from "../../shared/money/technician-hours";
import type { TechnicianHoursReport } from "../../shared/schemas/time-entries";
import type { Database } from "../db/database";
import { invoices, jobCards, profiles, serviceTechnicians, timeEntries } from "../db/schema";
import { selectTimeEntries } from "../time-clock/time-entry-read";

const DAY_MS = 24 * 60 * 60 * 1000;

interface Tally {
  name: string;
  email: string;
  clockedSeconds: number;
  billedLaborHoursTenths: number;
}

/**
 * The Technician Hours Report for the days from `from` to `to`, both included (UTC days, as the
 * server keeps times): per technician, the seconds clocked within the period (an entry crossing
 * its edge counts only its part inside; a running one up to now), the labor hours billed on
 * finalized invoices dated in it (a draft is no bill yet, a void one was taken back), credited to
 * the card's assigned technician, and efficiency, billed over clocked. Every active technician is
 * listed, with zeros when they have nothing.
 */
export async function technicianHoursReport(db: Database, from: string, to: string): Promise<TechnicianHoursReport> {
  const now = new Date();
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS);
  const [entries, billed, active] = await Promise.all([
    selectTimeEntries(db, and(lt(timeEntries.startedAt, end), or(isNull(timeEntries.stoppedAt), gt(timeEntries.stoppedAt, start)))),
    db
      .select({ jobs: invoices.jobs, userId: profiles.userId, name: profiles.name, email: profiles.email })
      .from(invoices)
      .innerJoin(jobCards, eq(jobCards.id, invoices.jobCardId))
      .innerJoin(profiles, eq(profiles.userId, jobCards.assignedTechnicianId))
      .where(and(eq(invoices.state, "finalized"), between(invoices.invoiceDate, from, to))),
    db.select().from(serviceTechnicians),
  ]);

  const tallies = new Map<string, Tally>();
  const tallyOf = (userId: string, name: string, email: string): Tally => {
    let tally = tallies.get(userId);
    if (!tally) {
      tally = { name, email, clockedSeconds: 0, billedLaborHoursTenths: 0 };
      tallies.set(userId, tally);
    }
    return tally;
  };
  for (const technician of active) tallyOf(technician.userId, technician.name, technician.email);
  for (const entry of entries) {
    const from = Math.max(entry.startedAt.getTime(), start.getTime());
    const until = Math.min((entry.stoppedAt ?? now).getTime(), end.getTime());
    if (until > from) tallyOf(entry.technicianId, entry.technicianName, entry.technicianEmail).clockedSeconds += Math.floor((until - from) / 1000);
  }
  for (const invoice of billed) {
    const tenths = invoice.jobs.reduce((sum, job) => sum + job.lines.reduce((lines, line) => lines + (line.kind === "labor" ? line.hoursTenths : 0), 0), 0);
    tallyOf(invoice.userId, invoice.name, invoice.email).billedLaborHoursTenths += tenths;
  }

  const rows = [...tallies.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email))
    .map((tally) => ({
      technician: { name: tally.name, email: tally.email },
      clockedSeconds: tally.clockedSeconds,
      billedLaborHoursTenths: tally.billedLaborHoursTenths,
      efficiencyPercent: technicianHoursEfficiency(tally.billedLaborHoursTenths, tally.clockedSeconds),
    }));
  return { rows };
}
