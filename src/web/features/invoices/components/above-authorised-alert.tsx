import { aboveAuthorisedMessage } from "@/shared/money/invoice-amounts";
import { useFormatCents } from "@/web/lib/use-format-cents";
import type { AboveAuthorised } from "../utils/above-authorised";

/**
 * Finalizing was refused: the invoice bills more than the customer approved. Both amounts in this
 * browser's currency, and the two ways on: the customer approves the higher amount, or the
 * invoice comes down to the approved one.
 */
export function AboveAuthorisedAlert({ refusal }: { refusal: AboveAuthorised }) {
  const formatCents = useFormatCents();
  return (
    <div role="alert" className="grid gap-1 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm">
      <p className="font-medium text-destructive">{aboveAuthorisedMessage(refusal.invoiceTotalCents, refusal.authorisedTotalCents, formatCents)}</p>
      <p>
        To bill more, get a new approval: send the job card&apos;s estimate again with Send for Approval, or, if the customer agreed by
        phone or in person, use Record Approval on the estimate. Otherwise lower this draft to the approved total.
      </p>
    </div>
  );
}
