import type { JobCard } from "@/shared/schemas/work-responses";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { JobCardRow, type JobCardRowActions } from "./job-card-row";

const COLUMNS = ["Job Card ID", "VIN", "Customer", "Description", "Assigned To", "Status", "Created At", "Actions"] as const;

export function JobCardsTable({ jobCards, onView, onDelete }: JobCardRowActions & { jobCards: readonly JobCard[] }) {
  return (
    <Table containerClassName="rounded-lg border">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {jobCards.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="h-24 text-center whitespace-normal text-muted-foreground">
              No job cards found
            </TableCell>
          </TableRow>
        ) : (
          jobCards.map((card) => <JobCardRow key={card.id} card={card} onView={onView} onDelete={onDelete} />)
        )}
      </TableBody>
    </Table>
  );
}
