import { eq } from "drizzle-orm";
import type { Customer, CustomerFormInput, CustomerVehicle, CustomerVehicleInput } from "../../src/shared/schemas/customers";
import { invoices, jobCards, serviceTickets } from "../../src/server/db/schema";
import type { Shop, ShopMember } from "./shop-test-fixture";
import { signedInClient, type TestClient } from "./test-client";

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Adds a customer through the API. */
export async function addCustomer(client: TestClient, fields: Partial<CustomerFormInput> = {}): Promise<Customer> {
  const response = await client.request("POST", "/api/customers", { name: "Carla Customer", ...fields });
  return ((await (await expectStatus(response, 201, "POST /api/customers")).json()) as { customer: Customer }).customer;
}

/** Adds a vehicle to a customer's record through the API. */
export async function addCustomerVehicle(client: TestClient, customerId: string, fields: Partial<CustomerVehicleInput> = {}): Promise<CustomerVehicle> {
  const response = await client.request("POST", `/api/customers/${customerId}/vehicles`, { make: "Honda", model: "Accord", ...fields });
  return ((await (await expectStatus(response, 201, "POST .../vehicles")).json()) as { vehicle: CustomerVehicle }).vehicle;
}

/**
 * Links records to a customer straight in the database, as the linking routes (another part of
 * the work) do: the customer routes read and move whatever is linked.
 */
export async function linkToCustomer(
  shop: Shop,
  customerId: string,
  records: { tickets?: string[]; jobCards?: string[]; invoices?: string[] },
): Promise<void> {
  const { db } = shop.t.database;
  for (const id of records.tickets ?? []) await db.update(serviceTickets).set({ customerId }).where(eq(serviceTickets.id, id));
  for (const id of records.jobCards ?? []) await db.update(jobCards).set({ customerId }).where(eq(jobCards.id, id));
  for (const id of records.invoices ?? []) await db.update(invoices).set({ customerId }).where(eq(invoices.id, id));
}

/** A Manager of the shop, signed in (merge is theirs and the Admin's). */
export async function signedInManager(shop: Shop): Promise<ShopMember> {
  const member = await signedInClient(shop.t.app, "manager@example.com", { name: "Mia Manager" });
  const grant = await shop.admin.client.request("PATCH", `/api/users/${member.profile.userId}`, {
    name: member.profile.name,
    role: "Manager",
    shopName: "",
    isActive: true,
  });
  await expectStatus(grant, 200, "granting Manager");
  return { client: member.client, profile: await member.client.me() };
}
