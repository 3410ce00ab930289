import { reminderStopTokens } from "../../../src/server/db/schema";
import { newStopToken } from "../../../src/server/reminders/stop-token";
import { MULTI_POINT_INSPECTION_ID } from "../../../src/shared/constants/inspections";
import type { EstimateSent } from "../../../src/shared/schemas/estimates";
import type { InspectionTemplate } from "../../../src/shared/schemas/inspection-templates";
import type { Invoice } from "../../../src/shared/schemas/invoices";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import { INVOICE_TEST_PRICING, threeJobEstimate } from "../../support/invoice-fixture";
import { onePixelImage } from "../../support/job-card-image-files";
import { ORIGIN, type HostileShop } from "./hostile-shop";

/** Rows for one operation's boundary requests, by the path parameter or field that names them. */
export type BoundaryTargets = Record<string, readonly string[]>;

/** The path parameters and fields whose rows `freshTargets` makes. */
export const TARGETED = ["jobCardId", "invoiceId", "paymentId", "token", "entryId", "photoId", "itemId", "templateId", "customerId", "vehicleId"] as const;

async function call<T>(shop: HostileShop, method: string, path: string, status: number, body?: unknown): Promise<T> {
  const response = await shop.t.app.request(`${ORIGIN}/api${path}`, {
    method,
    headers: { origin: ORIGIN, cookie: shop.admin.cookie!, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== status) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A card whose estimate was sent (its link's token) and decided: Brakes and Wipers approved. */
async function approvedCard(shop: HostileShop, vin: string): Promise<{ cardId: string; token: string }> {
  const { jobCard } = await call<{ jobCard: JobCard }>(shop, "POST", "/job-cards", 201, {
    vin,
    customerName: "Carla Customer",
    customerContact: "carla@example.com",
    serviceDescription: "Boundary card",
    assignedTechnicianId: shop.technicianId,
  });
  await call(shop, "PUT", `/job-cards/${jobCard.id}/estimate`, 200, threeJobEstimate(0));
  const sent = await call<EstimateSent>(shop, "POST", `/job-cards/${jobCard.id}/estimate/send`, 201);
  await call(shop, "POST", `/job-cards/${jobCard.id}/estimate/approvals`, 201, {
    method: "phone",
    signerName: "Carla Customer",
    at: new Date().toISOString(),
    decisions: [
      { jobId: "job-brakes", decision: "approved" },
      { jobId: "job-wipers", decision: "approved" },
    ],
  });
  return { cardId: jobCard.id, token: new URL(sent.url).pathname.split("/").pop()! };
}

let techniciansInvited = 0;

/** Prices the shop once, so estimates and invoices have their settings. */
export async function priceHostileShop(shop: HostileShop): Promise<void> {
  await call(shop, "PUT", "/shop-pricing", 200, INVOICE_TEST_PRICING);
}

/**
 * Fresh rows for one operation, so a request an earlier operation accepted (a finalize, a void,
 * a delete) leaves this one's boundary values still reaching a draft, a finalized invoice and a
 * payment that stands: a card with a sent and approved estimate, its draft invoice, another
 * card's finalized invoice with a payment, a finding of the same vehicle declined on an earlier
 * card (a recommendation), an inspection template of the shop's, and a customer with a vehicle
 * (and another to merge into it). The
 * estimate's job ids go to fields named jobId.
 */
export async function freshTargets(shop: HostileShop): Promise<BoundaryTargets> {
  const drafted = await approvedCard(shop, "BOUNDARY1");
  const { invoice: draft } = await call<{ invoice: Invoice }>(shop, "POST", `/job-cards/${drafted.cardId}/invoice`, 201);
  const paidCard = await approvedCard(shop, "BOUNDARY2");
  const { invoice: created } = await call<{ invoice: Invoice }>(shop, "POST", `/job-cards/${paidCard.cardId}/invoice`, 201);
  await call(shop, "POST", `/invoices/${created.id}/finalize`, 200, { invoiceDate: "2026-03-14" });
  const { invoice: paid } = await call<{ invoice: Invoice }>(shop, "POST", `/invoices/${created.id}/payments`, 201, {
    amountCents: 100,
    method: "Cash",
    paidOn: "2026-03-20",
  });
  // A time entry of a technician of its own, so no entry an earlier request stored can overlap it.
  const invited = await call<{ user: { userId: string } }>(shop, "POST", "/users", 201, {
    email: `boundary-technician-${(techniciansInvited += 1)}@example.com`,
    name: "Boundary Technician",
    role: "Service Technician",
  });
  const { entry } = await call<{ entry: { id: string } }>(shop, "POST", `/job-cards/${drafted.cardId}/time/entries`, 201, {
    technicianId: invited.user.userId,
    jobId: "job-brakes",
    startedAt: "2026-03-14T08:00:00.000Z",
    stoppedAt: "2026-03-14T09:00:00.000Z",
    reason: "Boundary entry",
  });
  // A photo of the card, sent as raw bytes as a browser's picker sends it.
  const photo = await shop.t.app.request(`${ORIGIN}/api/job-cards/${drafted.cardId}/photos`, {
    method: "POST",
    headers: { origin: ORIGIN, cookie: shop.admin.cookie!, "content-type": "image/png" },
    body: onePixelImage("image/png"),
  });
  if (photo.status !== 201) throw new Error(`POST /job-cards/{jobCardId}/photos answered ${photo.status}: ${await photo.text()}`);
  const { id: photoId } = (await photo.json()) as { id: string };
  // The card's inspection, with a photo of an item, so item and photo ids reach a real one.
  await call(shop, "POST", `/job-cards/${drafted.cardId}/inspection`, 201, { templateId: MULTI_POINT_INSPECTION_ID });
  const itemPhoto = await shop.t.app.request(`${ORIGIN}/api/job-cards/${drafted.cardId}/inspection/items/mpi-front-pads/photos`, {
    method: "POST",
    headers: { origin: ORIGIN, cookie: shop.admin.cookie!, "content-type": "image/jpeg" },
    body: onePixelImage("image/jpeg"),
  });
  if (itemPhoto.status !== 201) throw new Error(`POST .../inspection/items/{itemId}/photos answered ${itemPhoto.status}: ${await itemPhoto.text()}`);
  const { id: itemPhotoId } = (await itemPhoto.json()) as { id: string };
  // Front pads a finding, so Add to Estimate's boundary requests reach its write.
  await call(shop, "PUT", `/job-cards/${drafted.cardId}/inspection/items/mpi-front-pads`, 200, { rating: "Urgent", skipped: false, note: "", measuredValue: null });
  // Front pads declined on an earlier card of the same vehicle, so Add to Estimate from a
  // recommendation reaches its write on this card.
  const { jobCard: earlier } = await call<{ jobCard: JobCard }>(shop, "POST", "/job-cards", 201, {
    vin: "BOUNDARY1",
    customerName: "Carla Customer",
    serviceDescription: "Earlier boundary visit",
    assignedTechnicianId: shop.technicianId,
  });
  const { inspection: earlierInspection } = await call<{ inspection: { id: string } }>(shop, "POST", `/job-cards/${earlier.id}/inspection`, 201, {
    templateId: MULTI_POINT_INSPECTION_ID,
  });
  await call(shop, "PUT", `/job-cards/${earlier.id}/inspection/items/mpi-front-pads`, 200, { rating: "Urgent", skipped: false, note: "", measuredValue: null });
  const { jobId: declinedJobId } = await call<{ jobId: string }>(shop, "POST", `/job-cards/${earlier.id}/inspection/items/mpi-front-pads/estimate`, 201);
  await call(shop, "POST", `/job-cards/${earlier.id}/estimate/send`, 201);
  await call(shop, "POST", `/job-cards/${earlier.id}/estimate/approvals`, 201, {
    method: "phone",
    signerName: "Carla Customer",
    at: new Date().toISOString(),
    decisions: [{ jobId: declinedJobId, decision: "declined" }],
  });
  // A template of the shop's own (rowVersion 1, so an update naming it reaches the write) and the built-in one.
  const { template } = await call<{ template: InspectionTemplate }>(shop, "POST", "/inspection-templates", 201, {
    name: "Boundary template",
    sections: [{ id: "section-1", name: "Brakes", items: [{ id: "item-1", name: "Front pads", measurement: null, suggestedCannedJobId: null }] }],
  });
  // A customer with a vehicle, and another to merge into it; the erase's confirmName is the name.
  const { customer } = await call<{ customer: { id: string } }>(shop, "POST", "/customers", 201, { name: "Boundary Customer" });
  const { vehicle } = await call<{ vehicle: { id: string } }>(shop, "POST", `/customers/${customer.id}/vehicles`, 201, { make: "Honda", model: "Accord" });
  const { customer: merged } = await call<{ customer: { id: string } }>(shop, "POST", "/customers", 201, { name: "Boundary Duplicate" });
  // A reminder mail's stop link for the customer, as the daily run stores it, so the stop route's
  // boundary requests reach a real one.
  const stop = newStopToken();
  await shop.t.database.db.insert(reminderStopTokens).values({ tokenHash: stop.hash, customerId: customer.id });
  return {
    customerId: [customer.id],
    vehicleId: [vehicle.id],
    keepId: [customer.id],
    mergeId: [merged.id],
    confirmName: ["Boundary Customer"],
    jobCardId: [drafted.cardId],
    photoId: [photoId, itemPhotoId],
    itemId: ["mpi-front-pads", "mpi-engine-oil"],
    inspectionId: [earlierInspection.id],
    vin: ["BOUNDARY1"],
    templateId: [template.id, MULTI_POINT_INSPECTION_ID],
    entryId: [entry.id],
    technicianId: [invited.user.userId],
    invoiceId: [draft.id, paid.id],
    paymentId: [paid.payments[0]!.id],
    token: [drafted.token, stop.token],
    jobId: ["job-brakes", "job-wipers", "job-align"],
    assignedTechnicianId: [shop.technicianId],
  };
}
