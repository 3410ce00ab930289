import { useState } from "react";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CustomerRef } from "@/shared/schemas/customers";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, listQueries, stubApi } from "@/web/testing/stub-api";
import { customerListHandler, makeCustomer } from "../testing/make-customer";
import { CustomerPicker } from "./customer-picker";

const jane = makeCustomer({ id: "c1", name: "Jane Doe", phones: [{ kind: "Mobile", number: "555-0199" }], address: "", remindersAgreed: false });
const janet = makeCustomer({ id: "c2", name: "Janet Smith", phones: [], email: "janet@example.com" });
const sam = makeCustomer({ id: "c3", name: "Sam Lee", phones: [{ kind: "Work", number: "555-0100" }], email: "" });

/** A form holding the picker, as a ticket or job card form does; it tells what it would send. */
function Harness({ initial = null, onSubmit = () => {} }: { initial?: CustomerRef | null; onSubmit?: (customer: CustomerRef | null) => void }) {
  const [customer, setCustomer] = useState<CustomerRef | null>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(customer);
      }}
    >
      <CustomerPicker value={customer} onChange={setCustomer} />
      <output aria-label="Chosen">{customer ? `${customer.id} ${customer.name}` : "none"}</output>
      <button type="submit">Send</button>
    </form>
  );
}

describe("CustomerPicker", { timeout: 15_000 }, () => {
  it("searches the customers as you type, once typing pauses, showing each one's phone and e-mail", async () => {
    const calls = stubApi({ "GET /api/customers": customerListHandler(() => [jane, janet, sam]) });
    const { user } = renderWithProviders(<Harness />);
    const box = screen.getByRole("combobox", { name: "Customer" });
    await user.type(box, "jan");

    const list = await screen.findByRole("listbox", { name: "Customer matches" });
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(2));
    expect(within(list).getByRole("option", { name: /Jane Doe/ })).toHaveTextContent("555-0199 · jane@example.com");
    expect(within(list).getByRole("option", { name: /Janet Smith/ })).toHaveTextContent("janet@example.com");
    expect(box).toHaveAttribute("aria-expanded", "true");
    // One search for the pause, none for each key.
    const searches = listQueries(calls, "/api/customers").map((query) => query.search);
    expect(searches.filter((search) => search !== undefined)).toEqual(["jan"]);
  });

  it("chooses with the arrow keys and Enter without sending the form, and Escape closes the list", async () => {
    stubApi({ "GET /api/customers": customerListHandler(() => [jane, janet, sam]) });
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    const box = screen.getByRole("combobox", { name: "Customer" });
    await user.type(box, "jan");
    const list = await screen.findByRole("listbox");
    await waitFor(() => expect(within(list).getAllByRole("option")).toHaveLength(2));

    await user.keyboard("{ArrowDown}{ArrowDown}");
    const janetOption = within(list).getByRole("option", { name: /Janet Smith/ });
    expect(janetOption).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", janetOption.id);
    await user.keyboard("{Enter}");

    expect(screen.getByRole("status", { name: "Chosen" })).toHaveTextContent("c2 Janet Smith");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveValue("Janet Smith");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box).toHaveAccessibleDescription("janet@example.com");

    // Searching again and pressing Escape closes the list and keeps the chosen customer.
    await user.clear(box);
    await user.type(box, "sam");
    await screen.findByRole("option", { name: /Sam Lee/ });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(box).toHaveValue("Janet Smith");
    expect(screen.getByRole("status", { name: "Chosen" })).toHaveTextContent("c2 Janet Smith");
  });

  it("chooses a customer with a tap", async () => {
    stubApi({ "GET /api/customers": customerListHandler(() => [jane, sam]) });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole("combobox", { name: "Customer" }));
    await user.click(await screen.findByRole("option", { name: /Sam Lee/ }));
    expect(screen.getByRole("status", { name: "Chosen" })).toHaveTextContent("c3 Sam Lee");
  });

  it("clears the chosen customer", async () => {
    stubApi({ "GET /api/customers": customerListHandler(() => [jane]) });
    const { user } = renderWithProviders(<Harness initial={jane} />);
    const box = screen.getByRole("combobox", { name: "Customer" });
    expect(box).toHaveValue("Jane Doe");
    await user.click(screen.getByRole("button", { name: "Clear customer" }));
    expect(screen.getByRole("status", { name: "Chosen" })).toHaveTextContent("none");
    expect(box).toHaveValue("");
    expect(box).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Clear customer" })).toBeNull();
  });

  it("says when no customer matches", async () => {
    stubApi({ "GET /api/customers": customerListHandler(() => [jane]) });
    const { user } = renderWithProviders(<Harness />);
    await user.type(screen.getByRole("combobox", { name: "Customer" }), "zzz");
    expect(await screen.findByText("No customers found.")).toBeInTheDocument();
    expect(screen.queryByRole("option")).toBeNull();
  });

  it("adds a customer in place, shows the server's field error, and chooses the one saved", async () => {
    const added = makeCustomer({ id: "c9", name: "Maria Garcia", phones: [], email: "maria@example.com", preferredContact: "Email" });
    let attempts = 0;
    const calls = stubApi({
      "GET /api/customers": customerListHandler(() => [jane]),
      "POST /api/customers": () => {
        attempts += 1;
        return attempts === 1
          ? errorResponse(400, "validation_error", "Check the highlighted fields.", { email: ["That e-mail address belongs to another customer."] })
          : jsonResponse(201, { customer: added });
      },
    });
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByRole("combobox", { name: "Customer" }), "Maria Garcia");
    await user.click(screen.getByRole("button", { name: "Add Customer" }));

    const dialog = await screen.findByRole("dialog", { name: "New Customer" });
    // What was typed is the new customer's name.
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("Maria Garcia");
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "maria@example.com");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Preferred Contact" }), "Email");
    await user.click(within(dialog).getByRole("button", { name: "Save Customer" }));

    const email = within(dialog).getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toHaveAccessibleDescription("That e-mail address belongs to another customer."));
    expect(email).toHaveAttribute("aria-invalid", "true");
    // The form behind the dialog is hidden from the accessibility tree while the dialog is open.
    expect(screen.getByRole("status", { name: "Chosen", hidden: true })).toHaveTextContent("none");

    await user.click(within(dialog).getByRole("button", { name: "Save Customer" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New Customer" })).toBeNull());
    expect(screen.getByRole("status", { name: "Chosen" })).toHaveTextContent("c9 Maria Garcia");
    expect(screen.getByRole("combobox", { name: "Customer" })).toHaveValue("Maria Garcia");
    // The empty phone row is no phone; the rest of the form went as typed. The outer form was not sent.
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts[1]?.body).toEqual({
      name: "Maria Garcia",
      phones: [],
      email: "maria@example.com",
      address: "",
      preferredContact: "Email",
      notes: "",
      remindersAgreed: false,
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks for a name before adding", async () => {
    const calls = stubApi({ "GET /api/customers": customerListHandler(() => []) });
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole("button", { name: "Add Customer" }));
    const dialog = await screen.findByRole("dialog", { name: "New Customer" });
    await user.click(within(dialog).getByRole("button", { name: "Save Customer" }));
    expect(await within(dialog).findByText("Customer name is required.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });
});
