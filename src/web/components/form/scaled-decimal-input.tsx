import { useState, type ComponentProps } from "react";
import { Input } from "@/web/components/ui/input";
import { formatScaled, parseScaled } from "@/web/lib/scaled-decimal";

type ScaledDecimalInputProps = Omit<ComponentProps<typeof Input>, "value" | "onChange" | "type" | "step"> & {
  /** The figure in its smallest unit (tenths of an hour, cents, hundredths of a unit). */
  value: number;
  /** 1 for tenths (step 0.1), 2 for hundredths (step 0.01). */
  decimals: number;
  onValueChange: (value: number) => void;
  /** The largest figure accepted, in the same unit; a larger one is marked invalid and not handed on. */
  max: number;
};

/**
 * A number field that hands its owner whole units. The text typed is kept while it is typed
 * ("2." is on its way to "2.5"); a value changed from outside (a prefilled price) replaces it.
 */
export function ScaledDecimalInput({ value, decimals, onValueChange, max, ...props }: ScaledDecimalInputProps) {
  const [typed, setTyped] = useState(() => ({ text: formatScaled(value, decimals), value }));
  const current = typed.value === value ? typed : { text: formatScaled(value, decimals), value };
  if (current !== typed) setTyped(current);
  const parsedText = parseScaled(current.text, decimals);
  const invalid = parsedText === null || parsedText > max;
  return (
    <Input
      {...props}
      type="number"
      inputMode="decimal"
      min={0}
      step={formatScaled(1, decimals)}
      autoComplete="off"
      aria-invalid={invalid || props["aria-invalid"] ? true : undefined}
      value={current.text}
      onChange={(event) => {
        const read = parseScaled(event.target.value, decimals);
        const parsed = read !== null && read <= max ? read : null;
        setTyped({ text: event.target.value, value: parsed ?? value });
        if (parsed !== null && parsed !== value) onValueChange(parsed);
      }}
      onBlur={(event) => {
        // A field left empty or unreadable shows again the figure its owner holds.
        if (invalid) setTyped({ text: formatScaled(value, decimals), value });
        props.onBlur?.(event);
      }}
    />
  );
}
