// @vitest-environment jsdom
import { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";

/** A dialog opened from state by a plain button, as the list pages open theirs (no Radix Trigger). */
function OpenedFromState({ alert = false }: { alert?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add New Vehicle</Button>
      {alert ? (
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogContent>
            <AlertDialogTitle>Confirm Deletion</AlertDialogTitle>
            <AlertDialogDescription>Sure?</AlertDialogDescription>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
          </AlertDialogContent>
        </AlertDialog>
      ) : (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogTitle>Add New Vehicle</DialogTitle>
            <DialogDescription>Saved in this browser.</DialogDescription>
            <input aria-label="Make" />
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}

describe("dialogs opened by a button that is not their trigger", () => {
  it("give the focus back to that button when closed with Escape", async () => {
    const user = userEvent.setup();
    render(<OpenedFromState />);
    const opener = screen.getByRole("button", { name: "Add New Vehicle" });
    await user.tab();
    expect(opener).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Make" })).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("give the focus back when a confirmation is cancelled", async () => {
    const user = userEvent.setup();
    render(<OpenedFromState alert />);
    const opener = screen.getByRole("button", { name: "Add New Vehicle" });
    await user.click(opener);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
