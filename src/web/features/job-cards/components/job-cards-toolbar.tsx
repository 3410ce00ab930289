import { JOB_CARD_STATUSES, type JobCardStatus } from "@/shared/constants/statuses";
import { SearchBox } from "@/web/components/list-toolbar/search-box";
import { StatusFilter } from "@/web/components/list-toolbar/status-filter";
import { AssignmentToggle } from "./assignment-toggle";

interface JobCardsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: JobCardStatus | "";
  onStatusChange: (value: JobCardStatus | "") => void;
  assignedToMe: boolean;
  onAssignedToMeChange: (value: boolean) => void;
}

/** Search box, the Filter button (which reveals the status filter) and the whose-cards toggle. */
export function JobCardsToolbar(props: JobCardsToolbarProps) {
  const { search, onSearchChange, status, onStatusChange, assignedToMe, onAssignedToMeChange } = props;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SearchBox
        label="Search job cards"
        placeholder="Search by VIN, customer or description..."
        value={search}
        onChange={onSearchChange}
      />
      <StatusFilter
        label="Filter by status"
        allLabel="All"
        statuses={JOB_CARD_STATUSES}
        value={status}
        onChange={onStatusChange}
      />
      <AssignmentToggle assignedToMe={assignedToMe} onChange={onAssignedToMeChange} />
    </div>
  );
}
