import { Spinner } from "@/web/components/ui/spinner";
import { useEstimateWork } from "../api/get-estimate-work";
import { TechnicianWork } from "./technician-work";

/** The approved jobs and their labor without money: the repair order's Work. */
export function ApprovedWork({ jobCardId }: { jobCardId: string }) {
  const query = useEstimateWork(jobCardId);
  if (!query.data) return <Loading error={query.error} label="Loading approved work" />;
  return <TechnicianWork work={query.data.work} />;
}

export function Loading({ error, label }: { error: Error | null; label: string }) {
  return error ? <p className="text-sm text-muted-foreground">{error.message}</p> : <Spinner aria-label={label} />;
}
