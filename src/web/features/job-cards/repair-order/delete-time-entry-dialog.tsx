import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { timeEntryDeleteInputSchema, type TimeEntry } from "@/shared/schemas/time-entries";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { TextField } from "@/web/components/form/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-error";
import { useTimeEntryEdit } from "../api/time-entry-edits";

/** An Admin or Manager deletes a time entry, saying why; the reason is kept in History. Mount it when it opens. */
export function DeleteTimeEntryDialog({ entry, onClose }: { entry: TimeEntry; onClose: () => void }) {
  const remove = useTimeEntryEdit();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = timeEntryDeleteInputSchema.safeParse({ reason });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    try {
      await remove.mutateAsync({ kind: "delete", entryId: entry.id, input: parsed.data });
      toast.success("Time Entry Deleted");
      onClose();
    } catch (failure) {
      toast.error("Error deleting time entry", { description: errorMessage(failure) });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete Time Entry</DialogTitle>
          <DialogDescription>{`${entry.technician.name} on ${entry.jobName}. The reason is kept in History.`}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <TextField label="Reason" required value={reason} error={error} onChange={(event) => setReason(event.target.value)} />
          <FormDialogFooter pending={remove.isPending} pendingLabel="Deleting time entry">
            Delete
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
