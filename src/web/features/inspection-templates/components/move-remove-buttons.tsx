import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** Up, Down and Remove for one entry of a template's list (a section or an item), each naming it. */
export function MoveRemoveButtons({
  label,
  index,
  count,
  removeText,
  onMove,
  onRemove,
}: {
  label: string;
  index: number;
  count: number;
  removeText: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <Button type="button" variant="outline" size="sm" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <ArrowUpIcon aria-hidden="true" />
        Up
      </Button>
      <Button type="button" variant="outline" size="sm" aria-label={`Move ${label} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        <ArrowDownIcon aria-hidden="true" />
        Down
      </Button>
      <Button type="button" variant="outline" size="sm" aria-label={`Remove ${label}`} onClick={onRemove}>
        <Trash2Icon aria-hidden="true" />
        {removeText}
      </Button>
    </>
  );
}
