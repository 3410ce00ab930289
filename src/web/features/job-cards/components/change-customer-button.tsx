import { useState, type FormEvent } from "react";
import { UserRoundPenIcon } from "lucide-react";
import { toast } from "sonner";
import type { CustomerRef } from "@/shared/schemas/customers";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-error";
import { useUpdateJobCardCustomer } from "../api/update-job-card-customer";
import { DialogForm } from "./dialog-form";

interface ChangeCustomerButtonProps {
  card: JobCard;
  picker: CustomerPickerSlot;
}

/** "Change customer" and its dialog: the card, its estimate and its draft invoice take the customer chosen. */
export function ChangeCustomerButton({ card, picker }: ChangeCustomerButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <UserRoundPenIcon aria-hidden="true" />
        Change customer
      </Button>
      <DialogContent>{open ? <ChangeCustomerForm card={card} picker={picker} onDone={() => setOpen(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

/**
 * Sent with the card's updatedAt, so a change to a card someone else has since changed is refused
 * (409): its message stays in the dialog while the page shows the card as stored now.
 */
function ChangeCustomerForm({ card, picker: Picker, onDone }: ChangeCustomerButtonProps & { onDone: () => void }) {
  const update = useUpdateJobCardCustomer();
  const [customer, setCustomer] = useState<CustomerRef | null>(
    card.customerId ? { id: card.customerId, name: card.customerName ?? "", phones: [], email: "", preferredContact: "Phone" } : null,
  );
  const [failure, setFailure] = useState<string | undefined>();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    try {
      await update.mutateAsync({ jobCardId: card.id, input: { customerId: customer?.id ?? null, updatedAt: card.updatedAt } });
      toast.success("Customer Changed", { description: customer ? `The repair order is for ${customer.name}.` : "The repair order has no customer record." });
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <DialogForm
      title="Change Customer"
      description="The repair order, its estimate and its draft invoice are for the customer chosen here."
      onSubmit={(event) => void save(event)}
      failure={failure}
      pending={update.isPending}
      savingLabel="Saving customer"
    >
      <Picker value={customer} onChange={setCustomer} />
    </DialogForm>
  );
}
