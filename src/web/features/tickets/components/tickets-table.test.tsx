import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { stubScreen } from "@/web/testing/narrow-screen";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import type { TicketActions } from "./ticket-row";
import { TicketsTable } from "./tickets-table";

const open: ServiceTicket = {
  id: "t1",
  vin: "1HGCM82633A004352",
  customerName: "Jane Driver",
  customerContact: null,
  customerId: null,
  issueDescription: "Squeak from the front left wheel",
  vehicleId: null,
  status: "Open",
  createdBy: "u1",
  creator: null,
  createdAt: "2025-03-01T09:00:00.000Z",
  updatedAt: "2025-03-01T09:00:00.000Z",
};
const assigned: ServiceTicket = { ...open, id: "t2", vin: "2T1BURHE0JC123456", customerName: null, status: "Assigned" };

function actions(overrides: Partial<TicketActions> = {}): TicketActions {
  return { onConvert: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn(), canConvert: true, canDelete: true, ...overrides };
}

describe("TicketsTable on a phone", () => {
  it("shows each ticket as a card with its VIN, customer, issue, status and the row's actions by name", async () => {
    stubScreen({ narrow: true });
    const handlers = actions();
    const { user } = renderWithProviders(<TicketsTable tickets={[open, assigned]} loading={false} updating={false} actions={handlers} />);

    expect(screen.queryByRole("table")).toBeNull();
    const [first, second] = within(screen.getByRole("list", { name: "Service tickets" })).getAllByRole("listitem");
    const card = within(first!);
    expect(card.getByRole("heading", { name: "1HGCM82633A004352" })).toBeInTheDocument();
    expect(card.getByText("Jane Driver")).toBeInTheDocument();
    expect(card.getByText("Squeak from the front left wheel")).toBeInTheDocument();
    expect(card.getByText("Open")).toBeInTheDocument();
    await user.click(card.getByRole("button", { name: "Convert ticket 1HGCM82633A004352 (Jane Driver) to job card" }));
    expect(handlers.onConvert).toHaveBeenCalledWith(open);
    await user.click(card.getByRole("button", { name: "View or edit ticket 1HGCM82633A004352 (Jane Driver)" }));
    expect(handlers.onEdit).toHaveBeenCalledWith(open);
    await user.click(card.getByRole("button", { name: "Delete ticket 1HGCM82633A004352 (Jane Driver)" }));
    expect(handlers.onDelete).toHaveBeenCalledWith(open);

    // Only an Open ticket offers conversion.
    expect(within(second!).queryByRole("button", { name: /^Convert/ })).toBeNull();
    expect(within(second!).getByRole("button", { name: "View or edit ticket 2T1BURHE0JC123456" })).toBeInTheDocument();
  });

  it("leaves out convert and delete for a role without them", () => {
    stubScreen({ narrow: true });
    renderWithProviders(
      <TicketsTable tickets={[open]} loading={false} updating={false} actions={actions({ canConvert: false, canDelete: false })} />,
    );
    const card = within(screen.getByRole("listitem"));
    expect(card.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
      "View or edit ticket 1HGCM82633A004352 (Jane Driver)",
    ]);
  });
});
