import { MAX_CUSTOMER_PHONES } from "../../shared/constants/customers";
import type { CustomerUpgradeReport } from "../../shared/schemas/customers";
import { cleanName, emailKey, nameKey, phoneKey, phoneNumberText } from "./upgrade-rules";

export type UpgradeRecordKind = CustomerUpgradeReport["left"][number]["kind"];

/** A record holding free-text customer details, as the upgrade reads it. */
export interface UpgradeRecord {
  kind: UpgradeRecordKind;
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** Text that is neither an e-mail nor a phone (kept in the customer's notes when linked). */
  otherContact: string | null;
  vin: string | null;
  /** Milliseconds; the newest record of a VIN names its owner. */
  createdAt: number;
  /** A shared shop vehicle's own details, for the customer's vehicle. */
  vehicle?: { make: string; model: string; year: number | null; licensePlate: string };
}

export interface PlannedCustomer {
  id: string;
  name: string;
  email: string;
  phones: string[];
  preferredContact: "Phone" | "Email";
  /** Created by this plan (else it existed before). */
  isNew: boolean;
}

export interface PlannedVehicle {
  customerId: string;
  vin: string;
  make: string;
  model: string;
  year: number | null;
  licensePlate: string;
}

export interface UpgradePlan {
  customers: PlannedCustomer[];
  links: { kind: UpgradeRecordKind; id: string; customerId: string; matchedOn: "email" | "phone" | "name" | "created" }[];
  left: CustomerUpgradeReport["left"];
  possibleDuplicates: CustomerUpgradeReport["possibleDuplicates"];
  vehicles: PlannedVehicle[];
  vinsSkipped: CustomerUpgradeReport["vinsSkipped"];
  /** By customer id: text of linked records the customer's details do not show, for its notes. */
  notes: Map<string, string[]>;
}

/** What the record says of its customer, for the report. */
export function customerTextOf(record: UpgradeRecord): string {
  return [cleanName(record.name), record.email?.trim(), record.phone?.trim(), record.otherContact?.trim()].filter(Boolean).join(" / ");
}

const vinKey = (vin: string | null) => (vin ?? "").trim().toUpperCase();

/**
 * The upgrade's decisions, without a database: which customer each record belongs to (matched on
 * e-mail, then phone, then name; a new customer when nothing matches), which records are left for
 * a person (ambiguous text), which customers may be duplicates, and which VINs go to whom. Records
 * are taken in the order given; `newId` names each customer it creates.
 */
export function planCustomerUpgrade(
  existing: readonly Omit<PlannedCustomer, "isNew" | "preferredContact">[],
  existingVins: ReadonlyMap<string, string>,
  records: readonly UpgradeRecord[],
  newId: () => string,
): UpgradePlan {
  const customers: PlannedCustomer[] = existing.map((customer) => ({ ...customer, preferredContact: "Phone", isNew: false }));
  const plan: UpgradePlan = { customers, links: [], left: [], possibleDuplicates: [], vehicles: [], vinsSkipped: [], notes: new Map() };
  const linkedRecords: { record: UpgradeRecord; customerId: string }[] = [];

  const leave = (record: UpgradeRecord, reason: string) => plan.left.push({ kind: record.kind, id: record.id, customerText: customerTextOf(record), reason });

  const enrich = (customer: PlannedCustomer, record: UpgradeRecord) => {
    if (!customer.isNew) return;
    if (!customer.email && record.email) customer.email = record.email.trim();
    const phone = phoneKey(record.phone);
    if (phone && customer.phones.length < MAX_CUSTOMER_PHONES && !customer.phones.some((number) => phoneKey(number) === phone)) {
      customer.phones.push(phoneNumberText(record.phone!));
    }
  };

  const noteWhatIsNotShown = (customer: PlannedCustomer, record: UpgradeRecord) => {
    const lost: string[] = [];
    if (record.name && nameKey(record.name) !== nameKey(customer.name)) lost.push(cleanName(record.name));
    if (record.email && emailKey(record.email) !== emailKey(customer.email)) lost.push(record.email.trim());
    if (record.phone && !customer.phones.some((number) => phoneKey(number) === phoneKey(record.phone))) lost.push(record.phone.trim());
    if (record.otherContact) lost.push(record.otherContact.trim());
    if (lost.length === 0) return;
    const notes = plan.notes.get(customer.id) ?? [];
    for (const text of lost) if (!notes.includes(text)) notes.push(text);
    plan.notes.set(customer.id, notes);
  };

  const link = (record: UpgradeRecord, customer: PlannedCustomer, matchedOn: UpgradePlan["links"][number]["matchedOn"]) => {
    enrich(customer, record);
    noteWhatIsNotShown(customer, record);
    plan.links.push({ kind: record.kind, id: record.id, customerId: customer.id, matchedOn });
    linkedRecords.push({ record, customerId: customer.id });
  };

  const create = (record: UpgradeRecord, name: string): PlannedCustomer => {
    const customer: PlannedCustomer = {
      id: newId(),
      name,
      email: "",
      phones: [],
      // The contact the record showed stays the one its customer shows.
      preferredContact: record.email && !record.phone ? "Email" : "Phone",
      isNew: true,
    };
    customers.push(customer);
    link(record, customer, "created");
    return customer;
  };

  for (const record of records) {
    const email = emailKey(record.email);
    const phone = phoneKey(record.phone);
    const name = nameKey(record.name);
    if (!email && !phone && !name) {
      if (record.otherContact) leave(record, "Its customer contact is neither an e-mail nor a phone number, and it has no name.");
      continue;
    }
    const byEmail = email ? customers.filter((customer) => emailKey(customer.email) === email) : [];
    const byPhone = phone ? customers.filter((customer) => customer.phones.some((number) => phoneKey(number) === phone)) : [];
    if (byEmail.length > 1) {
      leave(record, `Its e-mail matches ${byEmail.length} customers.`);
      continue;
    }
    if (byEmail.length === 1) {
      const [customer] = byEmail as [PlannedCustomer];
      if (byPhone.length > 0 && !byPhone.includes(customer)) leave(record, "Its e-mail and its phone belong to different customers.");
      else link(record, customer, "email");
      continue;
    }
    if (byPhone.length > 1) {
      leave(record, `Its phone matches ${byPhone.length} customers.`);
      continue;
    }
    if (byPhone.length === 1) {
      link(record, byPhone[0]!, "phone");
      continue;
    }
    if (!name) {
      leave(record, "Its contact matches no customer and it has no name to make one from.");
      continue;
    }
    const byName = customers.filter((customer) => nameKey(customer.name) === name);
    if (byName.length > 1) {
      leave(record, `Its name matches ${byName.length} customers.`);
      continue;
    }
    if (byName.length === 1) {
      const [customer] = byName as [PlannedCustomer];
      // The same name with other contact details may be another person: a new customer, reported.
      const conflicts = (email && customer.email) || (phone && customer.phones.length > 0);
      if (!conflicts) {
        link(record, customer, "name");
        continue;
      }
      const created = create(record, cleanName(record.name));
      plan.possibleDuplicates.push({ customerIds: [customer.id, created.id], reason: "Same name, different contact details." });
      continue;
    }
    create(record, cleanName(record.name));
  }

  assignVins(plan, existingVins, linkedRecords);
  return plan;
}

/**
 * A VIN belongs to one customer: the one who already has it, else the owner on the shop's vehicle
 * record, else the customer of its newest record. Every other customer's claim is reported.
 */
function assignVins(plan: UpgradePlan, existingVins: ReadonlyMap<string, string>, linked: { record: UpgradeRecord; customerId: string }[]): void {
  const owners = new Map(existingVins);
  const byClaim = [...linked].sort((a, b) => {
    const vehicleFirst = Number(b.record.kind === "vehicle") - Number(a.record.kind === "vehicle");
    return vehicleFirst !== 0 ? vehicleFirst : b.record.createdAt - a.record.createdAt;
  });
  const details = new Map<string, NonNullable<UpgradeRecord["vehicle"]>>();
  for (const { record } of linked) if (record.vehicle && vinKey(record.vin)) details.set(vinKey(record.vin), record.vehicle);
  const reported = new Set<string>();
  for (const { record, customerId } of byClaim) {
    const vin = vinKey(record.vin);
    if (!vin) {
      if (record.vehicle) plan.vehicles.push({ customerId, vin: "", ...record.vehicle });
      continue;
    }
    const owner = owners.get(vin);
    if (owner === undefined) {
      owners.set(vin, customerId);
      const vehicle = details.get(vin) ?? { make: "", model: "", year: null, licensePlate: "" };
      plan.vehicles.push({ customerId, vin: record.vin!.trim(), ...vehicle });
    } else if (owner !== customerId && !reported.has(`${vin}\u0000${customerId}`)) {
      reported.add(`${vin}\u0000${customerId}`);
      plan.vinsSkipped.push({ vin: record.vin!.trim(), kind: record.kind, id: record.id, customerId, heldByCustomerId: owner });
    }
  }
}
