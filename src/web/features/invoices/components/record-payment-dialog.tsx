import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { PAYMENT_METHODS, type PaymentMethod } from "@/shared/constants/invoices";
import { paymentInputSchema, type Invoice } from "@/shared/schemas/invoices";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { FormField } from "@/web/components/form/form-field";
import { ScaledDecimalInput } from "@/web/components/form/scaled-decimal-input";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { NativeSelectOption } from "@/web/components/ui/native-select";
import { ApiError, errorMessage } from "@/web/lib/api-error";
import { localDateKey } from "@/web/lib/date-keys";
import { useRecordPayment } from "../api/record-payment";
import { useFormatCents } from "@/web/lib/use-format-cents";
import { MAX_ESTIMATE_TOTAL_CENTS } from "@/shared/constants/estimates";
import { aboveBalanceMessage } from "@/shared/money/invoice-amounts";

interface RecordPaymentDialogProps {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Record Payment: Amount (the balance unless changed), Method, Date (today) and Note. Mount it when it opens. */
export function RecordPaymentDialog({ invoice, open, onOpenChange }: RecordPaymentDialogProps) {
  const record = useRecordPayment(invoice.id);
  const formatCents = useFormatCents();
  const [amountCents, setAmountCents] = useState(invoice.balanceDueCents);
  const [method, setMethod] = useState<PaymentMethod>("Cash");
  const [paidOn, setPaidOn] = useState(() => localDateKey(new Date()));
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = paymentInputSchema.safeParse({ amountCents, method, paidOn, note });
    const fieldErrors: Record<string, string> = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    // The same refusal the server gives, said before the round trip, in this browser's currency.
    if (!fieldErrors.amountCents && amountCents > invoice.balanceDueCents) fieldErrors.amountCents = aboveBalanceMessage(invoice.balanceDueCents, formatCents);
    setErrors(fieldErrors);
    if (!parsed.success || Object.keys(fieldErrors).length > 0) return;
    try {
      await record.mutateAsync(parsed.data);
      toast.success("Payment Recorded");
      onOpenChange(false);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const onFields = Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages?.[0] ?? ""]));
      if (Object.keys(onFields).length > 0) setErrors(onFields);
      else toast.error("Error recording payment", { description: errorMessage(error) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record Payment</DialogTitle>
          <DialogDescription>Balance due: {formatCents(invoice.balanceDueCents)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <FormField label="Amount" error={errors.amountCents}>
            {(control) => <ScaledDecimalInput {...control} decimals={2} max={MAX_ESTIMATE_TOTAL_CENTS} value={amountCents} onValueChange={setAmountCents} />}
          </FormField>
          <SelectField label="Method" value={method} error={errors.method} onChange={(event) => isPaymentMethod(event.target.value) && setMethod(event.target.value)}>
            {PAYMENT_METHODS.map((value) => (
              <NativeSelectOption key={value} value={value}>
                {value}
              </NativeSelectOption>
            ))}
          </SelectField>
          <TextField label="Date" type="date" value={paidOn} error={errors.paidOn} onChange={(event) => setPaidOn(event.target.value)} />
          <TextField label="Note" value={note} error={errors.note} onChange={(event) => setNote(event.target.value)} />
          <FormDialogFooter pending={record.isPending} pendingLabel="Recording payment">
            Record Payment
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
