import type { EstimateDraftInput } from "../../src/shared/schemas/estimates";
import type { Invoice } from "../../src/shared/schemas/invoices";
import type { JobCard } from "../../src/shared/schemas/job-card-responses";
import type { Shop } from "./shop-test-fixture";
import type { TestClient } from "./test-client";

/** The shop's settings the invoice tests price with: 8.25% tax on parts only. */
export const INVOICE_TEST_PRICING = {
  shopName: "Ace Auto",
  address: "1 Main St",
  phone: "555-0199",
  defaultLaborRateCents: 10_000,
  partsMarkupBp: 2_500,
  taxRateBp: 825,
  taxLabor: false,
  taxParts: true,
  taxFees: false,
  linkLifetimeDays: 14,
  invoicePrefix: "INV-",
};

/**
 * Three jobs: Brakes (labor 2.0 h at 100.00), Wipers (two parts at 25.00, taxed) and Alignment
 * (a fee of 80.00), with a discount of 10.00.
 */
export function threeJobEstimate(rowVersion: number, brakesTenths = 20): EstimateDraftInput {
  return {
    rowVersion,
    discountCents: 1_000,
    jobs: [
      { id: "job-brakes", name: "Brakes", lines: [{ id: "l1", kind: "labor", description: "Replace pads", hoursTenths: brakesTenths, rateCents: 10_000 }] },
      {
        id: "job-wipers",
        name: "Wipers",
        lines: [{ id: "p1", kind: "part", partName: "Wiper blade", partNumber: "WB-1", quantityHundredths: 200, unitCostCents: 2_000, unitPriceCents: 2_500 }],
      },
      { id: "job-align", name: "Alignment", lines: [{ id: "f1", kind: "fee", description: "Alignment", amountCents: 8_000 }] },
    ],
  };
}

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Saves the shop's pricing as the Admin. */
export async function priceShop(shop: Shop, overrides: Record<string, unknown> = {}): Promise<void> {
  await expectStatus(await shop.admin.client.request("PUT", "/api/shop-pricing", { ...INVOICE_TEST_PRICING, ...overrides }), 200, "PUT /api/shop-pricing");
}

/**
 * A job card whose estimate (threeJobEstimate) was sent and decided by Record Approval: Brakes
 * and Wipers approved, Alignment declined unless `decisions` says otherwise.
 */
export async function approvedCard(
  shop: Shop,
  decisions: Record<string, "approved" | "declined"> = { "job-brakes": "approved", "job-wipers": "approved", "job-align": "declined" },
  card: Record<string, unknown> = {},
): Promise<string> {
  const client = shop.advisor.client;
  const created = await expectStatus(
    await client.request("POST", "/api/job-cards", {
      vin: "1HGCM82633A004352",
      customerName: "Carla Customer",
      customerContact: "carla@example.com",
      serviceDescription: "Brakes squeal",
      assignedTechnicianId: shop.technician.profile.userId,
      ...card,
    }),
    201,
    "POST /api/job-cards",
  );
  const cardId = ((await created.json()) as { jobCard: JobCard }).jobCard.id;
  await expectStatus(await client.request("PUT", `/api/job-cards/${cardId}/estimate`, threeJobEstimate(0)), 200, "PUT estimate");
  await expectStatus(await client.request("POST", `/api/job-cards/${cardId}/estimate/send`), 201, "send estimate");
  const entries = Object.entries(decisions);
  if (entries.length > 0) {
    await expectStatus(
      await client.request("POST", `/api/job-cards/${cardId}/estimate/approvals`, {
        method: "phone",
        signerName: "Carla Customer",
        at: new Date().toISOString(),
        decisions: entries.map(([jobId, decision]) => ({ jobId, decision })),
      }),
      201,
      "Record Approval",
    );
  }
  return cardId;
}

/** Create Invoice on a card; the draft. */
export async function createInvoice(client: TestClient, cardId: string): Promise<Invoice> {
  const response = await expectStatus(await client.request("POST", `/api/job-cards/${cardId}/invoice`), 201, "Create Invoice");
  return ((await response.json()) as { invoice: Invoice }).invoice;
}

/** GET /api/invoices/{id}. */
export async function readInvoiceOf(client: TestClient, invoiceId: string): Promise<Invoice> {
  const response = await expectStatus(await client.request("GET", `/api/invoices/${invoiceId}`), 200, "GET invoice");
  return ((await response.json()) as { invoice: Invoice }).invoice;
}

/** Finalize Invoice on a draft; the finalized invoice, or a thrown error naming the answer. */
export async function finalized(client: TestClient, invoiceId: string, body?: unknown): Promise<Invoice> {
  const response = await client.request("POST", `/api/invoices/${invoiceId}/finalize`, body);
  if (response.status !== 200) throw new Error(`finalize answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { invoice: Invoice }).invoice;
}
