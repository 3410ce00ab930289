import { useQuery } from "@tanstack/react-query";
import { configure, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { JobCardTime, TimeEntry } from "@/shared/schemas/time-entries";
import { apiFetch } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { ClockControl } from "./clock-control";

// Short of the test's own time limit, so a button that never comes back fails as an assertion.
configure({ asyncUtilTimeout: 3000 });

const card = { id: "1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d" };
const cardPath = `/api/job-cards/${card.id}`;

const running: TimeEntry = {
  id: "0f0e0d0c-0b0a-4a09-8807-060504030201",
  jobCardId: card.id,
  jobId: "job-brakes",
  jobName: "Front brakes",
  technician: { name: "Tom Tech", email: "tom@shop.test" },
  startedAt: new Date().toISOString(),
  stoppedAt: null,
  seconds: 0,
  version: 1,
};

function timeOf(entry: TimeEntry | null): JobCardTime {
  return {
    entries: entry ? [entry] : [],
    jobs: [{ jobId: "job-brakes", jobName: "Front brakes", approvedLaborHoursTenths: 20, clockedSeconds: 0 }],
    running: entry,
  };
}

/** Another part of the page that reads the card, as the repair order's header does. */
function CardReader() {
  const read = useQuery({ queryKey: queryKeys["job-cards"].detail(card.id), queryFn: () => apiFetch(cardPath).then((answer) => answer.json()) });
  return <p>{read.data ? "Card loaded" : "Card loading"}</p>;
}

describe("ClockControl", () => {
  it("is ready for the next tap once the server has answered, while other parts of the page still refresh", async () => {
    let started = false;
    let cardReads = 0;
    stubApi({
      [`GET ${cardPath}/time`]: () => jsonResponse(200, timeOf(started ? running : null)),
      // The card's refresh after the tap never finishes, as one paused by a dropped connection.
      [`GET ${cardPath}`]: () => (++cardReads === 1 ? jsonResponse(200, { jobCard: card }) : new Promise<Response>(() => {})),
      [`POST ${cardPath}/time/start`]: () => {
        started = true;
        return jsonResponse(200, { entry: running, stopped: null, message: "Clock started on Front brakes." });
      },
    });
    const { user } = renderWithProviders(
      <>
        <CardReader />
        <ClockControl jobCardId={card.id} jobId="job-brakes" jobName="Front brakes" />
      </>,
    );
    await screen.findByText("Card loaded");

    await user.click(await screen.findByRole("button", { name: "Start" }));

    await screen.findByText("Clock started on Front brakes.");
    const stop = await screen.findByRole("button", { name: "Stop" });
    await expect.poll(() => stop.hasAttribute("disabled")).toBe(false);
    expect(cardReads).toBe(2);
  });
});
