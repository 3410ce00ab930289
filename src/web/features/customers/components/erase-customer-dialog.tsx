import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { Customer } from "@/shared/schemas/customers";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiError } from "@/web/lib/api-error";
import { useEraseCustomer } from "../api/erase-customer";
import { toastCustomerError } from "../utils/toast-customer-error";

interface EraseCustomerDialogProps {
  customer: Customer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Erase Customer (Admin, on the customer's request): the name must be typed again, so a slip of
 * the hand cannot erase the wrong person. Finalized invoices keep their printed copy; the rest goes.
 */
export function EraseCustomerDialog({ customer, open, onOpenChange }: EraseCustomerDialogProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const navigate = useNavigate();
  const erase = useEraseCustomer(customer.id);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim() === customer.name.trim();

  function changeOpen(next: boolean) {
    if (!next) {
      setTyped("");
      setError(null);
    }
    onOpenChange(next);
  }

  async function confirm() {
    try {
      await erase.mutateAsync({ confirmName: typed.trim() });
      toast.success("Customer Erased", { description: "The customer's personal data was removed." });
      changeOpen(false);
      void navigate("/customers");
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fields.confirmName?.[0] : undefined;
      if (field) setError(field);
      else toastCustomerError("Error erasing customer", failure);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Erase Customer</DialogTitle>
          <DialogDescription>
            Erases {customer.name} on their request: their details, vehicles and appointments are removed, and their name and
            contact are cleared from tickets, repair orders and draft invoices. Finalized invoices keep their copy of the
            customer's details as issued. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) void confirm();
            else setError("Type the customer's name exactly as shown to confirm.");
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Type the customer's name to confirm</Label>
            <Input
              id={inputId}
              autoComplete="off"
              value={typed}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(null);
              }}
            />
            {error ? (
              <p id={errorId} className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || erase.isPending}>
              {erase.isPending ? <Spinner aria-label="Erasing customer" /> : null}
              Erase Customer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
