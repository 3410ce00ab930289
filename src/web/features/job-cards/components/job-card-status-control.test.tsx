import { useInfiniteQuery } from "@tanstack/react-query";
import { configure, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { JOB_CARD_STATUSES } from "@/shared/constants/statuses";
import { jobCardsInfiniteQueryOptions } from "../api/get-job-cards";
import { makeJobCard } from "../testing/make-job-card";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { JobCardStatusControl } from "./job-card-status-control";

// Short of the test's own time limit, so a control that never comes back fails as an assertion.
configure({ asyncUtilTimeout: 3000 });

const card = makeJobCard({ status: "Pending" });

/** A list of job cards open beside the control, as the Job Cards page behind a repair order. */
function ListReader() {
  const list = useInfiniteQuery(jobCardsInfiniteQueryOptions({ search: "", status: "", assignedToMe: false }));
  return <p>{list.data ? "List loaded" : "List loading"}</p>;
}

describe("JobCardStatusControl", () => {
  it("is done once the server has answered, while the lists it refreshes are still on their way", async () => {
    let listReads = 0;
    stubApi({
      // The list's refresh after the change never finishes, as one paused by a dropped connection.
      "GET /api/job-cards": () => (++listReads === 1 ? jsonResponse(200, { jobCards: [card], nextCursor: null }) : new Promise<Response>(() => {})),
      [`PATCH /api/job-cards/${card.id}/status`]: () => jsonResponse(200, { jobCard: { ...card, status: "In Progress" } }),
    });
    const { user } = renderWithProviders(
      <>
        <ListReader />
        <JobCardStatusControl card={card} choices={JOB_CARD_STATUSES} />
      </>,
    );
    await screen.findByText("List loaded");

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "In Progress");
    await user.click(screen.getByRole("button", { name: "Update Status" }));

    await screen.findByText("Status Updated");
    await expect.poll(() => screen.queryByLabelText("Updating status")).toBeNull();
    expect(listReads).toBe(2);
  });
});
