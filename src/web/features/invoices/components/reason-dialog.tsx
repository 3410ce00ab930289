import { useState, type FormEvent, type ReactNode } from "react";
import { voidInvoiceInputSchema } from "@/shared/schemas/invoices";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { TextField } from "@/web/components/form/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";

interface ReasonDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves true when done (the dialog closes), false when refused (it stays open, the reason kept). */
  onConfirm: (reason: string) => Promise<boolean>;
}

/** A dialog asking why, with a required Reason: voiding an invoice and reversing a payment. Mount it when it opens. */
export function ReasonDialog({ title, description, confirmLabel, pending, open, onOpenChange, onConfirm }: ReasonDialogProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Voiding and reversing share one reason rule.
    const parsed = voidInvoiceInputSchema.safeParse({ reason });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success && (await onConfirm(parsed.data.reason))) onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <TextField label="Reason" required value={reason} error={error} onChange={(event) => setReason(event.target.value)} />
          <FormDialogFooter pending={pending} pendingLabel={`${confirmLabel} in progress`}>
            {confirmLabel}
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
