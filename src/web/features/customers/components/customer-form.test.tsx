import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi } from "@/web/testing/stub-api";
import { makeCustomer } from "../testing/make-customer";
import { CustomerFormDialog } from "./customer-form-dialog";

configure({ asyncUtilTimeout: 5000 });

function renderDialog() {
  const onSaved = vi.fn();
  const view = renderWithProviders(<CustomerFormDialog open onOpenChange={() => {}} onSaved={onSaved} />);
  return { ...view, onSaved, dialog: screen.getByRole("dialog", { name: "New Customer" }) };
}

describe("Customer form", { timeout: 30_000 }, () => {
  it("says under each field what is wrong, and sends nothing", async () => {
    const calls = stubApi({});
    const { user, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText("Email"), "not-an-address");
    expect(within(dialog).getByText("No phone numbers.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Add Phone Number" }));
    await user.type(within(within(dialog).getByRole("group", { name: "Phone 1" })).getByLabelText("Number"), "call me");
    await user.click(within(dialog).getByRole("button", { name: "Add Customer" }));

    expect(await within(dialog).findByText("Customer name is required.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveAccessibleDescription("Customer name is required.");
    expect(within(dialog).getByLabelText("Email")).toHaveAccessibleDescription("Enter a valid email address.");
    expect(within(within(dialog).getByRole("group", { name: "Phone 1" })).getByLabelText("Number")).toHaveAccessibleDescription(
      "A phone number holds digits, spaces and + ( ) - . only.",
    );
    expect(calls).toHaveLength(0);
  });

  it("adds and removes phone rows, each with its kind, up to four, and sends every field", async () => {
    const calls = stubApi({ "POST /api/customers": (call) => jsonResponse(201, { customer: makeCustomer({ ...(call.body as object), id: "cus-7" }) }) });
    const { user, dialog, onSaved } = renderDialog();
    await user.type(within(dialog).getByLabelText("Name"), "Ravi Patel");
    for (let index = 0; index < 4; index += 1) await user.click(within(dialog).getByRole("button", { name: "Add Phone Number" }));
    expect(within(dialog).queryByRole("button", { name: "Add Phone Number" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Remove phone 1" }));
    await user.click(within(dialog).getByRole("button", { name: "Remove phone 1" }));
    await user.click(within(dialog).getByRole("button", { name: "Remove phone 1" }));
    const phone = within(within(dialog).getByRole("group", { name: "Phone 1" }));
    await user.selectOptions(phone.getByLabelText("Kind"), "Work");
    await user.type(phone.getByLabelText("Number"), "+1 (555) 010-2030");
    await user.type(within(dialog).getByLabelText("Email"), "ravi@example.com");
    await user.type(within(dialog).getByLabelText("Address"), "2 High Street");
    await user.selectOptions(within(dialog).getByLabelText("Preferred Contact"), "Email");
    await user.type(within(dialog).getByLabelText("Notes"), "Prefers mornings.");
    await user.click(within(dialog).getByRole("checkbox", { name: "Agrees to reminders" }));
    await user.click(within(dialog).getByRole("button", { name: "Add Customer" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: "cus-7", name: "Ravi Patel" })));
    expect(calls[0]?.body).toEqual({
      name: "Ravi Patel",
      phones: [{ kind: "Work", number: "+1 (555) 010-2030" }],
      email: "ravi@example.com",
      address: "2 High Street",
      preferredContact: "Email",
      notes: "Prefers mornings.",
      remindersAgreed: true,
    });
  });

  it("puts the server's field messages under their fields", async () => {
    stubApi({ "POST /api/customers": () => errorResponse(400, "invalid", "Check the highlighted fields.", { email: ["This e-mail is another customer's."] }) });
    const { user, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText("Name"), "Ravi Patel");
    await user.type(within(dialog).getByLabelText("Email"), "sam@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Add Customer" }));
    expect(await within(dialog).findByText("This e-mail is another customer's.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Error adding customer")).toBeInTheDocument();
  });
});
