import type { Role } from "../../src/shared/auth/roles";
import type { Profile } from "../../src/shared/schemas/account-responses";
import type { JobCard } from "../../src/shared/schemas/job-card-responses";
import type { ServiceTicket } from "../../src/shared/schemas/ticket-responses";
import type { LoadHttp } from "./load-http";

/** A signed-in account of the shop under load. */
export interface LoadSession {
  cookie: string;
  profile: Profile;
}

/** Someone with pages open: their event streams are told of the changes their role may see. */
export interface LoadListener {
  session: LoadSession;
  seesTickets: boolean;
}

export interface LoadShop {
  admin: LoadSession;
  advisor: LoadSession;
  technician: LoadSession;
  /** Everyone who holds event streams open during a run, the three above first. */
  listeners: LoadListener[];
}

const PASSWORD = "load test password";

/** Customers of the seeded records; SEARCHED_CUSTOMER is what the searches of the mix type. */
export const CUSTOMERS = ["Rosa Okafor", "Ivan Lindqvist", "Hana Moreau", "Kofi Tanaka", "Vera Novak", "Milo Ferreira", "Jade Byrne", "Omar Iyer"];
export const SEARCHED_CUSTOMER = "Okafor";

/**
 * Signs up an Admin (the install's first account), a Service Advisor and a Service Technician,
 * grants the roles and signs each in, and the colleagues who only keep pages open. Call once per
 * fresh server.
 */
export async function openLoadShop(client: LoadHttp): Promise<LoadShop> {
  const admin = await signUpAndIn(client, "load-admin@autoserv.test", "Lena Admin");
  const [advisor, technician] = await Promise.all([
    signUpAndIn(client, "load-advisor@autoserv.test", "Sami Advisor"),
    signUpAndIn(client, "load-technician@autoserv.test", "Tess Technician"),
  ]);
  const shop = {
    admin,
    advisor: await grant(client, admin, advisor, "Service Advisor"),
    technician: await grant(client, admin, technician, "Service Technician"),
  };
  // A user holds at most EVENTS_MAX_STREAMS_PER_USER open streams, so a hundred open pages are
  // a whole shop's: two more at the counter, two more in the bays.
  const colleagues: LoadListener[] = [];
  for (const [index, role] of (["Service Advisor", "Service Advisor", "Service Technician", "Service Technician"] as const).entries()) {
    const member = await signUpAndIn(client, `load-colleague-${index}@autoserv.test`, `Colleague ${index}`);
    colleagues.push({ session: await grant(client, admin, member, role), seesTickets: role === "Service Advisor" });
  }
  return {
    ...shop,
    listeners: [
      { session: shop.admin, seesTickets: true },
      { session: shop.advisor, seesTickets: true },
      // A technician may not list tickets, so is told only of job cards.
      { session: shop.technician, seesTickets: false },
      ...colleagues,
    ],
  };
}

async function signUpAndIn(client: LoadHttp, email: string, name: string): Promise<LoadSession> {
  await client.json("POST", "/api/auth/sign-up/email", undefined, { email, password: PASSWORD, name });
  const signIn = await client.request("POST", "/api/auth/sign-in/email", undefined, { email, password: PASSWORD });
  if (signIn.status !== 200) throw new Error(`sign-in of ${email} answered ${signIn.status}: ${signIn.body}`);
  const cookie = signIn.setCookie.map((line) => line.split(";")[0]).join("; ");
  return { cookie, profile: (await client.json<{ profile: Profile }>("GET", "/api/me", cookie)).profile };
}

async function grant(client: LoadHttp, admin: LoadSession, member: LoadSession, role: Role): Promise<LoadSession> {
  const body = { name: member.profile.name, role, shopName: "", isActive: true };
  await client.json("PATCH", `/api/users/${member.profile.userId}`, admin.cookie, body);
  return { cookie: member.cookie, profile: (await client.json<{ profile: Profile }>("GET", "/api/me", member.cookie)).profile };
}

export function ticketInput(seq: number, tag: string) {
  return {
    vin: `LOAD${tag}${String(seq).padStart(8, "0")}`,
    customerName: CUSTOMERS[seq % CUSTOMERS.length],
    customerContact: `555-${String(seq % 10000).padStart(4, "0")}`,
    issueDescription: `${["Brake noise", "Engine light on", "Oil leak", "Battery flat"][seq % 4]}, load ${tag} ${seq}`,
  };
}

export function jobCardInput(seq: number, tag: string, technicianId: string) {
  return {
    vin: `CARD${tag}${String(seq).padStart(8, "0")}`,
    customerName: CUSTOMERS[seq % CUSTOMERS.length],
    customerContact: "",
    serviceDescription: `Repair, load ${tag} ${seq}`,
    assignedTechnicianId: technicianId,
    estimatedHours: (seq % 40) / 10,
  };
}

/** Tickets and job cards to list and search before the load starts, written a few at a time. */
export async function seedShop(client: LoadHttp, shop: LoadShop, count: { tickets: number; jobCards: number }): Promise<void> {
  const writes: (() => Promise<unknown>)[] = [
    ...Array.from({ length: count.tickets }, (_, seq) => () => client.json<{ ticket: ServiceTicket }>("POST", "/api/tickets", shop.advisor.cookie, ticketInput(seq, "S"))),
    ...Array.from(
      { length: count.jobCards },
      (_, seq) => () => client.json<{ jobCard: JobCard }>("POST", "/api/job-cards", shop.advisor.cookie, jobCardInput(seq, "S", shop.technician.profile.userId)),
    ),
  ];
  const writer = async () => {
    for (let write = writes.shift(); write; write = writes.shift()) await write();
  };
  await Promise.all(Array.from({ length: 8 }, writer));
}
