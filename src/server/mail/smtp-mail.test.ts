import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Invitation, Profile } from "../../shared/schemas/account-responses";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { TestClient } from "../../../tests/support/test-client";
import { startSmtpServer, type ReceivedMail } from "../../../tests/support/loopback-smtp";

const PASSWORD = "correct horse";
const CONFIRMATION_SUBJECT = "Confirm your AutoServ account";

/** The first http(s) address in a mail's text. */
function firstLink(mail: ReceivedMail): URL {
  const match = /https?:\/\/[^\s"<>]+/.exec(mail.text);
  if (!match) throw new Error(`No link in the mail "${mail.subject}":\n${mail.text}`);
  return new URL(match[0]);
}

describe("mail through a real SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let admin: TestClient;

  /** Waits for the first mail to `to` with the given subject that no earlier call took. */
  const taken = new Set<ReceivedMail>();
  async function waitForMail(to: string, subject: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = smtp.inbox.find(
        (candidate) => !taken.has(candidate) && candidate.recipients.includes(to.toLowerCase()) && candidate.subject === subject,
      );
      if (mail) {
        taken.add(mail);
        return mail;
      }
      if (Date.now() > deadline) {
        const seen = smtp.inbox.map((candidate) => `${candidate.recipients.join(",")}: ${candidate.subject}`);
        throw new Error(`No mail "${subject}" to ${to} within ${timeoutMs} ms; received: ${JSON.stringify(seen)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  function signUp(client: TestClient, email: string, name = "Test User") {
    return client.request("POST", "/api/auth/sign-up/email", {
      email,
      password: PASSWORD,
      name,
      initialRole: "User",
      callbackURL: "/login?confirmed=1",
    });
  }

  /** Signs up, follows the confirmation mail's link and logs in. */
  async function confirmedClient(email: string, name?: string): Promise<TestClient> {
    const client = new TestClient(t.app);
    expect((await signUp(client, email, name)).status).toBe(200);
    const link = firstLink(await waitForMail(email, CONFIRMATION_SUBJECT));
    expect((await client.request("GET", `${link.pathname}${link.search}`)).status).toBe(302);
    expect((await client.logIn(email, PASSWORD)).status).toBe(200);
    return client;
  }

  async function listUsers(): Promise<Profile[]> {
    const response = await admin.request("GET", "/api/users");
    expect(response.status).toBe(200);
    return ((await response.json()) as { users: Profile[] }).users;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp("pglite", {
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: "AutoServ <no-reply@example.com>",
        APP_URL: "http://localhost",
      },
    });
    // The first account becomes Admin.
    admin = await confirmedClient("owner@example.com", "Olive Owner");
    expect((await admin.me()).role).toBe("Admin");
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("sign-up mails a confirmation link; log-in is refused until it is followed", async () => {
    const client = new TestClient(t.app);
    const signUpResponse = await signUp(client, "Confirm.Me@Example.com", "Connie Confirm");
    expect(signUpResponse.status).toBe(200);

    const mail = await waitForMail("confirm.me@example.com", CONFIRMATION_SUBJECT);
    expect(mail.from).toBe("AutoServ <no-reply@example.com>");
    expect(mail.to).toBe("confirm.me@example.com");
    expect(mail.text).toContain("Hello Connie Confirm");
    const link = firstLink(mail);
    expect(link.origin).toBe("http://localhost");
    expect(link.pathname).toBe("/api/auth/verify-email");
    expect(link.searchParams.get("token")).toBeTruthy();

    const early = await new TestClient(t.app).logIn("confirm.me@example.com", PASSWORD);
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({ error: { code: "email_not_verified", message: "Email not verified" } });

    const confirm = await client.request("GET", `${link.pathname}${link.search}`);
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/login?confirmed=1");

    const later = await new TestClient(t.app).logIn("confirm.me@example.com", PASSWORD);
    expect(later.status).toBe(200);
  });

  it("POST /api/auth/request-password-reset mails a reset link whose token sets a new password", async () => {
    await confirmedClient("forgetful@example.com", "Fred Forgetful");
    const request = await new TestClient(t.app).request("POST", "/api/auth/request-password-reset", {
      email: "forgetful@example.com",
      redirectTo: "/reset-password",
    });
    expect(request.status).toBe(200);

    const link = firstLink(await waitForMail("forgetful@example.com", "Reset your AutoServ password"));
    const token = link.searchParams.get("token");
    expect(token).toBeTruthy();
    expect(link.href).toBe(`http://localhost/reset-password?token=${token}`);

    const guest = new TestClient(t.app);
    const reset = await guest.request("POST", "/api/auth/reset-password", { token, newPassword: "a fresh password" });
    expect(reset.status).toBe(200);
    expect((await new TestClient(t.app).logIn("forgetful@example.com", "a fresh password")).status).toBe(200);
    expect((await new TestClient(t.app).logIn("forgetful@example.com", PASSWORD)).status).toBe(401);
  });

  it("POST /api/users answers mail: sent and mails the invitee the same set-password link", async () => {
    const response = await admin.request("POST", "/api/users", { email: "invitee@example.com", name: "Ivy Invitee", role: "Manager" });
    expect(response.status).toBe(201);
    const invitation = (await response.json()) as Invitation;
    expect(invitation.mail).toBe("sent");
    expect(invitation.user).toMatchObject({ email: "invitee@example.com", role: "Manager" });

    const mail = await waitForMail("invitee@example.com", "You have been invited to AutoServ");
    expect(mail.text).toContain("Hello Ivy Invitee");
    expect(firstLink(mail).href).toBe(invitation.setPasswordUrl);
  });

  it("a sign-up with a registered e-mail answers exactly like a new one", async () => {
    const fresh = await signUp(new TestClient(t.app), "first-timer@example.com");
    const duplicate = await signUp(new TestClient(t.app), "owner@example.com");
    expect(fresh.status).toBe(200);
    expect(duplicate.status).toBe(200);
    // The same fields with the same kinds of values; only the texts (ids, dates, names) may differ.
    const shape = (body: unknown): unknown =>
      JSON.parse(JSON.stringify(body, (_key, value: unknown) => (typeof value === "string" ? "<text>" : value)));
    expect(shape(await duplicate.json())).toEqual(shape(await fresh.json()));
  });

  it("a sign-up with a registered e-mail creates no second account and tells the owner by mail", async () => {
    expect((await signUp(new TestClient(t.app), "owner@example.com", "Mallory")).status).toBe(200);

    await waitForMail("owner@example.com", "You already have an AutoServ account");
    const owners = (await listUsers()).filter((user) => user.email === "owner@example.com");
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({ role: "Admin", name: "Olive Owner", isActive: true });
    expect((await new TestClient(t.app).logIn("owner@example.com", PASSWORD)).status).toBe(200);
  });
});
