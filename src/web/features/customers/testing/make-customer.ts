import type { Customer } from "@/shared/schemas/customers";
import { jsonResponse, type ApiHandler } from "@/web/testing/stub-api";

/** A customer as the customer endpoints answer it; tests override what they look at. */
export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: "c1",
    name: "Jane Doe",
    phones: [{ kind: "Mobile", number: "555-0199" }],
    email: "jane@example.com",
    address: "",
    preferredContact: "Phone",
    notes: "",
    remindersAgreed: false,
    remindersStoppedAt: null,
    createdAt: "2026-11-01T09:00:00.000Z",
    updatedAt: "2026-11-01T09:00:00.000Z",
    ...overrides,
  };
}

/** GET /api/customers as the server answers it: the search matched against name, phones and e-mail. */
export function customerListHandler(customers: Customer[]): ApiHandler {
  return ({ query }) => {
    const search = (query.search ?? "").toLowerCase();
    const matching = customers.filter((customer) =>
      [customer.name, customer.email, ...customer.phones.map((phone) => phone.number)].some((text) => text.toLowerCase().includes(search)),
    );
    return jsonResponse(200, { customers: matching, nextCursor: null });
  };
}
