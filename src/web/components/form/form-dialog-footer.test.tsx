import type { ComponentProps } from "react";
import { cleanup, render, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { FormDialogFooter } from "./form-dialog-footer";

afterEach(cleanup);

function renderFooter(props: ComponentProps<typeof FormDialogFooter>, onOpenChange = vi.fn()) {
  render(
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Edit</DialogTitle>
        <DialogDescription>A form.</DialogDescription>
        <form>
          <FormDialogFooter {...props} />
        </form>
      </DialogContent>
    </Dialog>,
  );
  return { onOpenChange, footer: within(document.querySelector<HTMLElement>('[data-slot="dialog-footer"]')!) };
}

describe("FormDialogFooter", () => {
  it("offers Cancel, which closes the dialog, beside the submit button", async () => {
    const { onOpenChange, footer } = renderFooter({ children: "Save" });
    expect(footer.getAllByRole("button").map((button) => button.textContent)).toEqual(["Cancel", "Save"]);
    expect(footer.getByRole("button", { name: "Save" })).toHaveAttribute("type", "submit");
    expect(footer.getByRole("button", { name: "Save" })).toBeEnabled();
    await userEvent.click(footer.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("disables the submit button while pending, with a named spinner or a pending text", () => {
    const spinning = renderFooter({ pending: true, pendingLabel: "Saving", children: "Save" }).footer;
    expect(spinning.getByRole("button", { name: /Save$/ })).toBeDisabled();
    expect(spinning.getByRole("status", { name: "Saving" })).toBeInTheDocument();
    cleanup();

    const texted = renderFooter({ pending: true, pendingText: "Uploading...", children: "Upload" }).footer;
    expect(texted.getByRole("button", { name: "Uploading..." })).toBeDisabled();
    expect(texted.queryByRole("status")).toBeNull();
  });

  it("shows only Close for a read-only view", () => {
    const { footer } = renderFooter({ children: null });
    expect(footer.getAllByRole("button").map((button) => button.textContent)).toEqual(["Close"]);
  });
});
