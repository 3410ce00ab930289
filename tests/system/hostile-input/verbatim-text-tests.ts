import fc from "fast-check";
import { expect, it } from "vitest";
import type { Invitation, Profile } from "../../../src/shared/schemas/account-responses";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import type { ServiceTicket, TicketPage } from "../../../src/shared/schemas/ticket-responses";
import type { DatabaseKind } from "../../../src/server/db/database";
import { assertProperty, runsOn } from "./fuzz-settings";
import type { HostileShop } from "./hostile-shop";
import { encodeText } from "./hostile-url";
import { SCRIPT_AND_SQL } from "./hostile-values";
import { send, type Answer } from "./send-request";

const RUNS = { tickets: 40, jobCards: 30, profiles: 30, invitations: 20 };

/**
 * Valid text full of markup, SQL and the search wildcards: script and SQL snippets joined with
 * any printable unicode. Trimmed already (the forms trim), never empty, at most `max` long.
 */
function scriptAndSql(max: number): fc.Arbitrary<string> {
  const part = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...SCRIPT_AND_SQL, "%", "_", "\\", "%_\\", "&amp;", "&lt;b&gt;", "</textarea>") },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }) },
  );
  return fc
    .array(part, { minLength: 1, maxLength: 4 })
    .map((parts) => fit(parts.join(" ").trim(), max))
    .filter((text) => text.length > 0);
}

/** The text cut to `max` UTF-16 units between code points (never half a pair), then trimmed. */
function fit(text: string, max: number): string {
  let kept = "";
  for (const character of text) {
    if (kept.length + character.length > max) break;
    kept += character;
  }
  return kept.trim();
}

/** An answer's JSON body: always application/json, never anything a browser would render. */
async function jsonOf<T>(answer: Promise<Answer>, status: number): Promise<T> {
  const { status: answered, contentType, text } = await answer;
  if (answered !== status) throw new Error(`answered ${answered}, not ${status}: ${text.slice(0, 300)}`);
  expect(contentType).toMatch(/^application\/json/);
  return JSON.parse(text) as T;
}

/** Property 3 of the issue: script and SQL text in valid requests is kept and shown as text. */
export function verbatimTextTests(kind: DatabaseKind, shop: () => HostileShop) {
  const request = (method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    send(
      shop().t.app,
      { method, path, body: body === undefined ? null : JSON.stringify(body), contentType: body === undefined ? null : "application/json" },
      shop().admin,
    );

  it("stores a ticket's text verbatim, lists it as sent and finds it by searching for it", async () => {
    const fields = fc.record({ vin: scriptAndSql(50), customerName: scriptAndSql(100), issueDescription: scriptAndSql(2000) });
    await assertProperty(
      fc.asyncProperty(fields, async (sentFields) => {
        const { ticket } = await jsonOf<{ ticket: ServiceTicket }>(request("POST", "/api/tickets", sentFields), 201);
        expect(ticket).toMatchObject(sentFields);
        const page = await jsonOf<TicketPage>(request("GET", "/api/tickets?limit=1"), 200);
        expect(page.tickets[0]).toEqual(ticket);
        const search = fit(sentFields.issueDescription, 100);
        const found = await jsonOf<TicketPage>(request("GET", `/api/tickets?search=${encodeText(search)}&limit=100`), 200);
        expect(found.tickets.map((listed) => listed.id)).toContain(ticket.id);
      }),
      runsOn(kind, RUNS.tickets),
    );
  }, 300_000);

  it("stores a job card's text verbatim and shows it as sent", async () => {
    const { technicianId } = shop();
    const fields = fc.record({ vin: scriptAndSql(50), customerName: scriptAndSql(100), serviceDescription: scriptAndSql(2000) });
    await assertProperty(
      fc.asyncProperty(fields, async (sentFields) => {
        const { jobCard } = await jsonOf<{ jobCard: JobCard }>(
          request("POST", "/api/job-cards", { ...sentFields, assignedTechnicianId: technicianId }),
          201,
        );
        expect(jobCard).toMatchObject(sentFields);
        const shown = await jsonOf<{ jobCard: JobCard }>(request("GET", `/api/job-cards/${jobCard.id}`), 200);
        expect(shown.jobCard).toEqual(jobCard);
      }),
      runsOn(kind, RUNS.jobCards),
    );
  }, 300_000);

  it("stores a profile's name and shop name verbatim", async () => {
    await assertProperty(
      fc.asyncProperty(fc.record({ name: scriptAndSql(100), shopName: scriptAndSql(100) }), async (sentFields) => {
        const saved = await jsonOf<{ profile: Profile }>(request("PUT", "/api/profile", sentFields), 200);
        expect(saved.profile).toMatchObject(sentFields);
        const shown = await jsonOf<{ profile: Profile }>(request("GET", "/api/profile"), 200);
        expect(shown.profile).toMatchObject(sentFields);
      }),
      runsOn(kind, RUNS.profiles),
    );
  }, 300_000);

  it("stores an invited user's name verbatim and lists it as sent", async () => {
    let counter = 0;
    await assertProperty(
      fc.asyncProperty(scriptAndSql(100), async (name) => {
        counter += 1;
        const invitation = await jsonOf<Invitation>(
          request("POST", "/api/users", { email: `verbatim-${counter}@example.com`, name, role: "User" }),
          201,
        );
        expect(invitation.user.name).toBe(name);
        const { users } = await jsonOf<{ users: Profile[] }>(request("GET", "/api/users"), 200);
        expect(users.find((user) => user.userId === invitation.user.userId)?.name).toBe(name);
      }),
      runsOn(kind, RUNS.invitations),
    );
  }, 300_000);
}
