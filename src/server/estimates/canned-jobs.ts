import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { MAX_CANNED_JOBS } from "../../shared/constants/estimates";
import type { CannedJob, cannedJobInputSchema } from "../../shared/schemas/estimates";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { cannedJobs, profiles } from "../db/schema";
import { ApiError } from "../http/api-error";

export const CANNED_JOB_NOT_FOUND = "No such canned job. It may have been deleted.";

function selectCannedJobs(db: Database) {
  return db
    .select({ row: cannedJobs, name: profiles.name, email: profiles.email })
    .from(cannedJobs)
    .leftJoin(profiles, eq(profiles.userId, cannedJobs.createdBy));
}

function toCannedJob(entry: Awaited<ReturnType<typeof selectCannedJobs>>[number]): CannedJob {
  const { row } = entry;
  return {
    id: row.id,
    name: row.name,
    lines: row.lines,
    createdAt: row.createdAt.toISOString(),
    createdBy: entry.name === null || entry.email === null ? null : { name: entry.name, email: entry.email },
  };
}

/** Newest first, sorted by name on screen. */
export async function listCannedJobs(db: Database): Promise<CannedJob[]> {
  const rows = await selectCannedJobs(db).orderBy(desc(cannedJobs.createdAt)).limit(MAX_CANNED_JOBS);
  return rows.map(toCannedJob);
}

export async function createCannedJob(db: Database, userId: string, input: z.output<typeof cannedJobInputSchema>): Promise<CannedJob> {
  if ((await db.$count(cannedJobs)) >= MAX_CANNED_JOBS) throw new ApiError("conflict", `The shop keeps at most ${MAX_CANNED_JOBS} canned jobs; delete one first.`);
  const [row] = await db.insert(cannedJobs).values({ name: input.name, lines: input.lines, createdBy: userId }).returning({ id: cannedJobs.id });
  const [entry] = await selectCannedJobs(db).where(eq(cannedJobs.id, row!.id));
  return toCannedJob(entry!);
}

export async function deleteCannedJob(db: Database, cannedJobId: string): Promise<void> {
  if (!isUuid(cannedJobId)) throw new ApiError("not_found", CANNED_JOB_NOT_FOUND);
  const deleted = await db.delete(cannedJobs).where(eq(cannedJobs.id, cannedJobId)).returning({ id: cannedJobs.id });
  if (deleted.length === 0) throw new ApiError("not_found", CANNED_JOB_NOT_FOUND);
}

/** A canned job's name and lines, or null when there is none by that id (deleted since, say). */
export async function findCannedJob(db: Database, cannedJobId: string): Promise<Pick<CannedJob, "name" | "lines"> | null> {
  if (!isUuid(cannedJobId)) return null;
  const [row] = await db.select({ name: cannedJobs.name, lines: cannedJobs.lines }).from(cannedJobs).where(eq(cannedJobs.id, cannedJobId));
  return row ?? null;
}
