import { cleanup, configure, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { changeCustomerTo } from "@/web/features/customers/testing/change-customer";
import { janeAndMariaRoutes, JANE } from "@/web/features/customers/testing/make-customer";
import { makeBrakeJob, makeEstimate } from "@/web/features/estimates/testing/make-estimate";
import { makeJobCard } from "@/web/features/job-cards/testing/make-job-card";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import RepairOrderRoute from "./repair-order-route";

configure({ asyncUtilTimeout: 5000 });

/** Absent for good: not there once what it would need has had time to load. */
async function expectNever(find: () => Promise<HTMLElement>) {
  await expect(find()).rejects.toThrow();
}

const card = makeJobCard({ customerId: "c1", customerName: "Jane Doe", customerContact: "555-0199" });
const cardPath = `/api/job-cards/${card.id}`;

const customerRoutes = janeAndMariaRoutes();

function renderRepairOrder(role: Role, routes: Record<string, ApiHandler> = {}, stored: () => JobCard = () => card) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role, userId: "u1" }) }),
    [`GET ${cardPath}`]: () => jsonResponse(200, { jobCard: stored() }),
    [`GET ${cardPath}/estimate`]: () => jsonResponse(200, { estimate: makeEstimate({ jobCardId: card.id, jobs: [makeBrakeJob()] }) }),
    [`GET ${cardPath}/estimate/work`]: () => jsonResponse(200, { work: { jobCardId: card.id, jobs: [] } }),
    "GET /api/invoices": () => jsonResponse(200, { invoices: [], nextCursor: null }),
    [`GET ${cardPath}/time`]: () => jsonResponse(200, { entries: [], jobs: [], running: null }),
    [`GET ${cardPath}/history`]: () => jsonResponse(200, { events: [] }),
    [`GET ${cardPath}/inspection`]: () => jsonResponse(200, { inspection: null }),
    ...customerRoutes,
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
    expect(await screen.findByRole("link", { name: "Jane Doe" })).toHaveAttribute("href", "/customers/c1");

    await changeCustomerTo(user, { from: "Jane Doe", search: "maria", to: /Maria Garcia/ });

    expect(await screen.findByRole("link", { name: "Maria Garcia" })).toHaveAttribute("href", "/customers/c2");
    // The page names the customer once, in the header, with its one Change customer.
    const estimate = screen.getByRole("region", { name: "Estimate" });
    expect(within(estimate).queryByText("Maria Garcia")).toBeNull();
    expect(screen.getAllByRole("button", { name: /Change customer/ })).toHaveLength(1);
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

describe("The customer on the estimate", { timeout: 30_000 }, () => {
  it("says so when the customer has no e-mail to mail the estimate to", async () => {
    renderRepairOrder("Service Advisor", { "GET /api/customers/c1": () => jsonResponse(200, { customer: { ...JANE, email: "" } }) });
    const estimate = await screen.findByRole("region", { name: "Estimate" });
    expect(await within(estimate).findByText("No e-mail on record: the estimate cannot be mailed.")).toBeInTheDocument();
  });

  it("says nothing of e-mail when the customer has one, on record or typed on a card without a record", async () => {
    renderRepairOrder("Service Advisor");
    const estimate = await screen.findByRole("region", { name: "Estimate" });
    await expectNever(() => within(estimate).findByText(/No e-mail on record/, undefined, { timeout: 1000 }));
    cleanup();

    renderRepairOrder("Service Advisor", {}, () => ({ ...card, customerId: null, customerName: "Walk In", customerContact: "walk@example.com" }));
    const unlinked = await screen.findByRole("region", { name: "Estimate" });
    await expectNever(() => within(unlinked).findByText(/No e-mail on record/, undefined, { timeout: 1000 }));
    cleanup();

    renderRepairOrder("Service Advisor", {}, () => ({ ...card, customerId: null, customerName: "Walk In", customerContact: "555-0100" }));
    expect(await within(await screen.findByRole("region", { name: "Estimate" })).findByText(/No e-mail on record/)).toBeInTheDocument();
  });

  it("shows a Service Technician no customer and no change with the work", async () => {
    renderRepairOrder("Service Technician");
    await screen.findByRole("region", { name: "Work" });
    await expectNever(() => screen.findByRole("button", { name: /Change customer/ }, { timeout: 1000 }));
    expect(screen.queryByRole("region", { name: "Estimate" })).toBeNull();
    expect(screen.queryByText("jane@example.com")).toBeNull();
  });
});
