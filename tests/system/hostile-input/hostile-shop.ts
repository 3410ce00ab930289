import type { Invitation } from "../../../src/shared/schemas/account-responses";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import type { ServiceTicket } from "../../../src/shared/schemas/ticket-responses";
import type { DatabaseKind } from "../../../src/server/db/database";
import { createTestApp, type TestApp } from "../../support/test-app";
import { TestClient } from "../../support/test-client";
import type { OpenApiDocument } from "./api-operations";
import { schemaResolver } from "./json-schema";
import type { ShopKnowledge } from "./schema-values";
import { installWriteLog, type WriteCounts } from "./write-log";

export const ORIGIN = "http://localhost";
const PASSWORD = "correct horse";

/** What a request of these tests is sent with: the session's cookie, when signed in. */
export interface Sender {
  cookie: string | null;
}

export interface HostileShop {
  t: TestApp;
  admin: Sender;
  user: Sender;
  signedOut: Sender;
  document: OpenApiDocument;
  knowledge: ShopKnowledge;
  /** Real ids per path parameter name; other names get every known id. */
  idsFor: (parameter: string) => readonly string[];
  /** The Service Technician's user id, for job cards. */
  technicianId: string;
  /** Committed row writes per table so far (write-log.ts). */
  writes: () => Promise<WriteCounts>;
}

/** Logs in with better-auth and keeps the session cookie as a browser would send it back. */
async function sessionCookie(t: TestApp, email: string): Promise<string> {
  const response = await t.app.request(`${ORIGIN}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`log-in of ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
}

async function created<T>(t: TestApp, cookie: string, path: string, body: unknown): Promise<T> {
  const response = await t.app.request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * An app with an Admin, a Service Technician, a User, spare invited accounts, tickets, job
 * cards and customers. The auth rate limits are lifted: thousands of sign-in attempts are the point here.
 */
export async function openHostileShop(kind: DatabaseKind): Promise<HostileShop> {
  const t = await createTestApp(kind, {
    env: { AUTH_REQUESTS_PER_MINUTE: "9999999", AUTH_MAX_FAILED_SIGNINS: "9999999" },
  });
  // The first account becomes Admin. Each sign-up and log-in hashes a password: as few as will do.
  const anyone = new TestClient(t.app);
  const signUps: [string, string][] = [
    ["admin@example.com", "Ada Admin"],
    ["tech@example.com", "Tia Technician"],
    ["user@example.com", "Uma User"],
  ];
  const userIds: string[] = [];
  for (const [email, name] of signUps) {
    const response = await anyone.signUp(email, PASSWORD, name);
    if (response.status !== 200) throw new Error(`sign-up of ${email} answered ${response.status}`);
    userIds.push(((await response.json()) as { user: { id: string } }).user.id);
  }
  const technicianId = userIds[1]!;
  const [adminCookie, userCookie] = await Promise.all([sessionCookie(t, "admin@example.com"), sessionCookie(t, "user@example.com")]);
  const grant = await t.app.request(`${ORIGIN}/api/users/${technicianId}`, {
    method: "PATCH",
    headers: { origin: ORIGIN, "content-type": "application/json", cookie: adminCookie },
    body: JSON.stringify({ name: "Tia Technician", role: "Service Technician", shopName: "", isActive: true }),
  });
  if (grant.status !== 200) throw new Error(`granting the technician answered ${grant.status}`);

  const spareUsers: string[] = [];
  const emails = ["admin@example.com", "tech@example.com", "user@example.com"];
  for (let index = 1; index <= 4; index += 1) {
    const email = `spare-${index}@example.com`;
    const invitation = await created<Invitation>(t, adminCookie, "/api/users", { email, name: `Spare ${index}`, role: "User" });
    spareUsers.push(invitation.user.userId);
    emails.push(email);
  }
  const tickets: string[] = [];
  const jobCards: string[] = [];
  for (let index = 1; index <= 6; index += 1) {
    const { ticket } = await created<{ ticket: ServiceTicket }>(t, adminCookie, "/api/tickets", {
      vin: `HOSTILE${index}`,
      issueDescription: `Seed ticket ${index}`,
    });
    tickets.push(ticket.id);
    const { jobCard } = await created<{ jobCard: JobCard }>(t, adminCookie, "/api/job-cards", {
      vin: `HOSTILE${index}`,
      serviceDescription: `Seed card ${index}`,
      assignedTechnicianId: technicianId,
    });
    jobCards.push(jobCard.id);
  }

  const customers: string[] = [];
  for (let index = 1; index <= 3; index += 1) {
    const { customer } = await created<{ customer: { id: string } }>(t, adminCookie, "/api/customers", { name: `Seed Customer ${index}` });
    customers.push(customer.id);
  }

  const documentResponse = await t.app.request(`${ORIGIN}/api/openapi.json`);
  const document = (await documentResponse.json()) as OpenApiDocument;
  // The Admin's and the User's own ids are never targets: a valid edit could lock the suite out.
  const ids = [...tickets, ...jobCards, ...spareUsers, technicianId, ...customers];
  const idsByParameter: Record<string, readonly string[]> = { ticketId: tickets, jobCardId: jobCards, userId: spareUsers, customerId: customers };
  const writes = await installWriteLog(t.database.db);

  return {
    t,
    admin: { cookie: adminCookie },
    user: { cookie: userCookie },
    signedOut: { cookie: null },
    document,
    knowledge: { ids, emails, resolve: schemaResolver(document.components?.schemas) },
    idsFor: (parameter) => idsByParameter[parameter] ?? ids,
    technicianId: technicianId,
    writes,
  };
}
