import { INSPECTION_LIMITS } from "@/shared/constants/inspections";
import type { InspectionTemplate, InspectionTemplateInput } from "@/shared/schemas/inspection-templates";

type SectionDraft = InspectionTemplateInput["sections"][number];
type ItemDraft = SectionDraft["items"][number];

/** A new item: a fresh id (the key its measurements are found by on later visits), nothing measured. */
export function blankItem(): ItemDraft {
  return { id: crypto.randomUUID(), name: "", measurement: null, suggestedCannedJobId: null };
}

export function blankSection(): SectionDraft {
  return { id: crypto.randomUUID(), name: "", items: [blankItem()] };
}

export function blankTemplate(): InspectionTemplateInput {
  return { name: "", sections: [blankSection()] };
}

/** A new measurement: thresholds start at 0 so the fields show a number to change. */
export const BLANK_MEASUREMENT = { unit: "", worseWhen: "lower", attentionAt: 0, urgentAt: 0 } as const;

/**
 * What Copy saves: "Copy of <name>" (cut to the name's limit) with the same sections and item
 * ids, so a copied item's earlier measurements are still found.
 */
export function copyOf(template: InspectionTemplate): InspectionTemplateInput {
  return { name: `Copy of ${template.name}`.slice(0, INSPECTION_LIMITS.name).trim(), sections: template.sections };
}

/** "10 sections, 36 items" for a template's card. */
export function templateCounts(template: Pick<InspectionTemplate, "sections">): string {
  const sections = template.sections.length;
  const items = template.sections.reduce((sum, section) => sum + section.items.length, 0);
  return `${sections} ${sections === 1 ? "section" : "sections"}, ${items} ${items === 1 ? "item" : "items"}`;
}
