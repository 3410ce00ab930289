/** The path parameter of a job card's estimate routes. */
export function jobCardParam(jobCardId: string) {
  return { param: { jobCardId: encodeURIComponent(jobCardId) } };
}
