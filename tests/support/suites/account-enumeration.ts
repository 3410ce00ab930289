import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../../src/shared/schemas/account-responses";
import type { MailMessage } from "../../../src/server/mail/mailer";
import { createTestApp, type TestApp } from "../test-app";
import { TestClient } from "../test-client";
import { outboxMailer, type OutboxMailer } from "../outbox-mailer";
import { logInCookie, rawRequest } from "../raw-request";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * Security checks, e-mail enumeration: nothing a stranger can send tells a registered address
 * from an unknown one, with mail configured (SMTP_URL) or not.
 *
 * The tension: the sign-up error list asks for "Confirmation Required. This email is already
 * registered but unconfirmed" when an address is taken. Showing it would tell anyone which
 * addresses have accounts, so (docs/decisions.md, Accounts) a repeated sign-up gets the normal
 * answer and, with mail on, the owner is mailed that an account exists. These tests hold the
 * product to that decision.
 */
const PASSWORD = "correct horse";

/** A JSON body with every text replaced, so ids, dates and names may differ but nothing else. */
function shape(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body, (_key, value: unknown) => (typeof value === "string" ? "<text>" : value)));
}

/** Resolves with the answer, or fails if it takes longer than `ms` (the mail is being waited for). */
async function answeredWithin(pending: Promise<Response>, ms: number, what: string): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} waited for the mail to go out`)), ms);
  });
  try {
    return await Promise.race([pending, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitForMail(mail: OutboxMailer, to: string, subject: RegExp): Promise<MailMessage> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const found = mail.sent.find((message) => message.to === to && subject.test(message.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No mail ${subject} to ${to}; sent: ${mail.sent.map((message) => `${message.to}: ${message.subject}`).join(", ")}`);
}

/** Run on PGlite by src/server/auth/account-enumeration.test.ts, on PostgreSQL by tests/system/postgres/account-enumeration-postgres.test.ts. */
export function describeAccountEnumeration(kind: DatabaseKind): void {
  describe(`e-mail enumeration (${kind})`, () => {
    describe.each([
      ["mail off", false],
      ["mail on", true],
    ] as const)("with %s", (_mode, delivers) => {
      let t: TestApp;
      let mail: OutboxMailer;
      let counter = 0;

      function signUp(email: string, password = PASSWORD, name = "Test User") {
        return rawRequest(t.app, "POST", "/api/auth/sign-up/email", {
          body: { email, password, name, initialRole: "User", callbackURL: "/login?confirmed=1" },
        });
      }

      /** A registered, confirmed account. */
      async function registered(): Promise<string> {
        const email = `owner-${(counter += 1)}@example.com`;
        expect((await signUp(email, PASSWORD, "Olive Owner")).status).toBe(200);
        if (delivers) {
          const link = new URL((await waitForMail(mail, email, /confirm/i)).link!);
          expect((await rawRequest(t.app, "GET", `${link.pathname}${link.search}`)).status).toBe(302);
        }
        return email;
      }

      /** A slow mail server; with mail off links go to the log, which never waits. */
      const holdMail = () => {
        if (delivers) mail.hold();
      };

      const unknown = () => `stranger-${(counter += 1)}@example.com`;

      beforeAll(async () => {
        mail = outboxMailer({ delivers });
        t = await createTestApp(kind, { mailer: mail });
      });
      afterAll(() => t?.close());

      it("sign-in with an unknown e-mail and with a wrong password answer alike", async () => {
        const known = await registered();
        const wrongPassword = await new TestClient(t.app).logIn(known, "not the password");
        const unknownEmail = await new TestClient(t.app).logIn(unknown(), "not the password");
        expect(wrongPassword.status).toBe(401);
        expect(unknownEmail.status).toBe(401);
        expect(await unknownEmail.json()).toEqual(await wrongPassword.json());
      });

      it("forgot-password answers a known and an unknown e-mail alike, without waiting for the mail", async () => {
        const known = await registered();
        holdMail();
        try {
          const knownAnswer = await answeredWithin(
            rawRequest(t.app, "POST", "/api/auth/request-password-reset", { body: { email: known, redirectTo: "/reset-password" } }),
            5000,
            "forgot-password for a known e-mail",
          );
          const stranger = unknown();
          const unknownAnswer = await rawRequest(t.app, "POST", "/api/auth/request-password-reset", {
            body: { email: stranger, redirectTo: "/reset-password" },
          });
          expect(knownAnswer.status).toBe(200);
          expect(unknownAnswer.status).toBe(200);
          expect(await unknownAnswer.json()).toEqual(await knownAnswer.json());
          mail.release();
          await waitForMail(mail, known, /reset/i);
          expect(mail.sent.filter((message) => message.to === stranger)).toEqual([]);
        } finally {
          mail.release();
        }
      });

      it("sign-up with a registered e-mail answers like a new one and changes nothing of the account", async () => {
        const known = await registered();
        const owner = await logInCookie(t.app, known);
        const fresh = await signUp(unknown());
        const repeated = await signUp(known, "the attacker's password", "Mallory");
        expect(repeated.status).toBe(fresh.status);
        expect(shape(await repeated.json())).toEqual(shape(await fresh.json()));

        const profile = ((await (await rawRequest(t.app, "GET", "/api/me", { cookie: owner })).json()) as { profile: Profile }).profile;
        expect(profile.name).toBe("Olive Owner");
        expect((await new TestClient(t.app).logIn(known, "the attacker's password")).status).toBe(401);
        expect((await new TestClient(t.app).logIn(known, PASSWORD)).status).toBe(200);
        if (delivers) await waitForMail(mail, known, /already have/i);
      });

      it("sign-up answers without waiting for its mail, for a new and a registered e-mail", async () => {
        const known = await registered();
        holdMail();
        try {
          const fresh = await answeredWithin(signUp(unknown()), 5000, "a new sign-up");
          const repeated = await answeredWithin(signUp(known), 5000, "a repeated sign-up");
          expect([fresh.status, repeated.status]).toEqual([200, 200]);
        } finally {
          mail.release();
        }
      });
    });
  });
}
