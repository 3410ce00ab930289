import { test as base, expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import type { Role } from "../../src/shared/auth/roles";
import { ADMIN, createAccount, post } from "./accounts";

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
      const context = await playwrightRequest.newContext({ baseURL: workerInfo.project.use.baseURL });
      await post(context, "/api/auth/sign-in/email", { email: ADMIN.email, password: ADMIN.password });
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
