import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits until nothing on the page is mid-animation: axe reads colours as they are at that instant,
 * so a toast or drawer caught mid-fade would be judged on a half-transparent colour.
 * Endless animations (spinners) are left out: they never end and do not fade text.
 */
export async function waitForStillPage(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState !== "running" || end === Infinity;
    }),
  );
}

/**
 * Fails on any serious or critical accessibility violation on the page as it stands. `label` names
 * the screen in the failure message, so one test can scan many screens.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  await waitForStillPage(page);
  // Cheaper scans, as the sweep runs about a hundred: legacy mode runs axe in the page itself instead
  // of finishing in a new blank tab (the app has no cross-origin frames, the one thing it skips), and
  // only violations are read, so the passes' nodes are not collected.
  const results = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ");
      return `${violation.id}: ${violation.help} (${violation.nodes.length} nodes: ${where})`;
    });
  expect(serious, `serious or critical axe violations on ${label}`).toEqual([]);
}
