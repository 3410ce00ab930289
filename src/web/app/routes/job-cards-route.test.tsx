import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { customerListHandler, makeCustomer } from "@/web/features/customers/testing/make-customer";
import { makeJobCard } from "@/web/features/job-cards/testing/make-job-card";
import { fillIn } from "@/web/features/tickets/testing/fill-in";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import JobCardsRoute from "./job-cards-route";

const sam = makeCustomer({ id: "c3", name: "Sam Lee", phones: [{ kind: "Work", number: "555-0100" }], email: "sam@example.com", preferredContact: "Text" });
const card = makeJobCard();
const technicians = [{ userId: "tech-1", name: "Tom Tech", email: "tom@shop.test" }];

describe("The direct job card form picks a customer", { timeout: 30_000 }, () => {
  it("creates a card for the chosen customer, sending customerId", async () => {
    const calls = stubApi({
      "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role: "Service Advisor" }) }),
      "GET /api/job-cards": () => jsonResponse(200, { jobCards: [card], nextCursor: null }),
      "GET /api/technicians": () => jsonResponse(200, { technicians }),
      "GET /api/customers": customerListHandler(() => [sam]),
      "POST /api/job-cards": () => jsonResponse(201, { jobCard: makeJobCard({ id: "new-card", customerId: "c3" }) }),
    });
    const { user } = renderWithProviders(<JobCardsRoute />, { initialEntries: ["/jobcards"] });
    await user.click(await screen.findByRole("button", { name: "Create New Job Card" }));
    const dialog = screen.getByRole("dialog", { name: "Create New Job Card" });
    await within(dialog).findByRole("option", { name: "Tom Tech" });

    await fillIn(user, within(dialog).getByLabelText("VIN"), "NEWVIN00000000001");
    await user.type(within(dialog).getByRole("combobox", { name: "Customer" }), "sam");
    await user.click(await within(dialog).findByRole("option", { name: /Sam Lee/ }));
    // Text is a phone's way: the contact is the first phone.
    expect(within(dialog).getByLabelText("Customer Name")).toHaveValue("Sam Lee");
    expect(within(dialog).getByLabelText("Customer Contact")).toHaveValue("555-0100");
    await fillIn(user, within(dialog).getByLabelText("Service Description"), "Oil change");
    await user.selectOptions(within(dialog).getByLabelText("Assigned Technician"), "Tom Tech");
    await user.click(within(dialog).getByRole("button", { name: "Create Job Card" }));

    expect(await screen.findByText("Job Card Created")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      vin: "NEWVIN00000000001",
      customerName: "Sam Lee",
      customerContact: "555-0100",
      customerId: "c3",
      serviceDescription: "Oil change",
      assignedTechnicianId: "tech-1",
      status: "Pending",
      estimatedHours: null,
      mileage: null,
      promisedAt: null,
    });
  });
});
