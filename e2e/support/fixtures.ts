import { test as base, expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import type { Role } from "../../src/shared/auth/roles";
import { ADMIN, createAccount, PASSWORD, post, registerAccount } from "./accounts";

interface Fixtures {
  /** Creates an account with the role and logs the test's page in as it. */
  loginAs: (role: Role, name?: string) => Promise<{ email: string; userId: string }>;
}

interface WorkerFixtures {
  /** API requests made as the install's Admin. */
  adminRequest: APIRequestContext;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  adminRequest: [
    // Playwright reads fixture dependencies from this pattern, so it must be an (empty) object.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      // Each worker is an Admin of its own: a user holds at most ten sessions, and the install's
      // first Admin signs in often enough across the suite to push a long-held session out.
      const baseURL = workerInfo.project.use.baseURL;
      const owner = await playwrightRequest.newContext({ baseURL });
      await post(owner, "/api/auth/sign-in/email", { email: ADMIN.email, password: ADMIN.password });
      const context = await playwrightRequest.newContext({ baseURL });
      // Named as the first Admin, so what a page says of the Admin's doings reads the same.
      const { email } = await registerAccount(context, owner, "Admin", ADMIN.name);
      await post(owner, "/api/auth/sign-out", {});
      await owner.dispose();
      await post(context, "/api/auth/sign-in/email", { email, password: PASSWORD });
      await use(context);
      await context.dispose();
    },
    { scope: "worker" },
  ],
  loginAs: async ({ page, adminRequest }, use) => {
    await use((role, name) => createAccount(page, adminRequest, role, name));
  },
});

export { expect };
