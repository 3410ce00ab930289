import { MAX_CUSTOMER_PHONES } from "../../shared/constants/customers";
import { CUSTOMER_TEXT_MAX, type CustomerPhone } from "../../shared/schemas/customers";
import type { CustomerRow } from "../db/schema";

const digitsOf = (phone: CustomerPhone) => phone.number.replace(/[^0-9]/g, "");

/** At most `max` characters, cut with an ellipsis, so the form can still save the record. */
function fitted(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join("").trimEnd()}…`;
}

/**
 * The kept customer's details after a merge: its own fields win, its empty ones take the merged
 * customer's; phone numbers are both sets without repeats (the same digits are one number), the
 * kept one's first, at most MAX_CUSTOMER_PHONES, and numbers beyond that are written into the
 * notes rather than lost; the notes are both, kept one's first. A stop of reminders by either
 * stays (the person asked to stop); the agreement is the kept record's.
 */
export function mergedDetails(keep: CustomerRow, merge: CustomerRow) {
  const phones: CustomerPhone[] = [];
  const left: CustomerPhone[] = [];
  const seen = new Set<string>();
  for (const phone of [...keep.phones, ...merge.phones]) {
    const digits = digitsOf(phone);
    if (seen.has(digits)) continue;
    seen.add(digits);
    (phones.length < MAX_CUSTOMER_PHONES ? phones : left).push(phone);
  }
  const notes = [keep.notes.trim(), merge.notes.trim()];
  if (left.length > 0) notes.push(`Phone numbers from the merge: ${left.map((phone) => `${phone.number} (${phone.kind})`).join(", ")}`);
  return {
    name: keep.name,
    phones,
    email: keep.email || merge.email,
    address: keep.address || merge.address,
    preferredContact: keep.preferredContact,
    notes: fitted(notes.filter((part) => part !== "").join("\n\n"), CUSTOMER_TEXT_MAX.notes),
    remindersAgreed: keep.remindersAgreed,
    remindersStoppedAt: keep.remindersStoppedAt ?? merge.remindersStoppedAt,
  };
}
