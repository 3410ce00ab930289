import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/**
 * As a person changes the customer: "Change customer", the dialog's picker showing whom it has now,
 * a search, the customer chosen from the list, then Save.
 */
export async function changeCustomerTo(user: UserEvent, { from, search, to }: { from: string; search: string; to: RegExp }) {
  await user.click(await screen.findByRole("button", { name: "Change customer" }));
  const dialog = await screen.findByRole("dialog", { name: "Change Customer" });
  const picker = await within(dialog).findByRole("combobox", { name: "Customer" });
  expect(picker).toHaveValue(from);
  await user.clear(picker);
  await user.type(picker, search);
  await user.click(await within(dialog).findByRole("option", { name: to }));
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
}
