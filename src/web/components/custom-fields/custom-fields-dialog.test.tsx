import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CUSTOM_FIELD_LABEL_MAX } from "@/shared/schemas/record-limits";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { serviceCustomFieldsStore } from "@/web/lib/local-store/collections";
import { CustomFieldsDialog } from "./custom-fields-dialog";

function renderDialog() {
  return renderWithProviders(<CustomFieldsDialog store={serviceCustomFieldsStore} title="Manage Service Custom Fields" />);
}

describe("CustomFieldsDialog", () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("removes a field and keeps the others, trimmed", async () => {
    serviceCustomFieldsStore.update(() => [
      { id: "a", label: "Bay", type: "text" },
      { id: "b", label: "Odometer", type: "number" },
    ]);
    const { user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Custom Fields" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage Service Custom Fields" });
    expect(within(dialog).getByRole("combobox", { name: "Field 2 type" })).toHaveValue("number");
    await user.click(within(dialog).getByRole("button", { name: "Remove field 1" }));
    await user.click(within(dialog).getByRole("button", { name: "Add Field" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Field 2 label" }), "  Tyre Size ");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Custom Fields Updated (Local)")).toBeInTheDocument();
    expect(serviceCustomFieldsStore.getSnapshot()).toEqual([
      { id: "b", label: "Odometer", type: "number" },
      expect.objectContaining({ label: "Tyre Size", type: "text" }),
    ]);
  });

  it("leaves the stored fields alone when Cancel is pressed", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Custom Fields" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Add Field" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Field 1 label" }), "Bay");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(serviceCustomFieldsStore.getSnapshot()).toEqual([]);
  });

  it("tells the user when storage is full and keeps the dialog open", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Custom Fields" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Add Field" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Field 1 label" }), "Bay");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Storage Full")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    vi.restoreAllMocks();
    expect(serviceCustomFieldsStore.getSnapshot()).toEqual([]);
  });

  it("shows the length message under a label that is too long, and saves nothing", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Custom Fields" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Add Field" }));
    const label = within(dialog).getByRole("textbox", { name: "Field 1 label" });
    fireEvent.change(label, { target: { value: "L".repeat(CUSTOM_FIELD_LABEL_MAX + 1) } });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(label).toHaveAccessibleDescription(`At most ${CUSTOM_FIELD_LABEL_MAX} characters.`);
    expect(label).toHaveAttribute("aria-invalid", "true");
    expect(serviceCustomFieldsStore.getSnapshot()).toEqual([]);
  });
});
