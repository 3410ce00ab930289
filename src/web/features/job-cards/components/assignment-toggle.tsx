import { Button } from "@/web/components/ui/button";

interface AssignmentToggleProps {
  assignedToMe: boolean;
  onChange: (assignedToMe: boolean) => void;
}

/** "Assigned to me" or "All job cards": two pressed-state buttons, so each reads as a choice. */
export function AssignmentToggle({ assignedToMe, onChange }: AssignmentToggleProps) {
  return (
    <div role="group" aria-label="Which job cards" className="inline-flex rounded-md border p-0.5">
      <Button
        type="button"
        size="sm"
        variant={assignedToMe ? "secondary" : "ghost"}
        aria-pressed={assignedToMe}
        onClick={() => onChange(true)}
      >
        Assigned to me
      </Button>
      <Button
        type="button"
        size="sm"
        variant={assignedToMe ? "ghost" : "secondary"}
        aria-pressed={!assignedToMe}
        onClick={() => onChange(false)}
      >
        All job cards
      </Button>
    </div>
  );
}
