import { expect, type APIRequestContext } from "@playwright/test";
import type { Estimate, EstimateDraftInput, EstimateSent } from "../../src/shared/schemas/estimates";
import type { Invoice } from "../../src/shared/schemas/invoices";
import { post } from "./accounts";

/** A job card whose estimate the customer decided through the link: the first job approved, the second declined. */
export interface DecidedCard {
  jobCardId: string;
  vin: string;
  customerName: string;
  approvedJob: string;
  declinedJob: string;
  authorisedTotalCents: number;
}

const ORIGIN = () => ({ origin: process.env.E2E_BASE_URL! });

/**
 * Made through the API as staff with estimates:edit on `request`, then decided by the customer on
 * the public API (no session needed): brakes 2.0 h at 100.00 approved, wipers 2 x 25.00 declined.
 */
export async function decidedJobCard(request: APIRequestContext, technicianId: string, token: string, label: string): Promise<DecidedCard> {
  const vin = `INV${label}${token}`.slice(0, 17).toUpperCase();
  const customerName = `Ivy Invoice ${label} ${token}`;
  const approvedJob = `Front brakes ${label} ${token}`;
  const declinedJob = `Wiper blades ${label} ${token}`;
  const { jobCard } = (await post(request, "/api/job-cards", {
    vin,
    customerName,
    serviceDescription: "Brakes and wipers",
    assignedTechnicianId: technicianId,
  })) as {
    jobCard: { id: string };
  };
  const draft: Omit<EstimateDraftInput, "rowVersion"> = {
    discountCents: 0,
    jobs: [
      { id: "brakes", name: approvedJob, lines: [{ id: "l1", kind: "labor", description: "Replace pads and rotors", hoursTenths: 20, rateCents: 10000 }] },
      {
        id: "wipers",
        name: declinedJob,
        lines: [{ id: "p1", kind: "part", partName: "Wiper blade", partNumber: "", quantityHundredths: 200, unitCostCents: 1800, unitPriceCents: 2500 }],
      },
    ],
  };
  const saved = await request.put(`/api/job-cards/${jobCard.id}/estimate`, { data: { ...draft, rowVersion: 0 }, headers: ORIGIN() });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = (await post(request, `/api/job-cards/${jobCard.id}/estimate/send`, {})) as EstimateSent;
  const linkToken = new URL(sent.url).pathname.split("/").at(-1)!;
  await post(request, `/api/public/estimates/${linkToken}/decision`, {
    decisions: [
      { jobId: "brakes", decision: "approved" },
      { jobId: "wipers", decision: "declined" },
    ],
    name: customerName,
    authorised: true,
  });
  const { estimate } = (await (await request.get(`/api/job-cards/${jobCard.id}/estimate`)).json()) as { estimate: Estimate };
  return { jobCardId: jobCard.id, vin, customerName, approvedJob, declinedJob, authorisedTotalCents: estimate.authorisedTotalCents };
}

/** Creates the card's invoice and finalizes it through the API; answers the finalized invoice. */
export async function finalizedInvoice(request: APIRequestContext, jobCardId: string): Promise<Invoice> {
  const created = (await post(request, `/api/job-cards/${jobCardId}/invoice`, {})) as { invoice: Invoice };
  const finalized = (await post(request, `/api/invoices/${created.invoice.id}/finalize`, {})) as { invoice: Invoice };
  return finalized.invoice;
}
