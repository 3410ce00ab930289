import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubScreen } from "@/web/testing/narrow-screen";
import { formatDateTime } from "@/web/lib/format-date-time";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { makeJobCard } from "../testing/make-job-card";
import { JobCardsTable } from "./job-cards-table";

const brakes = makeJobCard();
const clocked = { ...makeJobCard({ id: "9f8e7d6c-1111-4222-8333-444455556666", status: "In Progress" }), clockRunning: true, clockedSeconds: 5_100 };
const stopped = { ...clocked, clockRunning: false, clockedSeconds: 1_500 };

describe("JobCardsTable on a phone", () => {
  it("shows each job card as a card: number, vehicle, customer, description, status and actions by name", async () => {
    stubScreen({ narrow: true });
    const onView = vi.fn();
    const onDelete = vi.fn();
    const { user } = renderWithProviders(<JobCardsTable jobCards={[brakes]} onView={onView} onDelete={onDelete} updating={false} />);

    expect(screen.queryByRole("table")).toBeNull();
    const [card] = within(screen.getByRole("list", { name: "Job cards" })).getAllByRole("listitem");
    const view = within(card!);
    expect(view.getByRole("heading", { name: "1a2b3c4d..." })).toBeInTheDocument();
    expect(view.getByText("1HGCM82633A004352")).toBeInTheDocument();
    expect(view.getByText("Jane Driver")).toBeInTheDocument();
    expect(view.getByText("Replace front brake pads and rotors")).toBeInTheDocument();
    expect(view.getByText("Tom Tech")).toBeInTheDocument();
    expect(view.getByText("Pending")).toBeInTheDocument();
    // Nobody has clocked on it yet: no time line at all; no time was promised: no Promised line.
    expect(view.queryByText("Time on the clock")).toBeNull();
    expect(view.queryByText("Promised")).toBeNull();

    // One tap on the card opens the repair order page.
    expect(view.getByRole("link", { name: "1a2b3c4d..." })).toHaveAttribute("href", `/jobcards/${brakes.id}`);
    expect(view.getByRole("link", { name: "Print job card 1a2b3c4d" })).toHaveAttribute("href", `/jobcards/${brakes.id}/print`);
    await user.click(view.getByRole("button", { name: "View details of job card 1a2b3c4d" }));
    expect(onView).toHaveBeenCalledWith(brakes);
    await user.click(view.getByRole("button", { name: "Delete job card 1a2b3c4d" }));
    expect(onDelete).toHaveBeenCalledWith(brakes);
  });

  it("shows the time on the clock, and On the clock while it runs", () => {
    stubScreen({ narrow: true });
    renderWithProviders(<JobCardsTable jobCards={[clocked]} onView={vi.fn()} updating={false} />);
    const card = within(screen.getByRole("listitem"));
    expect(card.getByText("Time on the clock")).toBeInTheDocument();
    expect(card.getByText("1 h 25 min")).toBeInTheDocument();
    expect(card.getByText("On the clock")).toBeInTheDocument();
    // Without the delete permission there is no Delete action, as in the table.
    expect(card.queryByRole("button", { name: /^Delete/ })).toBeNull();
  });

  it("shows the promised time in the reader's locale when one is set", () => {
    stubScreen({ narrow: true });
    const promisedAt = "2026-12-01T15:30:00.000Z";
    renderWithProviders(<JobCardsTable jobCards={[makeJobCard({ promisedAt })]} onView={vi.fn()} updating={false} />);
    const card = within(screen.getByRole("listitem"));
    const time = card.getByText(formatDateTime(promisedAt));
    expect(time).toHaveAttribute("dateTime", promisedAt);
    expect(time.closest("dd")?.previousElementSibling).toHaveTextContent("Promised");
  });

  it("shows a stopped clock's time without On the clock", () => {
    stubScreen({ narrow: true });
    renderWithProviders(<JobCardsTable jobCards={[stopped]} onView={vi.fn()} updating={false} />);
    const card = within(screen.getByRole("listitem"));
    expect(card.getByText("25 min")).toBeInTheDocument();
    expect(card.queryByText("On the clock")).toBeNull();
  });

  it("keeps the table on a wide screen", () => {
    stubScreen({ narrow: false });
    renderWithProviders(<JobCardsTable jobCards={[brakes]} onView={vi.fn()} updating={false} />);
    expect(screen.getByRole("columnheader", { name: "Job Card ID" })).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
  });
});
