import { useId } from "react";
import { MAX_UNIT_AMOUNT_CENTS } from "@/shared/constants/estimates";
import { Label } from "@/web/components/ui/label";
import { useFormatCents } from "@/web/lib/use-format-cents";
import { ScaledDecimalInput } from "@/web/components/form/scaled-decimal-input";

interface EstimateTotalsListProps {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  /** What the customer approved; shown once anything was sent. */
  authorisedTotalCents: number | null;
  onDiscountChange: (discountCents: number) => void;
}

/** Subtotal, the discount (editable), Tax, Total and the Authorised Total. */
export function EstimateTotalsList(props: EstimateTotalsListProps) {
  const formatCents = useFormatCents();
  const discountId = useId();
  const row = "flex items-center justify-between gap-4";
  return (
    <dl className="ml-auto grid w-full max-w-xs gap-2 text-sm">
      <div className={row}>
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatCents(props.subtotalCents)}</dd>
      </div>
      <div className={row}>
        <dt>
          <Label htmlFor={discountId}>Discount</Label>
        </dt>
        <dd className="w-28">
          <ScaledDecimalInput id={discountId} decimals={2} max={MAX_UNIT_AMOUNT_CENTS} value={props.discountCents} onValueChange={props.onDiscountChange} className="text-right" />
        </dd>
      </div>
      <div className={row}>
        <dt>Tax</dt>
        <dd className="tabular-nums">{formatCents(props.taxCents)}</dd>
      </div>
      <div className={`${row} border-t pt-2 font-semibold`}>
        <dt>Total</dt>
        <dd className="tabular-nums">{formatCents(props.totalCents)}</dd>
      </div>
      {props.authorisedTotalCents === null ? null : (
        <div className={`${row} font-semibold`}>
          <dt>Authorised Total</dt>
          <dd className="tabular-nums">{formatCents(props.authorisedTotalCents)}</dd>
        </div>
      )}
    </dl>
  );
}
