import type { Role } from "../../src/shared/auth/roles";
import type { Invitation, Profile } from "../../src/shared/schemas/account-responses";
import type { ServiceTicket } from "../../src/shared/schemas/ticket-responses";
import type { JobCard } from "../../src/shared/schemas/job-card-responses";
import type { DatabaseKind } from "../../src/server/db/database";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app";
import { signedInClient, type TestClient } from "./test-client";

/** A signed-in account of the test shop. */
export interface ShopMember {
  client: TestClient;
  profile: Profile;
}

/** One app per test file with an account for each role the ticket and job card tests need. */
export interface Shop {
  t: TestApp;
  admin: ShopMember;
  advisor: ShopMember;
  technician: ShopMember;
  user: ShopMember;
  /** A second active technician, invited only (it never signs in). */
  otherTechnician: Profile;
  /** Invites an account with a role; no sign-in, so no password hashing. */
  invite: (name: string, role: Role) => Promise<Profile>;
}

let counter = 0;

export async function openShop(kind: DatabaseKind, options: TestAppOptions = {}): Promise<Shop> {
  const t = await createTestApp(kind, options);
  // The first account becomes Admin.
  const admin = await signedInClient(t.app, "admin@example.com", { name: "Ada Admin" });

  async function grant(member: ShopMember, role: Role): Promise<ShopMember> {
    const response = await admin.client.request("PATCH", `/api/users/${member.profile.userId}`, {
      name: member.profile.name,
      role,
      shopName: "",
      isActive: true,
    });
    if (response.status !== 200) throw new Error(`granting ${role} answered ${response.status}: ${await response.text()}`);
    return { client: member.client, profile: await member.client.me() };
  }

  async function invite(name: string, role: Role): Promise<Profile> {
    counter += 1;
    const response = await admin.client.request("POST", "/api/users", { email: `invitee-${counter}@example.com`, name, role });
    if (response.status !== 201) throw new Error(`inviting ${role} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as Invitation).user;
  }

  const [advisor, technician, user] = await Promise.all([
    signedInClient(t.app, "advisor@example.com", { name: "Sam Advisor" }),
    signedInClient(t.app, "tech@example.com", { name: "Tia Technician" }),
    signedInClient(t.app, "user@example.com", { name: "Uma User" }),
  ]);
  return {
    t,
    admin,
    advisor: await grant(advisor, "Service Advisor"),
    technician: await grant(technician, "Service Technician"),
    user,
    otherTechnician: await invite("Otto Technician", "Service Technician"),
    invite,
  };
}

export async function bodyOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export async function errorOf(response: Response) {
  return (
    (await response.json()) as {
      error: { code: string; message: string; details?: { fields?: Record<string, string[]>; current?: unknown } };
    }
  ).error;
}

/** Opens a ticket through the API and returns it; fails the test on any other answer. */
export async function openTicket(client: TestClient, fields: Partial<Record<string, unknown>> = {}): Promise<ServiceTicket> {
  const response = await client.request("POST", "/api/tickets", {
    vin: "1HGCM82633A004352",
    customerName: "Carla Customer",
    customerContact: "555-0100",
    issueDescription: "Brakes squeal",
    ...fields,
  });
  if (response.status !== 201) throw new Error(`POST /api/tickets answered ${response.status}: ${await response.text()}`);
  return (await bodyOf<{ ticket: ServiceTicket }>(response)).ticket;
}

/**
 * Opens a job card through the API and returns it; fails the test on any other answer. The card's
 * technician is required, as the route requires one; the rest defaults to a plain brake job.
 */
export async function openJobCard(
  client: TestClient,
  fields: Partial<Record<string, unknown>> & { assignedTechnicianId: string },
): Promise<JobCard> {
  const response = await client.request("POST", "/api/job-cards", {
    vin: "1HGCM82633A004352",
    customerName: "Carla Customer",
    serviceDescription: "Brakes squeal",
    ...fields,
  });
  if (response.status !== 201) throw new Error(`POST /api/job-cards answered ${response.status}: ${await response.text()}`);
  return (await bodyOf<{ jobCard: JobCard }>(response)).jobCard;
}
