import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { presetRange, RANGE_PRESETS, type RangeError, type ReportRange } from "../utils/report-range";

interface ReportRangeFieldsProps {
  range: ReportRange;
  today: string;
  error: RangeError | null;
  onChange: (range: ReportRange) => void;
}

/** The days every report but Vehicle Maintenance covers: two date inputs and a few quick choices. */
export function ReportRangeFields({ range, today, error, onChange }: ReportRangeFieldsProps) {
  const errorFor = (field: keyof ReportRange) => (error?.field === field ? error.message : undefined);
  return (
    <fieldset className="mb-6 rounded-xl border bg-card p-4 print:hidden">
      <legend className="px-1 text-sm font-semibold">Date range</legend>
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-full sm:w-48">
          <TextField
            label="From date"
            type="date"
            value={range.from}
            error={errorFor("from")}
            onChange={(event) => onChange({ ...range, from: event.target.value })}
          />
        </div>
        <div className="w-full sm:w-48">
          <TextField
            label="To date"
            type="date"
            value={range.to}
            error={errorFor("to")}
            onChange={(event) => onChange({ ...range, to: event.target.value })}
          />
        </div>
      </div>
      <div role="group" aria-label="Quick date ranges" className="mt-3 flex flex-wrap gap-2">
        {RANGE_PRESETS.map((preset) => {
          const presetDays = presetRange(preset, today);
          const chosen = presetDays.from === range.from && presetDays.to === range.to;
          return (
            <Button key={preset} type="button" size="sm" variant={chosen ? "secondary" : "outline"} aria-pressed={chosen} onClick={() => onChange(presetDays)}>
              {preset}
            </Button>
          );
        })}
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        {error
          ? "Reports need a valid date range."
          : `Reports cover ${range.from} to ${range.to}, both days included. The range starts as the current month.`}
      </p>
    </fieldset>
  );
}
