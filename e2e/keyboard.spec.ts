import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * Every control is reachable and usable by keyboard. These tests press keys only (Tab,
 * Shift+Tab, Enter, Space, typing); nothing is clicked.
 */

/** Interactive controls as a person sees them: native ones, ARIA widgets and anything given a tab stop. */
const CONTROLS = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "[contenteditable=true]",
  "[tabindex]:not([tabindex='-1'])",
  ...["button", "link", "checkbox", "switch", "tab", "combobox", "menuitem", "slider", "spinbutton", "radio"].map((role) => `[role=${role}]`),
].join(",");

/** A short, stable description of the focused element: its tag and accessible-ish name. */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "(page)";
    const labelledBy = element.getAttribute("aria-labelledby");
    const name =
      element.getAttribute("aria-label") ??
      (labelledBy ? document.getElementById(labelledBy.split(" ")[0]!)?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent;
    return `${element.tagName.toLowerCase()} "${(name ?? "").trim()}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until another element has the focus; a date input takes several
 * presses, one per part of the date. Returns that element's description.
 */
async function tabToNext(page: Page, key: "Tab" | "Shift+Tab" = "Tab"): Promise<string> {
  const before = await page.evaluateHandle(() => document.activeElement);
  try {
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press(key);
      const moved = await page.evaluate((previous) => document.activeElement !== previous, before);
      if (moved) return await describeFocus(page);
    }
  } finally {
    await before.dispose();
  }
  throw new Error(`${key} did not move the focus off ${await describeFocus(page)}`);
}

/** Tabs forward from wherever the focus is until `target` has it, and fails past `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached the control after ${limit} presses`);
}

/** The focus can be seen: the element matches :focus-visible and draws a ring or an outline. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { focusVisible: element.matches(":focus-visible"), boxShadow: computed.boxShadow, outline: computed.outlineStyle };
  });
  expect(style.focusVisible).toBe(true);
  expect(style.boxShadow !== "none" || style.outline !== "none", `no focus ring: ${JSON.stringify(style)}`).toBe(true);
}

test("a vehicle is added with the keyboard alone: every field in order, then submitted, the focus back on the button", async ({
  page,
  loginAs,
}) => {
  await loginAs("User");
  await page.goto("/vehicles");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Vehicles" })).toBeVisible();
  const addButton = page.getByRole("button", { name: "Add New Vehicle" });

  await tabTo(page, addButton);
  await expectVisibleFocus(addButton);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add New Vehicle" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Make")).toBeFocused();

  // Tab walks the form top to bottom, then the buttons; typing fills the required fields on the way.
  const plate = `KEY-${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const typed: Record<string, string> = { Make: "Mazda", Model: "CX-5", Year: "2022", "License Plate": plate, "Owner Name": "Kim Keys" };
  const expectedOrder = [
    'input "Make"',
    'input "Model"',
    'input "Year"',
    'input "License Plate"',
    'input "VIN"',
    'input "Owner Name"',
    'input "Owner Phone"',
    'input "Owner Email"',
    'select "Status"',
    'input "Mileage (miles)"',
    'input "Last Service"',
    'input "Next Service Due"',
    'textarea "Notes"',
    'button "Cancel"',
    'button "Add Vehicle"',
    'button "Close"',
  ];
  const visited = [await describeFocus(page)];
  for (;;) {
    const label = /"(.*)"/.exec(visited.at(-1)!)![1]!;
    const text = typed[label];
    if (text) await page.keyboard.type(text);
    if (visited.length === expectedOrder.length) break;
    visited.push(await tabToNext(page));
  }
  expect(visited).toEqual(expectedOrder);

  // The focus stays inside the dialog: past the last control it wraps to the first, and back.
  expect(await tabToNext(page)).toBe('input "Make"');
  expect(await tabToNext(page, "Shift+Tab")).toBe('button "Close"');
  expect(await tabToNext(page, "Shift+Tab")).toBe('button "Add Vehicle"');
  await expectVisibleFocus(dialog.getByRole("button", { name: "Add Vehicle" }));

  await page.keyboard.press("Space");
  await expect(page.getByText("Vehicle Added (Local)")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: plate });
  await expect(row).toContainText("Mazda");
  await expect(row).toContainText("CX-5");
  await expect(row).toContainText("Kim Keys");
  await expect(page.getByText("Showing 4 of 4 vehicles. (Data from Local Storage)")).toBeVisible();

  // Closing returns the focus to the button that opened the dialog, visibly.
  await expectVisibleFocus(addButton);

  // Escape closes it too, and the focus comes back the same way.
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expectVisibleFocus(addButton);

  // A row's Edit button opens its own dialog from the keyboard, and gets the focus back after.
  const edit = page.getByRole("button", { name: "Edit Mazda CX-5" });
  await tabTo(page, edit);
  await page.keyboard.press("Enter");
  const editDialog = page.getByRole("dialog", { name: "Edit Vehicle" });
  await expect(editDialog.getByLabel("License Plate")).toHaveValue(plate);
  await page.keyboard.press("Escape");
  await expect(editDialog).toBeHidden();
  await expectVisibleFocus(edit);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every interactive control on /vehicles is reached by Tab, and Shift+Tab walks back the same way", async ({ page, loginAs }) => {
      await loginAs("User");
      await page.goto("/vehicles");
      await expect(page.getByText("Showing 3 of 3 vehicles. (Data from Local Storage)")).toBeVisible();

      // Every control a person can see (or that a screen reader offers), each given a mark.
      const controls = await page.evaluate((selector) => {
        const shown = [...document.querySelectorAll<HTMLElement>(selector)].filter(
          (element) => element.checkVisibility({ visibilityProperty: true }) && !element.matches(":disabled") && !element.closest("[inert]"),
        );
        return shown.map((element, index) => {
          element.dataset.keyboardMark = String(index);
          return `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim()}"`;
        });
      }, CONTROLS);
      expect(controls.length).toBeGreaterThan(15);

      const mark = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.keyboardMark ?? null);
      const forward: string[] = [];
      for (let press = 0; press < controls.length + 10; press += 1) {
        await page.keyboard.press("Tab");
        const current = await mark();
        if (current === null) {
          // Focus on something unmarked is a tab stop that is not a control (or the page itself).
          const where = await describeFocus(page);
          if (where !== "(page)") throw new Error(`Tab stopped on ${where}, which is not a visible control`);
          continue;
        }
        if (forward.includes(current)) break;
        forward.push(current);
      }
      const unreached = controls.filter((_, index) => !forward.includes(String(index)));
      expect(unreached, "controls Tab never reached").toEqual([]);
      // The order follows the page: header and navigation, then the content top to bottom.
      expect(forward.map(Number)).toEqual([...forward.map(Number)].sort((a, b) => a - b));

      // The focus is back on the first control. Shift+Tab leaves the page, comes in again at the last
      // control and then visits the same controls in reverse.
      expect(await mark()).toBe(forward[0]);
      const backward: string[] = [];
      for (let press = 0; press < forward.length + 3 && backward.length < forward.length; press += 1) {
        await page.keyboard.press("Shift+Tab");
        const current = await mark();
        if (current !== null && (backward.length > 0 || current === forward.at(-1))) backward.push(current);
      }
      expect(backward).toEqual([...forward].reverse());
    });
  });
}
