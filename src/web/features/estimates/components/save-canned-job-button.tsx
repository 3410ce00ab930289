import { toast } from "sonner";
import type { EstimateJob } from "@/shared/schemas/estimates";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { useCreateCannedJob } from "../api/canned-jobs";

/** Save as Canned Job: the job's name and lines, for Add Canned Job on any card. */
export function SaveCannedJobButton({ job }: { job: EstimateJob }) {
  const create = useCreateCannedJob();
  async function save() {
    try {
      await create.mutateAsync({ name: job.name, lines: job.lines });
      toast.success("Canned Job Saved", { description: `${job.name} can now be added to any estimate.` });
    } catch (error) {
      toast.error("Error saving canned job", { description: errorMessage(error) });
    }
  }
  return (
    <Button type="button" variant="ghost" size="sm" disabled={create.isPending || !job.name.trim()} onClick={() => void save()}>
      {create.isPending ? <Spinner aria-label="Saving canned job" /> : null}
      Save as Canned Job
    </Button>
  );
}
