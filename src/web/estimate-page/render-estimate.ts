import { el } from "./dom";
import { jobTable, totalsList } from "./render-job";
import type { EstimateView } from "./view-model";
import { WORDS } from "./words";

/** The shop (logo and name) and the vehicle the estimate is for. */
export function estimateHeader(estimate: EstimateView): HTMLElement {
  return el(
    "header",
    { class: "shop" },
    estimate.shopLogo !== "" && el("img", { class: "logo", src: estimate.shopLogo, alt: `${estimate.shopName} logo` }),
    el("h1", {}, estimate.shopName),
    estimate.shopContact !== "" && el("p", { class: "muted" }, estimate.shopContact),
    el("p", { class: "muted" }, "Estimate for your approval"),
    el(
      "dl",
      { class: "vehicle", "aria-label": "Vehicle" },
      el("div", {}, el("dt", {}, "VIN"), el("dd", {}, estimate.vin)),
      el("div", {}, el("dt", {}, "Customer"), el("dd", {}, estimate.customer)),
    ),
  );
}

/** The form: each job with Approve and Decline, the totals, Your name, I authorise this work and Submit Decision. */
export function decisionForm(estimate: EstimateView): HTMLFormElement {
  const jobs = estimate.jobs.map((job) => {
    const headingId = `job-${job.id}`;
    const choice = (value: "approved" | "declined", label: string) =>
      el("label", { class: `choice ${value}` }, el("input", { type: "radio", name: `decision-${job.id}`, value, required: true }), label);
    return el(
      "section",
      { class: "job", "aria-labelledby": headingId },
      el("h2", { id: headingId }, job.name),
      jobTable(estimate, job),
      el(
        "fieldset",
        { class: "decision" },
        el("legend", {}, `Your decision on ${job.name}`),
        choice("approved", WORDS.approve),
        choice("declined", WORDS.decline),
      ),
    );
  });
  return el(
    "form",
    { class: "decision-form", novalidate: true },
    ...jobs,
    totalsList(estimate),
    el(
      "div",
      { class: "field" },
      el("label", { for: "signer-name" }, WORDS.yourName),
      el("input", { id: "signer-name", name: "name", type: "text", autocomplete: "name", maxlength: "100", required: true }),
    ),
    el("label", { class: "authorise" }, el("input", { type: "checkbox", name: "authorised", required: true }), WORDS.authorise),
    el("p", { id: "form-error", class: "error", role: "alert" }),
    el("button", { type: "submit" }, WORDS.submit),
  );
}

/** After the decision: each job with what the customer chose, who signed and the authorised total; nothing to change. */
export function decisionSummary(estimate: EstimateView, thanked: boolean): HTMLElement {
  const jobs = estimate.jobs.map((job) => {
    const headingId = `job-${job.id}`;
    const decision = job.decision === "approved" ? WORDS.approved : job.decision === "declined" ? WORDS.declined : "";
    return el(
      "section",
      { class: "job", "aria-labelledby": headingId },
      el("h2", { id: headingId }, job.name),
      jobTable(estimate, job),
      el("p", { class: `status ${job.decision ?? ""}` }, decision),
    );
  });
  const signed = estimate.signed;
  return el(
    "div",
    { class: "summary" },
    el("h2", { id: "summary-heading", tabindex: "-1" }, thanked ? WORDS.thankYou : "Your decision"),
    signed !== null &&
      el("p", {}, `Signed by ${signed.name} on ${new Date(signed.at).toLocaleString()}. The decisions are recorded and can no longer be changed.`),
    ...jobs,
    totalsList(estimate),
  );
}

/** An unknown, expired or replaced link, or a failure to load: one message and nothing else. */
export function problem(message: string): HTMLElement {
  return el("div", { class: "problem" }, el("h1", {}, message));
}
