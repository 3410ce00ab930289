import { inArray } from "drizzle-orm";
import type { InspectionTemplateInput } from "../../shared/schemas/inspection-templates";
import type { Database } from "../db/database";
import { cannedJobs } from "../db/schema";
import { ApiError } from "../http/api-error";

export const NO_SUCH_CANNED_JOB = "That canned job no longer exists. Choose another or None.";

/**
 * Every suggested canned job must be one the shop has: a 400 on each item's field that names
 * another, so the form shows it under the item. (A canned job deleted later leaves the id in
 * place; whoever uses the template then finds no canned job and treats it as none.)
 */
export async function assertSuggestedCannedJobsExist(db: Database, sections: InspectionTemplateInput["sections"]): Promise<void> {
  const named = sections.flatMap((section, sectionIndex) =>
    section.items.flatMap((item, itemIndex) =>
      item.suggestedCannedJobId ? [{ id: item.suggestedCannedJobId, field: `sections.${sectionIndex}.items.${itemIndex}.suggestedCannedJobId` }] : [],
    ),
  );
  if (named.length === 0) return;
  const ids = [...new Set(named.map((entry) => entry.id))];
  const found = new Set((await db.select({ id: cannedJobs.id }).from(cannedJobs).where(inArray(cannedJobs.id, ids))).map((row) => row.id));
  const missing = named.filter((entry) => !found.has(entry.id));
  if (missing.length === 0) return;
  const fields = Object.fromEntries(missing.map((entry) => [entry.field, [NO_SUCH_CANNED_JOB]]));
  throw new ApiError("validation_failed", `Please correct: ${Object.keys(fields).join(", ")}.`, { fields });
}
