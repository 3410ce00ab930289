import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { CustomerUpgradeReport } from "../../shared/schemas/customers";
import type { DatabaseHandle } from "../db/database";
import { instanceSettings } from "../db/schema";
import { applyUpgradePlan } from "./apply-upgrade-plan";
import { planCustomerUpgrade, type UpgradePlan } from "./plan-customer-upgrade";
import { readUpgradeSources } from "./read-upgrade-sources";
import { readUpgradeReport, UPGRADE_REPORT_KEY } from "./upgrade-report";

/**
 * Instances starting together on one PostgreSQL database take the upgrade under this advisory
 * lock (as scheduled backups do theirs): the first runs it, the others wait, then find its report.
 */
export const CUSTOMER_UPGRADE_LOCK_KEY = 724_301_119;

function reportOf(plan: UpgradePlan, ranAt: Date): CustomerUpgradeReport {
  const linked = (kind: UpgradePlan["links"][number]["kind"]) => plan.links.filter((link) => link.kind === kind).length;
  const matched = (on: "email" | "phone" | "name") => plan.links.filter((link) => link.matchedOn === on).length;
  return {
    ranAt: ranAt.toISOString(),
    created: plan.customers.filter((customer) => customer.isNew).length,
    linked: {
      vehicles: linked("vehicle") - plan.vinsSkipped.filter((skipped) => skipped.kind === "vehicle").length,
      tickets: linked("ticket"),
      jobCards: linked("job-card"),
      invoices: linked("invoice"),
    },
    matchedOn: { email: matched("email"), phone: matched("phone"), name: matched("name") },
    left: plan.left,
    possibleDuplicates: plan.possibleDuplicates,
    vinsSkipped: plan.vinsSkipped,
  };
}

/**
 * Turns free-text customers into customer records, once per database: run at start after the
 * migrations. One transaction reads, plans, writes and stores the report, whose presence marks
 * the upgrade done; a failure leaves nothing half done and is tried again at the next start.
 * Returns the report and whether this call ran it.
 */
export async function runCustomerUpgrade(database: DatabaseHandle, logger: Logger): Promise<{ ran: boolean; report: CustomerUpgradeReport }> {
  return database.db.transaction(async (tx) => {
    // Waits for an instance already running it, so no instance serves before the records are linked.
    await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_UPGRADE_LOCK_KEY})`);
    const done = await readUpgradeReport(tx);
    if (done) return { ran: false, report: done };
    const sources = await readUpgradeSources(tx);
    const plan = planCustomerUpgrade(sources.customers, sources.vins, sources.records, randomUUID);
    await applyUpgradePlan(tx, plan);
    const report = reportOf(plan, new Date());
    await tx.insert(instanceSettings).values({ key: UPGRADE_REPORT_KEY, value: JSON.stringify(report) });
    logger.info(
      { created: report.created, linked: report.linked, left: report.left.length, possibleDuplicates: report.possibleDuplicates.length },
      "free-text customers turned into customer records",
    );
    return { ran: true, report };
  });
}
