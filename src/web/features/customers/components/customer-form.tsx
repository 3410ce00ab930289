import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { customerFormSchema, customerSchema, type Customer, type CustomerFormInput, type CustomerFormValues } from "@/shared/schemas/customers";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { ApiError } from "@/web/lib/api-error";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { staleRecord } from "@/web/lib/stale-record";
import { getCustomer } from "../api/get-customer";
import { useSaveCustomer } from "../api/save-customer";
import { EMPTY_CUSTOMER_FORM, toCustomerFormInput } from "../utils/customer-form-values";
import { toastCustomerError } from "../utils/toast-customer-error";
import { CustomerFormFields } from "./customer-form-fields";

interface CustomerFormProps {
  /** The customer being edited; absent when adding one. */
  customer?: Customer;
  /** Saved (the customer as stored), or gone: the dialog closes. */
  onDone: (saved?: Customer) => void;
}

/**
 * New Customer / Edit Customer. An edit sends the updatedAt it showed; a stale save (409) is
 * refused and the form then shows the customer as the server holds it now, to edit again.
 */
export function CustomerForm({ customer, onDone }: CustomerFormProps) {
  const save = useSaveCustomer();
  const [shown, setShown] = useState(customer);
  const form = useForm<CustomerFormInput, unknown, CustomerFormValues>({
    resolver: zodResolver(customerFormSchema),
    defaultValues: shown ? toCustomerFormInput(shown) : EMPTY_CUSTOMER_FORM,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ customer: shown, values });
      toast.success(shown ? "Customer Updated" : "Customer Added", { description: `${saved.name} was saved.` });
      onDone(saved);
    } catch (error) {
      applyServerFieldErrors(error, form);
      toastCustomerError(shown ? "Error updating customer" : "Error adding customer", error);
      if (!(error instanceof ApiError) || !shown) return;
      if (error.status === 404) onDone();
      if (error.status === 409) await reload(shown.id, staleRecord(error, customerSchema));
    }
  });

  // Shows the customer as the server holds it now: the copy the 409 carries, else read afresh.
  async function reload(customerId: string, current: Customer | undefined) {
    try {
      const latest = current ?? (await getCustomer(customerId));
      setShown(latest);
      form.reset(toCustomerFormInput(latest));
    } catch {
      onDone();
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <CustomerFormFields form={form} />
      <FormDialogFooter pending={form.formState.isSubmitting} pendingLabel="Saving customer">
        {shown ? "Save Changes" : "Add Customer"}
      </FormDialogFooter>
    </form>
  );
}
