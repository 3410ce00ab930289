import type { Customer, CustomerSummary, CustomerUpgradeReport, CustomerVehicle } from "@/shared/schemas/customers";
import { jsonResponse, type ApiHandler } from "@/web/testing/stub-api";

/** A customer as the API answers one: Jane Driver with a mobile number unless told otherwise. */
export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: "cus-1",
    name: "Jane Driver",
    phones: [{ kind: "Mobile", number: "555-0101" }],
    email: "jane@example.com",
    address: "1 Main Street",
    preferredContact: "Phone",
    notes: "",
    remindersAgreed: true,
    remindersStoppedAt: null,
    createdAt: "2026-11-01T09:00:00.000Z",
    updatedAt: "2026-11-01T09:00:00.000Z",
    ...overrides,
  };
}

export function makeCustomerVehicle(overrides: Partial<CustomerVehicle> = {}): CustomerVehicle {
  return {
    id: "veh-1",
    customerId: "cus-1",
    vin: "1HGCM82633A004352",
    make: "Honda",
    model: "Accord",
    year: 2019,
    licensePlate: "ABC-123",
    mileage: 42_000,
    createdAt: "2026-11-01T09:00:00.000Z",
    ...overrides,
  };
}

/** The customer page's summary: one vehicle, an open ticket, a repair order and an unpaid invoice. */
export function makeCustomerSummary(overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  return {
    customer: makeCustomer(),
    vehicles: [makeCustomerVehicle()],
    openTickets: [{ id: "tic-1", label: "1HGCM82633A004352", status: "Open", vin: "1HGCM82633A004352", createdAt: "2026-11-20T09:00:00.000Z" }],
    repairOrders: [{ id: "card-1", label: "JC-000012", status: "In Progress", vin: "1HGCM82633A004352", createdAt: "2026-11-21T09:00:00.000Z" }],
    invoices: [
      {
        id: "inv-1",
        label: "INV-000007",
        status: "Partially Paid",
        vin: "1HGCM82633A004352",
        createdAt: "2026-11-22T09:00:00.000Z",
        totalCents: 25_000,
        balanceCents: 10_000,
      },
    ],
    balanceDueCents: 10_000,
    ...overrides,
  };
}

export function makeUpgradeReport(overrides: Partial<CustomerUpgradeReport> = {}): CustomerUpgradeReport {
  return {
    ranAt: "2026-11-28T02:00:00.000Z",
    created: 12,
    linked: { vehicles: 9, tickets: 14, jobCards: 11, invoices: 7 },
    matchedOn: { email: 5, phone: 4, name: 3 },
    left: [{ kind: "ticket", id: "tic-9", customerText: "J. Driver", reason: "Two customers have this name." }],
    possibleDuplicates: [{ customerIds: ["cus-1", "cus-2"], reason: "Same name, different phone numbers." }],
    vinsSkipped: [],
    ...overrides,
  };
}

/** GET /api/customers as the server answers it: search on name, phone, e-mail; pages with the offset as the cursor. */
export function customerListHandler(getCustomers: () => Customer[], pageSize = 50): ApiHandler {
  return ({ query }) => {
    const search = query.search?.toLowerCase() ?? "";
    const matching = getCustomers().filter((customer) =>
      [customer.name, customer.email, ...customer.phones.map((phone) => phone.number)].some((value) => value.toLowerCase().includes(search)),
    );
    const start = Number(query.cursor ?? 0);
    const end = start + Number(query.limit ?? pageSize);
    return jsonResponse(200, { customers: matching.slice(start, end), nextCursor: end < matching.length ? String(end) : null });
  };
}

/**
 * Two customers to change between, Jane Doe (c1, whom a card starts with) and Maria Garcia (c2),
 * and the routes the picker and a customer's reads answer them by.
 */
export const JANE = makeCustomer({ id: "c1", name: "Jane Doe", phones: [{ kind: "Mobile", number: "555-0199" }], email: "jane@example.com" });
export const MARIA = makeCustomer({ id: "c2", name: "Maria Garcia", phones: [], email: "maria@example.com", preferredContact: "Email" });
export function janeAndMariaRoutes(): Record<string, ApiHandler> {
  return {
    "GET /api/customers": customerListHandler(() => [JANE, MARIA]),
    "GET /api/customers/c1": () => jsonResponse(200, { customer: JANE }),
    "GET /api/customers/c2": () => jsonResponse(200, { customer: MARIA }),
  };
}
