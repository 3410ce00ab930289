import type { Customer } from "@/shared/schemas/customers";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { CustomerForm } from "./customer-form";

interface CustomerFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer to edit; absent to add a new one. */
  customer?: Customer;
  /** After a save, with the customer as stored (a new one's page may open). */
  onSaved?: (customer: Customer) => void;
}

/** New Customer / Edit Customer: up to 625 px wide, its fields scrolling at 70vh. */
export function CustomerFormDialog({ open, onOpenChange, customer, onSaved }: CustomerFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[625px]">
        <DialogHeader>
          <DialogTitle>{customer ? "Edit Customer" : "New Customer"}</DialogTitle>
          <DialogDescription>The name is required; phone numbers, e-mail and the rest as the customer gives them.</DialogDescription>
        </DialogHeader>
        {open ? (
          <CustomerForm
            key={customer?.id ?? "new"}
            customer={customer}
            onDone={(saved) => {
              onOpenChange(false);
              if (saved) onSaved?.(saved);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
