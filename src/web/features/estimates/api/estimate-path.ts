/** The path of a job card's estimate, or of one of its actions. */
export function estimatePath(jobCardId: string, action = ""): `/api/${string}` {
  return `/api/job-cards/${encodeURIComponent(jobCardId)}/estimate${action}`;
}
