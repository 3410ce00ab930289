import { useId, useState } from "react";
import { PlusIcon } from "lucide-react";
import type { CannedJob } from "@/shared/schemas/estimates";
import { Button } from "@/web/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/web/components/ui/native-select";
import { Label } from "@/web/components/ui/label";
import { useCannedJobs } from "../api/canned-jobs";

/** Add Canned Job: pick one of the shop's saved jobs and insert a copy of it. */
export function AddCannedJobControl({ onAdd }: { onAdd: (canned: CannedJob) => void }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState("");
  const selectId = useId();
  const canned = useCannedJobs({ enabled: open });
  const jobs = canned.data?.cannedJobs ?? [];

  if (!open) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        Add Canned Job
      </Button>
    );
  }
  const chosen = jobs.find((job) => job.id === choice);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <Label htmlFor={selectId}>Canned Job</Label>
        <NativeSelect id={selectId} wrapperClassName="w-56" value={choice} onChange={(event) => setChoice(event.target.value)}>
          <NativeSelectOption value="">{canned.isPending ? "Loading..." : jobs.length ? "Choose a canned job" : "No canned jobs yet"}</NativeSelectOption>
          {jobs.map((job) => (
            <NativeSelectOption key={job.id} value={job.id}>
              {job.name}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <Button
        type="button"
        size="sm"
        disabled={!chosen}
        onClick={() => {
          if (chosen) onAdd(chosen);
          setChoice("");
          setOpen(false);
        }}
      >
        Add Canned Job
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
        Cancel
      </Button>
    </div>
  );
}
