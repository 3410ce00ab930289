import { useId, useState } from "react";
import { FilterIcon, SearchIcon } from "lucide-react";
import { JOB_CARD_STATUSES, type JobCardStatus } from "@/shared/constants/statuses";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/web/components/ui/native-select";
import { AssignmentToggle } from "./assignment-toggle";

interface JobCardsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: JobCardStatus | "";
  onStatusChange: (value: JobCardStatus | "") => void;
  assignedToMe: boolean;
  onAssignedToMeChange: (value: boolean) => void;
}

function isJobCardStatus(value: string): value is JobCardStatus {
  return (JOB_CARD_STATUSES as readonly string[]).includes(value);
}

/** Search box, the Filter button (which reveals the status filter) and the whose-cards toggle. */
export function JobCardsToolbar(props: JobCardsToolbarProps) {
  const { search, onSearchChange, status, onStatusChange, assignedToMe, onAssignedToMeChange } = props;
  const [showFilter, setShowFilter] = useState(status !== "");
  const filterId = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="relative w-full sm:max-w-sm">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search job cards"
          placeholder="Search by VIN, customer or description..."
          className="pl-8"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <Button
        type="button"
        variant="outline"
        aria-expanded={showFilter}
        aria-controls={filterId}
        onClick={() => setShowFilter((shown) => !shown)}
      >
        <FilterIcon aria-hidden="true" />
        Filter
      </Button>
      {showFilter ? (
        <div id={filterId} className="grid gap-1">
          <Label htmlFor={`${filterId}-status`} className="sr-only">
            Filter by status
          </Label>
          <NativeSelect
            id={`${filterId}-status`}
            wrapperClassName="w-44"
            value={status}
            onChange={(event) => onStatusChange(isJobCardStatus(event.target.value) ? event.target.value : "")}
          >
            <NativeSelectOption value="">All</NativeSelectOption>
            {JOB_CARD_STATUSES.map((value) => (
              <NativeSelectOption key={value} value={value}>
                {value}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <AssignmentToggle assignedToMe={assignedToMe} onChange={onAssignedToMeChange} />
    </div>
  );
}
