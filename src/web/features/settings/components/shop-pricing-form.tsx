import { useId, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { MAX_ESTIMATE_LINK_DAYS, MAX_RATE_BP, MAX_UNIT_AMOUNT_CENTS } from "@/shared/constants/estimates";
import { DEFAULT_INVOICE_PREFIX, MAX_INVOICE_PREFIX_LENGTH } from "@/shared/constants/invoices";
import { formatInvoiceNumber } from "@/shared/money/invoice-amounts";
import { shopPricingInputSchema, type ShopPricing, type ShopPricingInput } from "@/shared/schemas/estimates";
import { FormField } from "@/web/components/form/form-field";
import { ScaledDecimalInput } from "@/web/components/form/scaled-decimal-input";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-error";
import { useUpdateShopPricing } from "../api/shop-pricing";

type Values = Required<ShopPricingInput>;
const TAXED: { name: "taxLabor" | "taxParts" | "taxFees"; label: string }[] = [
  { name: "taxLabor", label: "Labor is taxed" },
  { name: "taxParts", label: "Parts are taxed" },
  { name: "taxFees", label: "Fees are taxed" },
];

/** The shop's prices and document details; percentages are typed as percent, kept in basis points. */
export function ShopPricingForm({ pricing }: { pricing: ShopPricing }) {
  const [values, setValues] = useState<Values>(() => shopPricingInputSchema.required().parse(pricing));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const update = useUpdateShopPricing();
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues({ ...values, [name]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = shopPricingInputSchema.safeParse(values);
    if (!parsed.success) {
      // The first message per field: an empty prefix is "required", not also made of wrong characters.
      setErrors(Object.fromEntries(parsed.error.issues.toReversed().map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(parsed.data);
      toast.success("Shop Settings Saved");
    } catch (error) {
      toast.error("Error saving shop settings", { description: errorMessage(error) });
    }
  }

  const number = (name: "defaultLaborRateCents" | "partsMarkupBp" | "taxRateBp" | "linkLifetimeDays", label: string, decimals: number, max: number, description?: ReactNode) => (
    <FormField label={label} error={errors[name]} description={description}>
      {(control) => <ScaledDecimalInput {...control} decimals={decimals} max={max} value={values[name]} onValueChange={(value) => set(name, value)} />}
    </FormField>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-xl gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {number("defaultLaborRateCents", "Default Labor Rate", 2, MAX_UNIT_AMOUNT_CENTS, "Per hour.")}
        {number("partsMarkupBp", "Parts Markup (%)", 2, MAX_RATE_BP, "Added to a part's unit cost for its price.")}
        {number("taxRateBp", "Tax Rate (%)", 2, MAX_RATE_BP)}
        {number("linkLifetimeDays", "Estimate Link Lifetime (days)", 0, MAX_ESTIMATE_LINK_DAYS)}
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Taxed lines</legend>
        {TAXED.map(({ name, label }) => (
          <TaxedCheckbox key={name} label={label} checked={values[name]} onChange={(checked) => set(name, checked)} />
        ))}
      </fieldset>
      <TextField label="Shop Name" value={values.shopName} error={errors.shopName} onChange={(event) => set("shopName", event.target.value)} />
      <FormField label="Shop Address" error={errors.address}>
        {(control) => <Textarea {...control} rows={3} value={values.address} onChange={(event) => set("address", event.target.value)} />}
      </FormField>
      <TextField label="Shop Phone" type="tel" value={values.phone} error={errors.phone} onChange={(event) => set("phone", event.target.value)} />
      <TextField
        label="Invoice prefix"
        value={values.invoicePrefix}
        error={errors.invoicePrefix}
        maxLength={MAX_INVOICE_PREFIX_LENGTH}
        autoComplete="off"
        description={`Printed before each invoice number, e.g. ${formatInvoiceNumber(values.invoicePrefix.trim() || DEFAULT_INVOICE_PREFIX, 42)}. Invoices already finalized keep their number.`}
        onChange={(event) => set("invoicePrefix", event.target.value)}
      />
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner aria-label="Saving shop settings" /> : null}
          Save Shop Settings
        </Button>
      </div>
    </form>
  );
}

function TaxedCheckbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
