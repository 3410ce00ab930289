import type { Customer, CustomerFormInput } from "@/shared/schemas/customers";

/** A new customer's form: no phone rows, as an empty row would be refused; "Add Phone Number" adds one. */
export const EMPTY_CUSTOMER_FORM: CustomerFormInput = {
  name: "",
  phones: [],
  email: "",
  address: "",
  preferredContact: "Phone",
  notes: "",
  remindersAgreed: false,
};

/** The form's values for an existing customer, as stored. */
export function toCustomerFormInput(customer: Customer): CustomerFormInput {
  return {
    name: customer.name,
    phones: customer.phones.map((phone) => ({ ...phone })),
    email: customer.email,
    address: customer.address,
    preferredContact: customer.preferredContact,
    notes: customer.notes,
    remindersAgreed: customer.remindersAgreed,
  };
}
