import { el } from "./dom";
import type { EstimateView, FindingView, RatingWord } from "./view-model";
import { WORDS } from "./words";

const RATING_CLASS: Record<RatingWord, string> = { Urgent: "urgent", "Needs Attention": "attention", Good: "good" };
/** The most pressing first; Good is folded away, as it asks nothing of the customer. */
const SHOWN: readonly RatingWord[] = ["Urgent", "Needs Attention", "Good"];

/** A browser without the dialog element's methods (older Safari) opens and closes it by its attribute. */
function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === "function") dialog.close();
  else {
    dialog.removeAttribute("open");
    dialog.dispatchEvent(new Event("close"));
  }
}

/** The single dialog that shows a photo large; made once per page and reused. */
function photoDialog(): HTMLDialogElement {
  const existing = document.getElementById("photo-dialog");
  if (existing instanceof HTMLDialogElement) return existing;
  const image = el("img", { class: "enlarged", alt: "" });
  const close = el("button", { type: "button", class: "close" }, WORDS.close);
  const dialog = el("dialog", { id: "photo-dialog", class: "photo-dialog", "aria-labelledby": "photo-dialog-title" }, el("h2", { id: "photo-dialog-title" }), image, close);
  close.addEventListener("click", () => closeDialog(dialog));
  // A tap on the backdrop (the dialog itself, outside its content) closes it too.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) closeDialog(dialog);
  });
  document.body.append(dialog);
  return dialog;
}

function enlarge(url: string, title: string, opener: HTMLElement): void {
  const dialog = photoDialog();
  dialog.querySelector("h2")!.textContent = title;
  const image = dialog.querySelector("img")!;
  image.src = url;
  image.alt = title;
  dialog.addEventListener("close", () => opener.focus(), { once: true });
  if (typeof dialog.showModal === "function") dialog.showModal();
  else dialog.setAttribute("open", "");
  dialog.querySelector<HTMLButtonElement>("button.close")?.focus();
}

function photos(finding: FindingView): HTMLElement | false {
  if (finding.photoUrls.length === 0) return false;
  const count = finding.photoUrls.length;
  return el(
    "ul",
    { class: "photos", "aria-label": `Photos of ${finding.name}` },
    ...finding.photoUrls.map((url, index) => {
      const title = count === 1 ? `Photo of ${finding.name}` : `Photo ${index + 1} of ${count} of ${finding.name}`;
      const button = el("button", { type: "button", class: "thumb", "aria-label": `Enlarge ${title.charAt(0).toLowerCase()}${title.slice(1)}` }, el("img", { src: url, alt: "", loading: "lazy" }));
      button.addEventListener("click", () => enlarge(url, title, button));
      return el("li", {}, button);
    }),
  );
}

/** One finding: its rating in words (the colour only adds to it), note, measurement, earlier value, photos and its job. */
export function findingItem(finding: FindingView): HTMLLIElement {
  return el(
    "li",
    { class: `finding ${RATING_CLASS[finding.rating]}`, "data-item": finding.itemId },
    el(
      "div",
      { class: "finding-head" },
      el("h4", {}, finding.name),
      el("span", { class: `rating ${RATING_CLASS[finding.rating]}` }, finding.rating),
    ),
    el("p", { class: "section-name" }, finding.sectionName),
    finding.note !== "" && el("p", { class: "note" }, finding.note),
    finding.measurement !== "" && el("p", { class: "measurement" }, `Measured: ${finding.measurement}`),
    finding.earlier !== "" && el("p", { class: "earlier" }, finding.earlier),
    photos(finding),
    finding.job !== null && el("p", { class: "became" }, `${WORDS.becameJob} `, el("a", { href: `#job-${finding.job.id}` }, finding.job.name)),
  );
}

/**
 * The inspection above the jobs: Urgent, then Needs Attention, then Good folded in a details
 * element whose summary says how many; nothing when the version has no findings.
 */
export function inspectionSection(estimate: EstimateView): HTMLElement | false {
  if (estimate.findings.length === 0) return false;
  const groups = SHOWN.map((rating) => {
    const findings = estimate.findings.filter((finding) => finding.rating === rating);
    if (findings.length === 0) return false;
    const id = `findings-${RATING_CLASS[rating]}`;
    const list = el("ul", { class: "findings", "aria-labelledby": id }, ...findings.map(findingItem));
    if (rating === "Good") return el("details", { class: "group good" }, el("summary", { id }, `${rating} (${findings.length})`), list);
    return el("div", { class: `group ${RATING_CLASS[rating]}` }, el("h3", { id }, `${rating} (${findings.length})`), list);
  });
  return el("section", { class: "inspection", "aria-labelledby": "inspection-heading" }, el("h2", { id: "inspection-heading" }, WORDS.inspection), ...groups);
}
