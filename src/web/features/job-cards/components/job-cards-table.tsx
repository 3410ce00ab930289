import type { JobCard } from "@/shared/schemas/job-card-responses";
import { ListTable } from "@/web/components/list-table";
import { JobCardRow, type JobCardRowActions } from "./job-card-row";

const COLUMNS = ["Job Card ID", "VIN", "Customer", "Description", "Assigned To", "Status", "Created At", "Actions"] as const;

export function JobCardsTable({ jobCards, onView, onDelete }: JobCardRowActions & { jobCards: readonly JobCard[] }) {
  return (
    <ListTable
      columns={COLUMNS}
      rows={jobCards}
      renderRow={(card) => <JobCardRow key={card.id} card={card} onView={onView} onDelete={onDelete} />}
      emptyMessage="No job cards found"
    />
  );
}
