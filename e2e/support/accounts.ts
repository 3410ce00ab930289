import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import type { Role } from "../../src/shared/auth/roles";

/** The install's first account, made through the sign-up screen by first-admin.setup.ts. */
export const ADMIN = { email: "owner@autoserv.test", password: "owner password 1", name: "Olive Owner" } as const;

export const PASSWORD = "staff password 1";

let counter = 0;
/** A unique e-mail address per call, across workers and retries. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}@autoserv.test`;
}

/** Playwright's request context sends no Origin header; a browser would send the app's own. */
export async function post(request: APIRequestContext, path: string, data: unknown, method: "POST" | "PATCH" = "POST") {
  const response = await request.fetch(path, { method, data, headers: { origin: process.env.E2E_BASE_URL! } });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** Logs a browser context in through the API: its cookies then belong to the page. */
export async function logInAs(page: Page, email: string, password: string): Promise<void> {
  await post(page.request, "/api/auth/sign-in/email", { email, password });
}

/**
 * A new account with the given role: signed up through the API on `request`, the role granted by
 * the Admin (as User Management does). Returns its e-mail and user id; the password is PASSWORD.
 */
export async function registerAccount(
  request: APIRequestContext,
  adminRequest: APIRequestContext,
  role: Role,
  name = `${role} Person`,
): Promise<{ email: string; userId: string }> {
  const email = uniqueEmail(role.toLowerCase().replaceAll(" ", "-"));
  const signUp = (await post(request, "/api/auth/sign-up/email", { email, password: PASSWORD, name, initialRole: role })) as {
    user: { id: string };
  };
  const userId = signUp.user.id;
  if (role !== "User") {
    await post(adminRequest, `/api/users/${userId}`, { name, role, shopName: "", isActive: true }, "PATCH");
  }
  return { email, userId };
}

/**
 * An account made through the API only (nobody is logged in as it yet), in a request context of
 * its own: signing up must not touch the Admin's or a page's session.
 */
export async function registerStaff(baseURL: string | undefined, adminRequest: APIRequestContext, role: Role, name: string) {
  const request = await playwrightRequest.newContext({ baseURL });
  try {
    return { ...(await registerAccount(request, adminRequest, role, name)), name };
  } finally {
    await request.dispose();
  }
}

/** registerAccount, then logged in on `page`. */
export async function createAccount(
  page: Page,
  adminRequest: APIRequestContext,
  role: Role,
  name = `${role} Person`,
): Promise<{ email: string; userId: string }> {
  const account = await registerAccount(page.request, adminRequest, role, name);
  await logInAs(page, account.email, PASSWORD);
  return account;
}
