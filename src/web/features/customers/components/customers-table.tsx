import { useNavigate } from "react-router";
import type { Customer } from "@/shared/schemas/customers";
import { ListTable } from "@/web/components/list-table";
import { RecordCard } from "@/web/components/record-cards/record-card";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { formatDate } from "@/web/lib/format-date-time";
import { phonesText } from "../utils/customer-contact";
import { CustomerLink } from "./customer-link";

const COLUMNS = ["Name", "Phone Numbers", "Email", "Preferred Contact", "Added"] as const;
const EMPTY_MESSAGE = "No customers found";

interface CustomersTableProps {
  customers: readonly Customer[];
  loading: boolean;
  /** The customers shown are for an earlier search, kept until the new one answers. */
  updating: boolean;
}

/**
 * The customers, newest first (or best match of a search); cards below 640 px. With none there is
 * no table: its headings alone would scroll sideways on a phone with nothing to reach.
 */
export function CustomersTable({ customers, loading, updating }: CustomersTableProps) {
  if (!loading && customers.length === 0) {
    return (
      <p aria-busy={updating || undefined} className="rounded-lg border p-6 text-center text-sm text-muted-foreground aria-busy:opacity-60">
        {EMPTY_MESSAGE}
      </p>
    );
  }
  return (
    <ListTable
      columns={COLUMNS}
      rows={customers}
      renderRow={(customer) => <CustomerRow key={customer.id} customer={customer} />}
      emptyMessage={EMPTY_MESSAGE}
      loading={loading}
      loadingLabel="Loading customers"
      updating={updating}
      cards={{ label: "Customers", rowKey: (customer) => customer.id, renderCard: (customer) => <CustomerCard customer={customer} /> }}
    />
  );
}

/** One customer; the name is the link (reached by Tab), and a click anywhere on the row opens it too. */
function CustomerRow({ customer }: { customer: Customer }) {
  const navigate = useNavigate();
  return (
    <TableRow className="cursor-pointer" onClick={() => void navigate(`/customers/${encodeURIComponent(customer.id)}`)}>
      <TableCell className="font-medium">
        <CustomerLink customerId={customer.id}>{customer.name}</CustomerLink>
      </TableCell>
      <TableCell>{phonesText(customer.phones)}</TableCell>
      <TableCell className="break-all">{customer.email}</TableCell>
      <TableCell>{customer.preferredContact}</TableCell>
      <TableCell>{formatDate(customer.createdAt)}</TableCell>
    </TableRow>
  );
}

/** A customer on a phone; a tap anywhere on the card opens their page. */
function CustomerCard({ customer }: { customer: Customer }) {
  return (
    <RecordCard
      title={
        <CustomerLink customerId={customer.id} stretched>
          {customer.name}
        </CustomerLink>
      }
      fields={[
        { label: "Phone Numbers", value: phonesText(customer.phones) },
        { label: "Email", value: customer.email ? <span className="break-all">{customer.email}</span> : "" },
        { label: "Preferred Contact", value: customer.preferredContact },
      ]}
    />
  );
}
