// @vitest-environment jsdom
import { useId } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { Field, FieldError, FieldLabel } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/web/components/ui/native-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";

afterEach(cleanup);

function ExampleDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Edit customer</Button>
      </DialogTrigger>
      <DialogContent className="max-w-[625px]">
        <DialogHeader>
          <DialogTitle>Edit customer</DialogTitle>
          <DialogDescription>Change the customer's details.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("opens from its trigger and closes with the Close button", async () => {
    const user = userEvent.setup();
    render(<ExampleDialog />);

    await user.click(screen.getByRole("button", { name: "Edit customer" }));
    const dialog = screen.getByRole("dialog", { name: "Edit customer" });
    expect(dialog.className).toContain("max-w-[625px]");

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with Escape", async () => {
    const user = userEvent.setup();
    render(<ExampleDialog />);

    await user.click(screen.getByRole("button", { name: "Edit customer" }));
    expect(screen.getByRole("dialog", { name: "Edit customer" })).toBeTruthy();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("AlertDialog", () => {
  it("closes with Cancel", async () => {
    const user = userEvent.setup();
    render(
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">Delete job</Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this job?</AlertDialogTitle>
            <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction variant="destructive">Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>,
    );

    await user.click(screen.getByRole("button", { name: "Delete job" }));
    expect(screen.getByRole("alertdialog", { name: "Delete this job?" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("Tabs", () => {
  function ExampleTabs() {
    return (
      <Tabs defaultValue="jobs">
        <TabsList>
          <TabsTrigger value="jobs">Jobs</TabsTrigger>
          <TabsTrigger value="invoices">Invoices</TabsTrigger>
        </TabsList>
        <TabsContent value="jobs">Job list</TabsContent>
        <TabsContent value="invoices">Invoice list</TabsContent>
      </Tabs>
    );
  }

  it("switches content when a tab is clicked", async () => {
    const user = userEvent.setup();
    render(<ExampleTabs />);
    expect(screen.getByRole("tabpanel").textContent).toBe("Job list");

    await user.click(screen.getByRole("tab", { name: "Invoices" }));
    expect(screen.getByRole("tab", { name: "Invoices" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Invoice list");
  });

  it("switches content with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<ExampleTabs />);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Jobs" }));

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tabpanel").textContent).toBe("Invoice list");

    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tabpanel").textContent).toBe("Job list");
  });
});

describe("Field", () => {
  function RegistrationField({ error }: { error?: string }) {
    const errorId = useId();
    return (
      <Field invalid={!!error}>
        <FieldLabel htmlFor="registration">Registration</FieldLabel>
        <Input
          id="registration"
          aria-invalid={!!error || undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <FieldError id={errorId} message={error} />
      </Field>
    );
  }

  it("links the input to its error text", () => {
    render(<RegistrationField error="Enter a registration" />);
    const input = screen.getByRole("textbox", { name: "Registration" });

    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    expect(document.getElementById(describedBy ?? "")?.textContent).toBe("Enter a registration");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("renders no error element without a message", () => {
    const { container } = render(<RegistrationField />);
    const input = screen.getByRole("textbox", { name: "Registration" });

    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(container.querySelector('[data-slot="field-error"]')).toBeNull();
  });
});

describe("NativeSelect", () => {
  it("can be changed with userEvent.selectOptions", async () => {
    const user = userEvent.setup();
    render(
      <label>
        Status
        <NativeSelect defaultValue="open">
          <NativeSelectOption value="open">Open</NativeSelectOption>
          <NativeSelectOption value="closed">Closed</NativeSelectOption>
        </NativeSelect>
      </label>,
    );
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Status" });
    expect(select.value).toBe("open");

    await user.selectOptions(select, "closed");
    expect(select.value).toBe("closed");
  });
});
