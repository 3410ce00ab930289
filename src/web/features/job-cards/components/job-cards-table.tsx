import type { JobCard } from "@/shared/schemas/job-card-responses";
import { ListTable } from "@/web/components/list-table";
import { JobCardCard } from "./job-card-card";
import { JobCardRow, type JobCardRowActions } from "./job-card-row";

const COLUMNS = ["Job Card ID", "VIN", "Customer", "Description", "Assigned To", "Status", "Created At", "Actions"] as const;

interface JobCardsTableProps extends JobCardRowActions {
  jobCards: readonly JobCard[];
  /** The cards shown are for an earlier search or filter, kept until the new one answers. */
  updating: boolean;
}

export function JobCardsTable({ jobCards, onView, onDelete, updating }: JobCardsTableProps) {
  return (
    <ListTable
      columns={COLUMNS}
      rows={jobCards}
      renderRow={(card) => <JobCardRow key={card.id} card={card} onView={onView} onDelete={onDelete} />}
      emptyMessage="No job cards found"
      updating={updating}
      cards={{
        label: "Job cards",
        rowKey: (card) => card.id,
        renderCard: (card) => <JobCardCard card={card} onView={onView} onDelete={onDelete} />,
      }}
    />
  );
}
