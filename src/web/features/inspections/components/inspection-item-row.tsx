import { memo, useEffect, useId, useRef, useState } from "react";
import type { InspectionItem, InspectionItemUpdate } from "@/shared/schemas/inspections";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-error";
import { useServerField } from "@/web/lib/use-server-field";
import { jobCardOutbox } from "@/web/lib/job-card-actions/job-card-outbox-instance";
import { useSaveInspectionItem } from "../api/inspection";
import { parseMeasurement, withMeasurement, withRating, withSkip, updateOf } from "../utils/item-changes";
import { FindingEstimate } from "./finding-estimate";
import { ItemPhotos } from "./item-photos";
import { RatingBadge, RatingButtons } from "./rating-buttons";

const measuredText = (value: number | null) => (value === null ? "" : String(value));

/** A typed measurement stands for the stored one when it reads as the same number (or both are empty). */
function sameMeasurement(text: string, stored: string): boolean {
  const typed = parseMeasurement(text);
  const kept = parseMeasurement(stored);
  return "value" in typed && "value" in kept && typed.value === kept.value;
}

/**
 * One item to rate: Good, Needs Attention, Urgent or Skip, its measurement (typing a value
 * pre-selects the rating its thresholds give), a note and photos. Every change is saved at once
 * and shown before the server answers; a refusal puts the old value back and says why. Without
 * a connection the change stays on screen, marked as waiting, and a refusal when it arrives is
 * said here too. Memoized: a save changes one item, and the other rows of a long inspection need
 * not draw again.
 */
export const InspectionItemRow = memo(function InspectionItemRow({
  jobCardId,
  item,
  canAddToEstimate,
  waiting = false,
}: {
  jobCardId: string;
  item: InspectionItem;
  canAddToEstimate: boolean;
  waiting?: boolean;
}) {
  const save = useSaveInspectionItem(jobCardId, item.itemId);
  const [refused, setRefused] = useState<string | null>(null);
  // The answer to a save queued here arrives later, from the queue's push.
  useEffect(
    () =>
      jobCardOutbox.onOutcome((outcome) => {
        const queued = outcome.action;
        if (queued.name !== "inspection.saveItem" || queued.jobCardId !== jobCardId || queued.itemId !== item.itemId) return;
        setRefused(outcome.refused ? `Not saved. ${outcome.message ?? ""}`.trim() : null);
      }),
    [jobCardId, item.itemId],
  );
  const nameId = useId();
  const measureId = useId();
  const noteId = useId();
  const errorId = useId();
  // A value changed on another device shows here, except in a field changed here and not yet saved.
  const [measured, setMeasured] = useServerField(measuredText(item.measuredValue), { same: sameMeasurement, hold: save.isPending });
  const [measureError, setMeasureError] = useState<string | null>(null);
  const [note, setNote] = useServerField(item.note, { hold: save.isPending });

  // The item as this device last changed it, while saves are on their way: each change builds
  // on the one before even when the server has not answered yet.
  const latest = useRef<InspectionItemUpdate | null>(null);
  const pending = useRef(0);
  const current = (): InspectionItem => (latest.current ? { ...item, ...latest.current, note: latest.current.note ?? "" } : item);

  function submit(change: (item: InspectionItem) => InspectionItemUpdate) {
    const update = change(current());
    setRefused(null);
    latest.current = update;
    pending.current += 1;
    // mutateAsync: the callbacks of mutate would fire for the last call only.
    save
      .mutateAsync(update)
      .catch(() => {
        latest.current = null;
        setMeasured(measuredText(item.measuredValue));
        setNote(item.note);
      })
      .finally(() => {
        pending.current -= 1;
        if (pending.current === 0) latest.current = null;
      });
  }

  function typeMeasurement(text: string) {
    setMeasured(text);
    const parsed = parseMeasurement(text);
    if ("error" in parsed) return setMeasureError(parsed.error);
    setMeasureError(null);
    if (parsed.value !== current().measuredValue) submit((now) => withMeasurement(now, parsed.value));
  }

  const problem = measureError ?? (save.isError ? `Not saved. ${errorMessage(save.error)}` : refused);
  return (
    <li className="rounded-md border p-3">
      <div role="group" aria-labelledby={nameId} className="grid gap-3">
        <h4 id={nameId} className="font-medium">
          {item.name}
        </h4>
        <RatingButtons rating={item.rating} skipped={item.skipped} onRate={(rating) => submit((now) => withRating(now, rating))} onSkip={() => submit(withSkip)} />
        {item.measurement ? (
          <div className="grid gap-1">
            <label htmlFor={measureId} className="text-sm font-medium">
              Measurement ({item.measurement.unit})
            </label>
            <Input
              id={measureId}
              inputMode="decimal"
              autoComplete="off"
              className="h-11 max-w-40"
              value={measured}
              aria-invalid={measureError !== null}
              aria-describedby={errorId}
              onChange={(event) => typeMeasurement(event.target.value)}
            />
          </div>
        ) : null}
        <div className="grid gap-1">
          <label htmlFor={noteId} className="text-sm font-medium">
            Note
          </label>
          <Textarea
            id={noteId}
            rows={2}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            onBlur={() => {
              if (note !== current().note) submit((now) => ({ ...updateOf(now), note }));
            }}
          />
        </div>
        <ItemPhotos jobCardId={jobCardId} item={item} editable />
        {waiting ? (
          <p role="status" className="text-sm text-amber-700 dark:text-amber-300">
            Waiting for the connection: this change is sent when it returns.
          </p>
        ) : null}
        <FindingEstimate jobCardId={jobCardId} item={item} canAdd={canAddToEstimate} />
        <p id={errorId} role="alert" className="text-sm text-destructive empty:hidden">
          {problem ?? ""}
        </p>
      </div>
    </li>
  );
});

/** An item as it was completed: its rating, measurement, note and photos, nothing to change. */
export function InspectionItemReadOnly({ jobCardId, item, canAddToEstimate }: { jobCardId: string; item: InspectionItem; canAddToEstimate: boolean }) {
  const nameId = useId();
  return (
    <li className="rounded-md border p-3">
      <div role="group" aria-labelledby={nameId} className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 id={nameId} className="font-medium">
            {item.name}
          </h4>
          <RatingBadge rating={item.rating} skipped={item.skipped} />
        </div>
        {item.measurement && item.measuredValue !== null ? (
          <p className="text-sm">
            Measured {item.measuredValue} {item.measurement.unit}
          </p>
        ) : null}
        {item.note ? <p className="text-sm whitespace-pre-wrap">{item.note}</p> : null}
        <ItemPhotos jobCardId={jobCardId} item={item} editable={false} />
        <FindingEstimate jobCardId={jobCardId} item={item} canAdd={canAddToEstimate} />
      </div>
    </li>
  );
}
