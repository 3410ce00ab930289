import { Trash2Icon } from "lucide-react";
import { ESTIMATE_LINE_KIND_LABELS, MAX_HOURS_TENTHS, MAX_QUANTITY_HUNDREDTHS, MAX_UNIT_AMOUNT_CENTS } from "@/shared/constants/estimates";
import { lineTotalCents } from "@/shared/money/estimate-lines";
import type { EstimateLine, EstimatePricing } from "@/shared/schemas/estimates";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { withUnitCost } from "../utils/estimate-draft";
import { useFormatCents } from "@/web/lib/use-format-cents";
import { LineField } from "./line-field";
import { ScaledDecimalInput } from "@/web/components/form/scaled-decimal-input";

interface EstimateLineEditorProps {
  line: EstimateLine;
  pricing: EstimatePricing;
  onChange: (line: EstimateLine) => void;
  onRemove: () => void;
}

/** The fields of one labor, part or fee line, and its total. */
export function EstimateLineEditor({ line, pricing, onChange, onRemove }: EstimateLineEditorProps) {
  const formatCents = useFormatCents();
  const kind = ESTIMATE_LINE_KIND_LABELS[line.kind];
  return (
    <li role="group" aria-label={`${kind} line`} className="grid gap-2 rounded-md border p-3 sm:grid-cols-6 sm:items-end">
      {line.kind === "labor" ? (
        <>
          <LineField label="Description" className="sm:col-span-3">
            {(id) => <Input id={id} value={line.description} onChange={(event) => onChange({ ...line, description: event.target.value })} />}
          </LineField>
          <LineField label="Hours">
            {(id) => <ScaledDecimalInput id={id} decimals={1} max={MAX_HOURS_TENTHS} value={line.hoursTenths} onValueChange={(hoursTenths) => onChange({ ...line, hoursTenths })} />}
          </LineField>
          <LineField label="Rate">
            {(id) => <ScaledDecimalInput id={id} decimals={2} max={MAX_UNIT_AMOUNT_CENTS} value={line.rateCents} onValueChange={(rateCents) => onChange({ ...line, rateCents })} />}
          </LineField>
        </>
      ) : line.kind === "part" ? (
        <>
          <LineField label="Part Name" className="sm:col-span-3">
            {(id) => <Input id={id} value={line.partName} onChange={(event) => onChange({ ...line, partName: event.target.value })} />}
          </LineField>
          <LineField label="Part Number" className="sm:col-span-2">
            {(id) => <Input id={id} value={line.partNumber} onChange={(event) => onChange({ ...line, partNumber: event.target.value })} />}
          </LineField>
          <LineField label="Quantity">
            {(id) => (
              <ScaledDecimalInput id={id} decimals={2} max={MAX_QUANTITY_HUNDREDTHS} value={line.quantityHundredths} onValueChange={(quantityHundredths) => onChange({ ...line, quantityHundredths })} />
            )}
          </LineField>
          <LineField label="Unit Cost" className="sm:col-span-2">
            {(id) => (
              <ScaledDecimalInput
                id={id}
                decimals={2}
                max={MAX_UNIT_AMOUNT_CENTS}
                value={line.unitCostCents}
                onValueChange={(cost) => onChange(withUnitCost(line, cost, pricing.partsMarkupBp))}
              />
            )}
          </LineField>
          <LineField label="Unit Price" className="sm:col-span-2">
            {(id) => <ScaledDecimalInput id={id} decimals={2} max={MAX_UNIT_AMOUNT_CENTS} value={line.unitPriceCents} onValueChange={(unitPriceCents) => onChange({ ...line, unitPriceCents })} />}
          </LineField>
        </>
      ) : (
        <>
          <LineField label="Description" className="sm:col-span-4">
            {(id) => <Input id={id} value={line.description} onChange={(event) => onChange({ ...line, description: event.target.value })} />}
          </LineField>
          <LineField label="Amount">
            {(id) => <ScaledDecimalInput id={id} decimals={2} max={MAX_UNIT_AMOUNT_CENTS} value={line.amountCents} onValueChange={(amountCents) => onChange({ ...line, amountCents })} />}
          </LineField>
        </>
      )}
      <div className="flex items-center justify-between gap-2 sm:col-span-6">
        <p className="text-sm">
          <span className="text-muted-foreground">Line total </span>
          <span className="font-medium tabular-nums">{formatCents(lineTotalCents(line))}</span>
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${kind.toLowerCase()} line`}>
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
