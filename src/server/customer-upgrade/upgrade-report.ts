import { eq } from "drizzle-orm";
import { customerUpgradeReportSchema, type CustomerUpgradeReport } from "../../shared/schemas/customers";
import type { Database } from "../db/database";
import { instanceSettings } from "../db/schema";

/** The instance_settings key of the stored report; its presence says the upgrade has run. */
export const UPGRADE_REPORT_KEY = "customer_upgrade_report";

/** Before the upgrade has run (ranAt null): nothing matched, nothing left. */
export const NO_UPGRADE_REPORT: CustomerUpgradeReport = {
  ranAt: null,
  created: 0,
  linked: { vehicles: 0, tickets: 0, jobCards: 0, invoices: 0 },
  matchedOn: { email: 0, phone: 0, name: 0 },
  left: [],
  possibleDuplicates: [],
  vinsSkipped: [],
};

/** The stored report, or null when the upgrade has not run on this database. */
export async function readUpgradeReport(db: Database): Promise<CustomerUpgradeReport | null> {
  const [row] = await db.select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.key, UPGRADE_REPORT_KEY));
  return row ? customerUpgradeReportSchema.parse(JSON.parse(row.value)) : null;
}
