import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { InfoIcon } from "lucide-react";
import { toast } from "sonner";
import { CURRENCY_CODE_LENGTH, CURRENCY_PRESETS, CURRENCY_SYMBOL_MAX_LENGTH, DEFAULT_CURRENCY_CODE } from "@/shared/constants/currency";
import { DEFAULT_CURRENCY_SYMBOL, formatMoney } from "@/shared/format/money";
import {
  CURRENCY_EMPTY_MESSAGE,
  currencySettingsSchema,
  type CurrencySettings,
  type CurrencySettingsInput,
} from "@/shared/schemas/currency-settings";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { readLocal, writeLocalSettings } from "@/web/lib/local-settings";

/** The confirmation follows the save by half a second. */
export const CURRENCY_CONFIRMATION_DELAY_MS = 500;

function storedCurrency(): CurrencySettingsInput {
  return {
    currencySymbol: readLocal("currencySymbol") || DEFAULT_CURRENCY_SYMBOL,
    currencyCode: readLocal("currencyCode") || DEFAULT_CURRENCY_CODE,
  };
}

/** Settings → Currency: the symbol every amount shows, and its code, both kept in this browser. */
export function CurrencyTab() {
  const form = useForm<CurrencySettingsInput, unknown, CurrencySettings>({
    resolver: zodResolver(currencySettingsSchema),
    defaultValues: storedCurrency(),
  });
  const { errors } = form.formState;
  const presetsLabelId = useId();
  const [confirming, setConfirming] = useState(false);
  const symbol = useWatch({ control: form.control, name: "currencySymbol" }).trim() || DEFAULT_CURRENCY_SYMBOL;
  const code = form.register("currencyCode");

  const onSubmit = form.handleSubmit(
    (values) => {
      if (!writeLocalSettings(values)) {
        toast.error("Could not save currency settings", {
          description: "The browser's storage is full, so nothing was changed.",
        });
        return;
      }
      form.reset(values);
      setConfirming(true);
      // Not cancelled when the tab closes: the save has happened, so its confirmation still shows.
      setTimeout(() => {
        setConfirming(false);
        toast.success("Currency Settings Saved", {
          description: `Amounts now show as ${formatMoney(1234.5, values.currencySymbol)} (${values.currencyCode}).`,
        });
      }, CURRENCY_CONFIRMATION_DELAY_MS);
    },
    (invalid) => {
      const empty = ["currencySymbol", "currencyCode"] as const;
      const values = form.getValues();
      if (empty.some((field) => invalid[field] && values[field].trim() === "")) {
        toast.error("Currency Settings Not Saved", { description: CURRENCY_EMPTY_MESSAGE });
      }
    },
  );

  function applyPreset(preset: (typeof CURRENCY_PRESETS)[number]) {
    form.setValue("currencySymbol", preset.symbol, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue("currencyCode", preset.code, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Currency</CardTitle>
        <CardDescription>The symbol shown before every amount, such as costs and revenue.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid max-w-md gap-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Currency Symbol"
              autoComplete="off"
              maxLength={CURRENCY_SYMBOL_MAX_LENGTH}
              error={errors.currencySymbol?.message}
              description={`At most ${CURRENCY_SYMBOL_MAX_LENGTH} characters.`}
              {...form.register("currencySymbol")}
            />
            <TextField
              label="Currency Code"
              autoComplete="off"
              maxLength={CURRENCY_CODE_LENGTH}
              className="uppercase"
              error={errors.currencyCode?.message}
              description={`Exactly ${CURRENCY_CODE_LENGTH} letters, such as ${DEFAULT_CURRENCY_CODE}.`}
              {...code}
              onChange={(event) => {
                event.target.value = event.target.value.toUpperCase();
                return code.onChange(event);
              }}
            />
          </div>
          <div className="grid gap-2">
            <p id={presetsLabelId} className="text-sm font-medium">
              Quick choices
            </p>
            <div role="group" aria-labelledby={presetsLabelId} className="flex flex-wrap gap-2">
              {CURRENCY_PRESETS.map((preset) => (
                <Button key={preset.code} type="button" variant="outline" size="sm" onClick={() => applyPreset(preset)}>
                  {`${preset.label} (${preset.symbol} ${preset.code})`}
                </Button>
              ))}
            </div>
          </div>
          <p className="text-sm">
            Example: <span className="font-medium">{formatMoney(1234.5, symbol)}</span>
          </p>
          <div className="flex gap-3 rounded-lg border bg-muted/50 p-4 text-sm text-muted-foreground">
            <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>These settings are stored only in this browser.</p>
          </div>
          <div>
            <Button type="submit" disabled={confirming}>
              {confirming ? <Spinner aria-label="Saving" /> : null}
              Save Currency Settings
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
