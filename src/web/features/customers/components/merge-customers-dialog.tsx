import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { useCustomerSummary } from "../api/get-customer-summary";
import { useMergeCustomers } from "../api/merge-customers";
import { toastCustomerError } from "../utils/toast-customer-error";
import { ChooseCustomer } from "./choose-customer";
import { CustomerSide } from "./customer-side";

interface MergeCustomersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer the merge starts from: kept unless the user picks the other. */
  customerId: string;
  /** The other customer when already known (a possible duplicate); otherwise chosen by search. */
  otherId?: string;
}

/** Merge Customers (Admin, Manager): choose the other, see both side by side, choose which stays, confirm. */
export function MergeCustomersDialog({ open, onOpenChange, customerId, otherId }: MergeCustomersDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[760px]">
        <DialogHeader>
          <DialogTitle>Merge Customers</DialogTitle>
          <DialogDescription>
            Everything the merged customer holds (vehicles, tickets, repair orders, invoices, appointments) moves to the one
            kept; their details fill its empty fields, and the merged record goes. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {open ? <MergeCustomersForm key={`${customerId}:${otherId ?? ""}`} customerId={customerId} otherId={otherId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MergeCustomersForm({ customerId, otherId, onDone }: { customerId: string; otherId?: string; onDone: () => void }) {
  const navigate = useNavigate();
  const [other, setOther] = useState(otherId ?? "");
  const [keepId, setKeepId] = useState(customerId);
  const first = useCustomerSummary(customerId);
  const second = useCustomerSummary(other, { enabled: other !== "" });
  const merge = useMergeCustomers();
  const sides = [
    { id: customerId, summary: first.data, loading: first.isPending },
    { id: other, summary: second.data, loading: second.isPending },
  ];
  const ready = other !== "" && first.data !== undefined && second.data !== undefined;

  async function confirm() {
    const mergeId = keepId === customerId ? other : customerId;
    try {
      const kept = await merge.mutateAsync({ keepId, mergeId });
      toast.success("Customers Merged", { description: `Everything is now on ${kept.name}.` });
      onDone();
      void navigate(`/customers/${encodeURIComponent(kept.id)}`);
    } catch (error) {
      toastCustomerError("Error merging customers", error);
    }
  }

  return (
    <div className="grid gap-4">
      {other === "" ? <ChooseCustomer excludeId={customerId} onChoose={(customer) => setOther(customer.id)} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {sides.map((side, index) =>
          side.id === "" ? null : <CustomerSide key={side.id} title={index === 0 ? "This customer" : "Other customer"} summary={side.summary} loading={side.loading} />,
        )}
      </div>
      {ready ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Keep</legend>
          {sides.map((side, index) => (
            <label key={side.id} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="keep" value={side.id} checked={keepId === side.id} onChange={() => setKeepId(side.id)} className="size-4" />
              {index === 0 ? "Keep this customer" : "Keep the other customer"}: {side.summary?.customer.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <DialogFooter>
        {other !== "" && !otherId ? (
          <Button type="button" variant="outline" onClick={() => {
              setOther("");
              setKeepId(customerId);
            }}>
            Choose Another
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="button" variant="destructive" disabled={!ready || merge.isPending} onClick={() => void confirm()}>
          {merge.isPending ? <Spinner aria-label="Merging customers" /> : null}
          Merge Customers
        </Button>
      </DialogFooter>
    </div>
  );
}
