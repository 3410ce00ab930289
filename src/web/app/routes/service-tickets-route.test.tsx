import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { customerListHandler, makeCustomer } from "@/web/features/customers/testing/make-customer";
import { fillIn } from "@/web/features/tickets/testing/fill-in";
import { makeTicket, stubTicketsApi } from "@/web/features/tickets/testing/stub-tickets-api";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse } from "@/web/testing/stub-api";
import ServiceTicketsRoute from "./service-tickets-route";

const jane = makeCustomer({ id: "c1", name: "Jane Doe", phones: [{ kind: "Mobile", number: "555-0199" }], address: "", remindersAgreed: false });
const maria = makeCustomer({ id: "c2", name: "Maria Garcia", phones: [{ kind: "Mobile", number: "555-0142" }], email: "maria@example.com", preferredContact: "Email" });
const ticket = makeTicket({ customerId: "c1", customerName: "Jane Doe", customerContact: "555-0199" });

async function renderRoute() {
  const view = renderWithProviders(<ServiceTicketsRoute />, { initialEntries: ["/service-tickets"] });
  await screen.findByRole("cell", { name: ticket.vin });
  return view;
}

describe("The ticket forms pick a customer", { timeout: 30_000 }, () => {
  it("creates a ticket for the chosen customer, filling the name and preferred contact", async () => {
    const api = stubTicketsApi({
      tickets: [ticket],
      routes: {
        "GET /api/customers": customerListHandler(() => [jane, maria]),
        "POST /api/tickets": () => jsonResponse(201, { ticket: makeTicket({ id: "t9", customerId: "c2" }) }),
      },
    });
    const { user } = await renderRoute();
    await user.click(screen.getByRole("button", { name: "Create New Ticket" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Service Ticket" });
    await fillIn(user, within(dialog).getByLabelText("VIN"), "JH4KA8260MC000000");
    await user.type(within(dialog).getByRole("combobox", { name: "Customer" }), "maria");
    await within(dialog).findByRole("option", { name: /Maria Garcia/ });
    // A slow keystroke can show a shorter search's answer first, which Jane matches too.
    await waitFor(() => expect(within(dialog).queryByRole("option", { name: /Jane Doe/ })).not.toBeInTheDocument());
    await user.keyboard("{ArrowDown}{Enter}");

    expect(within(dialog).getByLabelText("Customer Name")).toHaveValue("Maria Garcia");
    expect(within(dialog).getByLabelText("Customer Contact")).toHaveValue("maria@example.com");
    expect(within(dialog).getByLabelText("Customer Name")).toHaveAttribute("readonly");
    await fillIn(user, within(dialog).getByLabelText("Issue Description"), "Brakes squeal");
    await user.click(within(dialog).getByRole("button", { name: "Create Ticket" }));

    expect(await screen.findByText("Ticket Created")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "POST" && call.path === "/api/tickets")?.body).toEqual({
      vin: "JH4KA8260MC000000",
      customerName: "Maria Garcia",
      customerContact: "maria@example.com",
      issueDescription: "Brakes squeal",
      customerId: "c2",
      vehicleId: null,
    });
  });

  it("keeps the dialog open when Escape closes the picker's list", async () => {
    stubTicketsApi({ tickets: [ticket], routes: { "GET /api/customers": customerListHandler(() => [jane, maria]) } });
    const { user } = await renderRoute();
    await user.click(screen.getByRole("button", { name: "Create New Ticket" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Service Ticket" });
    await user.type(within(dialog).getByRole("combobox", { name: "Customer" }), "jane");
    await within(dialog).findByRole("option", { name: /Jane Doe/ });
    await user.keyboard("{Escape}");
    expect(within(dialog).queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("dialog", { name: "Create Service Ticket" })).toBeInTheDocument();
  });

  it("edits a linked ticket: shows its customer, and clearing it sends customerId null", async () => {
    const api = stubTicketsApi({
      tickets: [ticket],
      routes: {
        "GET /api/customers": customerListHandler(() => [jane, maria]),
        "PATCH /api/tickets/t1": () => jsonResponse(200, { ticket: { ...ticket, customerId: null } }),
      },
    });
    const { user } = await renderRoute();
    await user.click(screen.getByRole("button", { name: /View or edit ticket/ }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Service Ticket" });
    const picker = within(dialog).getByRole("combobox", { name: "Customer" });
    expect(picker).toHaveValue("Jane Doe");
    await user.click(within(dialog).getByRole("button", { name: "Clear customer" }));
    // Unlinked, the name and contact stay as the ticket's text and may be typed again.
    expect(within(dialog).getByLabelText("Customer Name")).toHaveValue("Jane Doe");
    expect(within(dialog).getByLabelText("Customer Name")).not.toHaveAttribute("readonly");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Ticket Updated")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toMatchObject({ customerId: null, customerName: "Jane Doe", updatedAt: ticket.updatedAt });
  });

  it("edits a ticket to another customer", async () => {
    const api = stubTicketsApi({
      tickets: [ticket],
      routes: {
        "GET /api/customers": customerListHandler(() => [jane, maria]),
        "PATCH /api/tickets/t1": () => jsonResponse(200, { ticket: { ...ticket, customerId: "c2" } }),
      },
    });
    const { user } = await renderRoute();
    await user.click(screen.getByRole("button", { name: /View or edit ticket/ }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Service Ticket" });
    const picker = within(dialog).getByRole("combobox", { name: "Customer" });
    await user.clear(picker);
    await user.type(picker, "maria");
    await user.click(await within(dialog).findByRole("option", { name: /Maria Garcia/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Ticket Updated")).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === "PATCH")?.body).toMatchObject({
      customerId: "c2",
      customerName: "Maria Garcia",
      customerContact: "maria@example.com",
    });
  });

  it("offers no picker to a User, who types the customer as before", async () => {
    const api = stubTicketsApi({ role: "User", tickets: [ticket] });
    const { user } = await renderRoute();
    await user.click(screen.getByRole("button", { name: "Create New Ticket" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Service Ticket" });
    expect(within(dialog).queryByRole("combobox", { name: "Customer" })).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Add Customer" })).toBeNull();
    await waitFor(() => expect(api.calls.some((call) => call.path === "/api/customers")).toBe(false));
  });
});
