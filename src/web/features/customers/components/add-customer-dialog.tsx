import type { FormEvent } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { customerFormSchema, type Customer, type CustomerFormInput, type CustomerFormValues } from "@/shared/schemas/customers";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { errorMessage } from "@/web/lib/api-error";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { useAddCustomer } from "../api/save-customer";
import { CustomerFormFields } from "./customer-form-fields";

const checkCustomer = zodResolver(customerFormSchema);

/** A phone row left empty means no number, not a number missing: it is dropped before the check. */
const resolver: Resolver<CustomerFormInput, unknown, CustomerFormValues> = (values, context, options) =>
  checkCustomer({ ...values, phones: (values.phones ?? []).filter((phone) => phone.number.trim() !== "") }, context, options);

interface AddCustomerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What was typed in the picker, as the new customer's name. */
  name: string;
  onAdded: (customer: Customer) => void;
}

/** "New Customer": the customer form in a dialog over the form that picks one; saved, it is chosen. */
export function AddCustomerDialog({ open, onOpenChange, name, onAdded }: AddCustomerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[625px]">
        <DialogHeader>
          <DialogTitle>New Customer</DialogTitle>
          <DialogDescription>Add the customer once; every ticket, repair order and invoice can then pick them.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from what was typed. */}
        {open ? <AddCustomerForm name={name} onAdded={onAdded} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AddCustomerForm({ name, onAdded }: { name: string; onAdded: (customer: Customer) => void }) {
  const add = useAddCustomer();
  const form = useForm<CustomerFormInput, unknown, CustomerFormValues>({
    resolver,
    defaultValues: { name, phones: [{ kind: "Mobile", number: "" }], email: "", address: "", preferredContact: "Phone", notes: "", remindersAgreed: false },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const customer = await add.mutateAsync(values);
      toast.success("Customer Added", { description: `${customer.name} was added.` });
      onAdded(customer);
    } catch (error) {
      applyServerFieldErrors(error, form);
      toast.error("Error adding customer", { description: errorMessage(error) });
    }
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    // The dialog sits in a portal, but React passes its events up to the form that opened it:
    // this submit must not send the ticket or job card form as well.
    event.stopPropagation();
    void onSubmit(event);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <CustomerFormFields form={form} />
      <FormDialogFooter pending={form.formState.isSubmitting} pendingLabel="Saving customer">
        Save Customer
      </FormDialogFooter>
    </form>
  );
}
