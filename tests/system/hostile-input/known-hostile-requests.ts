import type { HostileRequest } from "./hostile-request";

/** A request these tests once found a defect with, or that is too specific to leave to chance. */
export interface KnownHostileRequest {
  label: string;
  request: HostileRequest;
  signedIn: boolean;
  status: number;
  /** The error code expected, when the status alone does not say enough. */
  code?: string;
}

interface ShopIds {
  ticketId: string;
  spareUserId: string;
}

const json = (method: HostileRequest["method"], path: string, body: unknown): HostileRequest => ({
  method,
  path,
  body: JSON.stringify(body),
  contentType: "application/json",
});
const get = (path: string): HostileRequest => ({ method: "GET", path, body: null, contentType: null });

/** Letters without a pattern (a fixed pseudo-random run), which PostgreSQL cannot compress. */
function randomLetters(length: number): string {
  let state = 1;
  let text = "";
  for (let index = 0; index < length; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    text += String.fromCharCode(97 + (state % 26));
  }
  return text;
}

/** Requests with an exact expected answer; each was a 500 (or a silent change) before its fix. */
export function knownHostileRequests({ ticketId, spareUserId }: ShopIds): KnownHostileRequest[] {
  const longEmail = `${randomLetters(10_000)}@example.com`;
  return [
    // NUL reached PostgreSQL, which refuses it in text: a 500 (storable-text.ts).
    { label: "NUL in a ticket's VIN", request: json("POST", "/api/tickets", { vin: "A\u0000B", issueDescription: "x" }), signedIn: true, status: 400, code: "validation_failed" },
    { label: "NUL in a ticket edit", request: json("PATCH", `/api/tickets/${ticketId}`, { vin: "A", issueDescription: "\u0000", updatedAt: new Date().toISOString() }), signedIn: true, status: 400 },
    { label: "NUL in a technician id", request: json("POST", "/api/job-cards", { vin: "A", serviceDescription: "x", assignedTechnicianId: "a\u0000" }), signedIn: true, status: 400 },
    { label: "NUL in a profile name", request: json("PUT", "/api/profile", { name: "a\u0000b" }), signedIn: true, status: 400 },
    { label: "NUL in an invitation", request: json("POST", "/api/users", { email: "nul@example.com", name: "a\u0000b", role: "User" }), signedIn: true, status: 400 },
    { label: "NUL in a user edit", request: json("PATCH", `/api/users/${spareUserId}`, { name: "a\u0000b", role: "User", isActive: true }), signedIn: true, status: 400 },
    { label: "NUL in a user id", request: json("PATCH", "/api/users/a%00b", { name: "ab", role: "User", isActive: true }), signedIn: true, status: 400 },
    { label: "NUL in a JSON key", request: json("POST", "/api/tickets", { vin: "A", issueDescription: "x", "k\u0000": 1 }), signedIn: true, status: 400 },
    { label: "NUL in a ticket search", request: get("/api/tickets?search=a%00b"), signedIn: true, status: 400 },
    { label: "NUL in a job card search", request: get("/api/job-cards?search=%00"), signedIn: true, status: 400 },
    { label: "NUL in a customer search", request: get("/api/customers?search=555%00"), signedIn: true, status: 400 },
    { label: "NUL in a customer's name", request: json("POST", "/api/customers", { name: "a\u0000b" }), signedIn: true, status: 400, code: "validation_failed" },
    { label: "NUL in a customer's phone", request: json("POST", "/api/customers", { name: "Nul", phones: [{ kind: "Mobile", number: "555\u00000" }] }), signedIn: true, status: 400 },
    { label: "NUL in a vehicle's VIN", request: json("POST", "/api/customers/00000000-0000-4000-8000-000000000000/vehicles", { vin: "A\u0000B", make: "x", model: "y" }), signedIn: true, status: 400 },
    { label: "SQL as a customer to merge", request: json("POST", "/api/customers/merge", { keepId: "' or '1'='1", mergeId: "00000000-0000-4000-8000-000000000000" }), signedIn: true, status: 404 },
    { label: "an encoded slash in a customer to erase", request: json("POST", "/api/customers/..%2F..%2Fusers/erase", { confirmName: "x" }), signedIn: true, status: 404 },
    { label: "a customer search of wildcards finds no one by them", request: get(`/api/customers?search=${encodeURIComponent("%_%")}`), signedIn: true, status: 200 },
    { label: "NUL in a cursor", request: get("/api/tickets?cursor=%00%00"), signedIn: true, status: 400 },
    { label: "NUL in a sign-in e-mail", request: json("POST", "/api/auth/sign-in/email", { email: "n\u0000@x.com", password: "correct horse" }), signedIn: false, status: 400 },
    { label: "NUL in a reset token", request: json("POST", "/api/auth/reset-password", { token: "a\u0000", newPassword: "correct horse" }), signedIn: false, status: 400 },
    {
      label: "NUL in a posted sign-in form",
      request: { method: "POST", path: "/api/auth/sign-in/email", body: "email=a%00%40x.com&password=x", contentType: "application/x-www-form-urlencoded" },
      signedIn: false,
      status: 400,
    },
    // A lone surrogate has no UTF-8 form: it was stored as U+FFFD, a silent change of the text.
    { label: "a lone surrogate in a VIN", request: json("POST", "/api/tickets", { vin: "A\ud800B", issueDescription: "x" }), signedIn: true, status: 400 },
    // The failure counter's key was the e-mail itself: too large for the index, a 500 (rate-limit.ts).
    { label: "a sign-in with a 10,000-letter e-mail", request: json("POST", "/api/auth/sign-in/email", { email: longEmail, password: "x" }), signedIn: false, status: 401 },
    // better-auth stored any name and answered a long e-mail with 422 "Failed to create user" (auth.ts).
    { label: "a sign-up with a 101-letter name", request: json("POST", "/api/auth/sign-up/email", { email: "long-name@example.com", password: "correct horse", name: "n".repeat(101), initialRole: "User" }), signedIn: false, status: 400, code: "validation_failed" },
    { label: "a sign-up with a 10,000-letter e-mail", request: json("POST", "/api/auth/sign-up/email", { email: longEmail, password: "correct horse", name: "Long", initialRole: "User" }), signedIn: false, status: 400, code: "validation_failed" },
    { label: "a sign-up of a taken e-mail with a 101-letter name (the same answer)", request: json("POST", "/api/auth/sign-up/email", { email: "admin@example.com", password: "correct horse", name: "n".repeat(101), initialRole: "User" }), signedIn: false, status: 400, code: "validation_failed" },
    // A verify-email link with a callbackURL that is no path of this site: a 500 (for "IA") or a
    // redirect to any site while better-auth's own check is off under NODE_ENV=test (auth-routes.ts).
    { label: "a callbackURL that is no URL", request: get("/api/auth/verify-email?token=abc&callbackURL=IA"), signedIn: false, status: 403, code: "invalid_callback_url" },
    { label: "a callbackURL on another site", request: get(`/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent("//evil.example")}`), signedIn: false, status: 403, code: "invalid_callback_url" },
    { label: "a callbackURL on this site", request: get("/api/auth/verify-email?token=abc&callbackURL=%2Flogin"), signedIn: false, status: 302 },
    // Checked before and since: the answers the issue names.
    { label: "limit=1e309", request: get("/api/tickets?limit=1e309"), signedIn: true, status: 400 },
    { label: "limit=-1 twice over", request: get("/api/tickets?limit=-1&limit=5"), signedIn: true, status: 400 },
    { label: "a 10,000-character search of wildcards", request: get(`/api/job-cards?search=${encodeURIComponent("%_\\".repeat(3334))}`), signedIn: true, status: 400 },
    { label: "an encoded slash in a ticket id", request: json("DELETE", "/api/tickets/..%2F..%2Fusers", null), signedIn: true, status: 404 },
    { label: "SQL as a job card id", request: get(`/api/job-cards/${encodeURIComponent("' or '1'='1")}`), signedIn: true, status: 404 },
    { label: "a uuid that names no ticket", request: json("PATCH", "/api/tickets/00000000-0000-4000-8000-000000000000", { vin: "A", issueDescription: "x", updatedAt: new Date().toISOString() }), signedIn: true, status: 404 },
    { label: "JSON nested 100,000 deep", request: { method: "POST", path: "/api/tickets", body: `${"[".repeat(100_000)}${"]".repeat(100_000)}`, contentType: "application/json" }, signedIn: true, status: 400 },
    { label: "invalid JSON", request: { method: "POST", path: "/api/tickets", body: '{"vin":', contentType: "application/json" }, signedIn: true, status: 400, code: "bad_request" },
    { label: "an array for an object", request: json("POST", "/api/tickets", [{ vin: "A", issueDescription: "x" }]), signedIn: true, status: 400 },
    { label: "a form for JSON", request: { method: "POST", path: "/api/tickets", body: "vin=A&issueDescription=x", contentType: "application/x-www-form-urlencoded" }, signedIn: true, status: 415 },
    // The calendar: times, hours, ids and the public request are checked before any write.
    { label: "NUL in an appointment's requested work", request: json("POST", "/api/appointments", { customerId: "00000000-0000-4000-8000-000000000000", customerVehicleId: null, requestedWork: "a\u0000", expectedHours: 1, startsAt: "2027-01-04T09:00:00Z" }), signedIn: true, status: 400 },
    { label: "an appointment of 1e309 hours", request: { method: "POST", path: "/api/appointments", body: '{"customerId":"00000000-0000-4000-8000-000000000000","customerVehicleId":"00000000-0000-4000-8000-000000000000","requestedWork":"x","expectedHours":1e309,"startsAt":"2027-01-04T09:00:00Z"}', contentType: "application/json" }, signedIn: true, status: 400 },
    { label: "an appointment in the year 275760", request: json("POST", "/api/appointments", { customerId: "00000000-0000-4000-8000-000000000000", customerVehicleId: "00000000-0000-4000-8000-000000000000", requestedWork: "x", expectedHours: 1, startsAt: "+275760-09-13T00:00:00Z" }), signedIn: true, status: 400 },
    { label: "a customer id that is SQL", request: json("POST", "/api/appointments", { customerId: "' or '1'='1", customerVehicleId: "x", requestedWork: "x", expectedHours: 1, startsAt: "2027-01-04T09:00:00Z" }), signedIn: true, status: 400 },
    { label: "an appointment range of ten years", request: get("/api/appointments?from=2020-01-01T00:00:00Z&to=2030-01-01T00:00:00Z"), signedIn: true, status: 400 },
    { label: "an appointment range that ends before it starts", request: get("/api/appointments?from=2027-01-02T00:00:00Z&to=2027-01-01T00:00:00Z"), signedIn: true, status: 400 },
    { label: "SQL as an appointment id", request: get(`/api/appointments/${encodeURIComponent("' or '1'='1")}`), signedIn: true, status: 404 },
    { label: "a uuid that names no appointment", request: json("PATCH", "/api/appointments/00000000-0000-4000-8000-000000000000/move", { startsAt: "2027-01-04T09:00:00Z", bayId: null, technicianId: null, updatedAt: new Date().toISOString() }), signedIn: true, status: 404 },
    { label: "a check-in into something else", request: json("POST", "/api/appointments/00000000-0000-4000-8000-000000000000/check-in", { into: "invoice", updatedAt: "x" }), signedIn: true, status: 400 },
    { label: "a shop calendar of 10,000 bays", request: json("PUT", "/api/shop-calendar", { timeZone: "UTC", bays: Array.from({ length: 10_000 }, (_, index) => ({ id: `b${index}`, name: "B" })), openingHours: [], slotMinutes: 30, reminderDaysAhead: 14 }), signedIn: true, status: 400 },
    { label: "a shop calendar in an unknown zone", request: json("PUT", "/api/shop-calendar", { timeZone: "../../etc/passwd", bays: [{ id: "b", name: "B" }], openingHours: [], slotMinutes: 30, reminderDaysAhead: 14 }), signedIn: true, status: 400 },
    { label: "a public request with a 10,000-letter honeypot", request: json("POST", "/api/public/appointment-requests", { name: "R", phone: "1", vehicle: "V", requestedWork: "W", preferredAt: "2027-01-04T09:00:00Z", website: randomLetters(10_000) }), signedIn: false, status: 400 },
    { label: "a public request that is not JSON", request: { method: "POST", path: "/api/public/appointment-requests", body: '{"name":', contentType: "application/json" }, signedIn: false, status: 400 },
  ];
}
