import { loadEstimate, sendDecision, tokenFromPath } from "./api";
import { show, type Child } from "./dom";
import { readDecisionForm } from "./read-form";
import { decisionForm, decisionSummary, estimateHeader, problem } from "./render-estimate";
import { inspectionSection } from "./render-findings";
import type { EstimateView } from "./view-model";
import { WORDS } from "./words";

/** The customer's estimate page: load the estimate the link names, take the decision once, then show the summary. */
const container = document.getElementById("estimate");
if (!container) throw new Error("The page has no #estimate element.");
const root = container;
// An address without a token is no link at all: the empty token is refused like an unknown one.
const token = tokenFromPath(window.location.pathname) ?? "";

function settle(...children: Child[]): void {
  show(root, ...children);
  root.setAttribute("aria-busy", "false");
}

function showEstimate(estimate: EstimateView, thanked: boolean): void {
  document.title = `Estimate from ${estimate.shopName}`;
  if (estimate.signed !== null) {
    settle(estimateHeader(estimate), inspectionSection(estimate), decisionSummary(estimate, thanked));
    if (thanked) document.getElementById("summary-heading")?.focus();
    return;
  }
  const form = decisionForm(estimate);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void submit(estimate, form);
  });
  settle(estimateHeader(estimate), inspectionSection(estimate), form);
}

async function submit(estimate: EstimateView, form: HTMLFormElement): Promise<void> {
  const error = form.querySelector<HTMLElement>("#form-error");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const read = readDecisionForm(form, estimate);
  if (!read.ok) {
    if (error) error.textContent = read.message;
    read.field?.focus();
    return;
  }
  if (error) error.textContent = "";
  if (button) {
    button.disabled = true;
    button.textContent = WORDS.sending;
  }
  const sent = await sendDecision(token, read.body);
  if (sent.kind === "failed") {
    if (error) error.textContent = sent.message;
    if (button) {
      button.disabled = false;
      button.textContent = WORDS.submit;
    }
    return;
  }
  if (sent.kind === "sent") showEstimate(sent.estimate, true);
  // Decided already (another tab), or the link no longer works: the page shows the link as it now stands.
  else await start();
}

async function start(): Promise<void> {
  const loaded = await loadEstimate(token);
  if (loaded.kind === "ok") showEstimate(loaded.estimate, false);
  else settle(problem(loaded.kind === "invalid" ? WORDS.invalid : loaded.kind === "replaced" ? WORDS.replaced : WORDS.failed));
}

if (token === "") settle(problem(WORDS.invalid));
else void start();
