import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/shared/auth/roles";
import type { Estimate } from "@/shared/schemas/estimates";
import { staleAfterChange } from "@/web/lib/query-keys";
import { makeProfile } from "@/web/testing/make-profile";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi, type ApiHandler } from "@/web/testing/stub-api";
import { JOB_CARD_ID, makeBrakeJob, makeEstimate } from "../testing/make-estimate";
import { EstimateSection } from "./estimate-section";

const SLOW_TEST_MS = 20_000;
configure({ asyncUtilTimeout: 5000 });

const estimatePath = `/api/job-cards/${JOB_CARD_ID}/estimate`;

function stub(role: Role, routes: Record<string, ApiHandler>) {
  return stubApi({ "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }) }), ...routes });
}

/** What app puts in the section to say whom the estimate is for. */
const CUSTOMER_SLOT = <p>Estimate for Jane Doe</p>;

function renderSection() {
  return renderWithProviders(<EstimateSection jobCardId={JOB_CARD_ID} customer={CUSTOMER_SLOT} />);
}

afterEach(() => vi.unstubAllGlobals());

describe("Estimate section", { timeout: SLOW_TEST_MS }, () => {
  it("prices a job as it is typed and saves the draft in whole units with the rowVersion it showed", async () => {
    let saved: Estimate = makeEstimate();
    const calls = stub("Service Advisor", {
      [`GET ${estimatePath}`]: () => jsonResponse(200, { estimate: saved }),
      [`PUT ${estimatePath}`]: (call) => {
        const body = call.body as Pick<Estimate, "jobs" | "discountCents">;
        saved = makeEstimate({ rowVersion: 2, discountCents: body.discountCents, jobs: body.jobs.map((job) => ({ ...job, totalCents: 0, state: "Awaiting Approval", approvedTotalCents: null })) });
        return jsonResponse(200, { estimate: saved });
      },
    });
    const { user } = renderSection();
    const section = await screen.findByRole("region", { name: "Estimate" });
    expect(within(section).getByText("Estimate for Jane Doe")).toBeInTheDocument();
    await user.click(await within(section).findByRole("button", { name: "Add Job" }));
    await user.type(within(section).getByLabelText("Job Name"), "Front brakes");
    const job = within(section).getByRole("region", { name: "Job Front brakes" });

    await user.click(within(job).getByRole("button", { name: "Add Labor" }));
    const labor = within(job).getByRole("group", { name: "Labor line" });
    await user.type(within(labor).getByLabelText("Description"), "Replace pads");
    await user.clear(within(labor).getByLabelText("Hours"));
    await user.type(within(labor).getByLabelText("Hours"), "2");
    expect(within(labor).getByLabelText("Hours")).toHaveAttribute("step", "0.1");
    expect(within(labor).getByLabelText("Rate")).toHaveValue(100);

    await user.click(within(job).getByRole("button", { name: "Add Part" }));
    const part = within(job).getByRole("group", { name: "Part line" });
    await user.type(within(part).getByLabelText("Part Name"), "Brake pad");
    await user.type(within(part).getByLabelText("Part Number"), "BP-1");
    await user.clear(within(part).getByLabelText("Quantity"));
    await user.type(within(part).getByLabelText("Quantity"), "2");
    await user.clear(within(part).getByLabelText("Unit Cost"));
    await user.type(within(part).getByLabelText("Unit Cost"), "20");
    // 20.00 plus the 25% markup.
    expect(within(part).getByLabelText("Unit Price")).toHaveValue(25);

    expect(within(job).getByLabelText("Total of job Front brakes")).toHaveTextContent("$250.00");
    const totals = (label: string) => within(section).getByText(label).closest("div")?.textContent;
    expect(totals("Subtotal")).toBe("Subtotal$250.00");
    // Only parts are taxed, at 10%.
    expect(totals("Tax")).toBe("Tax$5.00");
    expect(totals("Total")).toBe("Total$255.00");

    await user.click(within(section).getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText("Estimate Saved")).toBeInTheDocument();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toMatchObject({
      rowVersion: 1,
      discountCents: 0,
      jobs: [
        {
          name: "Front brakes",
          lines: [
            { kind: "labor", description: "Replace pads", hoursTenths: 20, rateCents: 10000 },
            { kind: "part", partName: "Brake pad", partNumber: "BP-1", quantityHundredths: 200, unitCostCents: 2000, unitPriceCents: 2500 },
          ],
        },
      ],
    });
    await waitFor(() => expect(within(section).getByRole("button", { name: "Save Draft" })).toBeDisabled());
  });

  it("toasts the server's message on a stale save (409) and shows the estimate as stored now", async () => {
    const theirs = makeEstimate({ rowVersion: 5, jobs: [makeBrakeJob({ name: "Their job" })] });
    let current = makeEstimate({ jobs: [makeBrakeJob()] });
    stub("Manager", {
      [`GET ${estimatePath}`]: () => jsonResponse(200, { estimate: current }),
      [`PUT ${estimatePath}`]: () => {
        current = theirs;
        return errorResponse(409, "conflict", "Someone else changed this estimate. It has been reloaded; make your change again.");
      },
    });
    const { user } = renderSection();
    const name = await screen.findByLabelText("Job Name");
    await user.type(name, " and rotors");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    expect(await screen.findByText("Someone else changed this estimate. It has been reloaded; make your change again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Job Name")).toHaveValue("Their job"));
  });

  it("keeps unsaved typing when a job is added on another screen, and offers a newer version of the same job", async () => {
    let current = makeEstimate({ jobs: [makeBrakeJob()] });
    const { user, queryClient } = (stub("Service Advisor", { [`GET ${estimatePath}`]: () => jsonResponse(200, { estimate: current }) }), renderSection());
    const name = await screen.findByLabelText("Job Name");
    await user.type(name, " and rotors");

    // Add to Estimate on the Inspection section saves a new job.
    current = makeEstimate({ rowVersion: 2, jobs: [makeBrakeJob(), makeBrakeJob({ id: "job-wipers", name: "Wiper blades" })] });
    for (const queryKey of staleAfterChange("estimates")) void queryClient.invalidateQueries({ queryKey });
    expect(await screen.findByRole("region", { name: "Job Wiper blades" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Job Front brakes and rotors" })).toBeInTheDocument();
    expect(screen.getByText("Unsaved changes.")).toBeInTheDocument();

    // Someone renames the job being typed in: the typing stays, and the newer version is offered.
    current = makeEstimate({ rowVersion: 3, jobs: [makeBrakeJob({ name: "Rear brakes" }), makeBrakeJob({ id: "job-wipers", name: "Wiper blades" })] });
    for (const queryKey of staleAfterChange("estimates")) void queryClient.invalidateQueries({ queryKey });
    expect(await screen.findByText(/changed on another screen, in a job you also changed here/)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Job Front brakes and rotors" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load Newer Version" }));
    expect(await screen.findByRole("region", { name: "Job Rear brakes" })).toBeInTheDocument();
    expect(screen.queryByText("Unsaved changes.")).not.toBeInTheDocument();
  });

  it("sends for approval and shows the link read-only with Copy Link, saying it was e-mailed", async () => {
    const calls = stub("Service Advisor", {
      [`GET ${estimatePath}`]: () => jsonResponse(200, { estimate: makeEstimate({ jobs: [makeBrakeJob()] }) }),
      [`POST ${estimatePath}/send`]: () =>
        jsonResponse(200, { version: 1, url: "http://shop.test/estimate/abc", expiresAt: "2025-03-15T09:00:00.000Z", emailed: true }),
    });
    const writeText = vi.fn(() => Promise.resolve());
    const { user } = renderSection();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole("button", { name: "Send for Approval" }));
    const dialog = await screen.findByRole("dialog", { name: "Send for Approval" });
    const link = await within(dialog).findByLabelText("Approval link");
    expect(link).toHaveValue("http://shop.test/estimate/abc");
    expect(link).toHaveAttribute("readonly");
    expect(within(dialog).getByText(/e-mailed to the customer/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Copy Link" }));
    expect(writeText).toHaveBeenCalledWith("http://shop.test/estimate/abc");
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
  });

  it("saves unsaved changes before sending, and still shows the link once the saved estimate reloads", async () => {
    let current = makeEstimate({ jobs: [makeBrakeJob()] });
    const calls = stub("Service Advisor", {
      [`GET ${estimatePath}`]: () => jsonResponse(200, { estimate: current }),
      [`PUT ${estimatePath}`]: (call) => {
        const body = call.body as Pick<Estimate, "jobs" | "discountCents">;
        current = makeEstimate({ rowVersion: 2, jobs: body.jobs.map((job) => ({ ...makeBrakeJob(), ...job })) });
        return jsonResponse(200, { estimate: current });
      },
      [`POST ${estimatePath}/send`]: () =>
        jsonResponse(200, { version: 1, url: "http://shop.test/estimate/after-save", expiresAt: "2025-03-15T09:00:00.000Z", emailed: false }),
    });
    const { user } = renderSection();
    await user.type(await screen.findByLabelText("Job Name"), " and rotors");
    await user.click(screen.getByRole("button", { name: "Send for Approval" }));
    const dialog = await screen.findByRole("dialog", { name: "Send for Approval" });
    expect(await within(dialog).findByLabelText("Approval link")).toHaveValue("http://shop.test/estimate/after-save");
    expect(calls.map((call) => call.method).filter((method) => method !== "GET")).toEqual(["PUT", "POST"]);
    await waitFor(() => expect(screen.getByLabelText("Job Name")).toHaveValue(current.jobs[0]?.name));
    expect(screen.getByRole("dialog", { name: "Send for Approval" })).toBeInTheDocument();
  });

  it("shows a customer's decisions and the Authorised Total when the estimates change event arrives", async () => {
    const sent = { currentVersion: 1, sentAt: "2025-03-01T10:00:00.000Z" };
    let current = makeEstimate({ ...sent, jobs: [makeBrakeJob(), makeBrakeJob({ id: "job-oil", name: "Oil change" })] });
    const { queryClient } = (stub("Service Advisor", { [`GET ${estimatePath}`]: () => jsonResponse(200, { estimate: current }) }), renderSection());
    const brakes = await screen.findByRole("region", { name: "Job Front brakes" });
    expect(within(brakes).getByText("Awaiting Approval")).toBeInTheDocument();

    current = makeEstimate({
      ...sent,
      authorisedTotalCents: 25500,
      jobs: [makeBrakeJob({ state: "Approved", approvedTotalCents: 25000 }), makeBrakeJob({ id: "job-oil", name: "Oil change", state: "Declined" })],
    });
    for (const queryKey of staleAfterChange("estimates")) void queryClient.invalidateQueries({ queryKey });

    expect(await within(brakes).findByText("Approved")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Job Oil change" })).getByText("Declined")).toBeInTheDocument();
    expect(screen.getByText("Authorised Total").closest("div")).toHaveTextContent("$255.00");
  });

  it("marks an approved job Needs Re-approval once a save raises its total", async () => {
    const sent = { currentVersion: 1, sentAt: "2025-03-01T10:00:00.000Z" };
    let current = makeEstimate({ ...sent, authorisedTotalCents: 25500, jobs: [makeBrakeJob({ state: "Approved", approvedTotalCents: 25000 })] });
    const calls = stub("Service Advisor", {
      [`GET ${estimatePath}`]: () => jsonResponse(200, { estimate: current }),
      [`PUT ${estimatePath}`]: () => {
        current = { ...current, rowVersion: 2, hasUnsentChanges: true, jobs: [makeBrakeJob({ state: "Needs Re-approval", approvedTotalCents: 25000 })] };
        return jsonResponse(200, { estimate: current });
      },
    });
    const { user } = renderSection();
    const labor = await screen.findByRole("group", { name: "Labor line" });
    await user.clear(within(labor).getByLabelText("Hours"));
    await user.type(within(labor).getByLabelText("Hours"), "3");
    expect(screen.getByLabelText("Total of job Front brakes")).toHaveTextContent("$350.00");
    await user.click(screen.getByRole("button", { name: "Save Draft" }));

    expect(await screen.findByText("Needs Re-approval")).toBeInTheDocument();
    expect((calls.find((call) => call.method === "PUT")?.body as { jobs: { lines: { hoursTenths?: number }[] }[] }).jobs[0]?.lines[0]?.hoursTenths).toBe(30);
    expect(screen.getByText("Authorised Total").closest("div")).toHaveTextContent("$255.00");
  });

  it("records an approval given by phone: method, who, when and the decision per job", async () => {
    let current = makeEstimate({ currentVersion: 1, jobs: [makeBrakeJob()] });
    const calls = stub("Service Advisor", {
      [`GET ${estimatePath}`]: () => jsonResponse(200, { estimate: current }),
      [`POST ${estimatePath}/approvals`]: () => {
        current = makeEstimate({ currentVersion: 1, jobs: [makeBrakeJob({ state: "Approved" })] });
        return jsonResponse(200, { estimate: current });
      },
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole("button", { name: "Record Approval" }));
    const dialog = await screen.findByRole("dialog", { name: "Record Approval" });
    await user.selectOptions(within(dialog).getByLabelText("Method"), "in person");
    await user.type(within(dialog).getByLabelText("Approved By"), "Jane Driver");
    await user.selectOptions(within(dialog).getByLabelText("Front brakes"), "approved");
    await user.click(within(dialog).getByRole("button", { name: "Record Approval" }));

    expect(await screen.findByText("Approval Recorded")).toBeInTheDocument();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({ method: "in person", signerName: "Jane Driver", decisions: [{ jobId: "job-brakes", decision: "approved" }] });
    expect((post?.body as { at: string }).at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
    expect(await screen.findByText("Approved")).toBeInTheDocument();
  });

  it("saves a job as a canned job and adds a canned job with fresh ids", async () => {
    const canned = { id: "c1", name: "Oil change", lines: [{ id: "x1", kind: "fee", description: "Disposal", amountCents: 500 }], createdAt: "2025-03-01T10:00:00.000Z", createdBy: null };
    const calls = stub("Manager", {
      [`GET ${estimatePath}`]: () => jsonResponse(200, { estimate: makeEstimate({ jobs: [makeBrakeJob()] }) }),
      "POST /api/canned-jobs": () => jsonResponse(201, { cannedJob: { ...canned, id: "c2", name: "Front brakes" } }),
      "GET /api/canned-jobs": () => jsonResponse(200, { cannedJobs: [canned] }),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole("button", { name: "Save as Canned Job" }));
    expect(await screen.findByText("Canned Job Saved")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ name: "Front brakes", lines: makeBrakeJob().lines });

    await user.click(screen.getByRole("button", { name: "Add Canned Job" }));
    const select = await screen.findByLabelText("Canned Job");
    await within(select).findByRole("option", { name: "Oil change" });
    await user.selectOptions(select, "c1");
    await user.click(screen.getByRole("button", { name: "Add Canned Job" }));
    const added = screen.getByRole("region", { name: "Job Oil change" });
    expect(within(added).getByLabelText("Description")).toHaveValue("Disposal");
    expect(within(added).getByLabelText("Total of job Oil change")).toHaveTextContent("$5.00");
  });

  it("marks the jobs that came from the inspection with the finding's rating, word shown", async () => {
    const fromPads = makeBrakeJob({ fromInspectionItem: { itemId: "mpi-front-pads", name: "Front brake pads", rating: "Urgent" } });
    const byHand = makeBrakeJob({ id: "job-wipers", name: "Wipers", lines: [] });
    stub("Service Advisor", { [`GET ${estimatePath}`]: () => jsonResponse(200, { estimate: makeEstimate({ jobs: [fromPads, byHand] }) }) });
    renderSection();
    const pads = await screen.findByRole("region", { name: "Job Front brakes" });
    expect(within(pads).getByText("From inspection: Urgent")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Job Wipers" })).queryByText(/From inspection/)).toBeNull();
  });

  it("shows a technician the approved jobs and their labor with no prices, and which came from the inspection", async () => {
    const finding = { itemId: "mpi-wiper-blades", name: "Wiper blades", rating: "Needs Attention" };
    stub("Service Technician", {
      [`GET ${estimatePath}/work`]: () =>
        jsonResponse(200, {
          work: {
            jobCardId: JOB_CARD_ID,
            jobs: [
              { id: "job-brakes", name: "Front brakes", state: "Approved", fromInspectionItem: null, lines: [{ id: "l1", description: "Replace pads", hoursTenths: 20 }], parts: [] },
              { id: "job-wipers", name: "Wipers", state: "Approved", fromInspectionItem: finding, lines: [], parts: [] },
            ],
          },
        }),
    });
    renderSection();
    const section = await screen.findByRole("region", { name: "Estimate" });
    expect(await within(section).findByText("Replace pads")).toBeInTheDocument();
    expect(within(section).getAllByText(/From inspection/).map((badge) => badge.textContent)).toEqual(["From inspection: Needs Attention"]);
    expect(within(section).getByText("2.0 h")).toBeInTheDocument();
    expect(section.textContent).not.toMatch(/\$/);
    expect(within(section).queryByRole("button")).toBeNull();
    expect(within(section).queryByText("Estimate for Jane Doe")).toBeNull();
  });

  it("shows a User nothing of estimates", async () => {
    const calls = stub("User", {});
    renderSection();
    await waitFor(() => expect(calls.some((call) => call.path === "/api/auth/me")).toBe(true));
    expect(screen.queryByRole("region", { name: "Estimate" })).toBeNull();
    expect(calls.some((call) => call.path.includes("estimate"))).toBe(false);
  });
});
