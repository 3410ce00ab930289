import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, type Permission } from "../../src/shared/auth/permissions";
import { ROLES, type Role } from "../../src/shared/auth/roles";
import type { Invitation, Profile } from "../../src/shared/schemas/account-responses";
import type { AccountSessionList } from "../../src/shared/schemas/account-sessions";
import type { Customer, CustomerVehicle } from "../../src/shared/schemas/customers";
import type { StoredJobCardImage } from "../../src/shared/schemas/job-card-image-responses";
import type { JobCardPhoto } from "../../src/shared/schemas/job-card-photos";
import type { JobCard } from "../../src/shared/schemas/job-card-responses";
import type { ServiceTicket } from "../../src/shared/schemas/ticket-responses";
import { createTestApp, type TestApp } from "./test-app";
import { signedInClient, TestClient } from "./test-client";
import type { DatabaseKind } from "../../src/server/db/database";
import { onePixelImage, pickedFile } from "./job-card-image-files";
import { and, eq } from "drizzle-orm";
import { MULTI_POINT_INSPECTION_ID } from "../../src/shared/constants/inspections";
import type { Inspection, InspectionPhoto } from "../../src/shared/schemas/inspections";
import { inspectionItems } from "../../src/server/db/schema";
import type { Appointment } from "../../src/shared/schemas/appointments";
import { DEFAULT_SHOP_CALENDAR } from "../../src/shared/schemas/shop-calendar";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The password TestClient signs up and logs in with. */
const PASSWORD = "correct horse";
const EVIL_ORIGIN = "https://evil.example";

/** What a table row needs to build a valid request: a fresh target account, a fresh e-mail. */
interface RequestContext {
  /** A new User account, invited by the Admin, that nobody else uses. */
  spare: () => Promise<Profile>;
  uniqueEmail: (label: string) => string;
  /** A new Open service ticket, created by the Admin. */
  ticket: () => Promise<ServiceTicket>;
  /** A new job card assigned to the Service Technician account, so that role may change it. */
  jobCard: () => Promise<JobCard>;
  /** The Service Technician account's user id. */
  technicianId: () => string;
  /** The address of a job card image the Admin just stored. */
  jobCardImageUrl: () => Promise<string>;
  /** The address of a photo the Admin just added to a new job card. */
  jobCardPhotoUrl: () => Promise<string>;
  /** Has the Admin turn sharing of shop records on, so push and pull answer (and photos are the shop's). */
  shareShopRecords: () => Promise<void>;
  /** A new job card (assigned to the technician) whose estimate the Admin priced, and sent when asked. */
  pricedJobCard: (options: { send: boolean }) => Promise<{ jobCardId: string; jobId: string }>;
  /** A canned job the Admin saved. */
  cannedJobId: () => Promise<string>;
  /** A new inspection template the Admin made (rowVersion 1). */
  inspectionTemplateId: () => Promise<string>;
  /** A new job card whose estimate was sent and approved (Record Approval), ready to invoice. */
  approvedJobCardId: () => Promise<string>;
  /** A new invoice draft the Admin made from an approved card. */
  invoiceDraftId: () => Promise<string>;
  /** A new invoice the Admin made and finalized. */
  finalizedInvoiceId: () => Promise<string>;
  /** A payment of 1.00 the Admin recorded on a new finalized invoice. */
  invoicePayment: () => Promise<{ invoiceId: string; paymentId: string }>;
  /** A new time entry of the technician the Admin added, an hour long, in an hour no other entry takes. */
  timeEntry: () => Promise<{ entryId: string; startedAt: string }>;
  /** A start and stop an hour apart that no earlier entry of the technician overlaps. */
  freeHour: () => { startedAt: string; stoppedAt: string };
  /** A new job card (assigned to the technician) whose Multi-Point Inspection the Admin started; every item Good when `rated`, then completed when asked. */
  inspection: (options: { rated: boolean; completed?: boolean }) => Promise<Inspection>;
  /** The address of a photo the Admin just added to an item of a new inspection. */
  inspectionPhotoUrl: () => Promise<string>;
  /** The card of a new inspection whose front brake pads item is rated Urgent, not yet on the estimate. */
  inspectionFinding: () => Promise<{ jobCardId: string; itemId: string }>;
  /** A front pads finding the customer declined (recorded by the Admin) and a new card of the same vehicle to add it to. */
  recommendation: () => Promise<{ jobCardId: string; inspectionId: string; itemId: string }>;
  /** A new customer the Admin added. */
  customer: () => Promise<Customer>;
  /** A new customer the Admin added, with one vehicle (no VIN). */
  customerVehicle: () => Promise<{ customerId: string; vehicleId: string }>;
  /** A new appointment the Admin booked, without a bay, for the Service Technician account. */
  appointment: () => Promise<Appointment>;
}

/** The shop calendar's defaults as PUT /api/shop-calendar takes them. */
const { updatedAt: _calendarUpdatedAt, ...MATRIX_CALENDAR } = DEFAULT_SHOP_CALENDAR;

/** A one-item inspection template, as POST /api/inspection-templates takes it. */
const MATRIX_TEMPLATE = {
  name: "Matrix template",
  sections: [{ id: "section-1", name: "Brakes", items: [{ id: "item-1", name: "Front pads", measurement: null, suggestedCannedJobId: null }] }],
};

/** A one-job estimate draft, as PUT /api/job-cards/{jobCardId}/estimate takes it. */
const MATRIX_ESTIMATE = {
  rowVersion: 0,
  discountCents: 0,
  jobs: [{ id: "job-1", name: "Brakes", lines: [{ id: "line-1", kind: "labor", description: "Replace pads", hoursTenths: 15, rateCents: 10_000 }] }],
};

interface Endpoint {
  method: Method;
  /** As the OpenAPI description writes it: `{userId}` for a path parameter. */
  path: string;
  /** A role holding any one of them is let in. */
  permission: Permission | readonly Permission[];
  /** What a role that may act answers: a success, or a 409 a role gets only once past the permission check. */
  success: 200 | 201 | 204 | 409;
  /** Roles past the permission check that the endpoint's own rule still refuses (403 with its own message). */
  refusedPastPermission?: readonly Role[];
  /** One valid request, made by the role's account: the concrete path and its body. */
  build: (context: RequestContext, role: Role) => Promise<{ path: string; body?: unknown }>;
  /** Puts back what the request changed for the role's account (a session it ended). */
  restore?: (client: TestClient, role: Role) => Promise<void>;
}

/** Every protected /api endpoint, with the capability its route requires (requirePermission). */
const ENDPOINTS: readonly Endpoint[] = [
  { method: "GET", path: "/api/me", permission: "profile:edit-own", success: 200, build: async () => ({ path: "/api/me" }) },
  { method: "GET", path: "/api/events", permission: "dashboard:view", success: 200, build: async () => ({ path: "/api/events" }) },
  { method: "GET", path: "/api/profile", permission: "profile:edit-own", success: 200, build: async () => ({ path: "/api/profile" }) },
  {
    method: "PUT",
    path: "/api/profile",
    permission: "profile:edit-own",
    success: 200,
    build: async ({ uniqueEmail }) => ({
      path: "/api/profile",
      body: { name: "Matrix Member", shopName: `Garage ${uniqueEmail("shop").split("@")[0]}` },
    }),
  },
  {
    method: "PUT",
    path: "/api/profile/notifications",
    permission: "profile:edit-own",
    success: 200,
    build: async () => ({ path: "/api/profile/notifications", body: { notifyEmailBookings: false, notifySmsUrgent: true } }),
  },
  {
    method: "POST",
    path: "/api/account/password",
    permission: "profile:edit-own",
    success: 204,
    // The same password again, so every later log-in of the role accounts still works.
    build: async () => ({ path: "/api/account/password", body: { newPassword: PASSWORD } }),
  },
  {
    method: "GET",
    path: "/api/account/sessions",
    permission: "profile:edit-own",
    success: 200,
    build: async () => ({ path: "/api/account/sessions" }),
  },
  {
    method: "DELETE",
    path: "/api/account/sessions/{sessionId}",
    permission: "profile:edit-own",
    success: 204,
    // A second session of the same account, so the one making the request stays signed in.
    build: async (_context, role) => {
      const device = new TestClient(matrixApp);
      await device.logIn(emailOf(role), PASSWORD);
      const { sessions } = (await (await device.request("GET", "/api/account/sessions")).json()) as AccountSessionList;
      return { path: `/api/account/sessions/${sessions.find((session) => session.current)!.id}` };
    },
  },
  {
    method: "POST",
    path: "/api/account/sessions/sign-out-everywhere",
    permission: "profile:edit-own",
    success: 204,
    build: async () => ({ path: "/api/account/sessions/sign-out-everywhere" }),
    restore: async (client, role) => {
      await client.logIn(emailOf(role), PASSWORD);
    },
  },
  { method: "GET", path: "/api/users", permission: "users:manage", success: 200, build: async () => ({ path: "/api/users" }) },
  {
    method: "POST",
    path: "/api/users",
    permission: "users:manage",
    success: 201,
    build: async ({ uniqueEmail }) => ({
      path: "/api/users",
      body: { email: uniqueEmail("invitee"), name: "Ivy Invitee", role: "User" },
    }),
  },
  {
    method: "PATCH",
    path: "/api/users/{userId}",
    permission: "users:manage",
    success: 200,
    build: async ({ spare }) => {
      const target = await spare();
      return {
        path: `/api/users/${target.userId}`,
        body: { name: `${target.name} Edited`, role: "Service Advisor", shopName: "", isActive: true },
      };
    },
  },
  {
    method: "POST",
    path: "/api/users/{userId}/deactivate",
    permission: "users:manage",
    success: 200,
    build: async ({ spare }) => ({ path: `/api/users/${(await spare()).userId}/deactivate` }),
  },
  { method: "GET", path: "/api/tickets", permission: "tickets:list", success: 200, build: async () => ({ path: "/api/tickets" }) },
  {
    method: "GET",
    path: "/api/tickets/{ticketId}",
    permission: "tickets:list",
    success: 200,
    build: async ({ ticket }) => ({ path: `/api/tickets/${(await ticket()).id}` }),
  },
  {
    method: "POST",
    path: "/api/tickets",
    permission: "tickets:create",
    success: 201,
    build: async () => ({ path: "/api/tickets", body: { vin: "MATRIX1", issueDescription: "Matrix check" } }),
  },
  {
    method: "PATCH",
    path: "/api/tickets/{ticketId}",
    permission: "tickets:edit",
    success: 200,
    build: async ({ ticket }) => {
      const { id, vin, updatedAt } = await ticket();
      return { path: `/api/tickets/${id}`, body: { vin, issueDescription: "Edited", updatedAt } };
    },
  },
  {
    method: "DELETE",
    path: "/api/tickets/{ticketId}",
    permission: "tickets:delete",
    success: 204,
    build: async ({ ticket }) => ({ path: `/api/tickets/${(await ticket()).id}` }),
  },
  {
    method: "POST",
    path: "/api/tickets/{ticketId}/convert",
    permission: "tickets:convert",
    success: 201,
    build: async ({ ticket, technicianId }) => ({
      path: `/api/tickets/${(await ticket()).id}/convert`,
      body: { assignedTechnicianId: technicianId(), serviceDescription: "Matrix work" },
    }),
  },
  { method: "GET", path: "/api/job-cards", permission: "job-cards:list", success: 200, build: async () => ({ path: "/api/job-cards" }) },
  {
    method: "GET",
    path: "/api/job-cards/{jobCardId}",
    permission: "job-cards:view",
    success: 200,
    build: async ({ jobCard }) => ({ path: `/api/job-cards/${(await jobCard()).id}` }),
  },
  {
    method: "POST",
    path: "/api/job-cards",
    permission: "job-cards:create",
    success: 201,
    build: async ({ technicianId }) => ({
      path: "/api/job-cards",
      body: { vin: "MATRIX2", serviceDescription: "Matrix work", assignedTechnicianId: technicianId() },
    }),
  },
  {
    method: "PATCH",
    path: "/api/job-cards/{jobCardId}/status",
    permission: ["job-cards:change-status-any", "job-cards:change-status-assigned"],
    success: 200,
    build: async ({ jobCard }) => {
      const { id, updatedAt } = await jobCard();
      return { path: `/api/job-cards/${id}/status`, body: { status: "In Progress", updatedAt } };
    },
  },
  {
    method: "PATCH",
    path: "/api/job-cards/{jobCardId}/promised",
    permission: "job-cards:change-status-any",
    success: 200,
    build: async ({ jobCard }) => {
      const { id, updatedAt } = await jobCard();
      return { path: `/api/job-cards/${id}/promised`, body: { promisedAt: "2026-12-01T15:30:00.000Z", updatedAt } };
    },
  },
  {
    method: "DELETE",
    path: "/api/job-cards/{jobCardId}",
    permission: "job-cards:delete",
    success: 204,
    build: async ({ jobCard }) => ({ path: `/api/job-cards/${(await jobCard()).id}` }),
  },
  { method: "GET", path: "/api/activity", permission: "dashboard:view", success: 200, build: async () => ({ path: "/api/activity" }) },
  {
    method: "GET",
    path: "/api/reports/receivables",
    permission: "reports:view",
    success: 200,
    build: async () => ({ path: "/api/reports/receivables?asOf=2026-06-30" }),
  },
  {
    method: "GET",
    path: "/api/reports/invoice-revenue",
    permission: "reports:view",
    success: 200,
    build: async () => ({ path: "/api/reports/invoice-revenue?from=2026-06-01&to=2026-06-30" }),
  },
  { method: "GET", path: "/api/technicians", permission: "job-cards:list", success: 200, build: async () => ({ path: "/api/technicians" }) },
  { method: "POST", path: "/api/backups", permission: "backups:manage", success: 201, build: async () => ({ path: "/api/backups" }) },
  { method: "GET", path: "/api/backups/status", permission: "backups:manage", success: 200, build: async () => ({ path: "/api/backups/status" }) },
  {
    method: "POST",
    path: "/api/job-card-images",
    permission: "shop-records:sync",
    success: 201,
    // Photos reach the server only while the shop shares its records: checked with sharing on.
    build: async ({ shareShopRecords }) => {
      await shareShopRecords();
      return { path: "/api/job-card-images", body: pickedFile(onePixelImage("image/png"), "image/png") };
    },
  },
  {
    method: "GET",
    path: "/api/job-card-images/{imageId}",
    permission: "shop-records:sync",
    success: 200,
    build: async ({ shareShopRecords, jobCardImageUrl }) => {
      await shareShopRecords();
      return { path: await jobCardImageUrl() };
    },
  },
  {
    method: "POST",
    path: "/api/sync/push",
    permission: "shop-records:sync",
    success: 200,
    build: async ({ shareShopRecords }, role) => {
      await shareShopRecords();
      const mutation = { id: 1, name: "put", collection: "vehicleCustomFields", recordId: "matrix", baseVersion: 0, fields: { label: "Matrix" } };
      return { path: "/api/sync/push", body: { clientId: matrixDevice(role), mutations: [mutation] } };
    },
  },
  {
    method: "GET",
    path: "/api/sync/pull",
    permission: "shop-records:sync",
    success: 200,
    build: async ({ shareShopRecords }, role) => {
      await shareShopRecords();
      return { path: `/api/sync/pull?clientId=${matrixDevice(role)}` };
    },
  },
  {
    method: "GET",
    path: "/api/shop-records/setting",
    permission: "dashboard:view",
    success: 200,
    build: async () => ({ path: "/api/shop-records/setting" }),
  },
  {
    method: "PUT",
    path: "/api/shop-records/setting",
    permission: "shop-records:manage",
    success: 200,
    build: async () => ({ path: "/api/shop-records/setting", body: { shared: true } }),
  },
  {
    method: "GET",
    path: "/api/job-cards/{jobCardId}/estimate",
    permission: "estimates:edit",
    success: 200,
    build: async ({ jobCard }) => ({ path: `/api/job-cards/${(await jobCard()).id}/estimate` }),
  },
  {
    method: "PUT",
    path: "/api/job-cards/{jobCardId}/estimate",
    permission: "estimates:edit",
    success: 200,
    build: async ({ jobCard }) => ({ path: `/api/job-cards/${(await jobCard()).id}/estimate`, body: MATRIX_ESTIMATE }),
  },
  {
    method: "POST",
    path: "/api/job-cards/{jobCardId}/estimate/send",
    permission: "estimates:edit",
    success: 201,
    build: async ({ pricedJobCard }) => ({ path: `/api/job-cards/${(await pricedJobCard({ send: false })).jobCardId}/estimate/send` }),
  },
  {
    method: "POST",
    path: "/api/job-cards/{jobCardId}/estimate/approvals",
    permission: "estimates:edit",
    success: 201,
    build: async ({ pricedJobCard }) => {
      const { jobCardId, jobId } = await pricedJobCard({ send: true });
      const body = { method: "phone", signerName: "Carla Customer", at: new Date().toISOString(), decisions: [{ jobId, decision: "approved" }] };
      return { path: `/api/job-cards/${jobCardId}/estimate/approvals`, body };
    },
  },
  {
    method: "GET",
    path: "/api/job-cards/{jobCardId}/estimate/work",
    permission: "estimates:view-work",
    success: 200,
    build: async ({ pricedJobCard }) => ({ path: `/api/job-cards/${(await pricedJobCard({ send: false })).jobCardId}/estimate/work` }),
  },
  { method: "GET", path: "/api/shop-pricing", permission: "shop-pricing:manage", success: 200, build: async () => ({ path: "/api/shop-pricing" }) },
  {
    method: "PUT",
    path: "/api/shop-pricing",
    permission: "shop-pricing:manage",
    success: 200,
    build: async () => ({
      path: "/api/shop-pricing",
      body: { defaultLaborRateCents: 10_000, partsMarkupBp: 2_500, taxRateBp: 825, taxLabor: false, taxParts: true, taxFees: false, linkLifetimeDays: 14 },
    }),
  },
  { method: "GET", path: "/api/canned-jobs", permission: "estimates:edit", success: 200, build: async () => ({ path: "/api/canned-jobs" }) },
  {
    method: "POST",
    path: "/api/canned-jobs",
    permission: "estimates:edit",
    success: 201,
    build: async () => ({ path: "/api/canned-jobs", body: { name: "Oil change", lines: MATRIX_ESTIMATE.jobs[0]!.lines } }),
  },
  {
    method: "DELETE",
    path: "/api/canned-jobs/{cannedJobId}",
    permission: "estimates:edit",
    success: 204,
    build: async ({ cannedJobId }) => ({ path: `/api/canned-jobs/${await cannedJobId()}` }),
  },
  { method: "GET", path: "/api/inspection-templates", permission: "inspections:inspect", success: 200, build: async () => ({ path: "/api/inspection-templates" }) },
  {
    method: "GET",
    path: "/api/inspection-templates/{templateId}",
    permission: "inspections:inspect",
    success: 200,
    build: async () => ({ path: "/api/inspection-templates/multi-point-inspection" }),
  },
  {
    method: "POST",
    path: "/api/inspection-templates",
    permission: "inspections:templates",
    success: 201,
    build: async () => ({ path: "/api/inspection-templates", body: MATRIX_TEMPLATE }),
  },
  {
    method: "PUT",
    path: "/api/inspection-templates/{templateId}",
    permission: "inspections:templates",
    success: 200,
    build: async ({ inspectionTemplateId }) => ({ path: `/api/inspection-templates/${await inspectionTemplateId()}`, body: { ...MATRIX_TEMPLATE, rowVersion: 1 } }),
  },
  {
    method: "DELETE",
    path: "/api/inspection-templates/{templateId}",
    permission: "inspections:templates",
    success: 204,
    build: async ({ inspectionTemplateId }) => ({ path: `/api/inspection-templates/${await inspectionTemplateId()}` }),
  },
  {
    method: "POST",
    path: "/api/job-cards/{jobCardId}/invoice",
    permission: "invoices:manage",
    success: 201,
    build: async ({ approvedJobCardId }) => ({ path: `/api/job-cards/${await approvedJobCardId()}/invoice` }),
  },
  { method: "GET", path: "/api/invoices", permission: "invoices:manage", success: 200, build: async () => ({ path: "/api/invoices?status=Draft" }) },
  {
    method: "GET",
    path: "/api/invoices/{invoiceId}",
    permission: "invoices:manage",
    success: 200,
    build: async ({ invoiceDraftId }) => ({ path: `/api/invoices/${await invoiceDraftId()}` }),
  },
  {
    method: "PUT",
    path: "/api/invoices/{invoiceId}",
    permission: "invoices:manage",
    success: 200,
    build: async ({ invoiceDraftId }) => ({ path: `/api/invoices/${await invoiceDraftId()}`, body: { rowVersion: 1, discountCents: 100, jobs: MATRIX_ESTIMATE.jobs } }),
  },
  {
    method: "DELETE",
    path: "/api/invoices/{invoiceId}",
    permission: "invoices:manage",
    success: 204,
    build: async ({ invoiceDraftId }) => ({ path: `/api/invoices/${await invoiceDraftId()}` }),
  },
  {
    method: "POST",
    path: "/api/invoices/{invoiceId}/finalize",
    permission: "invoices:manage",
    success: 200,
    build: async ({ invoiceDraftId }) => ({ path: `/api/invoices/${await invoiceDraftId()}/finalize`, body: { invoiceDate: "2026-06-30" } }),
  },
  {
    method: "POST",
    path: "/api/invoices/{invoiceId}/void",
    permission: "invoices:void",
    success: 200,
    build: async ({ finalizedInvoiceId }) => ({ path: `/api/invoices/${await finalizedInvoiceId()}/void`, body: { reason: "Matrix void" } }),
  },
  {
    method: "POST",
    path: "/api/invoices/{invoiceId}/payments",
    permission: "invoices:manage",
    success: 201,
    build: async ({ finalizedInvoiceId }) => ({
      path: `/api/invoices/${await finalizedInvoiceId()}/payments`,
      body: { amountCents: 100, method: "Card", paidOn: "2026-06-30", note: "Matrix" },
    }),
  },
  {
    method: "POST",
    path: "/api/invoices/{invoiceId}/payments/{paymentId}/reverse",
    permission: "invoices:void",
    success: 200,
    build: async ({ invoicePayment }) => {
      const { invoiceId, paymentId } = await invoicePayment();
      return { path: `/api/invoices/${invoiceId}/payments/${paymentId}/reverse`, body: { reason: "Matrix reversal" } };
    },
  },
  {
    method: "POST",
    path: "/api/invoices/{invoiceId}/email",
    permission: "invoices:manage",
    // The matrix app sends no mail (sign-ups would need confirming), so a role that may e-mail an
    // invoice is past the permission check when it hears why this one is not mailed.
    success: 409,
    build: async ({ invoiceDraftId }) => ({ path: `/api/invoices/${await invoiceDraftId()}/email` }),
  },
  {
    method: "GET",
    path: "/api/job-cards/{jobCardId}/time",
    permission: "job-cards:view",
    success: 200,
    build: async ({ approvedJobCardId }) => ({ path: `/api/job-cards/${await approvedJobCardId()}/time` }),
  },
  {
    method: "POST",
    path: "/api/job-cards/{jobCardId}/time/start",
    permission: "time-clock:own",
    success: 200,
    // Only the card's assigned technician clocks on it: the card is the Service Technician's.
    refusedPastPermission: ["Admin", "Manager", "Service Advisor"],
    build: async ({ approvedJobCardId }) => ({ path: `/api/job-cards/${await approvedJobCardId()}/time/start`, body: { jobId: MATRIX_ESTIMATE.jobs[0]!.id } }),
  },
  {
    method: "POST",
    path: "/api/job-cards/{jobCardId}/time/stop",
    permission: "time-clock:own",
    success: 200,
    build: async ({ approvedJobCardId }) => ({ path: `/api/job-cards/${await approvedJobCardId()}/time/stop`, body: {} }),
  },
  {
    method: "POST",
    path: "/api/job-cards/{jobCardId}/time/entries",
    permission: "time-entries:edit",
    success: 201,
    build: async ({ approvedJobCardId, technicianId, freeHour }) => ({
      path: `/api/job-cards/${await approvedJobCardId()}/time/entries`,
      body: { technicianId: technicianId(), jobId: MATRIX_ESTIMATE.jobs[0]!.id, ...freeHour(), reason: "Matrix entry" },
    }),
  },
  {
    method: "PATCH",
    path: "/api/time-entries/{entryId}",
    permission: "time-entries:edit",
    success: 200,
    build: async ({ timeEntry }) => {
      const { entryId, startedAt } = await timeEntry();
      const stoppedAt = new Date(Date.parse(startedAt) + 30 * 60 * 1000).toISOString();
      return { path: `/api/time-entries/${entryId}`, body: { startedAt, stoppedAt, reason: "Matrix edit", version: 1 } };
    },
  },
  {
    method: "DELETE",
    path: "/api/time-entries/{entryId}",
    permission: "time-entries:edit",
    success: 200,
    build: async ({ timeEntry }) => ({ path: `/api/time-entries/${(await timeEntry()).entryId}`, body: { reason: "Matrix delete" } }),
  },
  {
    method: "GET",
    path: "/api/job-cards/{jobCardId}/history",
    permission: "job-cards:view",
    success: 200,
    build: async ({ jobCard }) => ({ path: `/api/job-cards/${(await jobCard()).id}/history` }),
  },
  {
    method: "GET",
    path: "/api/job-cards/{jobCardId}/photos",
    permission: "job-cards:view",
    success: 200,
    build: async ({ jobCard }) => ({ path: `/api/job-cards/${(await jobCard()).id}/photos` }),
  },
  {
    method: "POST",
    path: "/api/job-cards/{jobCardId}/photos",
    permission: "job-cards:view",
    success: 201,
    // The card is the technician's: every role that may view it may add a photo.
    build: async ({ jobCard }) => ({ path: `/api/job-cards/${(await jobCard()).id}/photos`, body: pickedFile(onePixelImage("image/png"), "image/png") }),
  },
  {
    method: "GET",
    path: "/api/job-cards/{jobCardId}/photos/{photoId}",
    permission: "job-cards:view",
    success: 200,
    build: async ({ jobCardPhotoUrl }) => ({ path: await jobCardPhotoUrl() }),
  },
  {
    method: "DELETE",
    path: "/api/job-cards/{jobCardId}/photos/{photoId}",
    permission: "job-cards:delete",
    success: 204,
    build: async ({ jobCardPhotoUrl }) => ({ path: await jobCardPhotoUrl() }),
  },
  {
    method: "GET",
    path: "/api/job-cards/{jobCardId}/inspection",
    permission: ["inspections:inspect", "estimates:edit"],
    success: 200,
    build: async ({ inspection }) => ({ path: `/api/job-cards/${(await inspection({ rated: false })).jobCardId}/inspection` }),
  },
  {
    method: "POST",
    path: "/api/job-cards/{jobCardId}/inspection",
    permission: "inspections:inspect",
    success: 201,
    // The card is the technician's: every role that may inspect may start it.
    build: async ({ jobCard }) => ({ path: `/api/job-cards/${(await jobCard()).id}/inspection`, body: { templateId: MULTI_POINT_INSPECTION_ID } }),
  },
  {
    method: "PUT",
    path: "/api/job-cards/{jobCardId}/inspection/items/{itemId}",
    permission: "inspections:inspect",
    success: 200,
    build: async ({ inspection }) => ({
      path: `/api/job-cards/${(await inspection({ rated: false })).jobCardId}/inspection/items/mpi-front-pads`,
      body: { rating: null, skipped: false, note: "Matrix", measuredValue: 3 },
    }),
  },
  {
    method: "POST",
    path: "/api/job-cards/{jobCardId}/inspection/items/{itemId}/photos",
    permission: "inspections:inspect",
    success: 201,
    build: async ({ inspection }) => ({
      path: `/api/job-cards/${(await inspection({ rated: false })).jobCardId}/inspection/items/mpi-front-pads/photos`,
      body: pickedFile(onePixelImage("image/jpeg"), "image/jpeg"),
    }),
  },
  {
    method: "DELETE",
    path: "/api/job-cards/{jobCardId}/inspection/items/{itemId}/photos/{photoId}",
    permission: "inspections:inspect",
    success: 204,
    build: async ({ inspectionPhotoUrl }) => ({ path: await inspectionPhotoUrl() }),
  },
  {
    method: "POST",
    path: "/api/job-cards/{jobCardId}/inspection/complete",
    permission: "inspections:inspect",
    success: 200,
    build: async ({ inspection }) => ({ path: `/api/job-cards/${(await inspection({ rated: true })).jobCardId}/inspection/complete` }),
  },
  {
    method: "POST",
    path: "/api/job-cards/{jobCardId}/inspection/reopen",
    permission: "inspections:review",
    success: 200,
    build: async ({ inspection }) => ({ path: `/api/job-cards/${(await inspection({ rated: true, completed: true })).jobCardId}/inspection/reopen` }),
  },
  {
    method: "POST",
    path: "/api/job-cards/{jobCardId}/inspection/items/{itemId}/estimate",
    permission: "inspections:review",
    success: 201,
    build: async ({ inspectionFinding }) => {
      const { jobCardId, itemId } = await inspectionFinding();
      return { path: `/api/job-cards/${jobCardId}/inspection/items/${itemId}/estimate` };
    },
  },
  {
    method: "GET",
    path: "/api/vehicles/{vin}/recommendations",
    permission: "job-cards:list",
    success: 200,
    build: async () => ({ path: "/api/vehicles/MATRIX/recommendations" }),
  },
  {
    method: "GET",
    path: "/api/job-cards/{jobCardId}/recommendations",
    permission: "job-cards:view",
    success: 200,
    build: async ({ jobCard }) => ({ path: `/api/job-cards/${(await jobCard()).id}/recommendations` }),
  },
  {
    method: "POST",
    path: "/api/job-cards/{jobCardId}/recommendations/{inspectionId}/items/{itemId}/estimate",
    permission: "inspections:review",
    success: 201,
    build: async ({ recommendation }) => {
      const { jobCardId, inspectionId, itemId } = await recommendation();
      return { path: `/api/job-cards/${jobCardId}/recommendations/${inspectionId}/items/${itemId}/estimate` };
    },
  },
  {
    method: "GET",
    path: "/api/reminders",
    permission: "reminders:manage",
    success: 200,
    // One customer's, as their page asks.
    build: async ({ customer }) => ({ path: `/api/reminders?state=sent&customerId=${(await customer()).id}` }),
  },
  {
    method: "GET",
    path: "/api/reports/technician-hours",
    permission: "reports:technician-hours",
    success: 200,
    build: async () => ({ path: "/api/reports/technician-hours?from=2026-06-01&to=2026-06-30" }),
  },
  {
    method: "GET",
    path: "/api/reports/inspections",
    permission: "reports:inspections",
    success: 200,
    build: async () => ({ path: "/api/reports/inspections?from=2026-06-01&to=2026-06-30" }),
  },
  {
    method: "PATCH",
    path: "/api/job-cards/{jobCardId}/customer",
    permission: ["estimates:edit", "job-cards:create"],
    success: 200,
    build: async ({ jobCard }) => {
      const { id, updatedAt } = await jobCard();
      return { path: `/api/job-cards/${id}/customer`, body: { customerId: null, updatedAt } };
    },
  },
  {
    method: "GET",
    path: "/api/customers/upgrade-report",
    permission: "customers:manage",
    success: 200,
    build: async () => ({ path: "/api/customers/upgrade-report" }),
  },
  { method: "GET", path: "/api/customers", permission: "customers:manage", success: 200, build: async () => ({ path: "/api/customers?search=Matrix" }) },
  {
    method: "POST",
    path: "/api/customers",
    permission: "customers:manage",
    success: 201,
    build: async () => ({ path: "/api/customers", body: { name: "Matrix Customer", phones: [{ kind: "Mobile", number: "555-0100" }] } }),
  },
  { method: "GET", path: "/api/customers/export", permission: "customers:export", success: 200, build: async () => ({ path: "/api/customers/export" }) },
  {
    method: "POST",
    path: "/api/customers/merge",
    permission: "customers:merge",
    success: 200,
    build: async ({ customer }) => ({ path: "/api/customers/merge", body: { keepId: (await customer()).id, mergeId: (await customer()).id } }),
  },
  {
    method: "GET",
    path: "/api/customers/{customerId}",
    permission: "customers:manage",
    success: 200,
    build: async ({ customer }) => ({ path: `/api/customers/${(await customer()).id}` }),
  },
  {
    method: "PATCH",
    path: "/api/customers/{customerId}",
    permission: "customers:manage",
    success: 200,
    build: async ({ customer }) => {
      const { id, updatedAt } = await customer();
      return { path: `/api/customers/${id}`, body: { name: "Matrix Customer Edited", updatedAt } };
    },
  },
  {
    method: "GET",
    path: "/api/customers/{customerId}/summary",
    permission: "customers:manage",
    success: 200,
    build: async ({ customer }) => ({ path: `/api/customers/${(await customer()).id}/summary` }),
  },
  {
    method: "POST",
    path: "/api/customers/{customerId}/erase",
    permission: "customers:erase",
    success: 200,
    build: async ({ customer }) => {
      const { id, name } = await customer();
      return { path: `/api/customers/${id}/erase`, body: { confirmName: name } };
    },
  },
  {
    method: "GET",
    path: "/api/customers/{customerId}/vehicles",
    permission: "customers:manage",
    success: 200,
    build: async ({ customer }) => ({ path: `/api/customers/${(await customer()).id}/vehicles` }),
  },
  {
    method: "POST",
    path: "/api/customers/{customerId}/vehicles",
    permission: "customers:manage",
    success: 201,
    build: async ({ customer }) => ({ path: `/api/customers/${(await customer()).id}/vehicles`, body: { make: "Honda", model: "Accord" } }),
  },
  {
    method: "PATCH",
    path: "/api/customers/{customerId}/vehicles/{vehicleId}",
    permission: "customers:manage",
    success: 200,
    build: async ({ customerVehicle }) => {
      const { customerId, vehicleId } = await customerVehicle();
      return { path: `/api/customers/${customerId}/vehicles/${vehicleId}`, body: { make: "Honda", model: "Civic" } };
    },
  },
  {
    method: "DELETE",
    path: "/api/customers/{customerId}/vehicles/{vehicleId}",
    permission: "customers:manage",
    success: 204,
    build: async ({ customerVehicle }) => {
      const { customerId, vehicleId } = await customerVehicle();
      return { path: `/api/customers/${customerId}/vehicles/${vehicleId}` };
    },
  },
  { method: "GET", path: "/api/shop-calendar", permission: "calendar:view", success: 200, build: async () => ({ path: "/api/shop-calendar" }) },
  {
    method: "PUT",
    path: "/api/shop-calendar",
    permission: "shop-calendar:manage",
    success: 200,
    build: async () => ({ path: "/api/shop-calendar", body: MATRIX_CALENDAR }),
  },
  {
    method: "GET",
    path: "/api/appointments",
    permission: "calendar:view",
    success: 200,
    build: async () => ({ path: "/api/appointments?from=2027-01-04T00:00:00Z&to=2027-01-11T00:00:00Z" }),
  },
  {
    method: "GET",
    path: "/api/appointments/{appointmentId}",
    permission: "calendar:view",
    success: 200,
    build: async ({ appointment }) => ({ path: `/api/appointments/${(await appointment()).id}` }),
  },
  {
    method: "POST",
    path: "/api/appointments",
    permission: "calendar:manage",
    success: 201,
    build: async ({ customerVehicle }) => {
      const { customerId, vehicleId } = await customerVehicle();
      return {
        path: "/api/appointments",
        body: { customerId, customerVehicleId: vehicleId, requestedWork: "Matrix work", expectedHours: 1, startsAt: "2027-01-04T09:00:00Z" },
      };
    },
  },
  {
    method: "PATCH",
    path: "/api/appointments/{appointmentId}",
    permission: "calendar:manage",
    success: 200,
    build: async ({ appointment }) => {
      const booked = await appointment();
      const body = {
        customerId: booked.customerId,
        customerVehicleId: booked.customerVehicleId,
        requestedWork: "Matrix work, edited",
        expectedHours: 2,
        startsAt: booked.startsAt,
        updatedAt: booked.updatedAt,
      };
      return { path: `/api/appointments/${booked.id}`, body };
    },
  },
  {
    method: "PATCH",
    path: "/api/appointments/{appointmentId}/move",
    permission: "calendar:manage",
    success: 200,
    build: async ({ appointment }) => {
      const booked = await appointment();
      return { path: `/api/appointments/${booked.id}/move`, body: { startsAt: "2027-01-05T09:00:00Z", bayId: null, technicianId: null, updatedAt: booked.updatedAt } };
    },
  },
  {
    method: "PATCH",
    path: "/api/appointments/{appointmentId}/status",
    permission: "calendar:manage",
    success: 200,
    build: async ({ appointment }) => {
      const booked = await appointment();
      return { path: `/api/appointments/${booked.id}/status`, body: { status: "Confirmed", updatedAt: booked.updatedAt } };
    },
  },
  {
    method: "POST",
    path: "/api/appointments/{appointmentId}/check-in",
    permission: "calendar:manage",
    success: 200,
    build: async ({ appointment }) => {
      const booked = await appointment();
      return { path: `/api/appointments/${booked.id}/check-in`, body: { into: "ticket", updatedAt: booked.updatedAt } };
    },
  },
];

/** The device id a role's account syncs from (a device belongs to the user who first pushed from it). */
function matrixDevice(role: Role): string {
  return `matrix-${role.toLowerCase().replace(/\s+/g, "-")}`;
}

/** The app of the database being run, for builds that sign in a device of their own. */
let matrixApp: TestApp["app"];

const STATE_CHANGING = ENDPOINTS.filter((endpoint) => endpoint.method !== "GET");

const MATRIX = ENDPOINTS.flatMap((endpoint) =>
  ROLES.map((role) => ({
    ...endpoint,
    role,
    expected: [endpoint.permission].flat().some((permission) => can(role, permission)) ? endpoint.success : 403,
    /** A 403 of the endpoint's own rule, not of the permission table. */
    ownRule: (endpoint.refusedPastPermission ?? []).includes(role),
  })),
);

/** The e-mail of the account that holds a role in the matrix: admin@, service-advisor@... */
function emailOf(role: Role): string {
  return `${role.toLowerCase().replace(/\s+/g, "-")}@example.com`;
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

/** Which share of the matrix a file runs: `part` of `parts`, so two files can run it side by side. */
export interface MatrixShare {
  part: number;
  parts: number;
}

/**
 * Every protected route for every role on one database: the unit run takes PGlite, in two files
 * run side by side, the system run PostgreSQL in one. A share runs every `parts`-th row of the
 * role matrix; the first share also runs the checks without a session, from another site and of
 * unknown routes.
 */
export function describePermissionsMatrix(kind: DatabaseKind, share: MatrixShare = { part: 1, parts: 1 }): void {
  const rows = MATRIX.filter((_row, index) => index % share.parts === share.part - 1);
  const first = share.part === 1;
  describe(`permissions matrix on ${kind}${share.parts > 1 ? `, part ${share.part} of ${share.parts}` : ""}`, () => {
    let t: TestApp;
    const clients = {} as Record<Role, TestClient>;
    let emailCounter = 0;

    const uniqueEmail = (label: string) => `${label}-${(emailCounter += 1)}@example.com`;

    async function spare(): Promise<Profile> {
      const response = await clients.Admin.request("POST", "/api/users", {
        email: uniqueEmail("spare"),
        name: `Spare ${emailCounter}`,
        role: "User",
      });
      if (response.status !== 201) throw new Error(`inviting a spare account answered ${response.status}`);
      return ((await response.json()) as Invitation).user;
    }

    async function created<T>(path: string, body: unknown, key: string): Promise<T> {
      const response = await clients.Admin.request("POST", path, body);
      if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}`);
      return ((await response.json()) as Record<string, T>)[key]!;
    }

    let technicianUserId = "";
    /** Hours from 2026-01-01 handed out to matrix time entries, so none overlaps another. */
    let hoursTaken = 0;
    const context: RequestContext = {
      spare,
      uniqueEmail,
      ticket: () => created<ServiceTicket>("/api/tickets", { vin: "MATRIX", issueDescription: "Matrix ticket" }, "ticket"),
      jobCard: () =>
        created<JobCard>(
          "/api/job-cards",
          { vin: "MATRIX", serviceDescription: "Matrix card", assignedTechnicianId: technicianUserId },
          "jobCard",
        ),
      technicianId: () => technicianUserId,
      jobCardImageUrl: async () => {
        const response = await clients.Admin.request("POST", "/api/job-card-images", pickedFile(onePixelImage("image/jpeg"), "image/jpeg"));
        if (response.status !== 201) throw new Error(`POST /api/job-card-images answered ${response.status}`);
        return ((await response.json()) as StoredJobCardImage).url;
      },
      jobCardPhotoUrl: async () => {
        const { id } = await context.jobCard();
        const response = await clients.Admin.request("POST", `/api/job-cards/${id}/photos`, pickedFile(onePixelImage("image/jpeg"), "image/jpeg"));
        if (response.status !== 201) throw new Error(`POST /api/job-cards/{jobCardId}/photos answered ${response.status}`);
        return ((await response.json()) as JobCardPhoto).url;
      },
      shareShopRecords: async () => {
        const response = await clients.Admin.request("PUT", "/api/shop-records/setting", { shared: true });
        if (response.status !== 200) throw new Error(`PUT /api/shop-records/setting answered ${response.status}`);
      },
      pricedJobCard: async ({ send }) => {
        const { id } = await context.jobCard();
        const saved = await clients.Admin.request("PUT", `/api/job-cards/${id}/estimate`, MATRIX_ESTIMATE);
        if (saved.status !== 200) throw new Error(`PUT .../estimate answered ${saved.status}`);
        if (send) await created<number>(`/api/job-cards/${id}/estimate/send`, undefined, "version");
        return { jobCardId: id, jobId: MATRIX_ESTIMATE.jobs[0]!.id };
      },
      cannedJobId: async () => (await created<{ id: string }>("/api/canned-jobs", { name: "Matrix job", lines: [] }, "cannedJob")).id,
      inspectionTemplateId: async () => (await created<{ id: string }>("/api/inspection-templates", MATRIX_TEMPLATE, "template")).id,
      approvedJobCardId: async () => {
        const { jobCardId, jobId } = await context.pricedJobCard({ send: true });
        const body = { method: "phone", signerName: "Carla Customer", at: new Date().toISOString(), decisions: [{ jobId, decision: "approved" }] };
        await created<unknown>(`/api/job-cards/${jobCardId}/estimate/approvals`, body, "estimate");
        return jobCardId;
      },
      invoiceDraftId: async () => (await created<{ id: string }>(`/api/job-cards/${await context.approvedJobCardId()}/invoice`, undefined, "invoice")).id,
      finalizedInvoiceId: async () => {
        const id = await context.invoiceDraftId();
        const finalized = await clients.Admin.request("POST", `/api/invoices/${id}/finalize`, { invoiceDate: "2026-06-30" });
        if (finalized.status !== 200) throw new Error(`finalize answered ${finalized.status}`);
        return id;
      },
      invoicePayment: async () => {
        const invoiceId = await context.finalizedInvoiceId();
        const body = { amountCents: 100, method: "Cash", paidOn: "2026-06-30" };
        const invoice = await created<{ payments: { id: string }[] }>(`/api/invoices/${invoiceId}/payments`, body, "invoice");
        return { invoiceId, paymentId: invoice.payments[0]!.id };
      },
      freeHour: () => {
        hoursTaken += 1;
        const startedAt = new Date(Date.UTC(2026, 0, 1) + hoursTaken * 60 * 60 * 1000);
        return { startedAt: startedAt.toISOString(), stoppedAt: new Date(startedAt.getTime() + 60 * 60 * 1000).toISOString() };
      },
      inspection: async ({ rated, completed }) => {
        const { id } = await context.jobCard();
        const inspection = await created<Inspection>(`/api/job-cards/${id}/inspection`, { templateId: MULTI_POINT_INSPECTION_ID }, "inspection");
        // Every item rated straight in the database: the matrix tests the route, not 36 ratings.
        if (rated) await t.database.db.update(inspectionItems).set({ rating: "Good" }).where(eq(inspectionItems.inspectionId, inspection.id));
        if (completed) {
          const response = await clients.Admin.request("POST", `/api/job-cards/${id}/inspection/complete`);
          if (response.status !== 200) throw new Error(`POST .../inspection/complete answered ${response.status}`);
        }
        return inspection;
      },
      inspectionFinding: async () => {
        const inspection = await context.inspection({ rated: false });
        const itemId = "mpi-front-pads";
        await t.database.db
          .update(inspectionItems)
          .set({ rating: "Urgent" })
          .where(and(eq(inspectionItems.inspectionId, inspection.id), eq(inspectionItems.itemId, itemId)));
        return { jobCardId: inspection.jobCardId, itemId };
      },
      recommendation: async () => {
        const { jobCardId, itemId } = await context.inspectionFinding();
        const added = await created<Inspection>(`/api/job-cards/${jobCardId}/inspection/items/${itemId}/estimate`, undefined, "inspection");
        const jobId = added.sections.flatMap((section) => section.items).find((item) => item.itemId === itemId)!.estimateJobId!;
        await created<number>(`/api/job-cards/${jobCardId}/estimate/send`, undefined, "version");
        const body = { method: "phone", signerName: "Carla Customer", at: new Date().toISOString(), decisions: [{ jobId, decision: "declined" }] };
        await created<unknown>(`/api/job-cards/${jobCardId}/estimate/approvals`, body, "estimate");
        return { jobCardId: (await context.jobCard()).id, inspectionId: added.id, itemId };
      },
      inspectionPhotoUrl: async () => {
        const { jobCardId } = await context.inspection({ rated: false });
        const path = `/api/job-cards/${jobCardId}/inspection/items/mpi-front-pads/photos`;
        const response = await clients.Admin.request("POST", path, pickedFile(onePixelImage("image/jpeg"), "image/jpeg"));
        if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}`);
        return `${path}/${((await response.json()) as InspectionPhoto).id}`;
      },
      customer: () => created<Customer>("/api/customers", { name: "Matrix Customer" }, "customer"),
      customerVehicle: async () => {
        const { id } = await context.customer();
        const vehicle = await created<CustomerVehicle>(`/api/customers/${id}/vehicles`, { make: "Honda", model: "Accord" }, "vehicle");
        return { customerId: id, vehicleId: vehicle.id };
      },
      appointment: async () => {
        const { customerId, vehicleId } = await context.customerVehicle();
        const body = { customerId, customerVehicleId: vehicleId, requestedWork: "Matrix work", expectedHours: 1, startsAt: "2027-01-04T09:00:00Z", technicianId: technicianUserId };
        return created<Appointment>("/api/appointments", body, "appointment");
      },
      timeEntry: async () => {
        const hour = context.freeHour();
        const body = { technicianId: technicianUserId, jobId: MATRIX_ESTIMATE.jobs[0]!.id, ...hour, reason: "Matrix entry" };
        const entry = await created<{ id: string }>(`/api/job-cards/${await context.approvedJobCardId()}/time/entries`, body, "entry");
        return { entryId: entry.id, startedAt: hour.startedAt };
      },
    };

    async function listUsers(): Promise<Profile[]> {
      const response = await clients.Admin.request("GET", "/api/users");
      expect(response.status).toBe(200);
      return ((await response.json()) as { users: Profile[] }).users;
    }

    beforeAll(async () => {
      t = await createTestApp(kind);
      matrixApp = t.app;
      // The first account becomes Admin; the Admin grants each of the others its role.
      ({ client: clients.Admin } = await signedInClient(t.app, emailOf("Admin"), { name: "Ada Admin" }));
      for (const role of ROLES.filter((candidate) => candidate !== "Admin")) {
        const { client, profile } = await signedInClient(t.app, emailOf(role), { name: `The ${role}` });
        const grant = await clients.Admin.request("PATCH", `/api/users/${profile.userId}`, {
          name: profile.name,
          role,
          shopName: "",
          isActive: true,
        });
        if (grant.status !== 200) throw new Error(`granting ${role} answered ${grant.status}: ${await grant.text()}`);
        clients[role] = client;
        if (role === "Service Technician") technicianUserId = profile.userId;
      }
    });
    afterAll(() => t?.close());

    it("gives each role account its role", async () => {
      for (const role of ROLES) expect((await clients[role].me()).role).toBe(role);
    });

    for (const { method, path: template, role, build, restore, expected, ownRule } of rows) {
      it(`${method} ${template} as ${role} answers ${ownRule ? "403 by its own rule" : expected}`, async () => {
        const { path, body } = await build(context, role);
        const response = await clients[role].request(method, path, body);
        expect(response.status).toBe(ownRule ? 403 : expected);
        await restore?.(clients[role], role);
        if (ownRule) {
          expect((await errorOf(response)).message).not.toBe("Your role does not allow this.");
        } else if (expected === 403) {
          expect(await response.json()).toEqual({ error: { code: "forbidden", message: "Your role does not allow this." } });
        }
      });
    }

    it("keeps every role account signed in with its password after the matrix", async () => {
      for (const role of ROLES) {
        expect((await clients[role].me()).role).toBe(role);
        expect((await new TestClient(t.app).logIn(emailOf(role), PASSWORD)).status).toBe(200);
      }
    });

    // Checks of the whole route list, once per database.
    if (!first) return;
    for (const { method, path: template, build } of ENDPOINTS) {
      it(`${method} ${template} answers 401 without a session`, async () => {
        const { path, body } = await build(context, "Admin");
        const response = await new TestClient(t.app).request(method, path, body);
        expect(response.status).toBe(401);
        expect(await errorOf(response)).toEqual({ code: "unauthorized", message: "Please log in to continue." });
      });
    }

    for (const { method, path: template, build } of STATE_CHANGING) {
      it(`${method} ${template} from another site is refused with 403 and changes nothing`, async () => {
        const built = await build(context, "Admin");
        const body = template === "/api/account/password" ? { newPassword: "a stolen password" } : built.body;
        const before = await listUsers();

        const response = await clients.Admin.request(method, built.path, body, { origin: EVIL_ORIGIN });
        expect(response.status).toBe(403);
        expect(await errorOf(response)).toEqual({ code: "forbidden", message: "Requests from another site are not allowed." });

        expect(await listUsers()).toEqual(before);
        expect((await clients.Admin.me()).role).toBe("Admin");
        if (template === "/api/account/password") {
          expect((await new TestClient(t.app).logIn(emailOf("Admin"), "a stolen password")).status).toBe(401);
          expect((await new TestClient(t.app).logIn(emailOf("Admin"), PASSWORD)).status).toBe(200);
        }
      });
    }

    it.each([
      ["GET", "/api/no-such-route"],
      ["POST", "/api/no-such-route"],
      ["GET", "/api/users/some-id/history"],
      ["DELETE", "/api/users/some-id"],
    ] as const)("%s %s (an unknown /api route) answers 404 even without a session", async (method, path) => {
      const response = await new TestClient(t.app).request(method, path);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: "not_found", message: `No such route: ${method} ${path}` });
    });

    it("GET /api/openapi.json describes exactly the routes of the matrix, besides /health and the public estimate, reminder stop and Request Appointment routes", async () => {
      const response = await new TestClient(t.app).request("GET", "/api/openapi.json");
      expect(response.status).toBe(200);
      const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
      const httpMethods = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);
      const described = Object.entries(document.paths)
        .filter(([path]) => !/^(\/api)?\/health$/.test(path) && !/^(\/api)?\/public\/(estimates\/|reminders\/|appointment-requests\b)/.test(path))
        .flatMap(([path, item]) =>
          Object.keys(item)
            .filter((key) => httpMethods.has(key))
            .map((key) => `${key.toUpperCase()} ${path.replace(/:(\w+)/g, "{$1}")}`),
        )
        .sort();
      const inMatrix = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort();
      expect(described).toEqual(inMatrix);
    });
  });
}
