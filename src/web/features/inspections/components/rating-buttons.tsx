import { CheckIcon } from "lucide-react";
import { INSPECTION_RATING_COLOURS, INSPECTION_RATINGS, type InspectionRating } from "@/shared/constants/inspections";
import { Badge } from "@/web/components/ui/badge";
import { cn } from "@/web/lib/cn";

/** Pressed: the rating's colour with a dark border and a check; the word is always there, never the colour alone. */
const PRESSED: Record<InspectionRating, string> = {
  Good: "border-green-700 bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100",
  "Needs Attention": "border-yellow-700 bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100",
  Urgent: "border-red-700 bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100",
};
const TOGGLE =
  "inline-flex min-h-11 items-center justify-center gap-1 rounded-md border-2 px-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50";
const UNPRESSED = "border-input bg-background hover:bg-accent";

/** Good, Needs Attention, Urgent and Skip as toggle buttons, big enough for a thumb. */
export function RatingButtons({
  rating,
  skipped,
  disabled,
  onRate,
  onSkip,
}: {
  rating: InspectionRating | null;
  skipped: boolean;
  disabled?: boolean;
  onRate: (rating: InspectionRating) => void;
  onSkip: () => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {INSPECTION_RATINGS.map((choice) => {
        const pressed = !skipped && rating === choice;
        return (
          <button key={choice} type="button" aria-pressed={pressed} disabled={disabled} onClick={() => onRate(choice)} className={cn(TOGGLE, pressed ? PRESSED[choice] : UNPRESSED)}>
            {pressed ? <CheckIcon aria-hidden="true" className="size-4" /> : null}
            {choice}
          </button>
        );
      })}
      <button
        type="button"
        aria-pressed={skipped}
        disabled={disabled}
        onClick={onSkip}
        className={cn(TOGGLE, skipped ? "border-gray-700 bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100" : UNPRESSED)}
      >
        {skipped ? <CheckIcon aria-hidden="true" className="size-4" /> : null}
        Skip
      </button>
    </div>
  );
}

/** A rating as read-only: its colour and its word. */
export function RatingBadge({ rating, skipped }: { rating: InspectionRating | null; skipped: boolean }) {
  if (skipped) return <Badge variant="grey">Skipped</Badge>;
  if (!rating) return <Badge variant="outline">Not rated</Badge>;
  return <Badge variant={INSPECTION_RATING_COLOURS[rating]}>{rating}</Badge>;
}
