import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeProfile } from "@/web/testing/make-profile";
import { formatDateTime } from "@/web/lib/format-date-time";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi } from "@/web/testing/stub-api";
import { makeJobCard } from "../testing/make-job-card";
import { JobCardPrintPage } from "./job-card-print-page";

/** Screens with dialogs render slowly in jsdom, the more so on a busy machine. */
const SLOW_TEST_MS = 20_000;
configure({ asyncUtilTimeout: 5000 });

const card = makeJobCard({ notes: "Torque wheels to 110 Nm" });

function stubCard(jobCard = card) {
  return stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile() }),
    [`GET /api/job-cards/${card.id}`]: () => jsonResponse(200, { jobCard }),
  });
}

describe("Printable job card", { timeout: SLOW_TEST_MS }, () => {
  it("prints the shop's name and logo, the whole card and signature lines", async () => {
    const calls = stubCard();
    renderWithProviders(
      <JobCardPrintPage jobCardId={card.id} shopName="Main Street Motors" logoUrl="data:image/png;base64,AAAA" />,
    );

    expect(await screen.findByText(card.id)).toBeInTheDocument();
    expect(screen.getByText("Main Street Motors")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Main Street Motors logo" })).toHaveAttribute("src", "data:image/png;base64,AAAA");
    expect(screen.getByRole("heading", { name: "Job Card" })).toBeInTheDocument();
    expect(screen.getByText("1HGCM82633A004352")).toBeInTheDocument();
    expect(screen.getByText("Jane Driver")).toBeInTheDocument();
    expect(screen.getByText("Replace front brake pads and rotors")).toBeInTheDocument();
    expect(screen.getByText("Tom Tech")).toBeInTheDocument();
    expect(screen.getByText("Torque wheels to 110 Nm")).toBeInTheDocument();
    const signatures = screen.getByRole("region", { name: "Signatures" });
    expect(within(signatures).getByText("Technician signature")).toBeInTheDocument();
    expect(within(signatures).getByText("Customer signature")).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(`GET /api/job-cards/${card.id}`);
  });

  it("prints the promised time only when one is set", async () => {
    stubCard();
    const { unmount } = renderWithProviders(<JobCardPrintPage jobCardId={card.id} shopName="AutoServ" />);
    await screen.findByText(card.id);
    expect(screen.queryByText("Promised")).toBeNull();
    unmount();

    const promisedAt = "2026-12-01T15:30:00.000Z";
    stubCard({ ...card, promisedAt });
    renderWithProviders(<JobCardPrintPage jobCardId={card.id} shopName="AutoServ" />);
    await screen.findByText(card.id);
    expect(screen.getByText("Promised").nextElementSibling).toHaveTextContent(formatDateTime(promisedAt));
  });

  it("shows no logo when none is set", async () => {
    stubCard();
    renderWithProviders(<JobCardPrintPage jobCardId={card.id} shopName="AutoServ" logoUrl="" />);
    await screen.findByText(card.id);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("AutoServ")).toBeInTheDocument();
  });

  it("opens the browser's print dialog from the Print button, which paper does not show", async () => {
    stubCard();
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const { user } = renderWithProviders(<JobCardPrintPage jobCardId={card.id} shopName="AutoServ" />);
    await screen.findByText(card.id);

    const button = screen.getByRole("button", { name: "Print" });
    expect(button.parentElement).toHaveClass("print:hidden");
    await user.click(button);
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it("says so when the card cannot be loaded", async () => {
    stubApi({
      "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile() }),
      [`GET /api/job-cards/${card.id}`]: () => errorResponse(404, "not_found", "Job card not found."),
    });
    renderWithProviders(<JobCardPrintPage jobCardId={card.id} shopName="AutoServ" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Job card not found.");
    expect(screen.getByRole("button", { name: "Print" })).toBeDisabled();
  });
});
