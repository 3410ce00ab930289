import { useId, type ReactNode } from "react";
import { MAX_UNIT_AMOUNT_CENTS } from "@/shared/constants/estimates";
import { ScaledDecimalInput } from "@/web/components/form/scaled-decimal-input";
import { Label } from "@/web/components/ui/label";
import { cn } from "@/web/lib/cn";
import { useFormatCents } from "@/web/lib/use-format-cents";

interface InvoiceTotalsListProps {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** A draft shows what the customer approved, the most it can be finalized at. */
  authorisedTotalCents?: number;
  /** A finalized or void invoice shows what was paid and what is owed. */
  paid?: { amountPaidCents: number; balanceDueCents: number };
  /** A draft's discount is edited here. */
  onDiscountChange?: (discountCents: number) => void;
}

const row = "flex items-center justify-between gap-4";

function Row({ term, children, strong, ruled }: { term: ReactNode; children: ReactNode; strong?: boolean; ruled?: boolean }) {
  return (
    <div className={cn(row, strong && "font-semibold", ruled && "border-t pt-2")}>
      <dt>{term}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** Subtotal, Discount, Tax, Total, and on a draft the Authorised Total, or after finalize Amount Paid and Balance Due. */
export function InvoiceTotalsList(props: InvoiceTotalsListProps) {
  const formatCents = useFormatCents();
  const discountId = useId();
  const { onDiscountChange, paid } = props;
  return (
    <dl aria-label="Invoice totals" className="ml-auto grid w-full max-w-xs gap-2 text-sm break-inside-avoid">
      <Row term="Subtotal">{formatCents(props.subtotalCents)}</Row>
      {onDiscountChange ? (
        <div className={row}>
          <dt>
            <Label htmlFor={discountId}>Discount</Label>
          </dt>
          <dd className="w-28">
            <ScaledDecimalInput id={discountId} decimals={2} max={MAX_UNIT_AMOUNT_CENTS} value={props.discountCents} onValueChange={onDiscountChange} className="text-right" />
          </dd>
        </div>
      ) : (
        <Row term="Discount">{formatCents(props.discountCents)}</Row>
      )}
      <Row term="Tax">{formatCents(props.taxCents)}</Row>
      <Row term="Total" strong ruled>
        {formatCents(props.totalCents)}
      </Row>
      {props.authorisedTotalCents === undefined ? null : (
        <Row term="Authorised Total">{formatCents(props.authorisedTotalCents)}</Row>
      )}
      {paid ? (
        <>
          <Row term="Amount Paid">{formatCents(paid.amountPaidCents)}</Row>
          <Row term="Balance Due" strong>
            {formatCents(paid.balanceDueCents)}
          </Row>
        </>
      ) : null}
    </dl>
  );
}
