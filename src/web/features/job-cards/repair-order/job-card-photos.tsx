/** The job card's photos: the server keeps none per job card yet, so the section says so rather than offer an upload that goes nowhere. */
export function JobCardPhotos() {
  return <p className="text-sm text-muted-foreground">Photos of this job card cannot be kept yet.</p>;
}
