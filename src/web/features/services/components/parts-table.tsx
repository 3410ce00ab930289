import type { Part } from "@/shared/schemas/local-records";
import { formatMoney } from "@/shared/format/money";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";

/** The parts used on a service, with the total of quantity times price. */
export function PartsTable({ parts, currencySymbol }: { parts: Part[]; currencySymbol: string }) {
  if (parts.length === 0) return <p className="text-sm text-muted-foreground">No parts recorded.</p>;
  const total = parts.reduce((sum, part) => sum + part.quantity * part.price, 0);
  return (
    <Table containerClassName="rounded-lg border">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Quantity</TableHead>
          <TableHead>Price</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {parts.map((part, index) => (
          <TableRow key={`${part.name}-${index}`}>
            <TableCell>{part.name}</TableCell>
            <TableCell>{part.quantity}</TableCell>
            <TableCell>{formatMoney(part.price, currencySymbol)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={2}>Parts total</TableCell>
          <TableCell>{formatMoney(total, currencySymbol)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
