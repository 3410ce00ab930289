import { configure, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import { customerListHandler, makeCustomer } from "@/web/features/customers/testing/make-customer";
import { makeJobCard } from "@/web/features/job-cards/testing/make-job-card";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import RepairOrderRoute from "./repair-order-route";

configure({ asyncUtilTimeout: 5000 });

const card = makeJobCard({ customerId: "c1", customerName: "Jane Doe", customerContact: "555-0199" });
const cardPath = `/api/job-cards/${card.id}`;
const maria = makeCustomer({ id: "c2", name: "Maria Garcia", phones: [], email: "maria@example.com", preferredContact: "Email" });

function renderRepairOrder(role: Role, routes: Record<string, ApiHandler> = {}, stored: () => typeof card = () => card) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role, userId: "u1" }) }),
    [`GET ${cardPath}`]: () => jsonResponse(200, { jobCard: stored() }),
    "GET /api/customers": customerListHandler(() => [makeCustomer({ id: "c1", name: "Jane Doe", phones: [{ kind: "Mobile", number: "555-0199" }], address: "", remindersAgreed: false }), maria]),
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/jobcards/:id" element={<RepairOrderRoute />} />
    </Routes>,
    { initialEntries: [`/jobcards/${card.id}`] },
  );
  return { calls, ...view };
}

describe("The repair order's customer", { timeout: 30_000 }, () => {
  it("links an Advisor to the customer's page and changes the customer, sending the card's updatedAt", async () => {
    const changed = { ...card, customerId: "c2", customerName: "Maria Garcia", customerContact: "maria@example.com", updatedAt: "2025-03-02T09:00:00.000Z" };
    let current = card;
    const { calls, user } = renderRepairOrder(
      "Service Advisor",
      {
        [`PATCH ${cardPath}/customer`]: () => {
          current = changed;
          return jsonResponse(200, { jobCard: changed });
        },
      },
      () => current,
    );
    // The header's link, and the Estimate section's once it has loaded: each to the customer's page.
    for (const link of await screen.findAllByRole("link", { name: "Jane Doe" })) expect(link).toHaveAttribute("href", "/customers/c1");

    await user.click(screen.getByRole("button", { name: "Change customer" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Customer" });
    const picker = await within(dialog).findByRole("combobox", { name: "Customer" });
    expect(picker).toHaveValue("Jane Doe");
    await user.clear(picker);
    await user.type(picker, "maria");
    await user.click(await within(dialog).findByRole("option", { name: /Maria Garcia/ }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    for (const link of await screen.findAllByRole("link", { name: "Maria Garcia" })) expect(link).toHaveAttribute("href", "/customers/c2");
    expect(screen.queryByRole("dialog", { name: "Change Customer" })).toBeNull();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ customerId: "c2", updatedAt: card.updatedAt });
  });

  it("keeps the dialog open with the server's message when the card changed since", async () => {
    const { user } = renderRepairOrder("Manager", {
      [`PATCH ${cardPath}/customer`]: () => errorResponse(409, "stale", "Someone else changed this job card. Look again, then try once more."),
    });
    await user.click(await screen.findByRole("button", { name: "Change customer" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Customer" });
    await user.click(await within(dialog).findByRole("button", { name: "Clear customer" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Someone else changed this job card.");
  });

  it("shows a technician the customer's name only, with no link and no change", async () => {
    renderRepairOrder("Service Technician");
    await screen.findByRole("heading", { name: /Repair Order/ });
    expect(screen.getByText("Jane Doe")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Jane Doe" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Change customer" })).toBeNull();
  });
});
