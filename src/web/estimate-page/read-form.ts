import type { PublicDecisionInput } from "@/shared/schemas/estimates";
import type { EstimateView } from "./view-model";
import { WORDS } from "./words";

export type DecisionBody = PublicDecisionInput;

export type ReadResult = { ok: true; body: DecisionBody } | { ok: false; message: string; field: HTMLElement | null };

/** The decision as the form holds it, or what is missing: a choice for every job, a name, the authorisation. */
export function readDecisionForm(form: HTMLFormElement, estimate: EstimateView): ReadResult {
  const decisions: DecisionBody["decisions"] = [];
  for (const job of estimate.jobs) {
    const chosen = form.querySelector<HTMLInputElement>(`input[name="decision-${CSS.escape(job.id)}"]:checked`);
    if (!chosen) {
      return { ok: false, message: WORDS.chooseEveryJob, field: form.querySelector(`input[name="decision-${CSS.escape(job.id)}"]`) };
    }
    decisions.push({ jobId: job.id, decision: chosen.value === "approved" ? "approved" : "declined" });
  }
  const nameInput = form.querySelector<HTMLInputElement>("#signer-name");
  const name = nameInput?.value.trim() ?? "";
  if (name === "") return { ok: false, message: WORDS.nameRequired, field: nameInput };
  const authorised = form.querySelector<HTMLInputElement>('input[name="authorised"]');
  if (!authorised?.checked) return { ok: false, message: WORDS.authoriseRequired, field: authorised };
  return { ok: true, body: { decisions, name, authorised: true } };
}
