import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { customFieldDefinitionSchema } from "@/shared/schemas/local-records";
import { createLocalCollection } from "@/web/lib/local-store/local-collection";
import { shopMode } from "@/web/lib/shop-records/shop-mode";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { CustomFieldsDialog } from "./custom-fields-dialog";

// The wording follows the mode; the fields go to a list of the test's own, as jsdom has no IndexedDB for the shop copy.
const fields = createLocalCollection({ key: "where_saved_fields", itemSchema: customFieldDefinitionSchema });

describe("Custom Fields, saved, say where the fields are kept", () => {
  beforeEach(() => {
    fields.invalidate();
    // jsdom has no IndexedDB: in shop mode the shop copy cannot be read here and says so.
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => shopMode.set(false));

  it.each([
    [false, "1 field(s) saved in this browser."],
    [true, "1 field(s) shared with the whole shop."],
  ])("with sharing %s: %s", async (shared, description) => {
    shopMode.set(shared);
    const { user } = renderWithProviders(<CustomFieldsDialog store={fields} title="Manage Vehicle Custom Fields" />);
    await user.click(screen.getByRole("button", { name: "Custom Fields" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage Vehicle Custom Fields" });
    await user.click(within(dialog).getByRole("button", { name: "Add Field" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Field 1 label" }), "Bay");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Custom Fields Updated (Local)")).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});
