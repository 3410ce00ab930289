import type { Payment } from "@/shared/schemas/invoices";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useFormatCents } from "@/web/lib/use-format-cents";

interface PaymentsTableProps {
  payments: readonly Payment[];
  /** Reverse a payment that stands (Admin and Manager); without it there is no Reverse button. */
  onReverse?: (payment: Payment) => void;
}

/** The invoice's payments, oldest first; a reversed one stays listed, marked Reversed with its reason. */
export function PaymentsTable({ payments, onReverse }: PaymentsTableProps) {
  const formatCents = useFormatCents();
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">No payments recorded.</p>;
  return (
    <Table aria-label="Payments">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Method</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Note</TableHead>
          <TableHead>Recorded by</TableHead>
          {onReverse ? <TableHead className="print:hidden">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {payments.map((payment) => {
          const reversed = payment.reversedAt !== null;
          return (
            <TableRow key={payment.id} className="break-inside-avoid">
              <TableCell className="tabular-nums">{payment.paidOn}</TableCell>
              <TableCell>{payment.method}</TableCell>
              <TableCell className={reversed ? "text-right tabular-nums line-through" : "text-right tabular-nums"}>{formatCents(payment.amountCents)}</TableCell>
              <TableCell className="min-w-32 whitespace-normal break-words">
                {payment.note}
                {reversed ? (
                  <span className="mt-1 block">
                    <Badge variant="red">Reversed</Badge> {payment.reversalReason}
                  </span>
                ) : null}
              </TableCell>
              <TableCell>{payment.recordedBy?.name ?? ""}</TableCell>
              {onReverse ? (
                <TableCell className="print:hidden">
                  {reversed ? null : (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={`Reverse payment of ${formatCents(payment.amountCents)} on ${payment.paidOn}`}
                      onClick={() => onReverse(payment)}
                    >
                      Reverse
                    </Button>
                  )}
                </TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
