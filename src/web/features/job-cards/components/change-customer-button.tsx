import { useState, type FormEvent } from "react";
import { UserRoundPenIcon } from "lucide-react";
import { toast } from "sonner";
import type { CustomerRef } from "@/shared/schemas/customers";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { useUpdateJobCardCustomer } from "../api/update-job-card-customer";

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
    <>
      <DialogHeader>
        <DialogTitle>Change Customer</DialogTitle>
        <DialogDescription>The repair order, its estimate and its draft invoice are for the customer chosen here.</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(event) => void save(event)} className="grid gap-4">
        <Picker value={customer} onChange={setCustomer} />
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner aria-label="Saving customer" /> : null}
            Save
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
