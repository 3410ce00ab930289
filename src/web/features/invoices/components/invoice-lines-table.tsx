import { lineTotalCents } from "@/shared/money/estimate-lines";
import type { Invoice } from "@/shared/schemas/invoices";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useFormatCents } from "@/web/lib/use-format-cents";
import { lineDescription, lineQuantity, lineUnitCents } from "@/shared/format/invoice-line-text";

/** The invoice's jobs and lines as billed, read-only: for a finalized or void invoice and for print. */
export function InvoiceLinesTable({ jobs }: { jobs: Invoice["jobs"] }) {
  const formatCents = useFormatCents();
  return (
    <Table aria-label="Invoice lines">
      <TableHeader>
        <TableRow>
          <TableHead>Description</TableHead>
          <TableHead className="text-right">Qty</TableHead>
          <TableHead className="text-right">Unit Price</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {jobs.flatMap((job) => [
          <TableRow key={job.id} className="break-inside-avoid bg-muted/40">
            <TableCell colSpan={3} className="font-semibold whitespace-normal">
              {job.name}
            </TableCell>
            <TableCell className="text-right font-semibold tabular-nums">{formatCents(job.totalCents)}</TableCell>
          </TableRow>,
          ...job.lines.map((line) => (
            <TableRow key={`${job.id}-${line.id}`} className="break-inside-avoid">
              <TableCell className="min-w-32 whitespace-normal break-words">{lineDescription(line)}</TableCell>
              <TableCell className="text-right tabular-nums">{lineQuantity(line)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(lineUnitCents(line))}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(lineTotalCents(line))}</TableCell>
            </TableRow>
          )),
        ])}
      </TableBody>
    </Table>
  );
}
