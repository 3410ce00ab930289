import { useId } from "react";
import { HistoryIcon } from "lucide-react";
import type { ShopConflict } from "@/shared/schemas/shop-sync";
import { Button } from "@/web/components/ui/button";
import { formatDateTime } from "@/web/lib/format-date-time";
import { conflictValueText } from "./conflict-value-text";

export interface RecordConflictsNoticeProps {
  /** The record's conflicts not yet dismissed, oldest first. */
  conflicts: readonly ShopConflict[];
  /** The field's label as the record's form shows it. */
  fieldLabel: (field: string) => string;
  /** Writes the overwritten value back, then dismisses the conflict. */
  onPutBack: (conflict: ShopConflict) => void;
  /** Dismisses the conflict: the value as it stands is kept. */
  onKeep: (conflict: ShopConflict) => void;
}

/**
 * A record's same-field edits that overwrote another: who changed what on another device and
 * when, the value it replaced, and the choice to put that value back or keep the current one.
 */
export function RecordConflictsNotice({ conflicts, fieldLabel, onPutBack, onKeep }: RecordConflictsNoticeProps) {
  const titleId = useId();
  if (conflicts.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        <HistoryIcon aria-hidden="true" className="size-4 shrink-0" />
        Changed on another device
      </h2>
      <ul className="mt-3 grid gap-3">
        {conflicts.map((conflict) => (
          <ConflictItem key={conflict.id} conflict={conflict} label={fieldLabel(conflict.field)} onPutBack={onPutBack} onKeep={onKeep} />
        ))}
      </ul>
    </section>
  );
}

interface ConflictItemProps {
  conflict: ShopConflict;
  label: string;
  onPutBack: (conflict: ShopConflict) => void;
  onKeep: (conflict: ShopConflict) => void;
}

function ConflictItem({ conflict, label, onPutBack, onKeep }: ConflictItemProps) {
  const sentenceId = useId();
  const who = conflict.changedByName ?? "Someone";
  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p id={sentenceId} className="min-w-0 break-words">
        {who} changed {label} on another device on <time dateTime={conflict.changedAt}>{formatDateTime(conflict.changedAt)}</time>.
        It was <strong className="font-semibold">{conflictValueText(conflict.overwrittenValue)}</strong> before.
      </p>
      {/* Each button's description is its sentence, so with several notices it is clear which field it acts on. */}
      <div className="flex shrink-0 gap-2">
        <Button type="button" size="sm" variant="outline" aria-describedby={sentenceId} onClick={() => onPutBack(conflict)}>
          Put back
        </Button>
        <Button type="button" size="sm" variant="ghost" aria-describedby={sentenceId} onClick={() => onKeep(conflict)}>
          Keep
        </Button>
      </div>
    </li>
  );
}
