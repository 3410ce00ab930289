import { Trash2Icon } from "lucide-react";
import { ESTIMATE_LINE_KIND_LABELS, MAX_HOURS_TENTHS, MAX_QUANTITY_HUNDREDTHS, MAX_UNIT_AMOUNT_CENTS } from "@/shared/constants/estimates";
import { lineTotalCents } from "@/shared/money/estimate-lines";
import type { EstimateLine } from "@/shared/schemas/estimates";
import { FormField } from "@/web/components/form/form-field";
import { ScaledDecimalInput } from "@/web/components/form/scaled-decimal-input";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { useFormatCents } from "@/web/lib/use-format-cents";

interface InvoiceLineEditorProps {
  line: EstimateLine;
  onChange: (line: EstimateLine) => void;
  onRemove: () => void;
}

/**
 * One billed line of a draft invoice: what it says, how much and at what price. A part's cost is
 * not shown: the invoice bills the price.
 */
export function InvoiceLineEditor({ line, onChange, onRemove }: InvoiceLineEditorProps) {
  const formatCents = useFormatCents();
  const kind = ESTIMATE_LINE_KIND_LABELS[line.kind];
  const figure = (label: string, value: number, decimals: number, max: number, change: (value: number) => void) => (
    <FormField label={label}>{(control) => <ScaledDecimalInput {...control} decimals={decimals} max={max} value={value} onValueChange={change} />}</FormField>
  );
  return (
    <div role="group" aria-label={`${kind} line`} className="grid gap-2 rounded-md border p-3 sm:grid-cols-4 sm:items-end">
      <div className="sm:col-span-2">
        {line.kind === "part" ? (
          <FormField label="Part Name">{(control) => <Input {...control} value={line.partName} onChange={(event) => onChange({ ...line, partName: event.target.value })} />}</FormField>
        ) : (
          <FormField label="Description">
            {(control) => <Input {...control} value={line.description} onChange={(event) => onChange({ ...line, description: event.target.value })} />}
          </FormField>
        )}
      </div>
      {line.kind === "labor" ? (
        <>
          {figure("Hours", line.hoursTenths, 1, MAX_HOURS_TENTHS, (hoursTenths) => onChange({ ...line, hoursTenths }))}
          {figure("Rate", line.rateCents, 2, MAX_UNIT_AMOUNT_CENTS, (rateCents) => onChange({ ...line, rateCents }))}
        </>
      ) : line.kind === "part" ? (
        <>
          {figure("Quantity", line.quantityHundredths, 2, MAX_QUANTITY_HUNDREDTHS, (quantityHundredths) => onChange({ ...line, quantityHundredths }))}
          {figure("Unit Price", line.unitPriceCents, 2, MAX_UNIT_AMOUNT_CENTS, (unitPriceCents) => onChange({ ...line, unitPriceCents }))}
        </>
      ) : (
        <div className="sm:col-span-2">{figure("Amount", line.amountCents, 2, MAX_UNIT_AMOUNT_CENTS, (amountCents) => onChange({ ...line, amountCents }))}</div>
      )}
      <div className="flex items-center justify-between gap-2 sm:col-span-4">
        <p className="text-sm">
          <span className="text-muted-foreground">Line total </span>
          <span className="font-medium tabular-nums">{formatCents(lineTotalCents(line))}</span>
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${kind.toLowerCase()} line`}>
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
