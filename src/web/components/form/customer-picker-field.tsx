import { useState } from "react";
import type { CustomerRef } from "@/shared/schemas/customers";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import { useCan } from "@/web/lib/auth/use-can";

interface CustomerPickerFieldProps {
  /** The customers feature's picker, handed down by app; without it the form has none. */
  picker: CustomerPickerSlot | undefined;
  /** The record's link as the form opened: its customer's id (none: null) and name. */
  linked: { customerId: string | null | undefined; customerName: string | null | undefined };
  error?: string;
  onPick: (customer: CustomerRef | null) => void;
}

/**
 * A record form's customer: the picker for staff who may look customers up (customers:manage);
 * anyone else keeps typing the customer's name and contact. The record already linked shows by the
 * name it carries, which the server keeps equal to the customer's.
 */
export function CustomerPickerField({ picker: Picker, linked, error, onPick }: CustomerPickerFieldProps) {
  const canPick = useCan("customers:manage");
  const [customer, setCustomer] = useState<CustomerRef | null>(() =>
    linked.customerId ? { id: linked.customerId, name: linked.customerName ?? "", phones: [], email: "", preferredContact: "Phone" } : null,
  );
  if (!Picker || !canPick) return null;
  return (
    <Picker
      value={customer}
      error={error}
      onChange={(next) => {
        setCustomer(next);
        onPick(next);
      }}
    />
  );
}
