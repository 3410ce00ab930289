import type { Page } from "@playwright/test";

/** Collects what the page logs as errors (CSP refusals among them) for a test to assert on. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
