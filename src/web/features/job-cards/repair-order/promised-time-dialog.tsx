import { useState, type FormEvent } from "react";
import { ClockIcon } from "lucide-react";
import { toast } from "sonner";
import { jobCardPromisedSchema } from "@/shared/schemas/job-card-form";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-error";
import { formatDateTime } from "@/web/lib/format-date-time";
import { fromLocalInput, toLocalInput } from "@/web/lib/local-date-time";
import { useUpdateJobCardPromised } from "../api/update-job-card-promised";
import { DialogForm } from "../components/dialog-form";

/** The "Change promised time" button and its dialog; the form mounts afresh each time it opens. */
export function PromisedTimeButton({ card }: { card: JobCard }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <ClockIcon aria-hidden="true" />
        Change promised time
      </Button>
      <DialogContent>{open ? <PromisedTimeForm card={card} onDone={() => setOpen(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

/**
 * Sets the time in the reader's own clock, sent as UTC with the card's updatedAt, so a change made
 * to a card someone else has since changed is refused (409): its message stays in the dialog while
 * the page shows the card as stored now, and Save then sends against that.
 */
function PromisedTimeForm({ card, onDone }: { card: JobCard; onDone: () => void }) {
  const update = useUpdateJobCardPromised();
  const [value, setValue] = useState(card.promisedAt ? toLocalInput(new Date(card.promisedAt)) : "");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  async function send(promisedAt: string | null) {
    const parsed = jobCardPromisedSchema.safeParse({ promisedAt, updatedAt: card.updatedAt });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setFailure(undefined);
    try {
      const { jobCard } = await update.mutateAsync({ jobCardId: card.id, input: { promisedAt: parsed.data.promisedAt, updatedAt: card.updatedAt } });
      toast.success(jobCard.promisedAt ? "Promised Time Saved" : "Promised Time Cleared");
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    // The field holds the reader's local time; the server gets the moment in UTC.
    void send(value === "" ? null : fromLocalInput(value) || value);
  }

  return (
    <DialogForm
      title="Change Promised Time"
      description={
        <>
          {card.promisedAt ? `Promised now: ${formatDateTime(card.promisedAt)}.` : "No time has been promised yet."} When the customer was told the car
          would be ready.
        </>
      }
      onSubmit={save}
      failure={failure}
      pending={update.isPending}
      savingLabel="Saving promised time"
      extraActions={
        <Button type="button" variant="outline" disabled={update.isPending || !card.promisedAt} onClick={() => void send(null)}>
          Clear
        </Button>
      }
    >
      <TextField label="Promised Time" type="datetime-local" value={value} error={fieldError} onChange={(event) => setValue(event.target.value)} />
    </DialogForm>
  );
}
