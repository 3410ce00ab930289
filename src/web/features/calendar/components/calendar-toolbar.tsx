import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import type { Grouping } from "../utils/calendar-columns";

export type CalendarView = "day" | "week";

interface CalendarToolbarProps {
  view: CalendarView;
  grouping: Grouping;
  title: string;
  onView: (view: CalendarView) => void;
  onGrouping: (grouping: Grouping) => void;
  onToday: () => void;
  onStep: (direction: -1 | 1) => void;
}

/** Day or week, by bay or by technician, and the way through the days. */
export function CalendarToolbar({ view, grouping, title, onView, onGrouping, onToday, onStep }: CalendarToolbarProps) {
  const unit = view === "day" ? "day" : "week";
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <div role="group" aria-label="View" className="flex gap-1">
        <Button type="button" size="sm" variant={view === "day" ? "default" : "outline"} aria-pressed={view === "day"} onClick={() => onView("day")}>
          Day
        </Button>
        <Button type="button" size="sm" variant={view === "week" ? "default" : "outline"} aria-pressed={view === "week"} onClick={() => onView("week")}>
          Week
        </Button>
      </div>
      <div role="group" aria-label="Group" className="flex gap-1">
        <Button type="button" size="sm" variant={grouping === "bay" ? "default" : "outline"} aria-pressed={grouping === "bay"} onClick={() => onGrouping("bay")}>
          By bay
        </Button>
        <Button type="button" size="sm" variant={grouping === "technician" ? "default" : "outline"} aria-pressed={grouping === "technician"} onClick={() => onGrouping("technician")}>
          By technician
        </Button>
      </div>
      <div className="flex items-center gap-1">
        <Button type="button" size="icon" variant="outline" className="size-8" aria-label={`Previous ${unit}`} onClick={() => onStep(-1)}>
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onToday}>
          Today
        </Button>
        <Button type="button" size="icon" variant="outline" className="size-8" aria-label={`Next ${unit}`} onClick={() => onStep(1)}>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
      <h2 className="text-base font-semibold" aria-live="polite">
        {title}
      </h2>
    </div>
  );
}
