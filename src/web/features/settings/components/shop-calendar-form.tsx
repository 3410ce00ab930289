import { memo, useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { SLOT_MINUTES } from "@/shared/constants/customers";
import { MAX_BAYS, shopCalendarInputSchema, type ShopCalendar, type ShopCalendarInput } from "@/shared/schemas/shop-calendar";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { useUpdateShopCalendar } from "../api/shop-calendar";

type Values = Required<Omit<ShopCalendarInput, "slotMinutes" | "reminderDaysAhead">> & { slotMinutes: number; reminderDaysAhead: number };

/** Every zone the browser knows, and the saved one even if it does not list it ("UTC" in some). */
function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf("timeZone");
  return known.includes(current) ? known : [current, ...known];
}

/** Some 400 options: rendered once, not again with each keystroke elsewhere in the form. */
const TimeZoneOptions = memo(function TimeZoneOptions({ current }: { current: string }) {
  return timeZones(current).map((zone) => (
    <option key={zone} value={zone}>
      {zone}
    </option>
  ));
});

function newBayId(): string {
  return `bay-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * The shop's calendar: time zone, bays, opening hours per weekday, slot length and reminder days
 * ahead. Those who may not change it (shop-calendar:manage) see it read-only.
 */
export function ShopCalendarForm({ calendar, canManage }: { calendar: ShopCalendar; canManage: boolean }) {
  const [values, setValues] = useState<Values>(() => ({
    timeZone: calendar.timeZone,
    bays: calendar.bays,
    openingHours: calendar.openingHours,
    slotMinutes: calendar.slotMinutes,
    reminderDaysAhead: calendar.reminderDaysAhead,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateShopCalendar();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = shopCalendarInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.toReversed().map((issue) => [issue.path.join("."), issue.message])));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(parsed.data);
      toast.success("Calendar Settings Saved");
    } catch (error) {
      toast.error("Error saving calendar settings", { description: errorMessage(error) });
    }
  }

  const setBay = (index: number, name: string) => setValues({ ...values, bays: values.bays.map((bay, at) => (at === index ? { ...bay, name } : bay)) });
  const setDay = (index: number, change: Partial<Values["openingHours"][number]>) =>
    setValues({ ...values, openingHours: values.openingHours.map((day, at) => (at === index ? { ...day, ...change } : day)) });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-xl gap-6" aria-label="Calendar settings">
      {canManage ? null : <p className="text-sm text-muted-foreground">Only an Admin or a Manager can change these.</p>}
      <fieldset disabled={!canManage} className="grid gap-6">
        <SelectField label="Time Zone" value={values.timeZone} error={errors.timeZone} onChange={(event) => setValues({ ...values, timeZone: event.target.value })}>
          <TimeZoneOptions current={calendar.timeZone} />
        </SelectField>

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Bays</legend>
          {values.bays.map((bay, index) => (
            <div key={bay.id} className="flex items-end gap-2">
              <div className="flex-1">
                <TextField label={`Bay ${index + 1} name`} value={bay.name} maxLength={40} error={errors[`bays.${index}.name`]} onChange={(event) => setBay(index, event.target.value)} />
              </div>
              {canManage ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={values.bays.length === 1}
                  aria-label={`Remove ${bay.name || `bay ${index + 1}`}`}
                  onClick={() => setValues({ ...values, bays: values.bays.filter((_, at) => at !== index) })}
                >
                  Remove
                </Button>
              ) : null}
            </div>
          ))}
          {errors.bays ? <p className="text-sm text-destructive">{errors.bays}</p> : null}
          {canManage ? (
            <div>
              <Button
                type="button"
                variant="outline"
                disabled={values.bays.length >= MAX_BAYS}
                onClick={() => setValues({ ...values, bays: [...values.bays, { id: newBayId(), name: `Bay ${values.bays.length + 1}` }] })}
              >
                Add Bay
              </Button>
            </div>
          ) : null}
        </fieldset>

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Opening Hours</legend>
          {values.openingHours.map((day, index) => (
            <OpeningHoursRow
              key={day.day}
              day={day}
              error={errors[`openingHours.${index}.closes`] ?? errors[`openingHours.${index}.opens`]}
              onChange={(change) => setDay(index, change)}
            />
          ))}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Slot Length" value={String(values.slotMinutes)} onChange={(event) => setValues({ ...values, slotMinutes: Number(event.target.value) })}>
            {SLOT_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} minutes
              </option>
            ))}
          </SelectField>
          <TextField
            label="Reminder Days Ahead"
            type="number"
            min={1}
            max={90}
            value={values.reminderDaysAhead}
            error={errors.reminderDaysAhead}
            description="A due-service reminder goes this many days before the due date."
            onChange={(event) => setValues({ ...values, reminderDaysAhead: event.target.valueAsNumber })}
          />
        </div>
      </fieldset>
      {canManage ? (
        <div>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner aria-label="Saving calendar settings" /> : null}
            Save Calendar Settings
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function OpeningHoursRow({
  day,
  error,
  onChange,
}: {
  day: Values["openingHours"][number];
  error?: string;
  onChange: (change: Partial<Values["openingHours"][number]>) => void;
}) {
  const closedId = useId();
  return (
    <div className="grid gap-2 sm:grid-cols-[8rem_6rem_1fr_1fr] sm:items-end">
      <span className="text-sm font-medium">{day.day}</span>
      <div className="flex items-center gap-2 pb-2">
        <Checkbox id={closedId} aria-label={`${day.day} closed`} checked={day.closed} onCheckedChange={(state) => onChange({ closed: state === true })} />
        <Label htmlFor={closedId}>Closed</Label>
      </div>
      {day.closed ? null : (
        <>
          <TextField label={`${day.day} opens`} type="time" value={day.opens} onChange={(event) => onChange({ opens: event.target.value })} />
          <TextField label={`${day.day} closes`} type="time" value={day.closes} error={error} onChange={(event) => onChange({ closes: event.target.value })} />
        </>
      )}
    </div>
  );
}
