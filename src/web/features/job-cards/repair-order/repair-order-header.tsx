import type { ReactNode } from "react";
import { Link } from "react-router";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import { formatDateTime } from "@/web/lib/format-date-time";
import { vehiclesStore } from "@/web/lib/local-store/collections";
import { useLocalCollection } from "@/web/lib/local-store/use-local-collection";
import { jobCardVin } from "../utils/job-card-display";
import { ChangeCustomerButton } from "../components/change-customer-button";
import { JobCardCustomer } from "../components/job-card-customer";
import { JobCardStatusBadge } from "../components/job-card-status-badge";
import { findVehicle } from "./find-vehicle";
import { PromisedTimeButton } from "./promised-time-dialog";

const mileageFormat = new Intl.NumberFormat();

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/**
 * The vehicle as the shop's records know it (make, model, year, mileage), found by the card's VIN.
 * The mileage the card recorded when the car came in wins over the records' (it is this visit's).
 */
function VehicleText({ vin, cardMileage }: { vin: string; cardMileage: number | null }) {
  const vehicles = useLocalCollection(vehiclesStore);
  const vehicle = findVehicle(vehicles, vin);
  const name = vehicle ? [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(" ") : "";
  const mileage = cardMileage ?? vehicle?.mileage ?? null;
  return (
    <>
      {vehicle && name ? (
        <Link to={`/vehicles/${encodeURIComponent(vehicle.id)}`} className="underline-offset-4 hover:underline">
          {name}
        </Link>
      ) : null}
      <span className="block font-mono text-sm break-all">VIN {vin || "N/A"}</span>
      <span className="block text-sm">
        Mileage {mileage === null ? "N/A" : mileageFormat.format(mileage)}
      </span>
    </>
  );
}

interface RepairOrderHeaderProps {
  card: JobCard;
  canChangePromised?: boolean;
  /** Given to those who price work and may look customers up: the picker for "Change customer". */
  customerPicker?: CustomerPickerSlot;
}

/**
 * The top of a repair order: what the car is, whose it is, who works on it, where it stands and
 * when it was promised back (only when a time was promised). Those who may change the promised
 * time or the customer get their buttons below the details.
 */
export function RepairOrderHeader({ card, canChangePromised = false, customerPicker }: RepairOrderHeaderProps) {
  const details = (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      <Item label="Status">
        <JobCardStatusBadge status={card.status} />
      </Item>
      {card.promisedAt ? (
        <Item label="Promised">
          <time dateTime={card.promisedAt}>{formatDateTime(card.promisedAt)}</time>
        </Item>
      ) : null}
      <Item label="Vehicle">
        <VehicleText vin={jobCardVin(card)} cardMileage={card.mileage ?? null} />
      </Item>
      <Item label="Customer">
        <JobCardCustomer card={card} />
      </Item>
      <Item label="Customer Contact">{card.customerContact || "N/A"}</Item>
      <Item label="Assigned Technician">{card.technician ? card.technician.name : "Unassigned"}</Item>
      <Item label="Estimated Hours">
        {card.estimatedHours === null ? "N/A" : `${card.estimatedHours} ${card.estimatedHours === 1 ? "hour" : "hours"}`}
      </Item>
      <Item label="Service Description" wide>
        {card.serviceDescription || "N/A"}
      </Item>
      {card.notes ? (
        <Item label="Notes" wide>
          {card.notes}
        </Item>
      ) : null}
      {card.ticket ? (
        <Item label="Linked Service Ticket" wide>
          {card.ticket.issueDescription}
        </Item>
      ) : null}
    </dl>
  );
  if (!canChangePromised && !customerPicker) return details;
  // One place whether or not a time is set, so the open dialog stays open when the card reloads.
  return (
    <div className="grid gap-3">
      {details}
      <div className="flex flex-wrap gap-2">
        {canChangePromised ? <PromisedTimeButton card={card} /> : null}
        {customerPicker ? <ChangeCustomerButton card={card} picker={customerPicker} /> : null}
      </div>
    </div>
  );
}
