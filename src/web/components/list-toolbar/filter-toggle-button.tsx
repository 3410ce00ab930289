import { FilterIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";

interface FilterToggleButtonProps {
  /** Whether the filters it controls are showing. */
  expanded: boolean;
  /** The id of the element holding those filters. */
  controls: string;
  onToggle: () => void;
}

/** The "Filter" button that shows and hides a list's filters. */
export function FilterToggleButton({ expanded, controls, onToggle }: FilterToggleButtonProps) {
  return (
    <Button type="button" variant="outline" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      <FilterIcon aria-hidden="true" />
      Filter
    </Button>
  );
}
